import { Link } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Pencil, Trash2, Users } from 'lucide-react';
import type { StaffStudent, Student } from '@contracts/students';
import { DataTable } from '@/components/data-table';
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
  return (
    <Switch
      checked={student.can_upload_documents}
      aria-label={`${student.full_name} puede subir documentos`}
      disabled={toggling}
      onCheckedChange={(checked) => onToggleUpload(student, checked)}
    />
  );
}

function StudentStatus({ student }: { student: StaffStudent }) {
  return student.is_active ? <Badge variant="success">Activo</Badge> : <Badge variant="outline">Inactivo</Badge>;
}

function StudentActions({
  student,
  onEdit,
  onDelete,
}: Pick<StudentColumnsProps, 'onEdit' | 'onDelete'> & { student: StaffStudent }) {
  return (
    <span className="flex justify-end gap-1">
      {student.can.edit ? (
        <IconAction
          tooltip="Editar"
          name={`Editar ${student.full_name}`}
          icon={Pencil}
          onClick={() => onEdit(student)}
        />
      ) : null}
      {student.can.delete ? (
        <IconAction
          tooltip="Eliminar"
          name={`Eliminar ${student.full_name}`}
          icon={Trash2}
          onClick={() => onDelete(student)}
        />
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
        <dt className="text-muted-foreground">Correo</dt>
        <dd className="break-all">{student.email}</dd>
        <dt className="text-muted-foreground">Programa</dt>
        <dd className="break-words">{student.program ?? '—'}</dd>
        <dt className="text-muted-foreground">Ingreso</dt>
        <dd>{student.enrollment_year ?? '—'}</dd>
        <dt className="text-muted-foreground">Sube documentos</dt>
        <dd>
          <UploadSwitch student={student} {...props} />
        </dd>
        <dt className="text-muted-foreground">Estado</dt>
        <dd>
          <StudentStatus student={student} />
        </dd>
      </dl>
    </>
  );
}

function studentColumns(props: StudentColumnsProps): ColumnDef<StaffStudent, unknown>[] {
  return [
    {
      id: 'name',
      header: 'Nombre',
      cell: ({ row }) => <StudentName student={row.original} />,
      meta: { rowHeader: true, cellClassName: 'text-left font-medium' },
    },
    {
      id: 'student_id',
      header: 'Carné',
      cell: ({ row }) => row.original.student_id,
      meta: { cellClassName: 'font-mono text-xs' },
    },
    { id: 'email', header: 'Correo', cell: ({ row }) => row.original.email },
    { id: 'program', header: 'Programa', cell: ({ row }) => row.original.program ?? '—' },
    { id: 'enrollment_year', header: 'Ingreso', cell: ({ row }) => row.original.enrollment_year ?? '—' },
    {
      id: 'can_upload_documents',
      header: 'Sube documentos',
      cell: ({ row }) => <UploadSwitch student={row.original} {...props} />,
    },
    { id: 'is_active', header: 'Estado', cell: ({ row }) => <StudentStatus student={row.original} /> },
    {
      id: 'actions',
      header: 'Acciones',
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
            title: allowed ? 'Subida de documentos permitida' : 'Subida de documentos retirada',
            description: student.full_name,
          }),
        onError: (error) =>
          toast({
            title: 'Error',
            description: getErrorMessage(error, 'No se pudo cambiar el permiso'),
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
      caption="Estudiantes"
      tableClassName="min-w-[52rem]"
      renderCard={(student) => <StudentCard student={student} {...cellProps} />}
      loading={{ label: 'Cargando estudiantes', rows: 6, rowClassName: 'h-12' }}
      error={{
        title: 'Error al cargar los estudiantes',
        detail: (error) => getErrorMessage(error, 'Inténtalo de nuevo'),
        retryLabel: 'Reintentar',
      }}
      empty={{ icon: Users, title: 'No se encontraron estudiantes' }}
      status={(shown, total) => `Mostrando ${shown} de ${total} estudiantes`}
      more={{ label: 'Cargar más', loadingLabel: 'Cargando más estudiantes' }}
    />
  );
}
