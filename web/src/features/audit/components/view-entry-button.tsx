import { Eye } from 'lucide-react';
import type { AuditEntry } from '@contracts/audit';
import { Button } from '@/components/ui/button';

/** Opens an entry's changes; the row's own click does too, so this one does not reach the row. */
export function ViewEntryButton({ entry, onOpen }: { entry: AuditEntry; onOpen: (entry: AuditEntry) => void }) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={`View entry ${entry.id}`}
      onClick={(event) => {
        event.stopPropagation();
        onOpen(entry);
      }}
    >
      <Eye aria-hidden="true" />
      View
    </Button>
  );
}
