import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { BadgeCheck, Download, FileText, ListChecks, Users, X } from 'lucide-react';
import { labelText } from '@contracts/catalogues/catalogue';
import type { Text } from '@contracts/i18n/texts';
import {
  ACTIVITY_KIND_GROUP_LABELS,
  ACTIVITY_SCOPE_LABELS,
  ACTIVITY_SELECTION_LABELS,
} from '@contracts/activity-labels';
import {
  REPORT_BREAKDOWN_LABELS,
  REPORT_YEAR_MIN,
  type ActivityReport as Report,
  type ReportCount,
} from '@contracts/faculty-reports';
import { ListState } from '@/components/list-state';
import { StatCard } from '@/components/stat-card';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import {
  activityReportQueryOptions,
  downloadActivityCsv,
  downloadActivityPdf,
  teacherMatchesQueryOptions,
} from '../api/reports';
import { TeachingTerms } from './teaching-terms';
import { validYear, YearField } from './term-fields';
import { YearBars } from './year-bars';

const barsOf = (rows: ReportCount[], labels: Record<string, Text>) =>
  rows.map((row) => ({ ...row, label: labelText(labels[row.key] ?? { id: row.key, message: row.key }) }));

/** Staff's choice of whose report: the school's, or one teacher's found by name. */
function TeacherPicker({
  teacher,
  onChange,
}: {
  teacher: { id: number; name: string } | null;
  onChange: (teacher: { id: number; name: string } | null) => void;
}) {
  const { t } = useLingui();
  const [q, setQ] = useState('');
  const debounced = useDebouncedValue(q, 250);
  const matches = useQuery(teacherMatchesQueryOptions(debounced));
  if (teacher)
    return (
      <div className="grid gap-1">
        <span className="text-sm font-medium">
          <Trans>Profesor</Trans>
        </span>
        <div className="flex items-center gap-2">
          <span className="rounded-md border px-3 py-1.5 text-sm">{teacher.name}</span>
          <Button variant="outline" size="sm" onClick={() => onChange(null)}>
            <X aria-hidden="true" />
            <Trans>Ver toda la escuela</Trans>
          </Button>
        </div>
      </div>
    );
  return (
    <div className="relative grid gap-1">
      <Label htmlFor="activity-report-teacher">{t`Un profesor`}</Label>
      <Input
        id="activity-report-teacher"
        type="search"
        className="w-64"
        placeholder={t`Buscar por nombre`}
        value={q}
        onChange={(event) => setQ(event.target.value)}
      />
      {debounced.trim() && matches.data ? (
        matches.data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground" role="status">
            <Trans>Ningún profesor coincide</Trans>
          </p>
        ) : (
          <ul aria-label={t`Profesores encontrados`} className="grid w-64 gap-1 rounded-md border bg-card p-1">
            {matches.data.items.map((match) => (
              <li key={match.id}>
                <button
                  type="button"
                  className="w-full rounded-sm px-2 py-1.5 text-left text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                  onClick={() => {
                    setQ('');
                    onChange({ id: match.id, name: match.full_name });
                  }}
                >
                  {match.full_name}
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}

/**
 * 'Informe anual de actividad' (issue 45): record entries by kind, by scope and by selection in a year beside the year
 * before, each breakdown a chart with its table, and the CSV. Staff read the school's or, chosen by name, one
 * teacher's (`canChooseTeacher`); a teacher reads their own (the server answers theirs).
 */
export function ActivityReport({ canChooseTeacher }: { canChooseTeacher: boolean }) {
  const { t } = useLingui();
  const thisYear = new Date().getFullYear();
  const [yearText, setYearText] = useState(String(thisYear));
  const [lastYear, setLastYear] = useState(thisYear);
  const [teacher, setTeacher] = useState<{ id: number; name: string } | null>(null);
  const year = validYear(yearText, REPORT_YEAR_MIN) ? Number(yearText) : lastYear;
  if (year !== lastYear) setLastYear(year);
  const teacherId = canChooseTeacher ? (teacher?.id ?? null) : null;
  const report = useQuery(activityReportQueryOptions(year, teacherId));

  const exportFailed = (error: unknown) =>
    toast({ title: t`Error`, description: getErrorMessage(error, t`No se pudo exportar`), variant: 'destructive' });
  const exportCsv = () => void downloadActivityCsv(year, teacherId, t`actividad-${year}.csv`).catch(exportFailed);
  const exportPdf = () => void downloadActivityPdf(year, teacherId, t`actividad-${year}.pdf`).catch(exportFailed);

  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <div className="flex flex-wrap items-end gap-4">
        <YearField
          id="activity-report-year"
          label={t`Año`}
          value={yearText}
          onChange={setYearText}
          min={REPORT_YEAR_MIN}
        />
        {canChooseTeacher ? <TeacherPicker teacher={teacher} onChange={setTeacher} /> : null}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={exportCsv}>
            <Download aria-hidden="true" />
            <Trans>Exportar CSV</Trans>
          </Button>
          <Button variant="outline" onClick={exportPdf}>
            <FileText aria-hidden="true" />
            <Trans>Exportar PDF</Trans>
          </Button>
        </div>
      </div>
      <ListState
        query={report}
        isEmpty={() => false}
        loading={{ label: t`Cargando el informe`, rows: 3, rowClassName: 'h-40' }}
        error={{
          title: t`No se pudo cargar el informe`,
          detail: (error) => getErrorMessage(error, t`inténtalo de nuevo`),
          retryLabel: t`Reintentar`,
        }}
        empty={{ title: '' }}
      >
        {(data) => <ReportBody report={data} busy={report.isPlaceholderData} />}
      </ListState>
    </div>
  );
}

function ReportBody({ report, busy }: { report: Report; busy: boolean }) {
  const { t } = useLingui();
  const { year, previous_year: previous, totals } = report;
  const whose = report.teacher?.name;
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6" aria-busy={busy}>
      <h2 className="text-lg font-semibold">
        {whose ? (
          <Trans>
            Actividad de {whose} en {year}
          </Trans>
        ) : (
          <Trans>Actividad de la escuela en {year}</Trans>
        )}
      </h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard
          label={t`Actividades`}
          icon={ListChecks}
          value={formatNumber(totals.entries.year)}
          note={t`${formatNumber(totals.entries.previous)} en ${previous}`}
        />
        <StatCard
          label={t`Verificadas`}
          icon={BadgeCheck}
          value={formatNumber(totals.verified.year)}
          note={t`${formatNumber(totals.verified.previous)} en ${previous}`}
        />
        <StatCard
          label={t`Profesores con actividad`}
          icon={Users}
          value={formatNumber(totals.teachers.year)}
          note={t`${formatNumber(totals.teachers.previous)} en ${previous}`}
        />
      </div>
      <div className="grid min-w-0 grid-cols-1 gap-6 lg:grid-cols-3">
        <YearBars
          caption={t`Por tipo`}
          category={t`Tipo`}
          year={year}
          previous={previous}
          bars={barsOf(report.by_kind, ACTIVITY_KIND_GROUP_LABELS)}
        />
        <YearBars
          caption={t`Por alcance`}
          category={t`Alcance`}
          year={year}
          previous={previous}
          bars={barsOf(report.by_scope, ACTIVITY_SCOPE_LABELS)}
        />
        <YearBars
          caption={t`Por selección`}
          category={t`Selección`}
          year={year}
          previous={previous}
          bars={barsOf(report.by_selection, ACTIVITY_SELECTION_LABELS)}
        />
      </div>
      <div className="grid min-w-0 grid-cols-1 gap-6 lg:grid-cols-3">
        <YearBars
          caption={t`Docencia`}
          category={t`Medida`}
          year={year}
          previous={previous}
          bars={barsOf(
            (['courses', 'students', 'graded'] as const).map((key) => ({ key, ...report.teaching[key] })),
            REPORT_BREAKDOWN_LABELS,
          )}
        />
        {report.teacher ? (
          <div className="min-w-0 lg:col-span-2">
            <TeachingTerms items={report.teaching.items} year={year} previous={previous} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
