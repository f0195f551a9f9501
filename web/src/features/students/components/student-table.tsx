import { plural, t as tr } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Pencil, Trash2, Users } from 'lucide-react';
import type { StaffStudent, Student } from '@contracts/students';
import { DataTable } from '@/components/data-table/data-table';
import { Badge } from '@/components/ui/badge';
import { IconAction } from '@/components/icon-action';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { staffStudentsQueryOptions, useUpdateStudent } from '../api/staff-students';

interface StudentColumnsProps {
  onEdit: (student: Student) => void;
  onDelete: (student: Student) => void;
  onToggleUpload: (student: Student, allowed: boolean) => void;
  /** A permission change is running: the switches wait. */
  toggling: boolean;
}

function StudentName({ student }: { student: StaffStudent }) {
  return (
    <Link to={`/admin/students/${student.id}`} className="underline-offset-2 hover:underline">
      {student.full_name}
    </Link>
  );
}

function UploadSwitch({
  student,
  onToggleUpload,
  toggling,
}: Pick<StudentColumnsProps, 'onToggleUpload' | 'toggling'> & { student: StaffStudent }) {
  const { t } = useLingui();
  const name = student.full_name;
  return (
    <Switch
      checked={student.can_upload_documents}
      aria-label={t`${name} puede subir documentos`}
      disabled={toggling}
      onCheckedChange={(checked) => onToggleUpload(student, checked)}
    />
  );
}

function StudentStatus({ student }: { student: StaffStudent }) {
  return student.is_active ? (
    <Badge variant="success">
      <Trans>Activo</Trans>
    </Badge>
  ) : (
    <Badge variant="outline">
      <Trans>Inactivo</Trans>
    </Badge>
  );
}

function StudentActions({
  student,
  onEdit,
  onDelete,
}: Pick<StudentColumnsProps, 'onEdit' | 'onDelete'> & { student: StaffStudent }) {
  const { t } = useLingui();
  const name = student.full_name;
  return (
    <span className="flex justify-end gap-1">
      {student.can.edit ? (
        <IconAction tooltip={t`Editar`} name={t`Editar ${name}`} icon={Pencil} onClick={() => onEdit(student)} />
      ) : null}
      {student.can.delete ? (
        <IconAction tooltip={t`Eliminar`} name={t`Eliminar ${name}`} icon={Trash2} onClick={() => onDelete(student)} />
      ) : null}
    </span>
  );
}

/** One student on a phone (DataTable's card): the row's fields, the upload switch and the row's actions. */
function StudentCard({ student, ...props }: StudentColumnsProps & { student: StaffStudent }) {
  return (
    <>
      <div className="flex items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <span className="font-medium break-words">
            <StudentName student={student} />
          </span>
          <span className="font-mono text-xs text-muted-foreground">{student.student_id}</span>
        </div>
        <StudentActions student={student} {...props} />
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-1">
        <dt className="text-muted-foreground">
          <Trans>Correo</Trans>
        </dt>
        <dd className="break-all">{student.email}</dd>
        <dt className="text-muted-foreground">
          <Trans>Programa</Trans>
        </dt>
        <dd className="break-words">{student.program ?? '—'}</dd>
        <dt className="text-muted-foreground">
          <Trans>Ingreso</Trans>
        </dt>
        <dd>{student.enrollment_year ?? '—'}</dd>
        <dt className="text-muted-foreground">
          <Trans>Sube documentos</Trans>
        </dt>
        <dd>
          <UploadSwitch student={student} {...props} />
        </dd>
        <dt className="text-muted-foreground">
          <Trans>Estado</Trans>
        </dt>
        <dd>
          <StudentStatus student={student} />
        </dd>
      </dl>
    </>
  );
}

/** The columns, made at render in the active language. */
function studentColumns(props: StudentColumnsProps): ColumnDef<StaffStudent, unknown>[] {
  return [
    {
      id: 'name',
      header: tr`Nombre`,
      cell: ({ row }) => <StudentName student={row.original} />,
      meta: { rowHeader: true, cellClassName: 'text-left font-medium' },
    },
    {
      id: 'student_id',
      header: tr`Carné`,
      cell: ({ row }) => row.original.student_id,
      meta: { cellClassName: 'font-mono text-xs' },
    },
    { id: 'email', header: tr`Correo`, cell: ({ row }) => row.original.email },
    { id: 'program', header: tr`Programa`, cell: ({ row }) => row.original.program ?? '—' },
    { id: 'enrollment_year', header: tr`Ingreso`, cell: ({ row }) => row.original.enrollment_year ?? '—' },
    {
      id: 'can_upload_documents',
      header: tr`Sube documentos`,
      cell: ({ row }) => <UploadSwitch student={row.original} {...props} />,
    },
    { id: 'is_active', header: tr`Estado`, cell: ({ row }) => <StudentStatus student={row.original} /> },
    {
      id: 'actions',
      header: tr`Acciones`,
      cell: ({ row }) => <StudentActions student={row.original} {...props} />,
      meta: { headerClassName: 'text-right' },
    },
  ];
}

/**
 * The staff student list: name, student id, email, program, year, the upload permission (a switch), status. On a
 * phone each student is a card with the same fields and actions.
 */
export function StudentTable({
  query,
  onEdit,
  onDelete,
}: {
  query: string;
  onEdit: (student: Student) => void;
  onDelete: (student: Student) => void;
}) {
  const { t } = useLingui();
  const students = useInfiniteQuery(staffStudentsQueryOptions(query));
  const update = useUpdateStudent();
  const toggleUpload = (student: Student, allowed: boolean) =>
    update.mutate(
      {
        id: student.id,
        input: {
          full_name: student.full_name,
          student_id: student.student_id,
          phone: student.phone,
          program: student.program,
          enrollment_year: student.enrollment_year,
          can_upload_documents: allowed,
          is_active: student.is_active,
        },
      },
      {
        onSuccess: () =>
          toast({
            title: allowed ? t`Subida de documentos permitida` : t`Subida de documentos retirada`,
            description: student.full_name,
          }),
        onError: (error) =>
          toast({
            title: t`Error`,
            description: getErrorMessage(error, t`No se pudo cambiar el permiso`),
            variant: 'destructive',
          }),
      },
    );
  const cellProps = { onEdit, onDelete, onToggleUpload: toggleUpload, toggling: update.isPending };
  return (
    <DataTable
      query={students}
      columns={studentColumns(cellProps)}
      rowKey={(student) => student.id}
      caption={t`Estudiantes`}
      tableClassName="min-w-[52rem]"
      renderCard={(student) => <StudentCard student={student} {...cellProps} />}
      loading={{ label: t`Cargando estudiantes`, rows: 6, rowClassName: 'h-12' }}
      error={{
        title: t`Error al cargar los estudiantes`,
        detail: (error) => getErrorMessage(error, t`Inténtalo de nuevo`),
        retryLabel: t`Reintentar`,
      }}
      empty={{ icon: Users, title: t`No se encontraron estudiantes` }}
      status={(shown, total) =>
        tr`Mostrando ${shown} de ${plural(total, { one: '# estudiante', other: '# estudiantes' })}`
      }
      more={{ label: t`Cargar más`, loadingLabel: t`Cargando más estudiantes` }}
    />
  );
}
