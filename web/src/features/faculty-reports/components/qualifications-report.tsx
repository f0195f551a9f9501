import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { CircleAlert, Download, FileText, PencilLine, TableProperties } from 'lucide-react';
import { ACADEMIC_TITLES } from '@contracts/catalogues/academic-titles';
import { labelOf, labelText } from '@contracts/catalogues/catalogue';
import { EXPERTISE_AREAS, type ExpertiseAreaCode } from '@contracts/catalogues/expertise-areas';
import {
  QUALIFICATION_STATE_LABELS,
  QUALIFICATION_STATES,
  type QualificationRow,
  type QualificationState,
} from '@contracts/faculty-reports';
import { CatalogueSelect } from '@/components/catalogue-select';
import { TableView } from '@/components/data-table';
import { expertiseLabels } from '@/components/expertise-area-list';
import { ListState } from '@/components/list-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { TooltipGroup } from '@/components/ui/tooltip';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import {
  downloadQualificationsCsv,
  downloadQualificationsPdf,
  qualificationsQueryOptions,
  type QualificationsFilters,
} from '../api/reports';
import { QualificationDialog } from './qualification-dialog';
import { TermFields, todayTerm, validYear } from './term-fields';

/** The basis as a badge: a degree or experience plainly, 'Sin justificar' flagged in the destructive colour. */
export function BasisBadge({ basis }: { basis: QualificationState }) {
  const label = labelText(QUALIFICATION_STATE_LABELS[basis]);
  if (basis === 'not_justified')
    return (
      <Badge variant="destructive" data-flag="not-justified">
        <CircleAlert aria-hidden="true" />
        {label}
      </Badge>
    );
  return <Badge variant={basis === 'degree' ? 'success' : 'secondary'}>{label}</Badge>;
}

/** Whether the teacher's areas cover the course's, in words. */
function Coverage({ row }: { row: QualificationRow }) {
  if (row.areas_covered === null)
    return (
      <span className="text-muted-foreground">
        <Trans>El curso no tiene áreas</Trans>
      </span>
    );
  return row.areas_covered ? (
    <span>
      <Trans>Cubiertas por el profesor</Trans>
    </span>
  ) : (
    <span className="text-destructive">
      <Trans>No cubiertas por el profesor</Trans>
    </span>
  );
}

function Justification({ row }: { row: QualificationRow }) {
  const { t } = useLingui();
  if (row.basis_source === 'rule') return <Trans>Título en el área del curso</Trans>;
  if (!row.justification && row.entries.length === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <div className="grid gap-1">
      {row.justification ? <p className="break-words whitespace-pre-line">{row.justification}</p> : null}
      {row.entries.length > 0 ? (
        <ul aria-label={t`Actividades del registro`} className="list-inside list-disc text-xs text-muted-foreground">
          {row.entries.map((entry) => (
            <li key={entry.id} className="break-words">
              {entry.title} ({entry.start_date.slice(0, 4)})
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

const titleOf = (row: QualificationRow) => (row.highest_title ? labelOf(ACADEMIC_TITLES, row.highest_title) : '—');

/**
 * 'Cualificaciones' (issue 45, staff): for a term, each course taught, its teacher, the teacher's highest title, the
 * course's areas and whether the teacher covers them, and the basis — a degree, professional experience (staff's
 * justification and record entries) or flagged as not justified; filters by area and basis; CSV as filtered.
 */
export function QualificationsReport() {
  const { t } = useLingui();
  const [semester, setSemester] = useState(() => todayTerm().semester);
  const [yearText, setYearText] = useState(() => String(todayTerm().year));
  const [area, setArea] = useState<ExpertiseAreaCode | 'all'>('all');
  const [basis, setBasis] = useState<QualificationState | 'all'>('all');
  const [editing, setEditing] = useState<QualificationRow | undefined>();
  const [lastYear, setLastYear] = useState(Number(yearText));
  const year = validYear(yearText) ? Number(yearText) : lastYear;
  if (year !== lastYear) setLastYear(year);
  const filters: QualificationsFilters = { semester, year, area, basis };
  const table = useQuery(qualificationsQueryOptions(filters));

  const exportFailed = (error: unknown) =>
    toast({ title: t`Error`, description: getErrorMessage(error, t`No se pudo exportar`), variant: 'destructive' });
  const exportCsv = () =>
    void downloadQualificationsCsv(filters, t`cualificaciones-${year}-${semester}.csv`).catch(exportFailed);
  const exportPdf = () =>
    void downloadQualificationsPdf(filters, t`cualificaciones-${year}-${semester}.pdf`).catch(exportFailed);
  const editLabel = (row: QualificationRow) =>
    row.basis === 'not_justified' ? t`Justificar ${row.course_name}` : t`Editar la base de ${row.course_name}`;
  const editButton = (row: QualificationRow) => (
    <Button variant="outline" size="sm" aria-label={editLabel(row)} onClick={() => setEditing(row)}>
      <PencilLine aria-hidden="true" />
      {row.basis === 'not_justified' ? <Trans>Justificar</Trans> : <Trans>Editar</Trans>}
    </Button>
  );

  const columns: ColumnDef<QualificationRow, unknown>[] = [
    {
      id: 'course',
      header: t`Curso`,
      cell: ({ row }) => (
        <span className="grid">
          <span className="font-medium">{row.original.course_name}</span>
          <span className="font-mono text-xs text-muted-foreground">{row.original.course_code}</span>
        </span>
      ),
      meta: { rowHeader: true, cellClassName: 'text-left' },
    },
    { id: 'teacher', header: t`Profesor`, cell: ({ row }) => row.original.teacher_name },
    { id: 'title', header: t`Título más alto`, cell: ({ row }) => titleOf(row.original) },
    {
      id: 'areas',
      header: t`Áreas del curso`,
      cell: ({ row }) => (
        <span className="grid gap-1">
          <span>{expertiseLabels(row.original.course_areas).join(', ') || '—'}</span>
          <span className="text-xs">
            <Coverage row={row.original} />
          </span>
        </span>
      ),
    },
    { id: 'basis', header: t`Base`, cell: ({ row }) => <BasisBadge basis={row.original.basis} /> },
    {
      id: 'justification',
      header: t`Justificación`,
      cell: ({ row }) => <Justification row={row.original} />,
      meta: { cellClassName: 'max-w-80 text-sm' },
    },
    {
      id: 'actions',
      header: () => (
        <span className="sr-only">
          <Trans>Acciones</Trans>
        </span>
      ),
      cell: ({ row }) => editButton(row.original),
      meta: { headerClassName: 'text-right', cellClassName: 'text-right' },
    },
  ];

  const areaEntries = [{ code: 'all', label: t`Todas las áreas` }, ...EXPERTISE_AREAS];
  const basisEntries = [
    { code: 'all', label: t`Todas las bases` },
    ...QUALIFICATION_STATES.map((code) => ({ code, label: QUALIFICATION_STATE_LABELS[code] })),
  ];

  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <div className="flex flex-wrap items-end gap-4">
        <TermFields semester={semester} yearText={yearText} onSemester={setSemester} onYear={setYearText} />
        <div className="grid gap-1">
          <Label htmlFor="qualifications-area">{t`Área`}</Label>
          <CatalogueSelect
            id="qualifications-area"
            className="w-56"
            entries={areaEntries}
            value={area}
            onValueChange={(value) => setArea(value as ExpertiseAreaCode | 'all')}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="qualifications-basis">{t`Base`}</Label>
          <CatalogueSelect
            id="qualifications-basis"
            className="w-56"
            entries={basisEntries}
            value={basis}
            onValueChange={(value) => setBasis(value as QualificationState | 'all')}
          />
        </div>
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
        query={table}
        isEmpty={(data) => data.items.length === 0 && Object.values(data.counts).every((count) => count === 0)}
        loading={{ label: t`Cargando cualificaciones`, rows: 5, rowClassName: 'h-12' }}
        error={{
          title: t`No se pudieron cargar las cualificaciones`,
          detail: (error) => getErrorMessage(error, t`inténtalo de nuevo`),
          retryLabel: t`Reintentar`,
        }}
        empty={{
          icon: TableProperties,
          title: t`Ningún curso con profesor en este periodo`,
          detail: t`Asigna profesores a los cursos para ver su cualificación.`,
        }}
      >
        {(data) => (
          <div className="grid min-w-0 grid-cols-1 gap-3" aria-busy={table.isPlaceholderData}>
            <p className="text-sm text-muted-foreground" role="status">
              <Trans>
                {formatNumber(data.counts.degree)} por titulación · {formatNumber(data.counts.experience)} por
                experiencia · {formatNumber(data.counts.not_justified)} sin justificar
              </Trans>
            </p>
            {data.source === 'courses' ? (
              <p className="rounded-md border border-dashed p-3 text-sm text-muted-foreground">
                <Trans>
                  Ninguna lista ni nota nombra este periodo todavía: se muestran los cursos actuales con profesor.
                </Trans>
              </p>
            ) : null}
            <TooltipGroup>
              <TableView
                rows={data.items}
                columns={columns}
                rowKey={(row) => row.course_id}
                caption={t`Cualificaciones del profesorado`}
                region={t`Tabla de cualificaciones`}
                // Relative: the actions' hidden heading is placed inside the scrolling frame, not past the page.
                frameClassName="relative"
                tableClassName="min-w-[60rem]"
                placeholder={<Trans>Ningún curso coincide con los filtros.</Trans>}
                renderCard={(row) => (
                  <div className="grid gap-2">
                    <div className="flex items-start justify-between gap-2">
                      <div className="grid min-w-0">
                        <span className="font-medium break-words">{row.course_name}</span>
                        <span className="font-mono text-xs text-muted-foreground">{row.course_code}</span>
                      </div>
                      <BasisBadge basis={row.basis} />
                    </div>
                    <p className="text-sm">
                      {row.teacher_name} · {titleOf(row)}
                    </p>
                    <p className="text-sm text-muted-foreground">
                      {expertiseLabels(row.course_areas).join(', ') || '—'} · <Coverage row={row} />
                    </p>
                    <div className="text-sm">
                      <Justification row={row} />
                    </div>
                    <div>{editButton(row)}</div>
                  </div>
                )}
              />
            </TooltipGroup>
          </div>
        )}
      </ListState>
      <QualificationDialog row={editing} onOpenChange={(open) => !open && setEditing(undefined)} />
    </div>
  );
}
