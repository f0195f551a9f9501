import type { CredentialCheck } from '@contracts/external-credentials';
import {
  checkText,
  registerCheckTexts,
  textCheck,
  type VerifierCheck,
} from '../credentials/signing/external/check-texts';

/*
 * The 'issuer' check (issue 41): a signature proves which key signed, never who holds that key. The issuer is
 * recognised only when its DID is the school's own or on the trusted issuers' list staff keep, and is then named by
 * the name staff gave it; the name the file gives itself is only ever quoted as what the file says.
 */

export interface IssuerFacts {
  /** The issuer's DID the credential names (the signature check tied its key to it). */
  issuerId: string | null;
  /** The name the file gives its issuer: quoted, never vouched for. */
  claimedName: string | null;
  signature: CredentialCheck['outcome'];
}

export interface KnownIssuers {
  /** The school's own issuer: the DID its own badge credentials are signed with, and the school's name. */
  own: { did: string; name: string } | null;
  /** The trusted issuers' list: DID → the name staff gave it. */
  trusted: ReadonlyMap<string, string>;
}

export interface IssuerVerdict {
  check: VerifierCheck;
  /** The name to show the issuer by: staff's (or the school's), or null when not recognised. */
  recognisedName: string | null;
}

/** The issuer check's words; `claimed` is the name the file gives its issuer, quoted. */
export const ISSUER_TEXTS = {
  notChecked: /*i18n*/ {
    id: 'credentials.issuer.notChecked',
    message: 'No se comprobó: sin una firma válida nada prueba quién la emitió',
  },
  /** Values: `claimed`. */
  notCheckedFileSays: /*i18n*/ {
    id: 'credentials.issuer.notCheckedFileSays',
    message: 'No se comprobó: sin una firma válida nada prueba quién la emitió. El archivo dice: «{claimed}»',
  },
  /** Values: `name` (the school's), `issuer` (its DID). */
  ownSchool: /*i18n*/ {
    id: 'credentials.issuer.ownSchool',
    message: 'Emisor reconocido: {name}, esta escuela ({issuer})',
  },
  /** Values: `name` (staff's for it), `issuer`. */
  trusted: /*i18n*/ {
    id: 'credentials.issuer.trusted',
    message: 'Emisor reconocido: {name}, en la lista de emisores de confianza de la escuela ({issuer})',
  },
  /** Values: `issuer`. */
  unknown: /*i18n*/ {
    id: 'credentials.issuer.unknown',
    message: 'Emisor no reconocido: {issuer} no está en la lista de emisores de confianza de la escuela',
  },
  /** Values: `issuer`, `claimed`. */
  unknownFileSays: /*i18n*/ {
    id: 'credentials.issuer.unknownFileSays',
    message:
      'Emisor no reconocido: {issuer} no está en la lista de emisores de confianza de la escuela. El archivo dice: «{claimed}»',
  },
  unnamed: /*i18n*/ {
    id: 'credentials.issuer.unnamed',
    message: 'Emisor no reconocido: la credencial no nombra su emisor',
  },
  /** Values: `claimed`. */
  unnamedFileSays: /*i18n*/ {
    id: 'credentials.issuer.unnamedFileSays',
    message: 'Emisor no reconocido: la credencial no nombra su emisor. El archivo dice: «{claimed}»',
  },
} as const;

registerCheckTexts(Object.values(ISSUER_TEXTS));

export function issuerCheck(facts: IssuerFacts, known: KnownIssuers): IssuerVerdict {
  const { issuerId, claimedName } = facts;
  if (facts.signature !== 'passed')
    return {
      check: textCheck(
        'issuer',
        'unknown',
        claimedName
          ? checkText(ISSUER_TEXTS.notCheckedFileSays, { claimed: claimedName })
          : checkText(ISSUER_TEXTS.notChecked),
      ),
      recognisedName: null,
    };
  const isOwn = issuerId !== null && issuerId === known.own?.did;
  const recognisedName = !issuerId ? null : isOwn ? known.own!.name : (known.trusted.get(issuerId) ?? null);
  if (issuerId && recognisedName !== null)
    return {
      check: textCheck(
        'issuer',
        'passed',
        checkText(isOwn ? ISSUER_TEXTS.ownSchool : ISSUER_TEXTS.trusted, { name: recognisedName, issuer: issuerId }),
      ),
      recognisedName,
    };
  const unrecognised = issuerId
    ? claimedName
      ? checkText(ISSUER_TEXTS.unknownFileSays, { issuer: issuerId, claimed: claimedName })
      : checkText(ISSUER_TEXTS.unknown, { issuer: issuerId })
    : claimedName
      ? checkText(ISSUER_TEXTS.unnamedFileSays, { claimed: claimedName })
      : checkText(ISSUER_TEXTS.unnamed);
  return { check: textCheck('issuer', 'failed', unrecognised), recognisedName: null };
}
