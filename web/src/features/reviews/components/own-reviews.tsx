import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { CalendarCheck, ClipboardPen, Download } from 'lucide-react';
import { labelText } from '@contracts/catalogues/catalogue';
import { REVIEW_DEADLINE_LABELS, type ReviewSummary } from '@contracts/reviews';
import { TableView } from '@/components/data-table';
import { ListState } from '@/components/list-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { downloadReviewPdf, ownReviewsQueryOptions } from '../api/reviews';
import { LateNote, ReviewStateBadge } from './review-labels';
import { ReviewScreen } from './review-screen';

/** 'Autoinforme: 15/1/2027', the next deadline of the reader's part. */
function NextDeadline({ review }: { review: ReviewSummary }) {
  useLinguiRuntime(); // written again when the language changes
  if (!review.next_deadline) return <span className="text-muted-foreground">—</span>;
  const kind = labelText(REVIEW_DEADLINE_LABELS[review.next_deadline.kind]);
  const due = formatDate(review.next_deadline.due);
  return (
    <span>
      {kind}: {due}
    </span>
  );
}

const evaluationHref = (id: number) => `/admin/evaluations/${id}`;

/** 'Mis evaluaciones' (a reviewer): the reviews assigned to them, open cycles first, with what is next and who is late. */
export function ReviewerList() {
  const { t } = useLingui();
  const mine = useQuery(ownReviewsQueryOptions());
  const teacherLink = (review: ReviewSummary) => (
    <Link to={evaluationHref(review.id)} className="font-medium break-words underline-offset-4 hover:underline">
      {review.teacher.name}
    </Link>
  );
  const columns: ColumnDef<ReviewSummary, unknown>[] = [
    {
      id: 'teacher',
      header: t`Profesor`,
      cell: ({ row }) => teacherLink(row.original),
      meta: { rowHeader: true, cellClassName: 'text-left' },
    },
    { id: 'cycle', header: t`Ciclo`, cell: ({ row }) => row.original.cycle.name },
    { id: 'state', header: t`Estado`, cell: ({ row }) => <ReviewStateBadge state={row.original.state} /> },
    { id: 'next', header: t`Próximo plazo`, cell: ({ row }) => <NextDeadline review={row.original} /> },
    {
      id: 'late',
      header: t`Retraso`,
      cell: ({ row }) => (row.original.late ? <LateNote late={row.original.late} /> : <Trans>En plazo</Trans>),
    },
  ];
  return (
    <ListState
      query={mine}
      isEmpty={(data) => data.as_reviewer.length === 0}
      loading={{ label: t`Cargando tus evaluaciones`, rows: 4, rowClassName: 'h-12' }}
      error={{
        title: t`No se pudieron cargar tus evaluaciones`,
        detail: (error) => getErrorMessage(error, t`inténtalo de nuevo`),
        retryLabel: t`Reintentar`,
      }}
      empty={{
        icon: ClipboardPen,
        title: t`No tienes revisiones asignadas`,
        detail: t`Cuando un ciclo te asigne profesores, sus revisiones aparecerán aquí.`,
      }}
    >
      {(data) => (
        <TableView
          rows={data.as_reviewer}
          columns={columns}
          rowKey={(row) => row.id}
          caption={t`Revisiones que evalúas`}
          region={t`Tabla de revisiones que evalúas`}
          tableClassName="min-w-[48rem]"
          renderCard={(review) => (
            <div className="grid gap-1">
              <div className="flex items-start justify-between gap-2">
                {teacherLink(review)}
                <ReviewStateBadge state={review.state} />
              </div>
              <span className="text-sm text-muted-foreground">{review.cycle.name}</span>
              <span className="text-sm">
                <NextDeadline review={review} />
              </span>
              {review.late ? <LateNote late={review.late} /> : null}
            </div>
          )}
        />
      )}
    </ListState>
  );
}

/** 'Descargar PDF' of a closed review of the teacher's own. */
function PdfButton({ review }: { review: ReviewSummary }) {
  const { t } = useLingui();
  const [pending, setPending] = useState(false);
  const name = review.cycle.name;
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={pending}
      aria-label={t`Descargar el PDF de ${name}`}
      onClick={() => {
        setPending(true);
        downloadReviewPdf(review.id, undefined, t`revision-${review.cycle.year}.pdf`)
          .catch((error: unknown) =>
            toast({
              title: t`No se pudo descargar el PDF`,
              description: getErrorMessage(error, t`Inténtalo de nuevo en unos segundos.`),
              variant: 'destructive',
            }),
          )
          .finally(() => setPending(false));
      }}
    >
      {pending ? <Spinner aria-hidden="true" /> : <Download aria-hidden="true" />}
      <Trans>PDF</Trans>
    </Button>
  );
}

/** The teacher's reviews of other years (or other cycles), read-only, each with its PDF once closed. */
function PastReviews({ reviews }: { reviews: ReviewSummary[] }) {
  const { t } = useLingui();
  const link = (review: ReviewSummary) => (
    <Link to={`/teacher/review/${review.id}`} className="font-medium break-words underline-offset-4 hover:underline">
      {review.cycle.name}
    </Link>
  );
  const columns: ColumnDef<ReviewSummary, unknown>[] = [
    {
      id: 'cycle',
      header: t`Ciclo`,
      cell: ({ row }) => link(row.original),
      meta: { rowHeader: true, cellClassName: 'text-left' },
    },
    { id: 'year', header: t`Periodo`, cell: ({ row }) => row.original.cycle.year },
    { id: 'state', header: t`Estado`, cell: ({ row }) => <ReviewStateBadge state={row.original.state} /> },
    { id: 'reviewer', header: t`Evaluador`, cell: ({ row }) => row.original.reviewer.name },
    {
      id: 'pdf',
      header: () => (
        <span className="sr-only">
          <Trans>Documento</Trans>
        </span>
      ),
      cell: ({ row }) => (row.original.state === 'closed' ? <PdfButton review={row.original} /> : null),
      meta: { headerClassName: 'text-right', cellClassName: 'text-right' },
    },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Años anteriores</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {reviews.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>Todavía no tienes revisiones de años anteriores.</Trans>
          </p>
        ) : (
          <TableView
            rows={reviews}
            columns={columns}
            rowKey={(row) => row.id}
            caption={t`Tus revisiones de años anteriores`}
            frameClassName="relative"
            renderCard={(review) => (
              <div className="grid gap-1">
                <div className="flex items-start justify-between gap-2">
                  {link(review)}
                  <ReviewStateBadge state={review.state} />
                </div>
                <span className="text-sm text-muted-foreground">
                  <Trans>
                    Periodo {review.cycle.year} · Evaluador: {review.reviewer.name}
                  </Trans>
                </span>
                {review.state === 'closed' ? (
                  <div>
                    <PdfButton review={review} />
                  </div>
                ) : null}
              </div>
            )}
          />
        )}
      </CardContent>
    </Card>
  );
}

/**
 * 'Mi revisión anual' (a teacher): the review of the open cycle to write, answer or read, and the reviews of past
 * years below.
 */
export function TeacherReviews() {
  const { t } = useLingui();
  const mine = useQuery(ownReviewsQueryOptions());
  return (
    <ListState
      query={mine}
      isEmpty={() => false}
      loading={{ label: t`Cargando tu revisión`, rows: 3, rowClassName: 'h-24' }}
      error={{
        title: t`No se pudo cargar tu revisión`,
        detail: (error) => getErrorMessage(error, t`inténtalo de nuevo`),
        retryLabel: t`Reintentar`,
      }}
      empty={{ title: '' }}
    >
      {(data) => {
        const current = data.as_teacher.find((review) => review.cycle.state === 'open');
        const past = data.as_teacher.filter((review) => review !== current);
        return (
          <div className="grid min-w-0 grid-cols-1 gap-8">
            {current ? (
              <ReviewScreen reviewId={current.id} />
            ) : (
              <div className="grid gap-6">
                <PageHeader className="mb-0" title={t`Mi revisión anual`} />
                <div className="grid justify-items-center gap-2 rounded-lg border border-dashed p-8 text-center text-muted-foreground">
                  <CalendarCheck aria-hidden="true" className="size-8" />
                  <p className="font-medium text-foreground">
                    <Trans>No tienes una revisión abierta</Trans>
                  </p>
                  <p className="text-sm">
                    <Trans>Cuando la escuela abra el ciclo del año, tu autoinforme aparecerá aquí.</Trans>
                  </p>
                </div>
              </div>
            )}
            <PastReviews reviews={past} />
          </div>
        );
      }}
    </ListState>
  );
}
