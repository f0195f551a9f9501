import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/page-header';
import { GradeSheet } from '@/features/grades/components/grade-sheet';

/** /teacher/grades: the teacher records the grades of the courses they teach, a term at a time. */
export function TeacherGradesPage() {
  const { t } = useLingui();
  return (
    <section>
      <PageHeader
        title={t`Notas`}
        description={t`Registra y corrige las notas de tus cursos: se guardan todas juntas o ninguna.`}
      />
      <GradeSheet />
    </section>
  );
}
