import { Link } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Pencil, Trash2, Users } from 'lucide-react';
import type { Student } from '@contracts/students';
import { ListState } from '@/components/list-state';
import { LoadMore } from '@/components/load-more';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { totalLabel } from '@/lib/api-page';
import { staffStudentsQueryOptions, useUpdateStudent } from '../api/staff-students';

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
    <ListState
      query={students}
      isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
      loading={{ label: 'Cargando estudiantes', rows: 6, rowClassName: 'h-12' }}
      error={{
        title: 'Error al cargar los estudiantes',
        detail: (error) => getErrorMessage(error, 'Inténtalo de nuevo'),
        retryLabel: 'Reintentar',
      }}
      empty={{ icon: Users, title: 'No se encontraron estudiantes' }}
    >
      {(data) => {
        const rows = data.pages.flatMap((page) => page.items);
        return (
          <>
            <div className="overflow-x-auto rounded-lg border" aria-busy={students.isPlaceholderData}>
              <table className="w-full min-w-[52rem] text-sm">
                <caption className="sr-only">Estudiantes</caption>
                <thead className="border-b bg-muted/40 text-left text-muted-foreground">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Nombre
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Carné
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Correo
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Programa
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Ingreso
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Sube documentos
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Estado
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">
                      Acciones
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((student) => (
                    <tr key={student.id} className="border-b last:border-0">
                      <th scope="row" className="px-3 py-2 text-left font-medium">
                        <Link to={`/admin/students/${student.id}`} className="underline-offset-2 hover:underline">
                          {student.full_name}
                        </Link>
                      </th>
                      <td className="px-3 py-2 font-mono text-xs">{student.student_id}</td>
                      <td className="px-3 py-2">{student.email}</td>
                      <td className="px-3 py-2">{student.program ?? '—'}</td>
                      <td className="px-3 py-2">{student.enrollment_year ?? '—'}</td>
                      <td className="px-3 py-2">
                        <Switch
                          checked={student.can_upload_documents}
                          aria-label={`${student.full_name} puede subir documentos`}
                          disabled={update.isPending}
                          onCheckedChange={(checked) => toggleUpload(student, checked)}
                        />
                      </td>
                      <td className="px-3 py-2">
                        {student.is_active ? (
                          <Badge variant="success">Activo</Badge>
                        ) : (
                          <Badge variant="outline">Inactivo</Badge>
                        )}
                      </td>
                      <td className="px-3 py-2">
                        <span className="flex justify-end gap-1">
                          <Button
                            variant="ghost"
                            size="icon"
                            aria-label={`Editar ${student.full_name}`}
                            onClick={() => onEdit(student)}
                          >
                            <Pencil aria-hidden="true" />
                          </Button>
                          <Button
                            variant="ghost"
                            size="icon"
                            aria-label={`Eliminar ${student.full_name}`}
                            onClick={() => onDelete(student)}
                          >
                            <Trash2 aria-hidden="true" />
                          </Button>
                        </span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <LoadMore
              hasMore={students.hasNextPage}
              loading={students.isFetchingNextPage}
              onLoadMore={() => void students.fetchNextPage()}
              status={`Mostrando ${rows.length} de ${totalLabel(data.pages)} estudiantes`}
              label="Cargar más"
              loadingLabel="Cargando más estudiantes"
            />
          </>
        );
      }}
    </ListState>
  );
}
