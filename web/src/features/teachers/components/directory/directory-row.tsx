import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import type { PublicTeacher } from '@contracts/teachers';
import { DIRECTORY_AREA_LIMIT } from '@/config/ui';
import { expertiseLabels } from '@/components/expertise-area-list';
import { LimitedBadges } from '@/components/limited-badges';
import { PersonPhoto } from '@/components/person-photo/person-photo';

/**
 * One teacher in the directory: photo, name, up to 10 expertise areas then '+N', and what the page adds below (the
 * portfolio's thumbnails, controls of their own after the name). The name opens the profile dialog.
 */
export function DirectoryRow({
  teacher,
  onOpen,
  renderExtra,
}: {
  teacher: PublicTeacher;
  onOpen: (teacher: PublicTeacher) => void;
  renderExtra?: (teacher: PublicTeacher) => ReactNode;
}) {
  const { t } = useLingui();
  const headingId = useId();
  return (
    <div
      role="article"
      aria-labelledby={headingId}
      className="relative flex items-center gap-4 rounded-lg border bg-card p-4 transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md"
    >
      <PersonPhoto url={teacher.profile_photo} size="small" className="size-14" />
      <div className="grid min-w-0 flex-1 gap-2">
        <h2 id={headingId} className="font-semibold">
          <button
            type="button"
            onClick={() => onOpen(teacher)}
            className="text-left outline-none after:absolute after:inset-0 after:rounded-lg after:content-['']"
          >
            {teacher.full_name}
          </button>
        </h2>
        <LimitedBadges
          items={expertiseLabels(teacher.expertise_areas)}
          limit={DIRECTORY_AREA_LIMIT}
          label={t`Áreas de especialidad`}
        />
        {renderExtra?.(teacher)}
      </div>
    </div>
  );
}
