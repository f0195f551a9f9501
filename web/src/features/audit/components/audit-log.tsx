import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import type { AuditEntry } from '@contracts/audit';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { auditQueryOptions, downloadAuditCsv, type AuditFilters } from '../api/audit';
import { AuditEntryDialog } from './audit-entry-dialog';
import { AuditFiltersBar, NO_FILTERS, type AuditFilterValues } from './audit-filters';
import { AuditTable } from './audit-table';

const toQuery = (value: AuditFilterValues): AuditFilters => ({
  user_id: value.person?.id,
  entity_type: value.entityType || undefined,
  from: value.from || undefined,
  to: value.to || undefined,
});

/**
 * The audit log (beyond the specification): filters, the entries newest first with 'Load more', one entry's
 * before/after in a dialog, and the filtered log as CSV. Fetched afresh on every visit: it only grows.
 */
export function AuditLog() {
  const { t } = useLingui();
  const [filterValues, setFilterValues] = useState<AuditFilterValues>(NO_FILTERS);
  const filters = toQuery(filterValues);
  const log = useInfiniteQuery({
    ...auditQueryOptions(filters),
    placeholderData: (previous) => previous,
    refetchOnMount: 'always',
  });
  const [opened, setOpened] = useState<{ open: boolean; entry: AuditEntry | null }>({ open: false, entry: null });
  const [exporting, setExporting] = useState(false);
  const filtered = JSON.stringify(filterValues) !== JSON.stringify(NO_FILTERS);

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadAuditCsv(filters);
    } catch (error) {
      toast({
        title: t`Export failed`,
        description: getErrorMessage(error, t`The CSV could not be downloaded.`),
        variant: 'destructive',
      });
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0 flex-1">
          <AuditFiltersBar value={filterValues} onChange={setFilterValues} />
        </div>
        <Button variant="outline" onClick={() => void exportCsv()} disabled={exporting}>
          <Download aria-hidden="true" />
          {exporting ? <Trans>Exporting...</Trans> : <Trans>Export CSV</Trans>}
        </Button>
      </div>
      <AuditTable log={log} filtered={filtered} onOpen={(entry) => setOpened({ open: true, entry })} />
      <AuditEntryDialog
        entry={opened.entry}
        open={opened.open}
        onOpenChange={(open) => setOpened((current) => ({ ...current, open }))}
      />
    </div>
  );
}
