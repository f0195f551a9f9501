import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Plus, Upload } from 'lucide-react';
import type { Teacher } from '@contracts/teachers';
import { ExportCsvButton } from '@/components/export-csv-button';
import { lazyPartOrNotice } from '@/components/load-failed-notice';
import { OnFirstOpen } from '@/components/on-first-open';
import { AllCvsButton } from '@/features/cv/components/cv-buttons';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { Button } from '@/components/ui/button';
import { TeacherGrid } from '@/features/teachers/components/teacher-grid';
import { loadOnIntent } from '@/lib/load-when-idle';

// The dialogs (Radix's dialog, the import's zod schemas, table and select) are not part of the list's first screen:
// their code is fetched at the first sign of use (pointing at, touching or focusing the page) and drawn from their
// first opening.
const loadTeacherFormDialog = () => import('@/features/teachers/components/teacher-form/teacher-form-dialog');
const loadImportDialog = () => import('@/features/people-csv/components/import-dialog');
const loadDeleteTeacherDialog = () => import('@/features/teachers/components/delete-teacher-dialog');
const TeacherFormDialog = lazyPartOrNotice(() => loadTeacherFormDialog().then((m) => m.TeacherFormDialog));
const ImportDialog = lazyPartOrNotice(() => loadImportDialog().then((m) => m.ImportDialog));
const DeleteTeacherDialog = lazyPartOrNotice(() => loadDeleteTeacherDialog().then((m) => m.DeleteTeacherDialog));
const loadDialogs = loadOnIntent(() =>
  Promise.all([loadTeacherFormDialog(), loadImportDialog(), loadDeleteTeacherDialog()]),
);

// The last target stays after closing, so a dialog keeps its content while it fades out.
interface FormState {
  open: boolean;
  mode: 'create' | 'edit';
  teacher?: Teacher;
}

/** /admin/teachers (spec §2.5): search, cards, New Teacher, Edit and Delete. */
export function TeachersPage() {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const [form, setForm] = useState<FormState>({ open: false, mode: 'create' });
  const [toDelete, setToDelete] = useState<{ open: boolean; teacher: Teacher | null }>({ open: false, teacher: null });
  const [importing, setImporting] = useState(false);

  return (
    <section onPointerOver={loadDialogs} onTouchStart={loadDialogs} onFocus={loadDialogs}>
      <PageHeader
        title={t`Gestión de Profesores`}
        description={t`Administra los profesores de la escuela.`}
        actions={
          <>
            <Button variant="outline" onClick={() => setImporting(true)}>
              <Upload aria-hidden="true" />
              <Trans>Importar CSV</Trans>
            </Button>
            <ExportCsvButton path="/api/staff/teachers.csv" query={query} fileName={t`profesores.csv`} />
            <AllCvsButton />
            <Button onClick={() => setForm({ open: true, mode: 'create' })}>
              <Plus aria-hidden="true" />
              <Trans>New Teacher</Trans>
            </Button>
          </>
        }
      />
      <SearchInput
        label={t`Buscar profesores`}
        placeholder={t`Buscar por nombre, correo o teléfono`}
        onSearch={setQuery}
        className="mb-6"
      />
      <TeacherGrid
        query={query}
        onEdit={(teacher) => setForm({ open: true, mode: 'edit', teacher })}
        onDelete={(teacher) => setToDelete({ open: true, teacher })}
      />
      <OnFirstOpen open={form.open}>
        <TeacherFormDialog
          open={form.open}
          mode={form.mode}
          teacher={form.teacher}
          onOpenChange={(open) => setForm((current) => ({ ...current, open }))}
        />
      </OnFirstOpen>
      <OnFirstOpen open={importing}>
        <ImportDialog kind="teachers" open={importing} onOpenChange={setImporting} />
      </OnFirstOpen>
      <OnFirstOpen open={toDelete.open}>
        <DeleteTeacherDialog
          open={toDelete.open}
          teacher={toDelete.teacher}
          onClose={() => setToDelete((current) => ({ ...current, open: false }))}
        />
      </OnFirstOpen>
    </section>
  );
}
