import { useQuery } from '@tanstack/react-query';
import { Award } from 'lucide-react';
import type { RecipientBadge } from '@contracts/badges';
import { BADGE_COLOR_MODEL_DEFAULT } from '@contracts/constants';
import { api } from '@/lib/api-client';
import { Skeleton } from '@/components/ui/skeleton';

export type AwardedBadge = RecipientBadge;

/** GET /api/user-badges/teacher/{id}; the key is shared with the badges feature's assignments. */
export const teacherBadgesQueryOptions = (teacherId: number) => ({
  queryKey: ['user-badges', 'teacher', teacherId] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get<{ badges: AwardedBadge[] }>(`/api/user-badges/teacher/${teacherId}`, { signal }),
});

/** The badges awarded to a teacher. */
export function TeacherBadges({ teacherId }: { teacherId: number }) {
  const badges = useQuery(teacherBadgesQueryOptions(teacherId));
  if (badges.isPending) return <Skeleton className="h-8 w-48" />;
  if (badges.isError) return <p className="text-sm text-destructive">Error al cargar badges</p>;
  const list = badges.data.badges ?? [];
  if (list.length === 0) return <p className="text-sm text-muted-foreground">Sin badges asignados</p>;
  return (
    <ul aria-label="Badges" className="flex flex-wrap gap-2">
      {list.map((badge) => (
        <li key={badge.id} className="flex items-center gap-2 rounded-full border py-1 pr-3 pl-1 text-sm" title={badge.description ?? undefined}>
          <span className="inline-flex size-6 items-center justify-center rounded-full text-white" style={{ backgroundColor: badge.badge_color || BADGE_COLOR_MODEL_DEFAULT }}>
            <Award aria-hidden="true" className="size-3.5" />
          </span>
          <span className="font-medium">{badge.badge_name}</span>
          {badge.year ? <span className="text-muted-foreground">{badge.year}</span> : null}
        </li>
      ))}
    </ul>
  );
}
