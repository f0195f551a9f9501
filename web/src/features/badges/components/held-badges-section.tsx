import { useLingui } from '@lingui/react/macro';
import { ph } from '@lingui/core/macro';
import { useId } from 'react';
import { Trash2 } from 'lucide-react';
import type { RecipientBadge } from '@contracts/badges';
import { BadgeImage } from '@/components/badge-image';
import { ListState, type ListQuery } from '@/components/list-state';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { BadgeListHeading } from './badge-list-heading';

interface HeldBadgesSectionProps {
  held: ListQuery<RecipientBadge[]>;
  /** Asks for the confirmation of the badge's removal. */
  onRemove: (badge: RecipientBadge) => void;
}

/** 'Badges actuales': the badges the person holds, each with when it was assigned, its notes and a remove button. */
export function HeldBadgesSection({ held, onRemove }: HeldBadgesSectionProps) {
  const { t } = useLingui();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <BadgeListHeading id={headingId}>{t`Badges actuales`}</BadgeListHeading>
      <ListState
        query={held}
        isEmpty={(list) => list.length === 0}
        loading={{ label: t`Cargando badges actuales`, rows: 2, rowClassName: 'h-14 rounded-lg' }}
        error={{ title: t`Error al cargar badges`, retryLabel: t`Reintentar` }}
        empty={{ title: t`Aún no tiene badges asignados` }}
      >
        {(list) => (
          <ul aria-labelledby={headingId} className="grid gap-2">
            {list.map((badge) => (
              <li key={badge.id} className="flex items-center gap-3 rounded-lg border p-2.5">
                <BadgeImage url={badge.image_url} color={badge.badge_color} className="size-10" />
                <div className="grid min-w-0 flex-1 gap-0.5">
                  <p className="truncate text-sm font-medium">{badge.badge_name}</p>
                  <p className="truncate text-xs text-muted-foreground">
                    {badge.year} · {t`Asignado el ${ph({ date: formatDate(badge.awarded_at) })}`}
                    {badge.notes ? ` · ${badge.notes}` : ''}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  className="text-destructive hover:text-destructive"
                  aria-label={t`Eliminar ${ph({ name: badge.badge_name })}`}
                  title={t`Eliminar`}
                  onClick={() => onRemove(badge)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}
