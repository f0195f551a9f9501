import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { BackLink } from '@/components/back-link';
import { ListState } from '@/components/list-state';
import { PageHeader } from '@/components/page-header';
import { getErrorMessage } from '@/lib/api-client';
import { cycleQueryOptions } from '@/features/reviews/api/reviews';
import { CycleForm } from '@/features/reviews/components/cycle-form';
import { CycleList, NewCycleButton } from '@/features/reviews/components/cycle-list';
import { CycleOverview } from '@/features/reviews/components/cycle-overview';
import { ReviewerList } from '@/features/reviews/components/own-reviews';
import { ReviewScreen } from '@/features/reviews/components/review-screen';

const idParam = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : 0;
};

/** /admin/reviews (staff, issue 46): the review cycles. */
export function ReviewCyclesPage() {
  const { t } = useLingui();
  return (
    <section>
      <PageHeader
        title={t`Revisiones anuales`}
        description={t`Cada ciclo: los profesores, sus evaluadores, los plazos y cómo avanza cada revisión.`}
        actions={<NewCycleButton />}
      />
      <CycleList />
    </section>
  );
}

/** /admin/reviews/new (staff): a new cycle, in preparation until opened. */
export function NewReviewCyclePage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <section>
      <BackLink to="/admin/reviews">
        <Trans>Volver a revisiones anuales</Trans>
      </BackLink>
      <PageHeader title={t`Nuevo ciclo de revisión`} description={t`Los campos con * son obligatorios.`} />
      <CycleForm
        onSaved={(cycle) => void navigate(`/admin/reviews/${cycle.id}`)}
        onCancel={() => void navigate('/admin/reviews')}
      />
    </section>
  );
}

/** /admin/reviews/:id/edit (staff): the cycle's settings, while in preparation. */
export function EditReviewCyclePage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const id = idParam(useParams().id);
  const cycle = useQuery(cycleQueryOptions(id));
  return (
    <section>
      <BackLink to={`/admin/reviews/${id}`}>
        <Trans>Volver al ciclo</Trans>
      </BackLink>
      <PageHeader title={t`Editar ciclo de revisión`} description={t`Los campos con * son obligatorios.`} />
      <ListState
        query={cycle}
        isEmpty={() => false}
        loading={{ label: t`Cargando el ciclo`, rows: 4, rowClassName: 'h-24' }}
        error={{
          title: t`No se pudo cargar el ciclo`,
          detail: (error) => getErrorMessage(error, t`inténtalo de nuevo`),
          retryLabel: t`Reintentar`,
        }}
        empty={{ title: '' }}
      >
        {(data) =>
          data.can.edit ? (
            <CycleForm
              cycle={data}
              onSaved={() => void navigate(`/admin/reviews/${id}`)}
              onCancel={() => void navigate(`/admin/reviews/${id}`)}
            />
          ) : (
            <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
              <Trans>El ciclo ya está abierto: sus secciones, escala y profesores no cambian.</Trans>
            </p>
          )
        }
      </ListState>
    </section>
  );
}

/** /admin/reviews/:id (staff): the cycle, its moves and its progress. */
export function ReviewCyclePage() {
  const id = idParam(useParams().id);
  return (
    <section>
      <BackLink to="/admin/reviews">
        <Trans>Volver a revisiones anuales</Trans>
      </BackLink>
      <CycleOverview cycleId={id} />
    </section>
  );
}

/** /admin/reviews/:id/reviews/:reviewId (staff): one review of the cycle; a reason first unless its reviewer. */
export function CycleReviewPage() {
  const params = useParams();
  const cycleId = idParam(params.id);
  const reviewId = idParam(params.reviewId);
  return (
    <section>
      <ReviewScreen
        key={reviewId}
        reviewId={reviewId}
        back={
          <BackLink to={`/admin/reviews/${cycleId}`}>
            <Trans>Volver al ciclo</Trans>
          </BackLink>
        }
      />
    </section>
  );
}

/** /admin/evaluations (staff, issue 46): the reviews the signed-in staff member evaluates. */
export function EvaluationsPage() {
  const { t } = useLingui();
  return (
    <section>
      <PageHeader
        title={t`Mis evaluaciones`}
        description={t`Las revisiones que te han asignado: lee cada autoinforme, coméntalo y valóralo.`}
      />
      <ReviewerList />
    </section>
  );
}

/** /admin/evaluations/:reviewId: a review the staff member evaluates. */
export function EvaluationPage() {
  const reviewId = idParam(useParams().reviewId);
  return (
    <section>
      <ReviewScreen
        key={reviewId}
        reviewId={reviewId}
        back={
          <BackLink to="/admin/evaluations">
            <Trans>Volver a mis evaluaciones</Trans>
          </BackLink>
        }
      />
    </section>
  );
}

/**
 * /reviews/:reviewId (any signed-in person; the server decides): where the review's notifications and mails lead.
 * The back link follows how the reader stands to it: the teacher's page, the reviewer's list, or the cycle.
 */
export function ReviewLinkPage() {
  const reviewId = idParam(useParams().reviewId);
  return (
    <section>
      <ReviewScreen
        key={reviewId}
        reviewId={reviewId}
        back={(review) =>
          review?.viewer === 'teacher' ? (
            <BackLink to="/teacher/review">
              <Trans>Volver a mi revisión anual</Trans>
            </BackLink>
          ) : review?.viewer === 'reviewer' ? (
            <BackLink to="/admin/evaluations">
              <Trans>Volver a mis evaluaciones</Trans>
            </BackLink>
          ) : (
            <BackLink to={review ? `/admin/reviews/${review.cycle.id}` : '/admin/reviews'}>
              <Trans>Volver a revisiones anuales</Trans>
            </BackLink>
          )
        }
      />
    </section>
  );
}
