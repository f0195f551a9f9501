import type { CourseBadge } from '@contracts/courses';
import { COURSE_BADGE_FALLBACK_COLOR } from '../course-texts';

/** The course's badges with their image, or their colour (gold when they have none). */
export function CourseBadges({ badges, codes }: { badges: CourseBadge[]; codes: string[] }) {
  if (codes.length === 0) return <span className="text-muted-foreground">Sin badges</span>;
  return (
    <ul className="flex flex-wrap gap-3">
      {codes.map((code) => {
        const badge = badges.find((each) => each.badge_code === code);
        return (
          <li key={code} className="flex items-center gap-2 rounded-full border py-1 pr-3 pl-1">
            {badge?.image_url ? (
              <img src={badge.image_url} alt="" className="size-7 rounded-full object-cover" />
            ) : (
              <span aria-hidden="true" className="size-7 rounded-full" style={{ backgroundColor: badge?.badge_color || COURSE_BADGE_FALLBACK_COLOR }} />
            )}
            <span className="font-mono text-xs">{code}</span>
            {badge ? <span className="text-sm">{badge.badge_name}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
