import { Trans, useLingui } from '@lingui/react/macro';
import { ph } from '@lingui/core/macro';
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Check, LoaderCircle, Plus } from 'lucide-react';
import type { Badge } from '@contracts/badges';
import { BadgeImage } from '@/components/badge-image';
import { ListState } from '@/components/list-state';
import { SearchInput } from '@/components/search-input';
import { Badge as Chip } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { BadgeListHeading } from './badge-list-heading';
import { badgeSearchQueryOptions } from '../api/badges';
import { badgeTypeLabel } from './badge-labels';

interface AvailableBadgesSectionProps {
  /** The badge ids the person holds: they show a check instead of 'Asignar'. */
  heldIds: ReadonlySet<number>;
  /** The badge being assigned, if any. */
  assigningId: number | undefined;
  /** No badge can be assigned now. */
  disabled: boolean;
  onAssign: (badgeId: number) => void;
}

/**
 * 'Badges disponibles': the catalogue, searched by name or code on the server (its one search rule), with 'Asignar'
 * on each badge not held yet.
 */
export function AvailableBadgesSection({ heldIds, assigningId, disabled, onAssign }: AvailableBadgesSectionProps) {
  const { t } = useLingui();
  const headingId = useId();
  const [query, setQuery] = useState('');
  const catalogue = useQuery(badgeSearchQueryOptions(query));
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <BadgeListHeading id={headingId}>{t`Badges disponibles`}</BadgeListHeading>
        <SearchInput
          label={t`Buscar badges`}
          placeholder={t`Buscar por nombre o código`}
          onSearch={setQuery}
          delay={150}
          className="sm:max-w-xs"
        />
      </div>
      <ListState
        query={catalogue}
        isEmpty={(list) => list.length === 0}
        loading={{ label: t`Cargando badges disponibles`, rows: 3, rowClassName: 'h-14 rounded-lg' }}
        error={{ title: t`Error al cargar los badges`, retryLabel: t`Reintentar` }}
        empty={{ title: query ? t`No hay badges que coincidan con "${query}"` : t`No hay badges creados` }}
      >
        {(list) => (
          <ul aria-labelledby={headingId} className="grid gap-2 sm:grid-cols-2">
            {list.map((badge: Badge) => {
              const assigning = assigningId === badge.id;
              return (
                <li key={badge.id} className="flex items-center gap-3 rounded-lg border p-2.5">
                  <BadgeImage url={badge.image_url} color={badge.badge_color} className="size-10" />
                  <div className="grid min-w-0 flex-1 gap-0.5">
                    <p className="truncate text-sm font-medium">{badge.badge_name}</p>
                    <p className="truncate text-xs text-muted-foreground">
                      <span className="font-mono">{badge.badge_code}</span> · {badgeTypeLabel(badge.badge_type)} ·{' '}
                      {badge.year}
                    </p>
                  </div>
                  {heldIds.has(badge.id) ? (
                    <Chip variant="success" className="shrink-0">
                      <Check aria-hidden="true" />
                      <Trans>Asignado</Trans>
                    </Chip>
                  ) : (
                    <Button
                      variant="outline"
                      size="sm"
                      className="shrink-0"
                      disabled={disabled}
                      aria-label={t`Asignar ${ph({ name: badge.badge_name })}`}
                      onClick={() => onAssign(badge.id)}
                    >
                      {assigning ? (
                        <LoaderCircle aria-hidden="true" className="animate-spin" />
                      ) : (
                        <Plus aria-hidden="true" />
                      )}
                      {assigning ? t`Asignando...` : t`Asignar`}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </ListState>
    </section>
  );
}
