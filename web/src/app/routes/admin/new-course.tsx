import { lazy, Suspense } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';

const CourseForm = lazy(() =>
  import('@/features/courses/components/course-form/course-form').then((m) => ({ default: m.CourseForm })),
);

/** /admin/courses/new (§2.12): the course form on its own page with a back button; a saved course opens its detail. */
export function NewCoursePage() {
  const navigate = useNavigate();
  return (
    <section>
      <Button asChild variant="ghost" size="sm" className="mb-4 -ml-2">
        <Link to="/admin/courses">
          <ArrowLeft aria-hidden="true" />
          Volver a cursos
        </Link>
      </Button>
      <PageHeader title="Nuevo Curso" description="Los campos con * son obligatorios." />
      <Card>
        <CardContent className="pt-6">
          <Suspense fallback={<Spinner label="Cargando formulario" className="justify-center py-10" />}>
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
