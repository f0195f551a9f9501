import { Trans, useLingui } from '@lingui/react/macro';
import type { CourseBadge } from '@contracts/courses';
import { BadgeImage } from '@/components/badge-image';

/** The course's badges in the order of its badge_code: each badge's image, or its colour (gold when it has none). */
export function CourseBadges({ badges, codes }: { badges: CourseBadge[]; codes: string[] }) {
  const { t } = useLingui();
  if (codes.length === 0)
    return (
      <span className="text-muted-foreground">
        <Trans>Sin badges</Trans>
      </span>
    );
  return (
    <ul className="flex flex-wrap gap-3" aria-label={t`Badges del curso`}>
      {codes.map((code) => {
        const badge = badges.find((each) => each.badge_code.toLowerCase() === code.toLowerCase());
        return (
          <li key={code} className="flex items-center gap-2 rounded-full border py-1 pr-3 pl-1">
            <BadgeImage url={badge?.image_url ?? null} color={badge?.badge_color ?? ''} className="size-8" />
            <span className="font-mono text-xs">{code}</span>
            {badge ? <span className="text-sm">{badge.badge_name}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
