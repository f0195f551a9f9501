import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { useNavigate } from 'react-router';
import { BackLink } from '@/components/back-link';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { CourseRouteState, useRouteCourse } from './course-route-state';
import { lazyPartOrNotice } from '@/components/load-failed-notice';

const CourseForm = lazyPartOrNotice(() =>
  import('@/features/courses/components/course-form/course-form').then((m) => m.CourseForm),
);

/** /admin/courses/{id}/edit (§2.12): loads the course; a successful save goes to its detail page. */
export function EditCoursePage() {
  const { t } = useLingui();
  const { id, course } = useRouteCourse();
  const navigate = useNavigate();
  return (
    <section>
      <BackLink to={id ? `/admin/courses/${id}` : '/admin/courses'}>
        <Trans>Volver al curso</Trans>
      </BackLink>
      <PageHeader
        title={t`Editar Curso`}
        description={course.data ? course.data.name : t`Los campos con * son obligatorios.`}
      />
      <CourseRouteState id={id} course={course}>
        {course.data ? (
          <Card>
            <CardContent className="pt-6">
              <Suspense fallback={<Spinner label={t`Cargando formulario`} className="justify-center py-10" />}>
                <CourseForm
                  key={course.dataUpdatedAt}
                  mode="edit"
                  course={course.data}
                  teacher={course.data.teacher}
                  onSaved={(saved) => navigate(`/admin/courses/${saved.id}`)}
                  onCancel={() => navigate(`/admin/courses/${course.data.id}`)}
                />
              </Suspense>
            </CardContent>
          </Card>
        ) : null}
      </CourseRouteState>
    </section>
  );
}
