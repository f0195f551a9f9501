import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { getErrorMessage } from '@/lib/api-client';
import { AcademicTitlesList } from '@/components/academic-titles-list';
import { BackLink } from '@/components/back-link';
import { Card, CardContent } from '@/components/ui/card';
import { lazyPartOrNotice } from '@/components/load-failed-notice';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/use-toast';
import { ManageBadgesButton } from '@/features/badges/components/manage-badges-dialog';
import { RecipientBadges } from '@/features/badges/components/recipient-badges';
import { TeacherCourses } from '@/features/courses/components/teacher-courses';
import { GenerateCvButton } from '@/features/cv/components/cv-buttons';
import { TeacherDetailDocuments } from '@/features/documents/components/teacher-detail-documents';
import { ExternalCredentialsSection } from '@/features/external-credentials/components/external-credentials-section';
import { PortfolioPublicTab } from '@/features/portfolio/components/public-tab/portfolio-public-tab';
import { TechniqueCatalogue } from '@/features/portfolio/components/techniques/technique-catalogue';
import { PublicPageReview } from '@/features/public-pages/components/public-page-review';
import { staffTeacherQueryOptions } from '@/features/teachers/api/staff-teachers';
import { FinancialTab } from '@/features/teachers/components/detail/financial-tab';
import { ProfileTab } from '@/features/teachers/components/detail/profile-tab';
import { TeacherDetailHeader } from '@/features/teachers/components/detail/teacher-detail-header';
import { TeacherFormDialog } from '@/features/teachers/components/teacher-form/teacher-form-dialog';

// The record's tab (its list, dialogs and pickers) loads when first chosen, not with the page.
const ActivityTab = lazyPartOrNotice(() =>
  import('@/features/activity/components/activity-tab').then((m) => m.ActivityTab),
);

/**
 * /admin/teachers/{id} (spec §2.6): back button, Edit Teacher, tabs Perfil (with the teacher's badges and
 * 'Gestionar' → 'Administrar Badges'), Académico, Financiero, Documentos, Credenciales externas (issue 25: credentials
 * from elsewhere, checked and kept), Portafolio (issue 26: the teacher's works, which staff may hide with a reason or
 * delete), Actividad (issue 45: the faculty record, which staff verify or return) and the courses they teach.
 */
export function TeacherDetailPage() {
  const { t } = useLingui();
  const params = useParams();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const teacher = useQuery({ ...staffTeacherQueryOptions(id), enabled: valid });
  const [editing, setEditing] = useState(false);
  const navigate = useNavigate();
  const failed = !valid || teacher.isError;

  // On a load error the list is shown again (spec §2.6).
  useEffect(() => {
    if (!failed) return;
    toast({
      title: t`Error al cargar el profesor`,
      description: getErrorMessage(teacher.error, t`Profesor no encontrado`),
      variant: 'destructive',
    });
    navigate('/admin/teachers', { replace: true });
  }, [failed, teacher.error, navigate, t]);

  return (
    <section>
      <BackLink to="/admin/teachers">
        <Trans>Volver a profesores</Trans>
      </BackLink>
      {!teacher.data ? (
        <div role="status" aria-label={t`Cargando profesor`} className="grid gap-4">
          <Skeleton className="h-20 w-full max-w-xl" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : (
        <>
          <TeacherDetailHeader teacher={teacher.data} onEdit={() => setEditing(true)} />
          <div className="mb-3 flex justify-end">
            <GenerateCvButton teacherId={teacher.data.id} />
          </div>
          <Tabs defaultValue="profile">
            <TabsList className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:w-auto">
              <TabsTrigger value="profile">
                <Trans>Perfil</Trans>
              </TabsTrigger>
              <TabsTrigger value="academic">
                <Trans>Académico</Trans>
              </TabsTrigger>
              <TabsTrigger value="financial">
                <Trans>Financiero</Trans>
              </TabsTrigger>
              <TabsTrigger value="documents">
                <Trans>Documentos</Trans>
              </TabsTrigger>
              <TabsTrigger value="external-credentials">
                <Trans>Credenciales externas</Trans>
              </TabsTrigger>
              <TabsTrigger value="portfolio">
                <Trans>Portafolio</Trans>
              </TabsTrigger>
              <TabsTrigger value="activity">
                <Trans>Actividad</Trans>
              </TabsTrigger>
              <TabsTrigger value="courses">
                <Trans>Cursos</Trans>
              </TabsTrigger>
              <TabsTrigger value="public-page">
                <Trans>Página pública</Trans>
              </TabsTrigger>
            </TabsList>
            <Card className="mt-3">
              <CardContent className="pt-6">
                <TabsContent value="profile" className="mt-0">
                  <ProfileTab
                    teacher={teacher.data}
                    badges={<RecipientBadges type="teacher" id={teacher.data.id} />}
                    badgesAction={
                      <ManageBadgesButton
                        recipient={{ type: 'teacher', id: teacher.data.id, name: teacher.data.full_name }}
                      />
                    }
                  />
                </TabsContent>
                <TabsContent value="academic" className="mt-0">
                  <AcademicTitlesList
                    titles={teacher.data.academic_titles}
                    descriptions={teacher.data.academic_title_descriptions}
                  />
                </TabsContent>
                <TabsContent value="financial" className="mt-0">
                  <FinancialTab teacher={teacher.data} />
                </TabsContent>
                <TabsContent value="documents" className="mt-0">
                  <TeacherDetailDocuments teacherId={teacher.data.id} />
                </TabsContent>
                <TabsContent value="external-credentials" className="mt-0">
                  <ExternalCredentialsSection teacherId={teacher.data.id} />
                </TabsContent>
                <TabsContent value="portfolio" className="mt-0">
                  <PortfolioPublicTab teacherId={teacher.data.id} manage />
                  <TechniqueCatalogue />
                </TabsContent>
                <TabsContent value="activity" className="mt-0">
                  <Suspense fallback={<Spinner label={t`Cargando`} className="justify-center py-10" />}>
                    <ActivityTab teacherId={teacher.data.id} mode="staff" />
                  </Suspense>
                </TabsContent>
                <TabsContent value="courses" className="mt-0">
                  <TeacherCourses teacherId={teacher.data.id} linkToCourse />
                </TabsContent>
                <TabsContent value="public-page" className="mt-0">
                  <PublicPageReview teacherId={teacher.data.id} />
                </TabsContent>
              </CardContent>
            </Card>
          </Tabs>
          <TeacherFormDialog mode="edit" teacher={teacher.data} open={editing} onOpenChange={setEditing} />
        </>
      )}
    </section>
  );
}
