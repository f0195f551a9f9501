import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Award } from 'lucide-react';
import type { BadgeRecipientType } from '@contracts/catalogues/badge-types';
import { ListState } from '@/components/list-state';
import { cn } from '@/lib/utils';
import { recipientBadgeListQueryOptions, recipientBadgesQueryOptions } from '../api/user-badges';
import { BadgeImage } from '@/components/badge-image';
import { CredentialLinks } from './credential-links';

interface RecipientBadgesProps {
  type: BadgeRecipientType;
  /** The teachers.id, students.id or users.id. */
  id: number;
  /** Without badges ('Sin badges asignados'). */
  emptyText?: string;
  className?: string;
}

/**
 * The badges a teacher, student or staff member holds: image or coloured icon, name and year, and their credentials'
 * links when the server offers them to the caller (`can_share_credentials`: staff and the holder themself).
 */
export function RecipientBadges({ type, id, emptyText, className }: RecipientBadgesProps) {
  const { t } = useLingui();
  const list = useQuery(recipientBadgeListQueryOptions(type, id));
  const badges = useQuery(recipientBadgesQueryOptions(type, id));
  const showCredentials = list.data?.can_share_credentials ?? false;
  return (
    <ListState
      query={badges}
      isEmpty={(list) => list.length === 0}
      loading={{ label: t`Cargando badges`, rows: 2, rowClassName: 'h-16 rounded-lg', className: 'sm:grid-cols-2' }}
      error={{ title: t`Error al cargar badges`, retryLabel: t`Reintentar` }}
      empty={{ title: emptyText ?? t`Sin badges asignados`, icon: Award }}
    >
      {(list) => (
        <ul aria-label={t`Badges`} className={cn('grid gap-3 sm:grid-cols-2', className)}>
          {list.map((badge) => (
            <li key={badge.id} className="flex items-start gap-3 rounded-lg border p-3">
              <BadgeImage url={badge.image_url} color={badge.badge_color} className="size-12" />
              <div className="grid min-w-0 flex-1 gap-0.5">
                <p className="font-medium break-words">{badge.badge_name}</p>
                <p className="text-sm text-muted-foreground">{badge.year}</p>
                {showCredentials && badge.credential_id ? (
                  <CredentialLinks credentialId={badge.credential_id} badgeName={badge.badge_name} />
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </ListState>
  );
}
