import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ColumnDef } from '@tanstack/react-table';
import type { AuditEntry } from '@contracts/audit';
import { TableView } from '@/components/data-table';
import { InfoList } from '@/components/info-list';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/utils';
import { entityLabel, formatWhen } from './audit-labels';
import { changeRows, fieldLabel, type ChangeRow } from './change-rows';

interface AuditEntryDialogProps {
  /** The entry to show (kept while the dialog fades out). */
  entry: AuditEntry | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function Value({ text, empty, tone }: { text: string; empty: boolean; tone: 'before' | 'after' }) {
  return (
    <pre
      className={cn(
        'rounded-md px-2 py-1 font-mono text-xs break-words whitespace-pre-wrap',
        empty ? 'text-muted-foreground' : tone === 'before' ? 'bg-destructive/5' : 'bg-emerald-50',
      )}
    >
      {text}
    </pre>
  );
}

/** The changed field names its row; its value before and after, side by side. */
const changeColumns = (t: (descriptor: MessageDescriptor) => string): ColumnDef<ChangeRow, unknown>[] => [
  {
    id: 'field',
    header: t(msg`Field`),
    cell: ({ row }) => fieldLabel(row.original.field),
    meta: { rowHeader: true, headerClassName: 'w-36', cellClassName: 'text-left font-medium break-words' },
  },
  {
    id: 'before',
    header: t(msg`Before`),
    cell: ({ row }) => <Value text={row.original.before} empty={row.original.empty.before} tone="before" />,
  },
  {
    id: 'after',
    header: t(msg`After`),
    cell: ({ row }) => <Value text={row.original.after} empty={row.original.empty.after} tone="after" />,
  },
];

/** One entry: who, when, from where, and its changed fields before and after, side by side. */
export function AuditEntryDialog({ entry, open, onOpenChange }: AuditEntryDialogProps) {
  const { t } = useLingui();
  const rows = changeRows(entry?.changes ?? null);
  const id = entry?.id;
  return (
    <Dialog open={open && entry !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{entry?.activity}</DialogTitle>
          <DialogDescription>
            <Trans>Audit entry #{id}</Trans>
          </DialogDescription>
        </DialogHeader>
        {entry ? (
          <>
            <InfoList
              className="sm:grid-cols-2 lg:grid-cols-4"
              items={[
                { label: t`When`, value: formatWhen(entry.created_at) },
                { label: t`Who`, value: entry.user?.username ?? t`System` },
                { label: t`Entity`, value: entityLabel(entry) },
                { label: t`Address`, value: entry.ip_address },
              ]}
            />
            {rows.length === 0 ? (
              <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
                <Trans>This entry records an event: no fields changed.</Trans>
              </p>
            ) : (
              <TableView
                rows={rows}
                columns={changeColumns(t)}
                rowKey={(row) => row.field}
                caption={t`Changed fields, before and after`}
                look="admin"
                region={t`Changed fields`}
                tableClassName="min-w-[32rem] table-fixed"
                headerClassName="py-2"
                cellClassName="py-2 align-top"
              />
            )}
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
