import { Trans, useLingui } from '@lingui/react/macro';
import { Eye } from 'lucide-react';
import type { AuditEntry } from '@contracts/audit';
import { Button } from '@/components/ui/button';

/** Opens an entry's changes; the row's own click does too, so this one does not reach the row. */
export function ViewEntryButton({ entry, onOpen }: { entry: AuditEntry; onOpen: (entry: AuditEntry) => void }) {
  const { t } = useLingui();
  const id = entry.id;
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={t`View entry ${id}`}
      onClick={(event) => {
        event.stopPropagation();
        onOpen(entry);
      }}
    >
      <Eye aria-hidden="true" />
      <Trans>View</Trans>
    </Button>
  );
}
