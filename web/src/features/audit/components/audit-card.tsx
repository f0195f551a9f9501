import { Trans } from '@lingui/react/macro';
import type { AuditEntry } from '@contracts/audit';
import { entityLabel, formatWhen } from './audit-labels';
import { ViewEntryButton } from './view-entry-button';

/** An audit entry on a phone: the activity, who and when, the entity and address, and its 'View' button. */
export function AuditCard({ entry, onOpen }: { entry: AuditEntry; onOpen: (entry: AuditEntry) => void }) {
  return (
    <>
      <div className="flex items-start justify-between gap-2">
        <span className="min-w-0 font-medium break-words">{entry.activity}</span>
        <ViewEntryButton entry={entry} onOpen={onOpen} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-muted-foreground">
          <Trans>When</Trans>
        </dt>
        <dd>
          <time dateTime={entry.created_at}>{formatWhen(entry.created_at)}</time>
        </dd>
        <dt className="text-muted-foreground">
          <Trans>Who</Trans>
        </dt>
        <dd className="break-words">{entry.user?.username ?? <Trans>System</Trans>}</dd>
        <dt className="text-muted-foreground">
          <Trans>Entity</Trans>
        </dt>
        <dd className="break-words">{entityLabel(entry)}</dd>
        <dt className="text-muted-foreground">
          <Trans>Address</Trans>
        </dt>
        <dd className="font-mono text-xs break-all">{entry.ip_address ?? '—'}</dd>
      </dl>
    </>
  );
}
