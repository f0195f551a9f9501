import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ColumnDef } from '@tanstack/react-table';
import { ScrollText } from 'lucide-react';
import type { AuditEntry } from '@contracts/audit';
import { DataTable, type PagedTableQuery } from '@/components/data-table/data-table';
import { getErrorMessage } from '@/lib/api-client';
import { AuditCard } from './audit-card';
import { entityLabel, formatWhen } from './audit-labels';
import { ViewEntryButton } from './view-entry-button';

interface AuditTableProps {
  log: PagedTableQuery<AuditEntry>;
  /** A filter is on (the empty state says so). */
  filtered: boolean;
  onOpen: (entry: AuditEntry) => void;
}

function auditColumns(
  onOpen: (entry: AuditEntry) => void,
  t: (descriptor: MessageDescriptor) => string,
): ColumnDef<AuditEntry, unknown>[] {
  return [
    {
      id: 'when',
      header: t(msg`When`),
      cell: ({ row }) => <time dateTime={row.original.created_at}>{formatWhen(row.original.created_at)}</time>,
      meta: { cellClassName: 'whitespace-nowrap' },
    },
    {
      id: 'who',
      header: t(msg`Who`),
      cell: ({ row }) => row.original.user?.username ?? t(msg`System`),
      meta: { cellClassName: 'whitespace-nowrap' },
    },
    {
      id: 'activity',
      header: t(msg`Activity`),
      cell: ({ row }) => row.original.activity,
      // Anywhere, not only between words: a DID or a long file name otherwise widened the column to its full length
      // and pushed 'View' off a 1440 px screen.
      meta: { cellClassName: 'max-w-md wrap-anywhere' },
    },
    {
      id: 'entity',
      header: t(msg`Entity`),
      cell: ({ row }) => entityLabel(row.original),
      // A subject now carries its name ('Olga Ruiz (Teacher #12)'): it wraps rather than push 'View' off screen.
      meta: { cellClassName: 'max-w-56 wrap-anywhere' },
    },
    {
      id: 'address',
      header: t(msg`Address`),
      cell: ({ row }) => row.original.ip_address ?? '—',
      meta: { cellClassName: 'font-mono text-xs whitespace-nowrap' },
    },
    {
      id: 'details',
      header: () => (
        <span className="sr-only">
          <Trans>Details</Trans>
        </span>
      ),
      cell: ({ row }) => <ViewEntryButton entry={row.original} onOpen={onOpen} />,
      meta: { cellClassName: 'py-2 text-right' },
    },
  ];
}

/** When, who, activity, entity and address, newest first, in pages; a row (or its 'View' button) opens the entry. */
export function AuditTable({ log, filtered, onOpen }: AuditTableProps) {
  const { t } = useLingui();
  return (
    <DataTable
      query={log}
      columns={auditColumns(onOpen, t)}
      rowKey={(entry) => entry.id}
      caption={t`Audit log, newest first`}
      look="admin"
      region={t`Audit log table`}
      tableClassName="min-w-[48rem]"
      headerClassName="px-4"
      cellClassName="px-4"
      onRowActivate={onOpen}
      renderCard={(entry) => <AuditCard entry={entry} onOpen={onOpen} />}
      loading={{ label: t`Loading the audit log`, rows: 8, rowClassName: 'h-11' }}
      error={{
        title: t`Failed to load the audit log`,
        detail: (error) => getErrorMessage(error, ''),
        retryLabel: t`Retry`,
      }}
      empty={{ title: filtered ? t`No entries match the filters` : t`No entries yet`, icon: ScrollText }}
      status={(shown, total) => t`Showing ${shown} of ${total} entries`}
      more={{ label: t`Load more`, loadingLabel: t`Loading more entries` }}
    />
  );
}
