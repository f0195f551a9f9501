import { useState } from 'react';
import { Plus, Upload } from 'lucide-react';
import type { Student } from '@contracts/students';
import { ExportCsvButton } from '@/components/export-csv-button';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { Button } from '@/components/ui/button';
import { ImportDialog } from '@/features/people-csv/components/import-dialog';
import { DeleteStudentDialog } from '@/features/students/components/delete-student-dialog';
import { StudentFormDialog } from '@/features/students/components/student-form-dialog';
import { StudentTable } from '@/features/students/components/student-table';

/** /admin/students: search, the table with the upload permission, 'Nuevo Estudiante', edit, delete, CSV export. */
export function StudentsPage() {
  const [query, setQuery] = useState('');
  const [form, setForm] = useState<{ open: boolean; student?: Student }>({ open: false });
  const [toDelete, setToDelete] = useState<{ open: boolean; student: Student | null }>({ open: false, student: null });
  const [importing, setImporting] = useState(false);
  return (
    <section>
      <PageHeader
        title="Gestión de Estudiantes"
        description="Estudiantes, sus permisos de subida, sus documentos y sus notas."
        actions={
          <>
            <Button variant="outline" onClick={() => setImporting(true)}>
              <Upload aria-hidden="true" />
              Importar CSV
            </Button>
            <ExportCsvButton path="/api/staff/students.csv" query={query} fileName="estudiantes.csv" />
            <Button onClick={() => setForm({ open: true })}>
              <Plus aria-hidden="true" />
              Nuevo Estudiante
            </Button>
          </>
        }
      />
      <SearchInput
        label="Buscar estudiantes"
        placeholder="Buscar por nombre, carné o correo"
        onSearch={setQuery}
        className="mb-6"
      />
      <StudentTable
        query={query}
        onEdit={(student) => setForm({ open: true, student })}
        onDelete={(student) => setToDelete({ open: true, student })}
      />
      <StudentFormDialog
        open={form.open}
        student={form.student}
        onOpenChange={(open) => setForm((current) => ({ ...current, open }))}
      />
      <ImportDialog kind="students" open={importing} onOpenChange={setImporting} />
      <DeleteStudentDialog
        open={toDelete.open}
        student={toDelete.student}
        onClose={() => setToDelete((current) => ({ ...current, open: false }))}
      />
    </section>
  );
}
