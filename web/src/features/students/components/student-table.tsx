import { Link } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Pencil, Trash2, Users } from 'lucide-react';
import type { StaffStudent, Student } from '@contracts/students';
import { DataTable } from '@/components/data-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { WithTooltip } from '@/components/ui/tooltip';
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

function studentColumns({
  onEdit,
  onDelete,
  onToggleUpload,
  toggling,
}: StudentColumnsProps): ColumnDef<StaffStudent, unknown>[] {
  return [
    {
      id: 'name',
      header: 'Nombre',
      cell: ({ row }) => (
        <Link to={`/admin/students/${row.original.id}`} className="underline-offset-2 hover:underline">
          {row.original.full_name}
        </Link>
      ),
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
      cell: ({ row }) => (
        <Switch
          checked={row.original.can_upload_documents}
          aria-label={`${row.original.full_name} puede subir documentos`}
          disabled={toggling}
          onCheckedChange={(checked) => onToggleUpload(row.original, checked)}
        />
      ),
    },
    {
      id: 'is_active',
      header: 'Estado',
      cell: ({ row }) =>
        row.original.is_active ? <Badge variant="success">Activo</Badge> : <Badge variant="outline">Inactivo</Badge>,
    },
    {
      id: 'actions',
      header: 'Acciones',
      cell: ({ row }) => (
        <span className="flex justify-end gap-1">
          {row.original.can.edit ? (
            <WithTooltip label="Editar">
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Editar ${row.original.full_name}`}
                onClick={() => onEdit(row.original)}
              >
                <Pencil aria-hidden="true" />
              </Button>
            </WithTooltip>
          ) : null}
          {row.original.can.delete ? (
            <WithTooltip label="Eliminar">
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Eliminar ${row.original.full_name}`}
                onClick={() => onDelete(row.original)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </WithTooltip>
          ) : null}
        </span>
      ),
      meta: { headerClassName: 'text-right' },
    },
  ];
}

/** The staff student list: name, student id, email, program, year, the upload permission (a switch), status. */
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
  return (
    <DataTable
      query={students}
      columns={studentColumns({ onEdit, onDelete, onToggleUpload: toggleUpload, toggling: update.isPending })}
      rowKey={(student) => student.id}
      caption="Estudiantes"
      tableClassName="min-w-[52rem]"
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
