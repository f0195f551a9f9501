import { t } from '@lingui/core/macro';
import type { ColumnDef } from '@tanstack/react-table';
import type { Course } from '@contracts/courses';
import { BadgeCodes, durationsOf, RowActions, TeacherState, type CourseActions } from './course-cells';

/** The courses' columns from a tablet up (made at render, in the active language); the row itself opens the course (CourseTable's onRowActivate). */
export function courseColumns(actions: CourseActions): ColumnDef<Course, unknown>[] {
  return [
    { id: 'name', header: t`Nombre`, cell: ({ row }) => row.original.name, meta: { cellClassName: 'font-medium' } },
    {
      id: 'code',
      header: t`Código`,
      cell: ({ row }) => row.original.course_code,
      meta: { cellClassName: 'font-mono text-xs' },
    },
    { id: 'duration', header: t`Duración`, cell: ({ row }) => durationsOf(row.original) },
    { id: 'teacher', header: t`Profesor`, cell: ({ row }) => <TeacherState course={row.original} /> },
    { id: 'badges', header: t`Badges`, cell: ({ row }) => <BadgeCodes course={row.original} /> },
    { id: 'special', header: t`Especial`, cell: ({ row }) => (row.original.is_special ? t`Sí` : t`No`) },
    {
      id: 'actions',
      header: t`Acciones`,
      cell: ({ row }) => <RowActions course={row.original} {...actions} />,
      meta: { headerClassName: 'text-right' },
    },
  ];
}
