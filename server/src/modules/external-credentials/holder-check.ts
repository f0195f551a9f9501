import type { CredentialCheck } from '@contracts/external-credentials';
import type { Text, TextValues } from '@contracts/i18n/texts';
import {
  checkText,
  registerCheckTexts,
  textCheck,
  type VerifierCheck,
} from '../credentials/signing/external/check-texts';
import { emailIdentityHash, normalizedEmail } from '../credentials/signing/recipient-identity';

/*
 * The 'holder' check (issue 41): is the person the credential names the person whose record it goes on? By email
 * (written plainly, `email`, a `mailto:` id or an IdentityObject not hashed), by hashed email (Open Badges 3.0
 * `identifier` with `identityHash`, salted SHA-256, as recipient-identity.ts makes ours) or by name, compared
 * without accents, case or extra spaces. Otherwise 'Titular no confirmado'.
 */

/** The person whose record it is: their email addresses (the record's and the account's) and full name. */
export interface Holder {
  emails: readonly string[];
  name: string;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** 'Ana  PÉREZ-López ' → 'ana perez lopez': no accents, lower case, one space between words. */
export function normalizedName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

interface Claims {
  emails: string[];
  hashedEmails: { hash: string; salt: string }[];
  names: string[];
}

/** What the credential's subject says of its holder. */
function claimsOf(subject: Json | undefined): Claims {
  const claims: Claims = { emails: [], hashedEmails: [], names: [] };
  if (!subject) return claims;
  const name = textOf(subject.name);
  if (name) claims.names.push(name);
  const email = textOf(subject.email);
  if (email) claims.emails.push(email);
  const id = textOf(subject.id);
  if (id?.toLowerCase().startsWith('mailto:')) claims.emails.push(id.slice('mailto:'.length));
  for (const identity of asArray(subject.identifier).filter(isObject)) {
    const value = textOf(identity.identityHash);
    if (!value) continue;
    const hashed = identity.hashed === true || identity.hashed === 'true';
    if (identity.identityType === 'emailAddress') {
      if (hashed)
        claims.hashedEmails.push({ hash: value, salt: typeof identity.salt === 'string' ? identity.salt : '' });
      else claims.emails.push(value);
    } else if (identity.identityType === 'name' && !hashed) claims.names.push(value);
  }
  return claims;
}

/** Whether `email` is the one hashed (`sha256$` + hex, or the hex alone; upper or lower case). */
function hashMatches(email: string, claim: { hash: string; salt: string }): boolean {
  const expected = emailIdentityHash(email, claim.salt).slice('sha256$'.length);
  return claim.hash.toLowerCase().replace(/^sha256\$/, '') === expected;
}

/** The holder check's words; `name` is the teacher of the record, `claimed` the name the credential gives. */
export const HOLDER_TEXTS = {
  notCheckedSignature: /*i18n*/ {
    id: 'credentials.holder.notCheckedSignature',
    message: 'No se comprobó: sin una firma válida, lo que dice del titular puede ser falso',
  },
  notCheckedNoRecord: /*i18n*/ {
    id: 'credentials.holder.notCheckedNoRecord',
    message: 'No se comprobó: la comprobación no es para el registro de ningún docente',
  },
  /** Values: `name`. */
  byEmail: /*i18n*/ {
    id: 'credentials.holder.byEmail',
    message: 'El titular es {name}: la credencial nombra su correo',
  },
  /** Values: `name`. */
  byEmailHash: /*i18n*/ {
    id: 'credentials.holder.byEmailHash',
    message: 'El titular es {name}: la credencial nombra su correo (cifrado, identityHash)',
  },
  /** Values: `name`. */
  byName: /*i18n*/ {
    id: 'credentials.holder.byName',
    message: 'El titular es {name}: la credencial nombra su nombre',
  },
  /** Values: `name`. */
  byNameOtherEmail: /*i18n*/ {
    id: 'credentials.holder.byNameOtherEmail',
    message: 'El titular es {name}: la credencial nombra su nombre (su correo no es el de este registro)',
  },
  /** Values: `claimed`, `name`. */
  otherName: /*i18n*/ {
    id: 'credentials.holder.otherName',
    message: 'Titular no confirmado: la credencial nombra a «{claimed}», no a {name}',
  },
  /** Values: `name`. */
  otherEmail: /*i18n*/ {
    id: 'credentials.holder.otherEmail',
    message: 'Titular no confirmado: el correo que nombra la credencial no es el de {name}',
  },
  nobody: /*i18n*/ {
    id: 'credentials.holder.nobody',
    message: 'Titular no confirmado: la credencial no nombra a su titular',
  },
} as const;

registerCheckTexts(Object.values(HOLDER_TEXTS));

const check = (outcome: CredentialCheck['outcome'], text: Text, values?: TextValues): VerifierCheck =>
  textCheck('holder', outcome, checkText(text, values));

/**
 * The 'holder' check of a credential's subject (its first `credentialSubject`) against `holder`, or unknown when
 * there is no one to compare with or no valid signature (a forged file may name anyone).
 */
export function holderCheck(options: {
  subject: unknown;
  holder: Holder | null;
  signature: CredentialCheck['outcome'];
}): VerifierCheck {
  const { holder, signature } = options;
  if (signature !== 'passed') return check('unknown', HOLDER_TEXTS.notCheckedSignature);
  if (!holder) return check('unknown', HOLDER_TEXTS.notCheckedNoRecord);
  const subject = asArray(options.subject).find(isObject);
  const claims = claimsOf(subject);
  const ownEmails = new Set(holder.emails.map(normalizedEmail));
  if (claims.emails.some((email) => ownEmails.has(normalizedEmail(email))))
    return check('passed', HOLDER_TEXTS.byEmail, { name: holder.name });
  if (claims.hashedEmails.some((claim) => holder.emails.some((email) => hashMatches(email, claim))))
    return check('passed', HOLDER_TEXTS.byEmailHash, { name: holder.name });
  const ownName = normalizedName(holder.name);
  const anyEmail = claims.emails.length + claims.hashedEmails.length > 0;
  if (ownName && claims.names.some((name) => normalizedName(name) === ownName))
    return check('passed', anyEmail ? HOLDER_TEXTS.byNameOtherEmail : HOLDER_TEXTS.byName, { name: holder.name });
  if (claims.names.length > 0)
    return check('failed', HOLDER_TEXTS.otherName, { claimed: claims.names[0]!, name: holder.name });
  if (anyEmail) return check('failed', HOLDER_TEXTS.otherEmail, { name: holder.name });
  return check('failed', HOLDER_TEXTS.nobody);
}
