import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Pencil, Trash2 } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { courseQueryOptions } from '@/features/courses/api/courses';
import { CourseSummary } from '@/features/courses/components/course-summary';
import { DeleteCourseDialog } from '@/features/courses/components/delete-course-dialog';
import { DocumentManager } from '@/features/documents/components/document-manager';
import { courseIdOf, CourseRouteState } from './course-route-state';

/** /admin/courses/{id} (§2.12): the course, its resources (the document manager) and an edit button. */
export function CourseDetailPage() {
  const params = useParams();
  const id = courseIdOf(params.id);
  const course = useQuery({ ...courseQueryOptions(id ?? 0), enabled: id !== undefined });
  const [deleting, setDeleting] = useState(false);
  const navigate = useNavigate();
  return (
    <section>
      <Button asChild variant="ghost" size="sm" className="mb-4 -ml-2">
        <Link to="/admin/courses">
          <ArrowLeft aria-hidden="true" />
          Volver a cursos
        </Link>
      </Button>
      <CourseRouteState
        invalid={id === undefined}
        loading={course.isPending}
        error={course.error}
        retry={() => void course.refetch()}
      >
        {course.data ? (
          <>
            <PageHeader
              title={course.data.name}
              description="Detalle del curso"
              actions={
                <>
                  {course.data.can.delete ? (
                    <Button variant="outline" onClick={() => setDeleting(true)}>
                      <Trash2 aria-hidden="true" />
                      Eliminar
                    </Button>
                  ) : null}
                  {course.data.can.edit ? (
                    <Button asChild>
                      <Link to={`/admin/courses/${course.data.id}/edit`}>
                        <Pencil aria-hidden="true" />
                        Editar
                      </Link>
                    </Button>
                  ) : null}
                </>
              }
            />
            <div className="grid grid-cols-1 gap-6">
              <Card>
                <CardContent className="pt-6">
                  <CourseSummary course={course.data} />
                </CardContent>
              </Card>
              <Card>
                <CardHeader>
                  <h2 className="text-lg leading-tight font-semibold">Recursos del curso</h2>
                </CardHeader>
                <CardContent>
                  <DocumentManager kind="course" entityId={course.data.id} ownerName={course.data.name} />
                </CardContent>
              </Card>
            </div>
            <DeleteCourseDialog
              open={deleting}
              course={course.data}
              onClose={() => setDeleting(false)}
              onDeleted={() => navigate('/admin/courses')}
            />
          </>
        ) : null}
      </CourseRouteState>
    </section>
  );
}
