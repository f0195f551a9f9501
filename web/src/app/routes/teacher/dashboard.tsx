import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Activity, Award, BookOpen, ChartColumn, FileText } from 'lucide-react';
import { Link } from 'react-router';
import { useCurrentUser } from '@/lib/session';
import { AfterFirstRender } from '@/components/after-first-render';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { RecipientBadges } from '@/features/badges/components/recipient-badges';
import { teacherCoursesQueryOptions } from '@/features/courses/api/courses';
import { TeacherCourses } from '@/features/courses/components/teacher-courses';
import { OwnExpiringDocuments } from '@/features/documents/components/own-expiring-documents';
import { RecentDocuments } from '@/features/documents/components/recent-documents';
import { DashboardStats } from '@/features/teachers/components/dashboard/dashboard-stats';

/** /teacher/dashboard (spec §2.13): welcome card, four stat cards, recent documents and activity tabs, and the teacher's badges. */
export function TeacherDashboardPage() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const teacherId = user.profile?.id ?? null;
  const name = user.profile?.full_name ?? user.email;
  const courses = useQuery({ ...teacherCoursesQueryOptions(teacherId ?? 0), enabled: teacherId !== null });

  return (
    <section className="grid gap-6">
      <Card className="bg-gradient-to-br from-primary to-violet-700 text-primary-foreground">
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            <Trans>¡Bienvenido, {name}!</Trans>
          </h1>
          <p className="opacity-90">
            <Trans>Este es tu panel de profesor: tus cursos, tus documentos y tu actividad en un vistazo.</Trans>
          </p>
          <p>
            <Link
              to="/teacher/activity-report"
              className="inline-flex items-center gap-1 text-sm font-medium underline underline-offset-4 hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-foreground"
            >
              <ChartColumn aria-hidden="true" className="size-4" />
              <Trans>Mi informe anual de actividad</Trans>
            </Link>
          </p>
        </CardHeader>
      </Card>
      {teacherId !== null ? <OwnExpiringDocuments /> : null}
      <DashboardStats
        teacherId={teacherId}
        courseCount={{
          data: courses.data ? (courses.data.total ?? courses.data.items.length) : undefined,
          isError: courses.isError,
        }}
      />
      {teacherId !== null ? (
        <Card>
          <CardHeader>
            <h2 className="flex items-center gap-2 text-lg leading-tight font-semibold">
              <BookOpen aria-hidden="true" className="size-5 text-primary" />
              <Trans>Mis cursos</Trans>
            </h2>
            <CardDescription>
              <Trans>Los cursos que tienes asignados.</Trans>
            </CardDescription>
          </CardHeader>
          <CardContent>
            <TeacherCourses teacherId={teacherId} linkToCourse={false} />
          </CardContent>
        </Card>
      ) : null}
      <AfterFirstRender>
        <Tabs defaultValue="documents">
          <TabsList>
            <TabsTrigger value="documents">
              <FileText aria-hidden="true" />
              <Trans>Documentos recientes</Trans>
            </TabsTrigger>
            <TabsTrigger value="activity">
              <Activity aria-hidden="true" />
              <Trans>Actividad</Trans>
            </TabsTrigger>
          </TabsList>
          <TabsContent value="documents">
            <Card>
              <CardHeader>
                <h2 className="text-lg leading-tight font-semibold">
                  <Trans>Documentos recientes</Trans>
                </h2>
                <CardDescription>
                  <Trans>Los últimos documentos de tu perfil.</Trans>
                </CardDescription>
              </CardHeader>
              <CardContent>
                <RecentDocuments enabled={teacherId !== null} />
              </CardContent>
            </Card>
          </TabsContent>
          <TabsContent value="activity">
            <Card>
              <CardHeader>
                <h2 className="text-lg leading-tight font-semibold">
                  <Trans>Actividad</Trans>
                </h2>
                <CardDescription>
                  <Trans>Tu actividad reciente en la plataforma.</Trans>
                </CardDescription>
              </CardHeader>
              <CardContent>
                <p className="py-6 text-center text-sm text-muted-foreground">
                  <Trans>El registro de tu actividad estará disponible próximamente.</Trans>
                </p>
              </CardContent>
            </Card>
          </TabsContent>
        </Tabs>
        {teacherId !== null ? (
          <Card>
            <CardHeader>
              <h2 className="flex items-center gap-2 text-lg leading-tight font-semibold">
                <Award aria-hidden="true" className="size-5 text-primary" />
                <Trans>Mis badges</Trans>
              </h2>
              <CardDescription>
                <Trans>Los reconocimientos que has recibido, con sus credenciales verificables.</Trans>
              </CardDescription>
            </CardHeader>
            <CardContent>
              <RecipientBadges
                type="teacher"
                id={teacherId}
                emptyText={t`Aún no has recibido badges`}
                className="lg:grid-cols-3"
              />
            </CardContent>
          </Card>
        ) : null}
      </AfterFirstRender>
    </section>
  );
}
