import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Plus, Upload } from 'lucide-react';
import type { Student } from '@contracts/students';
import { ExportCsvButton } from '@/components/export-csv-button';
import { lazyPartOrNotice } from '@/components/load-failed-notice';
import { OnFirstOpen } from '@/components/on-first-open';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { Button } from '@/components/ui/button';
import { StudentTable } from '@/features/students/components/student-table';
import { loadOnIntent } from '@/lib/load-when-idle';

// The dialogs (Radix's dialog, the forms library, zod, the import's table and select) are not part of the list's
// first screen: their code is fetched at the first sign of use and drawn from their first opening.
const loadStudentFormDialog = () => import('@/features/students/components/student-form-dialog');
const loadImportDialog = () => import('@/features/people-csv/components/import-dialog');
const loadDeleteStudentDialog = () => import('@/features/students/components/delete-student-dialog');
const StudentFormDialog = lazyPartOrNotice(() => loadStudentFormDialog().then((m) => m.StudentFormDialog));
const ImportDialog = lazyPartOrNotice(() => loadImportDialog().then((m) => m.ImportDialog));
const DeleteStudentDialog = lazyPartOrNotice(() => loadDeleteStudentDialog().then((m) => m.DeleteStudentDialog));
const loadDialogs = loadOnIntent(() =>
  Promise.all([loadStudentFormDialog(), loadImportDialog(), loadDeleteStudentDialog()]),
);

/** /admin/students: search, the table with the upload permission, 'Nuevo Estudiante', edit, delete, CSV export. */
export function StudentsPage() {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const [form, setForm] = useState<{ open: boolean; student?: Student }>({ open: false });
  const [toDelete, setToDelete] = useState<{ open: boolean; student: Student | null }>({ open: false, student: null });
  const [importing, setImporting] = useState(false);
  return (
    <section onPointerOver={loadDialogs} onTouchStart={loadDialogs} onFocus={loadDialogs}>
      <PageHeader
        title={t`Gestión de Estudiantes`}
        description={t`Estudiantes, sus permisos de subida, sus documentos y sus notas.`}
        actions={
          <>
            <Button variant="outline" onClick={() => setImporting(true)}>
              <Upload aria-hidden="true" />
              <Trans>Importar CSV</Trans>
            </Button>
            <ExportCsvButton path="/api/staff/students.csv" query={query} fileName={t`estudiantes.csv`} />
            <Button onClick={() => setForm({ open: true })}>
              <Plus aria-hidden="true" />
              <Trans>Nuevo Estudiante</Trans>
            </Button>
          </>
        }
      />
      <SearchInput
        label={t`Buscar estudiantes`}
        placeholder={t`Buscar por nombre, carné o correo`}
        onSearch={setQuery}
        className="mb-6"
      />
      <StudentTable
        query={query}
        onEdit={(student) => setForm({ open: true, student })}
        onDelete={(student) => setToDelete({ open: true, student })}
      />
      <OnFirstOpen open={form.open}>
        <StudentFormDialog
          open={form.open}
          student={form.student}
          onOpenChange={(open) => setForm((current) => ({ ...current, open }))}
        />
      </OnFirstOpen>
      <OnFirstOpen open={importing}>
        <ImportDialog kind="students" open={importing} onOpenChange={setImporting} />
      </OnFirstOpen>
      <OnFirstOpen open={toDelete.open}>
        <DeleteStudentDialog
          open={toDelete.open}
          student={toDelete.student}
          onClose={() => setToDelete((current) => ({ ...current, open: false }))}
        />
      </OnFirstOpen>
    </section>
  );
}
