import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { useNavigate } from 'react-router';
import { BackLink } from '@/components/back-link';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { lazyPartOrNotice } from '@/components/load-failed-notice';

const CourseForm = lazyPartOrNotice(() =>
  import('@/features/courses/components/course-form/course-form').then((m) => m.CourseForm),
);

/** /admin/courses/new (§2.12): the course form on its own page with a back button; a saved course opens its detail. */
export function NewCoursePage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <section>
      <BackLink to="/admin/courses">
        <Trans>Volver a cursos</Trans>
      </BackLink>
      <PageHeader title={t`Nuevo Curso`} description={t`Los campos con * son obligatorios.`} />
      <Card>
        <CardContent className="pt-6">
          <Suspense fallback={<Spinner label={t`Cargando formulario`} className="justify-center py-10" />}>
            <CourseForm
              mode="create"
              onSaved={(course) => navigate(`/admin/courses/${course.id}`)}
              onCancel={() => navigate('/admin/courses')}
            />
          </Suspense>
        </CardContent>
      </Card>
    </section>
  );
}
