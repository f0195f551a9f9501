import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
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
export const CHECK_LABELS: Record<CredentialCheckId, MessageDescriptor> = {
  format: msg`Formato`,
  signature: msg`Firma`,
  issuer: msg`Emisor`,
  holder: msg`Titular`,
  dates: msg`Fechas de validez`,
  status: msg`Revocación`,
};

/** The issuer's and the holder's failures in their own words: not recognised is not forged. */
const FAILED_WORDS: Partial<Record<CredentialCheckId, MessageDescriptor>> = {
  issuer: msg`No reconocido`,
  holder: msg`No confirmado`,
};

/** The outcome of one check in words: 'Correcto', 'Falló', or 'No reconocido' for an issuer not on the list… */
export function outcomeWords(check: Pick<CredentialCheck, 'id' | 'outcome'>): MessageDescriptor {
  if (check.outcome === 'failed') return FAILED_WORDS[check.id] ?? OUTCOME_LOOKS.failed.words;
  return OUTCOME_LOOKS[check.outcome].words;
}

export interface OutcomeLook {
  /** The outcome in words, shown beside the icon (the icon alone says nothing to a screen reader). */
  words: MessageDescriptor;
  icon: LucideIcon;
  /** The icon's colour. */
  className: string;
}

export const OUTCOME_LOOKS: Record<Outcome, OutcomeLook> = {
  passed: { words: msg`Correcto`, icon: CircleCheck, className: 'text-emerald-700' },
  failed: { words: msg`Falló`, icon: CircleX, className: 'text-destructive' },
  unknown: { words: msg`No se pudo comprobar`, icon: CircleHelp, className: 'text-amber-700' },
  not_applicable: { words: msg`No aplica`, icon: CircleMinus, className: 'text-muted-foreground' },
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
  text: MessageDescriptor;
  variant: 'success' | 'destructive' | 'secondary' | 'outline';
}

/**
 * What a credential is, as the record shows it: only 'Verificada' when every check passed, the issuer's and the
 * holder's too; a genuine one not recognised or not confirmed says it waits for (or had) staff's review.
 */
export const VERDICT_LOOKS: Record<ExternalCredentialVerdict, VerdictLook> = {
  verified: { text: msg`Verificada`, variant: 'success' },
  needs_review: { text: msg`Requiere revisión`, variant: 'outline' },
  pending_review: { text: msg`Pendiente de revisión`, variant: 'outline' },
  accepted: { text: msg`Aceptada por el personal`, variant: 'secondary' },
  rejected: { text: msg`Rechazada`, variant: 'destructive' },
  not_verified: { text: msg`No verificada`, variant: 'destructive' },
};

/** The verdict a record shows. */
export const verdictText = (verdict: ExternalCredentialVerdict) => VERDICT_LOOKS[verdict].text;

/**
 * Why a check or a keep failed, in plain words: the server's message (file type, no credential, too many on the
 * record…), the size limit for a body the server refused for its size, else a general sentence.
 */
export function uploadErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 413) return translate(EXTERNAL_CREDENTIAL_MESSAGES.fileTooLarge);
  return getErrorMessage(error, t`No se pudo comprobar la credencial. Inténtalo de nuevo.`);
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

/** The verdict of a check in a sentence, what may be done with it, and how it looks. */
export function checkVerdictWords(verdict: ExternalCredentialVerdict): {
  sentence: string;
  next: string;
  keepable: boolean;
  tone: 'good' | 'review' | 'bad';
} {
  if (verdict === 'verified')
    return {
      sentence: t`La credencial es válida`,
      next: t`Puedes guardarla en el registro con este resultado y la fecha de hoy.`,
      keepable: true,
      tone: 'good',
    };
  if (verdict === 'needs_review')
    return {
      sentence: t`La credencial es auténtica, pero no está comprobado quién la emitió o a quién se otorgó`,
      next: t`Puedes guardarla: quedará pendiente de revisión del personal, que decide si se acepta. Las comprobaciones dicen qué falta.`,
      keepable: true,
      tone: 'review',
    };
  return {
    sentence: t`La credencial no se pudo verificar`,
    next: t`Las comprobaciones dicen por qué. Solo una credencial auténtica y vigente puede guardarse en el registro.`,
    keepable: false,
    tone: 'bad',
  };
}
