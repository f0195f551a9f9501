import { Trans, useLingui } from '@lingui/react/macro';
import { ph } from '@lingui/core/macro';
import { useId } from 'react';
import { Link } from 'react-router';
import { Pencil, Trash2 } from 'lucide-react';
import type { StaffTeacher, Teacher } from '@contracts/teachers';
import { TEACHER_CARD_AREA_LIMIT, TEACHER_CARD_COUNTRY_LIMIT } from '@/config/ui';
import { expertiseLabels } from '@/components/expertise-area-list';
import { LimitedBadges } from '@/components/limited-badges';
import { PersonPhoto } from '@/components/person-photo/person-photo';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ActiveBadge } from './active-badge';
import { rememberTeacherCode } from './remember-teacher-code';

interface TeacherCardProps {
  teacher: StaffTeacher;
  onEdit: (teacher: Teacher) => void;
  onDelete: (teacher: Teacher) => void;
}

/**
 * One teacher in the staff grid: photo, name, code, email, up to 3 country codes and 5 areas
 * (then '+N'), Activo/Inactivo. The whole card opens the detail page (the name is the link).
 */
export function TeacherCard({ teacher, onEdit, onDelete }: TeacherCardProps) {
  const { t } = useLingui();
  const headingId = useId();
  return (
    <Card
      role="article"
      aria-labelledby={headingId}
      className="relative flex h-full flex-col gap-3 p-5 transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md"
    >
      <div className="flex items-start gap-3">
        <PersonPhoto url={teacher.profile_photo} size="small" className="size-14" />
        <div className="grid min-w-0 flex-1 gap-0.5">
          <h2 id={headingId} className="line-clamp-2 font-semibold break-words">
            <Link
              to={`/admin/teachers/${teacher.id}`}
              onClick={() => rememberTeacherCode(teacher.teacher_code)}
              className="outline-none after:absolute after:inset-0 after:rounded-xl after:content-['']"
            >
              {teacher.full_name}
            </Link>
          </h2>
          <p className="truncate text-sm text-muted-foreground">{teacher.teacher_code ?? t`Sin código`}</p>
          <p className="text-sm break-all text-muted-foreground">{teacher.email}</p>
        </div>
        <ActiveBadge active={teacher.is_active} />
      </div>
      <LimitedBadges items={teacher.countries} limit={TEACHER_CARD_COUNTRY_LIMIT} label={t`Países`} variant="outline" />
      <LimitedBadges
        items={expertiseLabels(teacher.expertise_areas)}
        limit={TEACHER_CARD_AREA_LIMIT}
        label={t`Áreas de especialidad`}
      />
      <div className="relative z-10 mt-auto flex justify-end gap-2 pt-2">
        {teacher.can.edit ? (
          <Button
            variant="outline"
            size="sm"
            aria-label={t`Edit ${ph({ name: teacher.full_name })}`}
            onClick={() => onEdit(teacher)}
          >
            <Pencil aria-hidden="true" />
            <Trans>Edit</Trans>
          </Button>
        ) : null}
        {teacher.can.delete ? (
          <Button
            variant="outline"
            size="sm"
            className="text-destructive hover:text-destructive"
            aria-label={t`Delete ${ph({ name: teacher.full_name })}`}
            onClick={() => onDelete(teacher)}
          >
            <Trash2 aria-hidden="true" />
            <Trans>Delete</Trans>
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
