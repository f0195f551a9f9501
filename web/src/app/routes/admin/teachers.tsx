import { useState } from 'react';
import { Plus, Upload } from 'lucide-react';
import type { Teacher } from '@contracts/teachers';
import { ExportCsvButton } from '@/components/export-csv-button';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { Button } from '@/components/ui/button';
import { ImportDialog } from '@/features/people-csv/components/import-dialog';
import { DeleteTeacherDialog } from '@/features/teachers/components/delete-teacher-dialog';
import { TeacherFormDialog } from '@/features/teachers/components/teacher-form/teacher-form-dialog';
import { TeacherGrid } from '@/features/teachers/components/teacher-grid';

// The last target stays after closing, so a dialog keeps its content while it fades out.
interface FormState {
  open: boolean;
  mode: 'create' | 'edit';
  teacher?: Teacher;
}

/** /admin/teachers (spec §2.5): search, cards, New Teacher, Edit and Delete. */
export function TeachersPage() {
  const [query, setQuery] = useState('');
  const [form, setForm] = useState<FormState>({ open: false, mode: 'create' });
  const [toDelete, setToDelete] = useState<{ open: boolean; teacher: Teacher | null }>({ open: false, teacher: null });
  const [importing, setImporting] = useState(false);

  return (
    <section>
      <PageHeader
        title="Gestión de Profesores"
        description="Administra los profesores de la escuela."
        actions={
          <>
            <Button variant="outline" onClick={() => setImporting(true)}>
              <Upload aria-hidden="true" />
              Importar CSV
            </Button>
            <ExportCsvButton path="/api/staff/teachers.csv" query={query} fileName="profesores.csv" />
            <Button onClick={() => setForm({ open: true, mode: 'create' })}>
              <Plus aria-hidden="true" />
              New Teacher
            </Button>
          </>
        }
      />
      <SearchInput
        label="Buscar profesores"
        placeholder="Buscar por nombre, correo o teléfono"
        onSearch={setQuery}
        className="mb-6"
      />
      <TeacherGrid
        query={query}
        onEdit={(teacher) => setForm({ open: true, mode: 'edit', teacher })}
        onDelete={(teacher) => setToDelete({ open: true, teacher })}
      />
      <TeacherFormDialog
        open={form.open}
        mode={form.mode}
        teacher={form.teacher}
        onOpenChange={(open) => setForm((current) => ({ ...current, open }))}
      />
      <ImportDialog kind="teachers" open={importing} onOpenChange={setImporting} />
      <DeleteTeacherDialog
        open={toDelete.open}
        teacher={toDelete.teacher}
        onClose={() => setToDelete((current) => ({ ...current, open: false }))}
      />
    </section>
  );
}
