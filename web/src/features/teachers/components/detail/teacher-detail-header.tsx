import { Trans, useLingui } from '@lingui/react/macro';
import { ph } from '@lingui/core/macro';
import { Mail, Pencil, Phone } from 'lucide-react';
import type { StaffTeacher } from '@contracts/teachers';
import { PersonPhoto } from '@/components/person-photo/person-photo';
import { Button } from '@/components/ui/button';
import { ActiveBadge } from '../active-badge';

/**
 * Photo, name, code, contact and state, with the Edit Teacher button when the teacher's `can` allows editing. The
 * name's block keeps at least 13rem beside the photo, so on a phone the button wraps under it instead of covering it.
 */
export function TeacherDetailHeader({ teacher, onEdit }: { teacher: StaffTeacher; onEdit: () => void }) {
  const { t } = useLingui();
  return (
    <div className="mb-6 flex flex-wrap items-start gap-4">
      <PersonPhoto
        url={teacher.profile_photo}
        size="medium"
        alt={t`Foto de ${ph({ name: teacher.full_name })}`}
        className="size-20"
        eager
      />
      <div className="grid min-w-0 flex-[1_1_13rem] gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="min-w-0 text-2xl font-bold tracking-tight break-words sm:text-3xl">{teacher.full_name}</h1>
          <ActiveBadge active={teacher.is_active} />
        </div>
        <p className="text-muted-foreground">{teacher.teacher_code ?? t`Sin código`}</p>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span className="inline-flex min-w-0 items-center gap-1.5 break-all">
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            {teacher.email}
          </span>
          {teacher.phone ? (
            <span className="inline-flex items-center gap-1.5">
              <Phone aria-hidden="true" className="size-4" />
              {teacher.phone}
            </span>
          ) : null}
        </p>
      </div>
      {teacher.can.edit ? (
        <Button onClick={onEdit}>
          <Pencil aria-hidden="true" />
          <Trans>Edit Teacher</Trans>
        </Button>
      ) : null}
    </div>
  );
}
