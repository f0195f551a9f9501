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
  values?: TextValues;
}

/** A check as the verifier makes it and the record keeps it: `message` in its declared words, `text` when known. */
export type VerifierCheck = CredentialCheck & { text?: CheckText };

const CHECK_TEXTS = new Map<string, Text>();

/** Makes `texts` known to `writtenCheck` and `declaredWords` (each module of checks registers its own). */
export function registerCheckTexts(texts: readonly Text[]): void {
  for (const entry of texts) CHECK_TEXTS.set(entry.id, entry);
}

export const checkText = (entry: Text, values?: TextValues): CheckText =>
  values ? { id: entry.id, values } : { id: entry.id };

/** `found` in its declared words (Spanish), for where no reader is known. */
export function declaredWords(found: CheckText): string {
  const entry = CHECK_TEXTS.get(found.id);
  return entry ? asDeclared(entry, found.values) : found.id;
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
  const entry = check.text ? CHECK_TEXTS.get(check.text.id) : undefined;
  return {
    id: check.id,
    outcome: check.outcome,
    message: entry ? translate(entry, check.text!.values) : check.message,
  };
}
