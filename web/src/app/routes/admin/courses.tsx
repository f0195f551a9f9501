import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import type { Course } from '@contracts/courses';
import { lazyPartOrNotice } from '@/components/load-failed-notice';
import { OnFirstOpen } from '@/components/on-first-open';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { CourseFormMode } from '@/features/courses/components/course-form/course-form-model';
import { CourseTable } from '@/features/courses/components/course-table';
import { loadOnIntent } from '@/lib/load-when-idle';

// The dialogs (Radix's dialog and, in the form, the forms library and zod) are not part of the list's first screen:
// their code is fetched at the first sign of use and drawn from their first opening.
const loadCourseFormDialog = () => import('@/features/courses/components/course-form-dialog');
const loadDeleteCourseDialog = () => import('@/features/courses/components/delete-course-dialog');
const CourseFormDialog = lazyPartOrNotice(() => loadCourseFormDialog().then((m) => m.CourseFormDialog));
const DeleteCourseDialog = lazyPartOrNotice(() => loadDeleteCourseDialog().then((m) => m.DeleteCourseDialog));
const loadDialogs = loadOnIntent(() => Promise.all([loadCourseFormDialog(), loadDeleteCourseDialog()]));

// The last target stays after closing, so a dialog keeps its content while it fades out.
interface DialogState {
  open: boolean;
  mode: CourseFormMode;
  course?: Course;
}

/** /admin/courses (§2.12): search, 'Todos' / 'Con Badge', 'Nuevo Curso', the table with view, edit and delete. */
export function CoursesPage() {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const [tab, setTab] = useState('all');
  const [dialog, setDialog] = useState<DialogState>({ open: false, mode: 'create' });
  const [toDelete, setToDelete] = useState<{ open: boolean; course: Course | null }>({ open: false, course: null });
  return (
    <section onPointerOver={loadDialogs} onTouchStart={loadDialogs} onFocus={loadDialogs}>
      <PageHeader
        title={t`Gestión de Cursos`}
        description={t`Administra los cursos, sus badges y su profesor.`}
        actions={
          <>
            <Button variant="outline" asChild>
              <Link to="/admin/courses/new">
                <Trans>Página completa</Trans>
              </Link>
            </Button>
            <Button onClick={() => setDialog({ open: true, mode: 'create' })}>
              <Plus aria-hidden="true" />
              <Trans>Nuevo Curso</Trans>
            </Button>
          </>
        }
      />
      <SearchInput
        label={t`Buscar cursos`}
        placeholder={t`Buscar por nombre o código`}
        onSearch={setQuery}
        className="mb-4"
      />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label={t`Filtrar cursos`} className="mb-4">
          <TabsTrigger value="all">
            <Trans>Todos</Trans>
          </TabsTrigger>
          <TabsTrigger value="badge">
            <Trans>Con Badge</Trans>
          </TabsTrigger>
        </TabsList>
        {(['all', 'badge'] as const).map((value) => (
          <TabsContent key={value} value={value}>
            <CourseTable
              query={query}
              withBadge={value === 'badge'}
              onView={(course) => setDialog({ open: true, mode: 'view', course })}
              onEdit={(course) => setDialog({ open: true, mode: 'edit', course })}
              onDelete={(course) => setToDelete({ open: true, course })}
            />
          </TabsContent>
        ))}
      </Tabs>
      <OnFirstOpen open={dialog.open}>
        <CourseFormDialog
          open={dialog.open}
          mode={dialog.mode}
          course={dialog.course}
          onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
        />
      </OnFirstOpen>
      <OnFirstOpen open={toDelete.open}>
        <DeleteCourseDialog
          open={toDelete.open}
          course={toDelete.course}
          onClose={() => setToDelete((current) => ({ ...current, open: false }))}
        />
      </OnFirstOpen>
    </section>
  );
}
