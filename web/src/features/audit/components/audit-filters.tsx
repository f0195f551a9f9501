import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { X } from 'lucide-react';
import { CatalogueSelect } from '@/components/catalogue-select';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ALL_ENTITIES, entityOptions } from './audit-labels';
import { PersonPicker, type Person } from './person-picker';

export interface AuditFilterValues {
  person: Person | null;
  entityType: string;
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilterValues = { person: null, entityType: '', from: '', to: '' };

interface AuditFiltersProps {
  value: AuditFilterValues;
  onChange: (value: AuditFilterValues) => void;
}

/** Person, kind of entity and a range of whole days; each change applies at once. */
export function AuditFiltersBar({ value, onChange }: AuditFiltersProps) {
  const { t } = useLingui();
  const entityFilterEntries = [{ code: ALL_ENTITIES, label: t`All entities` }, ...entityOptions()];
  const ids = { person: useId(), entity: useId(), from: useId(), to: useId() };
  const set = (patch: Partial<AuditFilterValues>) => onChange({ ...value, ...patch });
  const filtered = value.person !== null || value.entityType !== '' || value.from !== '' || value.to !== '';

  return (
    <div
      role="group"
      aria-label={t`Filters`}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end"
    >
      <div className="grid gap-1.5">
        <Label htmlFor={ids.person}>
          <Trans>Person</Trans>
        </Label>
        <PersonPicker id={ids.person} value={value.person} onChange={(person) => set({ person })} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.entity}>
          <Trans>Entity</Trans>
        </Label>
        <CatalogueSelect
          id={ids.entity}
          entries={entityFilterEntries}
          value={value.entityType || ALL_ENTITIES}
          onValueChange={(type) => set({ entityType: type === ALL_ENTITIES ? '' : type })}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.from}>
          <Trans>From</Trans>
        </Label>
        <Input
          id={ids.from}
          type="date"
          value={value.from}
          max={value.to || undefined}
          onChange={(event) => set({ from: event.target.value })}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.to}>
          <Trans>To</Trans>
        </Label>
        <Input
          id={ids.to}
          type="date"
          value={value.to}
          min={value.from || undefined}
          onChange={(event) => set({ to: event.target.value })}
        />
      </div>
      <Button variant="ghost" onClick={() => onChange(NO_FILTERS)} disabled={!filtered} className="justify-self-start">
        <X aria-hidden="true" />
        <Trans>Clear filters</Trans>
      </Button>
    </div>
  );
}
