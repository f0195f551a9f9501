import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { BookOpen, CalendarDays, FileText, Users } from 'lucide-react';
import { gradedStudentsQueryOptions, teacherStatsQueryOptions } from '../../api/teacher-profile';
import { StatCard } from '@/components/stat-card';

const figure = (query: { data?: number; isError: boolean }, available: boolean) =>
  query.data !== undefined ? String(query.data) : query.isError || !available ? '—' : '…';

/** Documents on their profile, students they have graded, courses they teach (counted by the page); the schedule is not built yet and says so. */
export function DashboardStats({
  teacherId,
  courseCount,
}: {
  teacherId: number | null;
  courseCount: { data?: number; isError: boolean };
}) {
  const { t } = useLingui();
  const stats = useQuery({ ...teacherStatsQueryOptions(teacherId ?? 0), enabled: teacherId !== null });
  const students = useQuery({ ...gradedStudentsQueryOptions(), enabled: teacherId !== null });
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        label={t`Total documentos`}
        value={figure({ data: stats.data?.documentCount, isError: stats.isError }, teacherId !== null)}
        note={t`Documentos en tu perfil`}
        icon={FileText}
      />
      <StatCard
        label={t`Estudiantes`}
        value={figure(students, teacherId !== null)}
        note={t`Estudiantes con notas tuyas`}
        icon={Users}
      />
      <StatCard
        label={t`Cursos`}
        value={figure(courseCount, teacherId !== null)}
        note={t`Cursos que impartes`}
        icon={BookOpen}
      />
      <StatCard label={t`Horario`} value="—" note={t`Próximamente`} icon={CalendarDays} />
    </div>
  );
}
