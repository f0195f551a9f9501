import type { CredentialCheck } from '@contracts/external-credentials';
import { asDeclared, translate, type Text, type TextValues } from '@contracts/i18n/texts';

/*
 * A credential check's words as plain data (decision 040): the id of a registered text and its values. The checks are
 * made in the pool's thread (format, signature, dates, status) or on the main thread (issuer, holder), kept with the
 * credential, and written in the reader's language when answered (`writtenCheck`), so a kept credential reads in the
 * language of whoever opens it. `message` keeps the declared words too, for a reader of the stored result that does
 * not know the text.
 */

export interface CheckText {
  id: string;
  values?: CheckValues;
}

/**
 * A text's values: strings and numbers as they are, a text within a text (a reason a check gives, itself a text)
 * written in the same language. A day is an ISO string under a `{name, date, long}` placeholder, written in the
 * reader's language ('15 de enero de 2026', 'January 15, 2026').
 */
export type CheckValues = Record<string, string | number | CheckText>;

/** A check as the verifier makes it and the record keeps it: `message` in its declared words, `text` when known. */
export type VerifierCheck = CredentialCheck & { text?: CheckText };

const CHECK_TEXTS = new Map<string, Text>();

/** Makes `texts` known to `writtenCheck` and `declaredWords` (each module of checks registers its own). */
export function registerCheckTexts(texts: readonly Text[]): void {
  for (const entry of texts) CHECK_TEXTS.set(entry.id, entry);
}

export const checkText = (entry: Text, values?: CheckValues): CheckText =>
  values ? { id: entry.id, values } : { id: entry.id };

/** `found` written by `write`, the texts among its values first. */
function written(found: CheckText, write: (entry: Text, values?: TextValues) => string): string | undefined {
  const entry = CHECK_TEXTS.get(found.id);
  if (!entry) return undefined;
  const values = found.values
    ? Object.fromEntries(
        Object.entries(found.values).map(([name, value]) => [
          name,
          typeof value === 'object' ? (written(value, write) ?? value.id) : value,
        ]),
      )
    : undefined;
  return write(entry, values);
}

/** `found` in its declared words (Spanish), for where no reader is known. */
export function declaredWords(found: CheckText): string {
  return written(found, asDeclared) ?? found.id;
}

/** `found` in the reader's language. */
export function writtenText(found: CheckText): string {
  return written(found, translate) ?? found.id;
}

/** A check of `outcome` in the words of `found` (kept as its id and values, its declared words as `message`). */
export function textCheck(
  id: CredentialCheck['id'],
  outcome: CredentialCheck['outcome'],
  found: CheckText,
): VerifierCheck {
  return { id, outcome, message: declaredWords(found), text: found };
}

/** A check as answered: its words in the reader's language where they are a known text, else as kept. */
export function writtenCheck(check: VerifierCheck): CredentialCheck {
  const known = check.text && CHECK_TEXTS.has(check.text.id);
  return {
    id: check.id,
    outcome: check.outcome,
    message: known ? writtenText(check.text!) : check.message,
  };
}
