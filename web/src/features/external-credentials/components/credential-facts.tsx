import type { ExternalCredentialCheck } from '@contracts/external-credentials';
import { InfoList, type InfoItem } from '@/components/info-list';
import { formatDate } from '@/lib/format';

/**
 * What the credential says of itself — issuer, holder, validity — and, for a kept one, the day it was last checked.
 * A fact the credential does not state is left out, except the issuer, which every credential names.
 */
export function credentialFacts(
  check: Pick<ExternalCredentialCheck, 'issuer_name' | 'issuer_id' | 'recipient_name' | 'valid_from' | 'valid_until'>,
  checkedAt?: string,
): InfoItem[] {
  // A DID or a URL is one long word: it may break anywhere rather than widen a phone's card.
  const issuer = check.issuer_name ?? check.issuer_id;
  const items: InfoItem[] = [
    { label: 'Emisor', value: issuer ? <span className="[overflow-wrap:anywhere]">{issuer}</span> : '' },
  ];
  if (check.recipient_name)
    items.push({ label: 'Titular', value: <span className="[overflow-wrap:anywhere]">{check.recipient_name}</span> });
  if (check.valid_from) items.push({ label: 'Válida desde', value: formatDate(check.valid_from) });
  if (check.valid_until) items.push({ label: 'Válida hasta', value: formatDate(check.valid_until) });
  if (checkedAt) items.push({ label: 'Comprobada el', value: checkedAt });
  return items;
}

export function CredentialFacts({
  credential,
  checkedAt,
}: {
  credential: Parameters<typeof credentialFacts>[0];
  checkedAt?: string;
}) {
  return <InfoList items={credentialFacts(credential, checkedAt)} />;
}
