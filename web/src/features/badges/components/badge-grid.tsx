import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Award, Plus } from 'lucide-react';
import type { Badge } from '@contracts/badges';
import { BADGE_SKELETON_COUNT } from '@/config/ui';
import { ListState } from '@/components/list-state';
import { Button } from '@/components/ui/button';
import { badgeCatalogueQueryOptions } from '../api/badges';
import { BadgeCard } from './badge-card';
import { BadgeTypeCounts } from './badge-type-counts';

interface BadgeGridProps {
  onCreate: () => void;
  onEdit: (badge: Badge) => void;
  onDelete: (badge: Badge) => void;
  onShowHolders: (badge: Badge) => void;
  onAwardMany: (badge: Badge) => void;
}

const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/**
 * The catalogue of §2.11: counts per type over a grid of cards; 8 skeleton cards while it loads, 'Error al cargar
 * los badges' with 'Reintentar', and 'No hay badges creados' with 'Crear Primer Badge'.
 */
export function BadgeGrid({ onCreate, onEdit, onDelete, onShowHolders, onAwardMany }: BadgeGridProps) {
  const { t } = useLingui();
  const catalogue = useQuery(badgeCatalogueQueryOptions());
  return (
    <ListState
      query={catalogue}
      // The empty state has a button, which ListState's has not: drawn below.
      isEmpty={() => false}
      loading={{
        label: t`Cargando badges`,
        rows: BADGE_SKELETON_COUNT,
        rowClassName: 'h-72 rounded-xl',
        className: GRID,
      }}
      error={{ title: t`Error al cargar los badges`, retryLabel: t`Reintentar` }}
      empty={{ title: t`No hay badges creados` }}
    >
      {(badges) =>
        badges.length === 0 ? (
          <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-10 text-center text-muted-foreground">
            <Award aria-hidden="true" className="size-10" />
            <p className="font-medium text-foreground">
              <Trans>No hay badges creados</Trans>
            </p>
            <p className="text-sm">
              <Trans>Crea el primer badge para reconocer a profesores, estudiantes y personal.</Trans>
            </p>
            <Button onClick={onCreate}>
              <Plus aria-hidden="true" />
              <Trans>Crear Primer Badge</Trans>
            </Button>
          </div>
        ) : (
          <>
            <BadgeTypeCounts badges={badges} />
            <ul aria-label={t`Badges`} className={GRID}>
              {badges.map((badge) => (
                <li key={badge.id}>
                  <BadgeCard
                    badge={badge}
                    onEdit={onEdit}
                    onDelete={onDelete}
                    onShowHolders={onShowHolders}
                    onAwardMany={onAwardMany}
                  />
                </li>
              ))}
            </ul>
          </>
        )
      }
    </ListState>
  );
}
