import { useQuery } from '@tanstack/react-query';
import { BookOpen, CalendarDays, FileText, Users } from 'lucide-react';
import { teacherStatsQueryOptions } from '../../api/teacher-profile';
import { StatCard } from './stat-card';

/** Total documents from the server; students, courses and schedule are not built yet and say so. */
export function DashboardStats({ teacherId }: { teacherId: number | null }) {
  const stats = useQuery({ ...teacherStatsQueryOptions(teacherId ?? 0), enabled: teacherId !== null });
  const documents = stats.data ? String(stats.data.documentCount) : stats.isError || teacherId === null ? '—' : '…';
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard label="Total documentos" value={documents} note="Documentos en tu perfil" icon={FileText} />
      <StatCard label="Estudiantes" value="—" note="Próximamente" icon={Users} />
      <StatCard label="Cursos" value="—" note="Próximamente" icon={BookOpen} />
      <StatCard label="Horario" value="—" note="Próximamente" icon={CalendarDays} />
    </div>
  );
}
