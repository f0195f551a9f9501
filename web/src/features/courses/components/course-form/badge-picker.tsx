import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { COURSE_BADGE_LIMIT } from '@contracts/constants';
import { BadgeImage } from '@/components/badge-image';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { courseBadgesQueryOptions } from '../../api/courses';
import { toggleBadge } from './course-form-model';

interface BadgePickerProps {
  value: string[];
  onChange: (value: string[]) => void;
  readOnly: boolean;
  error?: string;
}

/** §5: course-type badges only, at most three (the others disabled once three are picked), image or colour shown. */
export function BadgePicker({ value, onChange, readOnly, error }: BadgePickerProps) {
  const { t } = useLingui();
  const badges = useQuery(courseBadgesQueryOptions());
  const full = value.length >= COURSE_BADGE_LIMIT;
  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-2">
      <legend className="mb-1 text-sm font-medium">
        <Trans>Badges del curso</Trans>
      </legend>
      <p id="badge-limit-hint" className="text-xs text-muted-foreground">
        {full ? (
          <Trans>Máximo {COURSE_BADGE_LIMIT} badges por curso: quita uno para elegir otro.</Trans>
        ) : (
          <Trans>Máximo {COURSE_BADGE_LIMIT} badges por curso.</Trans>
        )}
      </p>
      {badges.isPending ? <Skeleton className="h-16 w-full" /> : null}
      {badges.isError ? <p className="text-sm text-destructive">{t`No se pudieron cargar los badges.`}</p> : null}
      {badges.data?.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t`No hay badges de tipo curso.`}</p>
      ) : null}
      <ul className="grid gap-2 sm:grid-cols-2">
        {badges.data?.map((badge) => {
          const checked = value.includes(badge.badge_code);
          const id = `course-badge-${badge.id}`;
          return (
            <li key={badge.id} className="flex items-center gap-2 rounded-md border p-2">
              <Checkbox
                id={id}
                checked={checked}
                disabled={readOnly || (!checked && full)}
                aria-describedby="badge-limit-hint"
                onCheckedChange={() => onChange(toggleBadge(value, badge.badge_code))}
              />
              <BadgeImage url={badge.image_url} color={badge.badge_color} className="size-8" />
              <Label htmlFor={id} className="min-w-0 flex-1 font-normal">
                <span className="font-mono text-xs">{badge.badge_code}</span> {badge.badge_name}
              </Label>
            </li>
          );
        })}
      </ul>
      {error ? <p className="text-sm text-destructive">{error}</p> : null}
    </fieldset>
  );
}
