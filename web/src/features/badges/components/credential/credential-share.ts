import { t } from '@lingui/core/macro';
import type { RecipientCheckResult } from '@contracts/badges';

/**
 * The address of a credential's public page, built on the school's public address (the issuer's `url`, which is
 * PUBLIC_URL) when the credential names one, else on this page's origin.
 */
export function credentialPageAddress(options: { id: string; issuerUrl: string; origin: string }): string {
  const base = /^https?:\/\//i.test(options.issuerUrl) ? options.issuerUrl.replace(/\/+$/, '') : options.origin;
  return `${base}/credentials/${encodeURIComponent(options.id)}`;
}

/**
 * LinkedIn's 'Add to profile' link for a certification, its fields filled: the badge's name, the school, the
 * year and month of issue (UTC, as the credential's validFrom), the public page and the credential's id.
 */
export function linkedInAddToProfileUrl(options: {
  name: string;
  organizationName: string;
  issuedAt: string;
  certUrl: string;
  certId: string;
}): string {
  const params = new URLSearchParams({ startTask: 'CERTIFICATION_NAME', name: options.name });
  params.set('organizationName', options.organizationName);
  const issued = new Date(options.issuedAt);
  if (!Number.isNaN(issued.getTime())) {
    params.set('issueYear', String(issued.getUTCFullYear()));
    params.set('issueMonth', String(issued.getUTCMonth() + 1));
  }
  params.set('certUrl', options.certUrl);
  params.set('certId', options.certId);
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}

/** What the page answers to 'Comprobar destinatario', and only that. */
export function recipientCheckText(result: RecipientCheckResult): string {
  if (!result.checkable) return t`Esta credencial no permite comprobar el destinatario por correo.`;
  return result.matches ? t`Este correo es el del destinatario.` : t`Este correo no es el del destinatario.`;
}
