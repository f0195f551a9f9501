import { useState } from 'react';
import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import type { Course } from '@contracts/courses';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { CourseFormDialog } from '@/features/courses/components/course-form-dialog';
import type { CourseFormMode } from '@/features/courses/components/course-form/course-form-model';
import { CourseTable } from '@/features/courses/components/course-table';
import { DeleteCourseDialog } from '@/features/courses/components/delete-course-dialog';

// The last target stays after closing, so a dialog keeps its content while it fades out.
interface DialogState {
  open: boolean;
  mode: CourseFormMode;
  course?: Course;
}

/** /admin/courses (§2.12): search, 'Todos' / 'Con Badge', 'Nuevo Curso', the table with view, edit and delete. */
export function CoursesPage() {
  const [query, setQuery] = useState('');
  const [tab, setTab] = useState('all');
  const [dialog, setDialog] = useState<DialogState>({ open: false, mode: 'create' });
  const [toDelete, setToDelete] = useState<{ open: boolean; course: Course | null }>({ open: false, course: null });
  return (
    <section>
      <PageHeader
        title="Gestión de Cursos"
        description="Administra los cursos, sus badges y su profesor."
        actions={
          <>
            <Button variant="outline" asChild>
              <Link to="/admin/courses/new">Página completa</Link>
            </Button>
            <Button onClick={() => setDialog({ open: true, mode: 'create' })}>
              <Plus aria-hidden="true" />
              Nuevo Curso
            </Button>
          </>
        }
      />
      <SearchInput
        label="Buscar cursos"
        placeholder="Buscar por nombre o código"
        onSearch={setQuery}
        className="mb-4"
      />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Filtrar cursos" className="mb-4">
          <TabsTrigger value="all">Todos</TabsTrigger>
          <TabsTrigger value="badge">Con Badge</TabsTrigger>
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
      <CourseFormDialog
        open={dialog.open}
        mode={dialog.mode}
        course={dialog.course}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
      />
      <DeleteCourseDialog
        open={toDelete.open}
        course={toDelete.course}
        onClose={() => setToDelete((current) => ({ ...current, open: false }))}
      />
    </section>
  );
}
