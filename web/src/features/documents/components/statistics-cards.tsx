import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { BookOpen, CalendarPlus, Download, Files, GraduationCap, Users } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatFileSize } from '@/lib/file-size';
import { documentStatisticsQueryOptions } from '../api/documents';

function StatCard({ label, value, detail, icon }: { label: string; value: number; detail?: string; icon: ReactNode }) {
  const labelId = useId();
  return (
    <Card role="group" aria-labelledby={labelId}>
      <CardContent className="flex items-start justify-between gap-3 p-5">
        <dl className="grid gap-1">
          <dt id={labelId} className="text-sm text-muted-foreground">
            {label}
          </dt>
          <dd className="text-2xl font-bold tabular-nums">{value}</dd>
          {detail ? <dd className="text-xs text-muted-foreground">{detail}</dd> : null}
        </dl>
        <span aria-hidden="true" className="rounded-lg bg-primary/10 p-2 text-primary [&_svg]:size-5">
          {icon}
        </span>
      </CardContent>
    </Card>
  );
}

/** The document counters of spec §2.10 (GET /api/documents/statistics). */
export function StatisticsCards() {
  const { t } = useLingui();
  const statistics = useQuery(documentStatisticsQueryOptions());
  if (statistics.isPending) {
    return (
      <div
        role="status"
        aria-label={t`Cargando estadísticas`}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6"
      >
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-28" />
        ))}
      </div>
    );
  }
  if (statistics.isError) {
    return (
      <p role="alert" className="rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-sm text-destructive">
        <Trans>No se pudieron cargar las estadísticas</Trans>
      </p>
    );
  }
  const stats = statistics.data;
  return (
    <section
      aria-label={t`Estadísticas de documentos`}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6"
    >
      <StatCard
        label={t`Total documentos`}
        value={stats.totalDocuments}
        detail={formatFileSize(stats.totalSizeBytes, 'MB')}
        icon={<Files />}
      />
      <StatCard label={t`Profesores`} value={stats.teacherDocsCount} icon={<Users />} />
      <StatCard label={t`Cursos`} value={stats.courseDocsCount} icon={<BookOpen />} />
      <StatCard label={t`Estudiantes`} value={stats.studentDocsCount} icon={<GraduationCap />} />
      <StatCard label={t`Subidos este año`} value={stats.docsUploadedThisYear} icon={<CalendarPlus />} />
      <StatCard label={t`Descargados este año`} value={stats.docsDownloadedThisYear} icon={<Download />} />
    </section>
  );
}
