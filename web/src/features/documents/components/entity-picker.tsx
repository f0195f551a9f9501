import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import type { UploadOwnerKind } from '@contracts/catalogues/documents';
import { ListState } from '@/components/list-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { entitySearchQueryOptions, type EntityOption } from '../api/entities';
import { ENTITY_LABELS } from './entity-labels';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useNearScreen } from '@/lib/use-near-screen';

/** A search box and the first 20 matching teachers, courses or students; picking one reports it. */
export function EntityPicker({ kind, onPick }: { kind: UploadOwnerKind; onPick: (entity: EntityOption) => void }) {
  const { t } = useLingui();
  const inputId = useId();
  const labels = ENTITY_LABELS[kind];
  const tab = t(labels.tab);
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim());
  // Asked for once the picker nears the screen: on a phone it sits below the statistics and the expiring documents,
  // and its list, fetched with the page, held back the first screen's largest paint.
  const { near, observe } = useNearScreen<HTMLDivElement>();
  // A new search keeps the last results on screen until its own arrive: the list never gives way to a placeholder
  // under a pointer about to pick from it.
  const results = useQuery({ ...entitySearchQueryOptions(kind, q), enabled: near, placeholderData: keepPreviousData });

  return (
    <div ref={observe} className="grid gap-3">
      <div role="search" className="relative max-w-md">
        <Label htmlFor={inputId} className="sr-only">
          {t(labels.search)}
        </Label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={inputId}
          type="search"
          value={text}
          placeholder={t(labels.placeholder)}
          autoComplete="off"
          className="pl-9"
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <ListState
        query={results}
        isEmpty={(entities) => entities.length === 0}
        loading={{ label: t`Cargando entidades`, rows: 3, rowClassName: 'h-9', className: 'max-w-md gap-1' }}
        error={{ title: t`Error al cargar las entidades` }}
        empty={{ title: t`No se encontraron resultados.` }}
      >
        {(entities) => (
          <ul aria-label={t`Resultados: ${tab}`} className="grid max-h-80 gap-1 overflow-y-auto rounded-lg border p-1">
            {entities.map((entity) => (
              <li key={entity.id}>
                <button
                  type="button"
                  className="flex w-full items-center justify-between gap-3 rounded-md px-3 py-2 text-left text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                  onClick={() => onPick(entity)}
                >
                  <span className="font-medium">{entity.name}</span>
                  {entity.code ? <span className="font-mono text-xs text-muted-foreground">{entity.code}</span> : null}
                </button>
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </div>
  );
}
