import { PageHeader } from '@/components/page-header';
import { OwnGrades } from '@/features/grades/components/own-grades';

/** /grades (§2.2): the student's grades by academic year and semester. */
export function GradesPage() {
  return (
    <section>
      <PageHeader title="Mis notas" description="Tus calificaciones por curso y semestre." />
      <OwnGrades />
    </section>
  );
}
