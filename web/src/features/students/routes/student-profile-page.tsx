import { useQuery } from '@tanstack/react-query';
import { ownStudentPhotoWriter, ProfilePhotoWidget } from '@/components/profile-photo';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ownStudentProfileQueryOptions, studentKeys } from '../api/student-profile';
import { StudentRecordCard } from '../components/student-record-card';

const PHOTO_INVALIDATE = [studentKeys.ownProfile, ['documents']] as const;
const PHOTO_LISTS = [studentKeys.all] as const;

/** /student/profile: the student's record and their profile photo (spec §4.3). */
export function StudentProfilePage() {
  const profile = useQuery(ownStudentProfileQueryOptions());
  return (
    <section>
      <PageHeader title="Mi Perfil" description="Tu información como estudiante." />
      {profile.isPending ? (
        <div role="status" aria-label="Cargando perfil" className="grid gap-4 lg:grid-cols-3">
          <Skeleton className="h-64" />
          <Skeleton className="h-64 lg:col-span-2" />
        </div>
      ) : profile.isError ? (
        <Card>
          <CardContent role="alert" className="p-10 text-center font-medium">
            Error al cargar el perfil
          </CardContent>
        </Card>
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-3">
          <Card>
            <CardHeader>
              <h2 className="text-lg leading-tight font-semibold">Foto de perfil</h2>
            </CardHeader>
            <CardContent>
              <ProfilePhotoWidget
                photoUrl={profile.data.profile_photo}
                ownerKind="student"
                entityId={profile.data.id}
                onPhotoChange={ownStudentPhotoWriter}
                invalidateKeys={PHOTO_INVALIDATE}
                listKeys={PHOTO_LISTS}
                name={profile.data.full_name}
              />
            </CardContent>
          </Card>
          <div className="lg:col-span-2">
            <StudentRecordCard student={profile.data} />
          </div>
        </div>
      )}
    </section>
  );
}
