import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useId } from 'react';
import { Pencil, Trash2, UserPlus, Users } from 'lucide-react';
import type { Badge } from '@contracts/badges';
import { Button } from '@/components/ui/button';
import { BadgeFace } from './badge-face';
import { BadgeImage } from '@/components/badge-image';
import { badgeTypeLabel } from './badge-labels';
import { useAwardTexts } from './award-many/award-texts';

interface BadgeCardProps {
  badge: Badge;
  onEdit: (badge: Badge) => void;
  onDelete: (badge: Badge) => void;
  /** Who holds it (the badge's detail). */
  onShowHolders: (badge: Badge) => void;
  /** Award it to several people at once. */
  onAwardMany: (badge: Badge) => void;
}

/**
 * One badge of the catalogue (§2.11): image or coloured icon, name, code, type, year, assigned count, 'Editar' and
 * 'Eliminar'; 'Ver personas' (who holds it) and 'Asignar a varios' (issue 42).
 */
export function BadgeCard({ badge, onEdit, onDelete, onShowHolders, onAwardMany }: BadgeCardProps) {
  const { t } = useLingui();
  const texts = useAwardTexts();
  const headingId = useId();
  const name = badge.badge_name;
  const count = badge.assigned_count;
  return (
    <article aria-labelledby={headingId} className="h-full">
      <BadgeFace
        name={badge.badge_name}
        code={badge.badge_code}
        typeLabel={badgeTypeLabel(badge.badge_type)}
        year={badge.year}
        description={badge.description}
        color={badge.badge_color}
        headingId={headingId}
        image={
          <BadgeImage
            url={badge.image_url}
            color={badge.badge_color}
            alt={t`Imagen del badge ${name}`}
            className="size-20"
          />
        }
      >
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <Users aria-hidden="true" className="size-4" />
          {plural(count, { one: 'Asignado a # persona', other: 'Asignado a # personas' })}
        </p>
        <div className="flex w-full flex-wrap justify-center gap-2">
          <Button
            variant="ghost"
            size="sm"
            aria-label={texts.openHoldersLabel(badge.badge_name)}
            onClick={() => onShowHolders(badge)}
          >
            <Users aria-hidden="true" />
            {texts.openHolders}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={texts.openManyLabel(badge.badge_name)}
            onClick={() => onAwardMany(badge)}
          >
            <UserPlus aria-hidden="true" />
            {texts.openMany}
          </Button>
        </div>
        <div className="mt-auto flex w-full flex-wrap justify-center gap-2 pt-2">
          <Button variant="outline" size="sm" aria-label={t`Editar ${name}`} onClick={() => onEdit(badge)}>
            <Pencil aria-hidden="true" />
            <Trans>Editar</Trans>
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="text-destructive hover:text-destructive"
            aria-label={t`Eliminar ${name}`}
            onClick={() => onDelete(badge)}
          >
            <Trash2 aria-hidden="true" />
            <Trans>Eliminar</Trans>
          </Button>
        </div>
      </BadgeFace>
    </article>
  );
}
