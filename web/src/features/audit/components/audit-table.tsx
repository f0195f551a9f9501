import { Eye } from 'lucide-react';
import type { AuditEntry } from '@contracts/audit';
import { Button } from '@/components/ui/button';
import { entityLabel, formatWhen } from './audit-labels';

interface AuditTableProps {
  entries: AuditEntry[];
  onOpen: (entry: AuditEntry) => void;
}

/** When, who, activity, entity and address, newest first; a row (or its 'Ver' button) opens the entry. */
export function AuditTable({ entries, onOpen }: AuditTableProps) {
  return (
    <div
      role="region"
      aria-label="Audit log table"
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border bg-card focus-visible:outline-2 focus-visible:outline-ring"
    >
      <table className="w-full min-w-[48rem] text-sm">
        <caption className="sr-only">Audit log, newest first</caption>
        <thead className="bg-muted/60 text-left text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              When
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Who
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Activity
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Entity
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Address
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              <span className="sr-only">Details</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {entries.map((entry) => (
            <tr key={entry.id} className="cursor-pointer hover:bg-muted/30" onClick={() => onOpen(entry)}>
              <td className="px-4 py-3 whitespace-nowrap">
                <time dateTime={entry.created_at}>{formatWhen(entry.created_at)}</time>
              </td>
              <td className="px-4 py-3 whitespace-nowrap">{entry.user?.username ?? 'System'}</td>
              <td className="max-w-md px-4 py-3 break-words">{entry.activity}</td>
              <td className="px-4 py-3 whitespace-nowrap">{entityLabel(entry.entity_type, entry.entity_id)}</td>
              <td className="px-4 py-3 font-mono text-xs whitespace-nowrap">{entry.ip_address ?? '—'}</td>
              <td className="px-4 py-2 text-right">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Ver entrada ${entry.id}`}
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(entry);
                  }}
                >
                  <Eye aria-hidden="true" />
                  Ver
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
