import { useLingui } from '@lingui/react/macro';
import type { KeyboardEvent, MouseEvent } from 'react';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { labelOf } from '@contracts/catalogues/catalogue';
import { COURSE_DURATION_TYPES } from '@contracts/catalogues/course-durations';
import type { Course } from '@contracts/courses';
import { Badge } from '@/components/ui/badge';
import { IconAction } from '@/components/icon-action';
import { COURSE_TEXTS } from '../course-texts';
import { badgeCodesOf } from './badge-codes';
import { teacherLabelOf } from './course-teacher';

export interface CourseActions {
  onView: (course: Course) => void;
  onEdit: (course: Course) => void;
  onDelete: (course: Course) => void;
}

export const durationsOf = (course: Course) =>
  course.duration_type.map((code) => labelOf(COURSE_DURATION_TYPES, code)).join(', ');

/** The course's teacher by name, or the spec's 'Ninguno' (muted) without one. */
export function TeacherState({ course }: { course: Course }) {
  const { t } = useLingui();
  const name = teacherLabelOf(course);
  return name ? (
    <span className="break-words">{name}</span>
  ) : (
    <span className="text-muted-foreground">{t(COURSE_TEXTS.noTeacher)}</span>
  );
}

export function BadgeCodes({ course }: { course: Course }) {
  const codes = badgeCodesOf(course);
  if (codes.length === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <span className="flex flex-wrap gap-1">
      {codes.map((code) => (
        <Badge key={code} variant="secondary" className="font-mono">
          {code}
        </Badge>
      ))}
    </span>
  );
}

/**
 * View, edit and delete of one course (edit and delete as the course's `can` allows them); their clicks and keys stay
 * out of the row's own click.
 */
export function RowActions({ course, onView, onEdit, onDelete }: CourseActions & { course: Course }) {
  const { t } = useLingui();
  const stop = (event: MouseEvent | KeyboardEvent) => event.stopPropagation();
  const name = course.name;
  return (
    <span className="flex justify-end gap-1" onClick={stop} onKeyDown={stop}>
      <IconAction tooltip={t`Ver`} name={t`Ver ${name}`} icon={Eye} onClick={() => onView(course)} />
      {course.can.edit ? (
        <IconAction tooltip={t`Editar`} name={t`Editar ${name}`} icon={Pencil} onClick={() => onEdit(course)} />
      ) : null}
      {course.can.delete ? (
        <IconAction tooltip={t`Eliminar`} name={t`Eliminar ${name}`} icon={Trash2} onClick={() => onDelete(course)} />
      ) : null}
    </span>
  );
}
