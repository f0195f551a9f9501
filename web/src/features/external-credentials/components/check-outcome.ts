import type { LucideIcon } from 'lucide-react';
import { CircleCheck, CircleHelp, CircleMinus, CircleX } from 'lucide-react';
import {
  CREDENTIAL_CHECK_IDS,
  EXTERNAL_CREDENTIAL_MAX_BYTES,
  EXTERNAL_CREDENTIAL_MESSAGES,
  type CredentialCheck,
  type CredentialCheckId,
} from '@contracts/external-credentials';
import { ApiError, getErrorMessage } from '@/lib/api-client';

type Outcome = CredentialCheck['outcome'];

/** What each check looks at, as a wallet names it. */
export const CHECK_LABELS: Record<CredentialCheckId, string> = {
  format: 'Formato',
  signature: 'Firma',
  dates: 'Fechas de validez',
  status: 'Revocación',
};

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

/** The checks in a wallet's order (format, signature, dates, status); any the list does not know go last. */
export function orderedChecks(checks: readonly CredentialCheck[]): CredentialCheck[] {
  const rank = (check: CredentialCheck) => {
    const index = (CREDENTIAL_CHECK_IDS as readonly string[]).indexOf(check.id);
    return index === -1 ? CREDENTIAL_CHECK_IDS.length : index;
  };
  return [...checks].sort((a, b) => rank(a) - rank(b));
}

/** The verdict a record shows. */
export const verdictText = (verified: boolean) => (verified ? 'Verificada' : 'No verificada');

/**
 * Why a check or a keep failed, in plain words: the server's message (file type, no credential, too many on the
 * record…), the size limit for a body the server refused for its size, else a general sentence.
 */
export function uploadErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 413) return EXTERNAL_CREDENTIAL_MESSAGES.fileTooLarge;
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
      return EXTERNAL_CREDENTIAL_MESSAGES.fileType;
    case 'file-too-large':
      return EXTERNAL_CREDENTIAL_MESSAGES.fileTooLarge;
    default:
      return EXTERNAL_CREDENTIAL_MESSAGES.fileRequired;
  }
}

export const CREDENTIAL_MAX_MB = Math.round(EXTERNAL_CREDENTIAL_MAX_BYTES / 1_000_000);
