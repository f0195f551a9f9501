import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ownStudentProfileQueryOptions } from '@/features/students/api/student-profile';
import { StudentPhotoCard } from '@/features/students/components/student-photo-card';
import { StudentPhoneForm } from '@/features/students/components/student-phone-form';
import { StudentRecordCard } from '@/features/students/components/student-record-card';

/** /student/profile: the student's record and their profile photo (spec §4.3). */
export function StudentProfilePage() {
  const { t } = useLingui();
  const profile = useQuery(ownStudentProfileQueryOptions());
  return (
    <section>
      <PageHeader title={t`Mi Perfil`} description={t`Tu información como estudiante.`} />
      {profile.isPending ? (
        <div role="status" aria-label={t`Cargando perfil`} className="grid gap-4 lg:grid-cols-3">
          <Skeleton className="h-64" />
          <Skeleton className="h-64 lg:col-span-2" />
        </div>
      ) : profile.isError ? (
        <Card>
          <CardContent role="alert" className="p-10 text-center font-medium">
            <Trans>Error al cargar el perfil</Trans>
          </CardContent>
        </Card>
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-3">
          <StudentPhotoCard student={profile.data} />
          <div className="lg:col-span-2">
            <StudentRecordCard student={profile.data} />
            <div className="mt-6 rounded-lg border p-4">
              <StudentPhoneForm student={profile.data} />
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
