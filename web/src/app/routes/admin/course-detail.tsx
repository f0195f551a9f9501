import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Pencil, Trash2 } from 'lucide-react';
import { BackLink } from '@/components/back-link';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { CourseRoster } from '@/features/course-rosters/components/course-roster';
import { ROSTER_TEXTS } from '@/features/course-rosters/roster-texts';
import { CourseSummary } from '@/features/courses/components/course-summary';
import { DeleteCourseDialog } from '@/features/courses/components/delete-course-dialog';
import { DocumentManager } from '@/features/documents/components/document-manager';
import { CourseRouteState, useRouteCourse } from './course-route-state';

/** /admin/courses/{id} (§2.12): the course, its roster (issue 42), its resources (the document manager) and an edit button. */
export function CourseDetailPage() {
  const { t } = useLingui();
  const { id, course } = useRouteCourse();
  const [deleting, setDeleting] = useState(false);
  const navigate = useNavigate();
  return (
    <section>
      <BackLink to="/admin/courses">
        <Trans>Volver a cursos</Trans>
      </BackLink>
      <CourseRouteState id={id} course={course} pageTitle>
        {course.data ? (
          <>
            <PageHeader
              title={course.data.name}
              description={t`Detalle del curso`}
              actions={
                <>
                  {course.data.can.delete ? (
                    <Button variant="outline" onClick={() => setDeleting(true)}>
                      <Trash2 aria-hidden="true" />
                      <Trans>Eliminar</Trans>
                    </Button>
                  ) : null}
                  {course.data.can.edit ? (
                    <Button asChild>
                      <Link to={`/admin/courses/${course.data.id}/edit`}>
                        <Pencil aria-hidden="true" />
                        <Trans>Editar</Trans>
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
                  <h2 className="text-lg leading-tight font-semibold">{t(ROSTER_TEXTS.title)}</h2>
                  <p className="text-sm text-muted-foreground">{t(ROSTER_TEXTS.description)}</p>
                </CardHeader>
                <CardContent>
                  <CourseRoster courseId={course.data.id} courseName={course.data.name} />
                </CardContent>
              </Card>
              <Card>
                <CardHeader>
                  <h2 className="text-lg leading-tight font-semibold">
                    <Trans>Recursos del curso</Trans>
                  </h2>
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
