import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { ExternalCredentialCheck } from '@contracts/external-credentials';
import { InfoList, type InfoItem } from '@/components/info-list';
import { formatDate } from '@/lib/format';

type Facts = Pick<
  ExternalCredentialCheck,
  'issuer_id' | 'recognised_issuer_name' | 'claimed_issuer_name' | 'recipient_name' | 'valid_from' | 'valid_until'
>;

// A DID or a URL is one long word: it may break anywhere rather than widen a phone's card.
const long = (text: string) => <span className="[overflow-wrap:anywhere]">{text}</span>;

/**
 * The issuer as the school knows it — the name staff gave it when its DID is on the trusted list, otherwise
 * 'Emisor no reconocido' and its DID, the file's own name only ever quoted as what the file says — then the holder
 * the credential names, its validity and, for a kept one, the day it was last checked.
 */
export function credentialFacts(check: Facts, checkedAt?: string): InfoItem[] {
  const did = check.issuer_id ?? t`sin identificador`;
  const items: InfoItem[] = check.recognised_issuer_name
    ? [
        { label: t`Emisor`, value: long(check.recognised_issuer_name) },
        { label: t`Identificador del emisor`, value: long(did) },
      ]
    : [{ label: t`Emisor no reconocido`, value: long(did) }];
  if (check.claimed_issuer_name && check.claimed_issuer_name !== check.recognised_issuer_name)
    items.push({ label: t`El archivo dice`, value: long(check.claimed_issuer_name) });
  if (check.recipient_name) items.push({ label: t`Titular según el archivo`, value: long(check.recipient_name) });
  if (check.valid_from) items.push({ label: t`Válida desde`, value: formatDate(check.valid_from) });
  if (check.valid_until) items.push({ label: t`Válida hasta`, value: formatDate(check.valid_until) });
  if (checkedAt) items.push({ label: t`Comprobada el`, value: checkedAt });
  return items;
}

export function CredentialFacts({ credential, checkedAt }: { credential: Facts; checkedAt?: string }) {
  // Read again when the language changes.
  useLingui();
  return <InfoList items={credentialFacts(credential, checkedAt)} />;
}
