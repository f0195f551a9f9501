import type { AuditEntry } from '@contracts/audit';
import { InfoList } from '@/components/info-list';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/utils';
import { entityLabel, formatWhen } from './audit-labels';
import { changeRows, fieldLabel } from './change-rows';

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

/** One entry: who, when, from where, and its changed fields before and after, side by side. */
export function AuditEntryDialog({ entry, open, onOpenChange }: AuditEntryDialogProps) {
  const rows = changeRows(entry?.changes ?? null);
  return (
    <Dialog open={open && entry !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{entry?.activity}</DialogTitle>
          <DialogDescription>Audit entry #{entry?.id}</DialogDescription>
        </DialogHeader>
        {entry ? (
          <>
            <InfoList
              className="sm:grid-cols-2 lg:grid-cols-4"
              items={[
                { label: 'When', value: formatWhen(entry.created_at) },
                { label: 'Who', value: entry.user?.username ?? 'System' },
                { label: 'Entity', value: entityLabel(entry.entity_type, entry.entity_id) },
                { label: 'Address', value: entry.ip_address },
              ]}
            />
            {rows.length === 0 ? (
              <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
                This entry records an event: no fields changed.
              </p>
            ) : (
              <div
                role="region"
                aria-label="Changed fields"
                tabIndex={0}
                className="overflow-x-auto rounded-lg border focus-visible:outline-2 focus-visible:outline-ring"
              >
                <table className="w-full min-w-[32rem] table-fixed text-sm">
                  <caption className="sr-only">Changed fields, before and after</caption>
                  <colgroup>
                    <col className="w-36" />
                    <col />
                    <col />
                  </colgroup>
                  <thead className="bg-muted/60 text-left text-xs tracking-wide text-muted-foreground uppercase">
                    <tr>
                      <th scope="col" className="px-3 py-2 font-medium">
                        Campo
                      </th>
                      <th scope="col" className="px-3 py-2 font-medium">
                        Antes
                      </th>
                      <th scope="col" className="px-3 py-2 font-medium">
                        Después
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y align-top">
                    {rows.map((row) => (
                      <tr key={row.field}>
                        <th scope="row" className="px-3 py-2 text-left font-medium break-words">
                          {fieldLabel(row.field)}
                        </th>
                        <td className="px-3 py-2">
                          <Value text={row.before} empty={row.empty.before} tone="before" />
                        </td>
                        <td className="px-3 py-2">
                          <Value text={row.after} empty={row.empty.after} tone="after" />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
