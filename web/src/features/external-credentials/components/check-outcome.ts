import type { LucideIcon } from 'lucide-react';
import { CircleCheck, CircleHelp, CircleMinus, CircleX } from 'lucide-react';
import {
  CREDENTIAL_CHECK_IDS,
  EXTERNAL_CREDENTIAL_MAX_BYTES,
  EXTERNAL_CREDENTIAL_MESSAGES,
  type CredentialCheck,
  type CredentialCheckId,
  type ExternalCredentialVerdict,
} from '@contracts/external-credentials';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { translate } from '@contracts/i18n/texts';

type Outcome = CredentialCheck['outcome'];

/** What each check looks at, as a wallet names it. */
export const CHECK_LABELS: Record<CredentialCheckId, string> = {
  format: 'Formato',
  signature: 'Firma',
  issuer: 'Emisor',
  holder: 'Titular',
  dates: 'Fechas de validez',
  status: 'Revocación',
};

/** The issuer's and the holder's failures in their own words: not recognised is not forged. */
const FAILED_WORDS: Partial<Record<CredentialCheckId, string>> = {
  issuer: 'No reconocido',
  holder: 'No confirmado',
};

/** The outcome of one check in words: 'Correcto', 'Falló', or 'No reconocido' for an issuer not on the list… */
export function outcomeWords(check: Pick<CredentialCheck, 'id' | 'outcome'>): string {
  if (check.outcome === 'failed') return FAILED_WORDS[check.id] ?? OUTCOME_LOOKS.failed.words;
  return OUTCOME_LOOKS[check.outcome].words;
}

export interface OutcomeLook {
  /** The outcome in words, shown beside the icon (the icon alone says nothing to a screen reader). */
  words: string;
  icon: LucideIcon;
  /** The icon's colour. */
  className: string;
}

export const OUTCOME_LOOKS: Record<Outcome, OutcomeLook> = {
  passed: { words: 'Correcto', icon: CircleCheck, className: 'text-emerald-700' },
  failed: { words: 'Falló', icon: CircleX, className: 'text-destructive' },
  unknown: { words: 'No se pudo comprobar', icon: CircleHelp, className: 'text-amber-700' },
  not_applicable: { words: 'No aplica', icon: CircleMinus, className: 'text-muted-foreground' },
};

/** The checks in a wallet's order (format, signature, issuer, holder, dates, status); unknown ones go last. */
export function orderedChecks(checks: readonly CredentialCheck[]): CredentialCheck[] {
  const rank = (check: CredentialCheck) => {
    const index = (CREDENTIAL_CHECK_IDS as readonly string[]).indexOf(check.id);
    return index === -1 ? CREDENTIAL_CHECK_IDS.length : index;
  };
  return [...checks].sort((a, b) => rank(a) - rank(b));
}

export interface VerdictLook {
  text: string;
  variant: 'success' | 'destructive' | 'secondary' | 'outline';
}

/**
 * What a credential is, as the record shows it: only 'Verificada' when every check passed, the issuer's and the
 * holder's too; a genuine one not recognised or not confirmed says it waits for (or had) staff's review.
 */
export const VERDICT_LOOKS: Record<ExternalCredentialVerdict, VerdictLook> = {
  verified: { text: 'Verificada', variant: 'success' },
  needs_review: { text: 'Requiere revisión', variant: 'outline' },
  pending_review: { text: 'Pendiente de revisión', variant: 'outline' },
  accepted: { text: 'Aceptada por el personal', variant: 'secondary' },
  rejected: { text: 'Rechazada', variant: 'destructive' },
  not_verified: { text: 'No verificada', variant: 'destructive' },
};

/** The verdict a record shows. */
export const verdictText = (verdict: ExternalCredentialVerdict) => VERDICT_LOOKS[verdict].text;

/**
 * Why a check or a keep failed, in plain words: the server's message (file type, no credential, too many on the
 * record…), the size limit for a body the server refused for its size, else a general sentence.
 */
export function uploadErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 413) return translate(EXTERNAL_CREDENTIAL_MESSAGES.fileTooLarge);
  return getErrorMessage(error, 'No se pudo comprobar la credencial. Inténtalo de nuevo.');
}

/** The extensions and types the picker offers (the server decides by the content too). */
export const CREDENTIAL_FILE_ACCEPT = {
  'application/json': ['.json'],
  'application/ld+json': ['.jsonld'],
  'image/png': ['.png'],
  'image/svg+xml': ['.svg'],
};

/** The refusal of a file the picker did not take, from react-dropzone's first error code. */
export function fileRejectionMessage(code: string | undefined): string {
  switch (code) {
    case 'file-invalid-type':
      return translate(EXTERNAL_CREDENTIAL_MESSAGES.fileType);
    case 'file-too-large':
      return translate(EXTERNAL_CREDENTIAL_MESSAGES.fileTooLarge);
    default:
      return translate(EXTERNAL_CREDENTIAL_MESSAGES.fileRequired);
  }
}

export const CREDENTIAL_MAX_MB = Math.round(EXTERNAL_CREDENTIAL_MAX_BYTES / 1_000_000);
