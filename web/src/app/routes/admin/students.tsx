import { useState } from 'react';
import { Download, Plus, Upload } from 'lucide-react';
import type { Student } from '@contracts/students';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { ImportDialog } from '@/features/people-import/components/import-dialog';
import { DeleteStudentDialog } from '@/features/students/components/delete-student-dialog';
import { StudentFormDialog } from '@/features/students/components/student-form-dialog';
import { StudentTable } from '@/features/students/components/student-table';
import { getErrorMessage } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-document';

/** /admin/students: search, the table with the upload permission, 'Nuevo Estudiante', edit, delete, CSV export. */
export function StudentsPage() {
  const [query, setQuery] = useState('');
  const [form, setForm] = useState<{ open: boolean; student?: Student }>({ open: false });
  const [toDelete, setToDelete] = useState<{ open: boolean; student: Student | null }>({ open: false, student: null });
  const [importing, setImporting] = useState(false);
  const exportCsv = () =>
    downloadFile(`/api/staff/students.csv${query ? `?q=${encodeURIComponent(query)}` : ''}`, 'estudiantes.csv').catch((error: unknown) =>
      toast({ title: 'Error', description: getErrorMessage(error, 'No se pudo exportar'), variant: 'destructive' }),
    );
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
            <Button variant="outline" onClick={() => void exportCsv()}>
              <Download aria-hidden="true" />
              Exportar CSV
            </Button>
            <Button onClick={() => setForm({ open: true })}>
              <Plus aria-hidden="true" />
              Nuevo Estudiante
            </Button>
          </>
        }
      />
      <SearchInput label="Buscar estudiantes" placeholder="Buscar por nombre, carné o correo" onSearch={setQuery} className="mb-6" />
      <StudentTable query={query} onEdit={(student) => setForm({ open: true, student })} onDelete={(student) => setToDelete({ open: true, student })} />
      <StudentFormDialog open={form.open} student={form.student} onOpenChange={(open) => setForm((current) => ({ ...current, open }))} />
      <ImportDialog kind="students" open={importing} onOpenChange={setImporting} />
      <DeleteStudentDialog open={toDelete.open} student={toDelete.student} onClose={() => setToDelete((current) => ({ ...current, open: false }))} />
    </section>
  );
}
