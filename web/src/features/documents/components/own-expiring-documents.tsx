import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { EXPIRING_WITHIN_DAYS } from '@contracts/document-labels';
import { formatDate } from '@/lib/format';
import { ownTeacherDocumentsQueryOptions } from '../api/documents';
import { compareCodes } from '@/lib/compare';

const DAY_MS = 86_400_000;

/** The teacher's documents that expire within 90 days or have expired, soonest first; nothing when there are none. */
export function OwnExpiringDocuments() {
  const documents = useQuery(ownTeacherDocumentsQueryOptions());
  const today = new Date().toISOString().slice(0, 10);
  const soon = (documents.data ?? [])
    .filter(
      (document) =>
        document.expires_at !== null &&
        Date.parse(document.expires_at) - Date.parse(today) <= EXPIRING_WITHIN_DAYS * DAY_MS,
    )
    .sort((a, b) => compareCodes(a.expires_at!, b.expires_at!));
  if (soon.length === 0) return null;
  return (
    <section
      aria-labelledby="own-expiring-title"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:bg-amber-950/30 dark:text-amber-100"
    >
      <h2 id="own-expiring-title" className="mb-2 font-semibold">
        <Trans>Documentos por vencer</Trans>
      </h2>
      <ul className="grid gap-1 text-sm">
        {soon.map((document) => {
          const days = Math.round((Date.parse(document.expires_at!) - Date.parse(today)) / DAY_MS);
          // eslint-disable-next-line lingui/no-unlocalized-strings -- an ISO timestamp (noon UTC of the expiry day), not a text
          const date = formatDate(`${document.expires_at}T12:00:00Z`);
          return (
            <li key={document.id}>
              <span className="font-medium">{document.original_name}</span> —{' '}
              {days < 0 ? (
                <Trans>venció el {date}</Trans>
              ) : days === 0 ? (
                <Trans>vence hoy el {date}</Trans>
              ) : (
                <Trans>vence el {date}</Trans>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
