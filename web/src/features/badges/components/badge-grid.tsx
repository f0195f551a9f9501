import { useQuery } from '@tanstack/react-query';
import { Award, Plus } from 'lucide-react';
import { BADGE_MESSAGES } from '@contracts/badge-messages';
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
  const catalogue = useQuery(badgeCatalogueQueryOptions());
  return (
    <ListState
      query={catalogue}
      // The empty state has a button, which ListState's has not: drawn below.
      isEmpty={() => false}
      loading={{
        label: 'Cargando badges',
        rows: BADGE_SKELETON_COUNT,
        rowClassName: 'h-72 rounded-xl',
        className: GRID,
      }}
      error={{ title: BADGE_MESSAGES.loadFailed, retryLabel: 'Reintentar' }}
      empty={{ title: 'No hay badges creados' }}
    >
      {(badges) =>
        badges.length === 0 ? (
          <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-10 text-center text-muted-foreground">
            <Award aria-hidden="true" className="size-10" />
            <p className="font-medium text-foreground">No hay badges creados</p>
            <p className="text-sm">Crea el primer badge para reconocer a profesores, estudiantes y personal.</p>
            <Button onClick={onCreate}>
              <Plus aria-hidden="true" />
              Crear Primer Badge
            </Button>
          </div>
        ) : (
          <>
            <BadgeTypeCounts badges={badges} />
            <ul aria-label="Badges" className={GRID}>
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
