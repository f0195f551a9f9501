import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { InfoList } from '@/components/info-list';
import { BackLink } from '@/components/back-link';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { DocumentManager } from '@/features/documents/components/document-manager';
import { StaffStudentGrades } from '@/features/grades/components/staff-student-grades';
import { staffStudentQueryOptions } from '@/features/students/api/staff-students';
import { staffTeachersQueryOptions } from '@/features/teachers/api/staff-teachers';
import { getErrorMessage } from '@/lib/api-client';

/** /admin/students/{id}: the student's record, documents (the document manager) and grades. */
export function StudentDetailPage() {
  const { t } = useLingui();
  const params = useParams();
  const id = Number(params.id);
  const valid = /^\d+$/.test(params.id ?? '') && id > 0;
  const student = useQuery({ ...staffStudentQueryOptions(id), enabled: valid });
  // Teachers for the grade form (its courses come from the grades feature): the first page.
  const teachers = useInfiniteQuery({ ...staffTeachersQueryOptions(''), enabled: valid });
  const reason = getErrorMessage(student.error, '');
  const studentCode = student.data?.student_id;
  return (
    <section>
      <BackLink to="/admin/students">
        <Trans>Volver a estudiantes</Trans>
      </BackLink>
      {!valid || student.isError ? (
        <p role="alert" className="text-destructive">
          {!valid ? t`ID de estudiante inválido` : t`Error al cargar el estudiante: ${reason}`}
        </p>
      ) : !student.data ? (
        <div role="status" aria-label={t`Cargando estudiante`} className="grid gap-4">
          <Skeleton className="h-12 w-full max-w-xl" />
          <Skeleton className="h-48 w-full" />
        </div>
      ) : (
        <div className="grid grid-cols-1 gap-6">
          <PageHeader title={student.data.full_name} description={t`Carné ${studentCode}`} className="mb-0" />
          <Card>
            <CardContent className="pt-6">
              <InfoList
                items={[
                  { label: t`Correo`, value: student.data.email },
                  { label: t`Teléfono`, value: student.data.phone },
                  { label: t`Programa`, value: student.data.program },
                  { label: t`Año de ingreso`, value: student.data.enrollment_year },
                  { label: t`Puede subir documentos`, value: student.data.can_upload_documents ? t`Sí` : t`No` },
                  { label: t`Estado`, value: student.data.is_active ? t`Activo` : t`Inactivo` },
                ]}
              />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <h2 className="text-lg leading-tight font-semibold">
                <Trans>Documentos</Trans>
              </h2>
            </CardHeader>
            <CardContent>
              <DocumentManager kind="student" entityId={student.data.id} ownerName={student.data.full_name} />
            </CardContent>
          </Card>
          <section aria-labelledby="student-grades-title" className="grid grid-cols-1 gap-3">
            <h2 id="student-grades-title" className="text-lg leading-tight font-semibold">
              <Trans>Notas</Trans>
            </h2>
            <StaffStudentGrades
              studentId={student.data.id}
              studentName={student.data.full_name}
              teachers={teachers.data?.pages[0]?.items ?? []}
            />
          </section>
        </div>
      )}
    </section>
  );
}
