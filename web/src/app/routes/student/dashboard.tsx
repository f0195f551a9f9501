import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { BookOpen, FileText, GraduationCap } from 'lucide-react';
import { labelOf } from '@contracts/catalogues/catalogue';
import { SEMESTERS } from '@contracts/catalogues/semesters';
import { StatCard } from '@/components/stat-card';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { entityDocumentsQueryOptions } from '@/features/documents/api/documents';
import { ownGradesQueryOptions } from '@/features/grades/api/grades';
import { averageOf } from '@/features/grades/components/grade-groups';
import { ownStudentProfileQueryOptions } from '@/features/students/api/student-profile';
import { compareCodes } from '@/lib/compare';
import { formatDate, formatGrade, formatNumber } from '@/lib/format';
import { useCurrentUser } from '@/lib/session';

/** /student/dashboard: welcome, their counts (documents, courses with grades, average), latest grades and documents. */
export function StudentDashboardPage() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const record = useQuery(ownStudentProfileQueryOptions());
  const grades = useQuery(ownGradesQueryOptions());
  const documents = useQuery({
    ...entityDocumentsQueryOptions('student', record.data?.id ?? 0),
    enabled: record.data !== undefined,
  });
  const shown = (value: number | undefined, failed: boolean) =>
    value !== undefined ? formatNumber(value) : failed ? '—' : '…';
  const average = grades.data ? averageOf(grades.data) : undefined;
  const latestGrades = [...(grades.data ?? [])].sort((a, b) => compareCodes(b.updated_at, a.updated_at)).slice(0, 5);
  const latestDocuments = (documents.data ?? []).filter((document) => !document.is_profile_photo).slice(0, 5);
  const name = record.data?.full_name ?? user.profile?.full_name ?? user.email;
  return (
    <section className="grid gap-6">
      <Card className="bg-gradient-to-br from-primary to-violet-700 text-primary-foreground">
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            <Trans>¡Bienvenido, {name}!</Trans>
          </h1>
          <p className="opacity-90">
            <Trans>Tus notas y tus documentos en un vistazo.</Trans>
          </p>
        </CardHeader>
      </Card>
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard
          label={t`Documentos`}
          value={shown(documents.data?.filter((document) => !document.is_profile_photo).length, documents.isError)}
          note={t`En tu expediente`}
          icon={FileText}
        />
        <StatCard
          label={t`Cursos con nota`}
          value={shown(
            grades.data ? new Set(grades.data.map((grade) => grade.course_title.toLowerCase())).size : undefined,
            grades.isError,
          )}
          note={t`Cursos calificados`}
          icon={BookOpen}
        />
        <StatCard
          label={t`Promedio`}
          value={grades.data ? (average === undefined ? '—' : formatNumber(average)) : grades.isError ? '—' : '…'}
          note={t`De tus notas numéricas`}
          icon={GraduationCap}
        />
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <h2 className="text-lg leading-tight font-semibold">
              <Trans>Últimas notas</Trans>
            </h2>
            <CardDescription>
              <Link to="/grades" className="underline underline-offset-2">
                <Trans>Ver todas tus notas</Trans>
              </Link>
            </CardDescription>
          </CardHeader>
          <CardContent>
            {grades.isError ? (
              <p role="alert" className="text-destructive">
                <Trans>No se pudieron cargar tus notas.</Trans>
              </p>
            ) : null}
            {grades.data && latestGrades.length === 0 ? (
              <p className="text-muted-foreground">
                <Trans>Aún no tienes notas registradas.</Trans>
              </p>
            ) : null}
            <ul className="grid gap-2" aria-label={t`Últimas notas`}>
              {latestGrades.map((grade) => (
                <li
                  key={grade.id}
                  className="flex items-center justify-between gap-3 rounded-md border px-3 py-2 text-sm"
                >
                  <span>
                    <span className="font-medium">{grade.course_title}</span>
                    <span className="block text-xs text-muted-foreground">
                      {grade.academic_year} · {grade.semester ? labelOf(SEMESTERS, grade.semester) : ''}
                    </span>
                  </span>
                  <span className="text-lg font-semibold tabular-nums">{formatGrade(grade.grade)}</span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <h2 className="text-lg leading-tight font-semibold">
              <Trans>Documentos recientes</Trans>
            </h2>
            <CardDescription>
              <Link to="/documents" className="underline underline-offset-2">
                <Trans>Ver tus documentos</Trans>
              </Link>
            </CardDescription>
          </CardHeader>
          <CardContent>
            {documents.isError ? (
              <p role="alert" className="text-destructive">
                <Trans>No se pudieron cargar tus documentos.</Trans>
              </p>
            ) : null}
            {documents.data && latestDocuments.length === 0 ? (
              <p className="text-muted-foreground">
                <Trans>Aún no tienes documentos.</Trans>
              </p>
            ) : null}
            <ul className="grid gap-2" aria-label={t`Documentos recientes`}>
              {latestDocuments.map((document) => (
                <li
                  key={document.id}
                  className="flex items-center justify-between gap-3 rounded-md border px-3 py-2 text-sm"
                >
                  <span className="min-w-0 font-medium [overflow-wrap:anywhere]">{document.original_name}</span>
                  <span className="shrink-0 text-xs text-muted-foreground">{formatDate(document.created_at)}</span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
    </section>
  );
}
