import { PageHeader } from '@/components/page-header';
import { GradeSheet } from '@/features/grades/components/grade-sheet';

/** /teacher/grades: the teacher records the grades of the courses they teach, a term at a time. */
export function TeacherGradesPage() {
  return (
    <section>
      <PageHeader
        title="Notas"
        description="Registra y corrige las notas de tus cursos: se guardan todas juntas o ninguna."
      />
      <GradeSheet />
    </section>
  );
}
