import type { ColumnDef } from '@tanstack/react-table';
import type { Course } from '@contracts/courses';
import { BadgeCodes, durationsOf, RowActions, TeacherState, type CourseActions } from './course-cells';

/** The courses' columns from a tablet up; the row itself opens the course (CourseTable's onRowActivate). */
export function courseColumns(actions: CourseActions): ColumnDef<Course, unknown>[] {
  return [
    { id: 'name', header: 'Nombre', cell: ({ row }) => row.original.name, meta: { cellClassName: 'font-medium' } },
    {
      id: 'code',
      header: 'Código',
      cell: ({ row }) => row.original.course_code,
      meta: { cellClassName: 'font-mono text-xs' },
    },
    { id: 'duration', header: 'Duración', cell: ({ row }) => durationsOf(row.original) },
    { id: 'teacher', header: 'Profesor', cell: ({ row }) => <TeacherState course={row.original} /> },
    { id: 'badges', header: 'Badges', cell: ({ row }) => <BadgeCodes course={row.original} /> },
    { id: 'special', header: 'Especial', cell: ({ row }) => (row.original.is_special ? 'Sí' : 'No') },
    {
      id: 'actions',
      header: 'Acciones',
      cell: ({ row }) => <RowActions course={row.original} {...actions} />,
      meta: { headerClassName: 'text-right' },
    },
  ];
}
