import { lazy, Suspense } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { courseQueryOptions } from '@/features/courses/api/courses';
import { courseIdOf, CourseRouteState } from './course-route-state';

const CourseForm = lazy(() =>
  import('@/features/courses/components/course-form/course-form').then((m) => ({ default: m.CourseForm })),
);

/** /admin/courses/{id}/edit (§2.12): loads the course; a successful save goes to its detail page. */
export function EditCoursePage() {
  const params = useParams();
  const id = courseIdOf(params.id);
  const course = useQuery({ ...courseQueryOptions(id ?? 0), enabled: id !== undefined });
  const navigate = useNavigate();
  return (
    <section>
      <Button asChild variant="ghost" size="sm" className="mb-4 -ml-2">
        <Link to={id ? `/admin/courses/${id}` : '/admin/courses'}>
          <ArrowLeft aria-hidden="true" />
          Volver al curso
        </Link>
      </Button>
      <PageHeader
        title="Editar Curso"
        description={course.data ? course.data.name : 'Los campos con * son obligatorios.'}
      />
      <CourseRouteState
        invalid={id === undefined}
        loading={course.isPending}
        error={course.error}
        retry={() => void course.refetch()}
      >
        {course.data ? (
          <Card>
            <CardContent className="pt-6">
              <Suspense fallback={<Spinner label="Cargando formulario" className="justify-center py-10" />}>
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
