import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { FileArchive, Lock, PencilLine, PlayCircle, Trash2 } from 'lucide-react';
import type { ReviewCycle } from '@contracts/reviews';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { ListState } from '@/components/list-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatDate, formatNumber } from '@/lib/format';
import { cycleQueryOptions, useCycleMove, useDeleteCycle } from '../api/reviews';
import { CycleProgress } from './cycle-progress';
import { MoveDialog } from './move-dialog';
import { ReviewBatchDialog } from './review-batch-dialog';
import { CycleStateBadge } from './review-labels';

type CycleDialog = 'open' | 'close' | 'delete' | 'batch' | null;

/** The moves staff may make on the cycle, each shown only when the cycle's `can` says so. */
function CycleActions({ cycle }: { cycle: ReviewCycle }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<CycleDialog>(null);
  const move = useCycleMove();
  const remove = useDeleteCycle({ onSuccess: () => void navigate('/admin/reviews') });
  const close = () => setDialog(null);
  const run = (which: 'open' | 'close', note: string) =>
    move.mutate(
      { id: cycle.id, move: which, note },
      {
        onSuccess: () => {
          close();
          toast({ title: which === 'open' ? t`Ciclo abierto` : t`Ciclo cerrado` });
        },
        onError: (error) =>
          toast({
            title: which === 'open' ? t`No se pudo abrir el ciclo` : t`No se pudo cerrar el ciclo`,
            description: getErrorMessage(error, t`Inténtalo de nuevo.`),
            variant: 'destructive',
          }),
      },
    );
  const teachers = cycle.teachers;
  return (
    <>
      {cycle.can.edit ? (
        <Button asChild variant="outline">
          <Link to={`/admin/reviews/${cycle.id}/edit`}>
            <PencilLine aria-hidden="true" />
            <Trans>Editar ciclo</Trans>
          </Link>
        </Button>
      ) : null}
      {cycle.can.delete ? (
        <Button variant="outline" onClick={() => setDialog('delete')}>
          <Trash2 aria-hidden="true" />
          <Trans>Eliminar ciclo</Trans>
        </Button>
      ) : null}
      {cycle.can.open ? (
        <Button onClick={() => setDialog('open')}>
          <PlayCircle aria-hidden="true" />
          <Trans>Abrir ciclo</Trans>
        </Button>
      ) : null}
      {cycle.can.download_documents ? (
        <Button variant="outline" onClick={() => setDialog('batch')}>
          <FileArchive aria-hidden="true" />
          <Trans>PDF de todas (ZIP)</Trans>
        </Button>
      ) : null}
      {cycle.can.close ? (
        <Button variant="destructive" onClick={() => setDialog('close')}>
          <Lock aria-hidden="true" />
          <Trans>Cerrar ciclo</Trans>
        </Button>
      ) : null}
      <MoveDialog
        open={dialog === 'open'}
        onOpenChange={(open) => !open && close()}
        title={t`¿Abrir el ciclo?`}
        description={
          <Trans>
            Se crea la revisión de cada profesor (
            <Plural value={teachers} one="# profesor" other="# profesores" />) y se les avisa. Las secciones, la escala
            y los profesores ya no cambian.
          </Trans>
        }
        confirmLabel={t`Abrir ciclo`}
        pending={move.isPending}
        onConfirm={() => run('open', '')}
      />
      <MoveDialog
        open={dialog === 'close'}
        onOpenChange={(open) => !open && close()}
        title={t`¿Cerrar el ciclo?`}
        description={t`Cada revisión del ciclo queda cerrada y de solo lectura para todos, terminada o no.`}
        confirmLabel={t`Cerrar ciclo`}
        destructive
        text={{ label: t`Nota (opcional)`, hint: t`Queda en el registro de auditoría.` }}
        pending={move.isPending}
        onConfirm={(note) => run('close', note)}
      />
      <ConfirmDeleteDialog
        open={dialog === 'delete'}
        onOpenChange={(open) => !open && close()}
        pending={remove.isPending}
        title={t`¿Eliminar ciclo?`}
        description={t`El ciclo «${cycle.name}» se elimina; todavía no tiene revisiones.`}
        onConfirm={() =>
          remove.mutate(cycle.id, {
            onError: (error) =>
              toast({
                title: t`No se pudo eliminar el ciclo`,
                description: getErrorMessage(error, t`Inténtalo de nuevo.`),
                variant: 'destructive',
              }),
          })
        }
      />
      {dialog === 'batch' ? (
        <ReviewBatchDialog cycleId={cycle.id} open onOpenChange={(open) => !open && close()} />
      ) : null}
    </>
  );
}

/** The cycle's settings as saved: who reviews whom, the sections and the scale. */
function CycleSettings({ cycle }: { cycle: ReviewCycle }) {
  const { t } = useLingui();
  const count = formatNumber(cycle.teachers);
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle as="h2">
            <Trans>Profesores y evaluadores</Trans>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-2 text-sm">
          {cycle.teacher_scope === 'all_active' ? (
            <p>
              <Trans>Todos los profesores activos ({count} ahora).</Trans>{' '}
              {cycle.default_reviewer ? <Trans>Evaluador por defecto: {cycle.default_reviewer.name}.</Trans> : null}
            </p>
          ) : (
            <p>
              <Trans>Solo los profesores elegidos ({count}).</Trans>
            </p>
          )}
          {/* Once open, who reviews whom is the progress's list (a school's every teacher): not repeated here. */}
          {cycle.state === 'draft' && cycle.assignments.length > 0 ? (
            <ul aria-label={t`Profesores y sus evaluadores`} className="grid gap-1">
              {cycle.assignments.map((assignment) => (
                <li key={assignment.teacher.id} className="break-words">
                  <Trans>
                    {assignment.teacher.name} — evalúa {assignment.reviewer.name}
                  </Trans>
                </li>
              ))}
            </ul>
          ) : null}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">
            <Trans>Secciones y escala</Trans>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3 text-sm">
          <ol aria-label={t`Secciones del autoinforme`} className="list-inside list-decimal">
            {cycle.sections.map((section) => (
              <li key={section.id} className="break-words">
                {section.title}
              </li>
            ))}
          </ol>
          <p>
            <span className="font-medium">
              <Trans>Escala:</Trans>
            </span>{' '}
            {cycle.rating_scale.join(' / ')}
          </p>
        </CardContent>
      </Card>
    </div>
  );
}

/**
 * A review cycle's page (staff): its state, period and deadlines and the moves it allows; in preparation its
 * settings, once open its progress (counts, late, by reviewer, the reviews with filters and CSV, the ZIP of PDFs).
 */
export function CycleOverview({ cycleId }: { cycleId: number }) {
  const { t } = useLingui();
  const cycle = useQuery(cycleQueryOptions(cycleId));
  return (
    <ListState
      query={cycle}
      isEmpty={() => false}
      loading={{ label: t`Cargando el ciclo`, rows: 3, rowClassName: 'h-24' }}
      error={{
        title: t`No se pudo cargar el ciclo`,
        detail: (error) => getErrorMessage(error, t`inténtalo de nuevo`),
        retryLabel: t`Reintentar`,
      }}
      empty={{ title: '' }}
    >
      {(data) => {
        const selfReport = formatDate(data.deadlines.self_report);
        const evaluation = formatDate(data.deadlines.evaluation);
        const response = formatDate(data.deadlines.response);
        return (
          <div className="grid min-w-0 grid-cols-1 gap-6">
            <PageHeader
              className="mb-0"
              title={data.name}
              description={
                <span className="flex flex-wrap items-center gap-2">
                  <CycleStateBadge state={data.state} />
                  <span>
                    <Trans>
                      Periodo {data.year} · Autoinforme {selfReport} · Evaluación {evaluation} · Respuesta {response}
                    </Trans>
                  </span>
                </span>
              }
              actions={<CycleActions cycle={data} />}
            />
            {data.state === 'draft' ? null : data.can.view_progress ? <CycleProgress cycleId={cycleId} /> : null}
            <CycleSettings cycle={data} />
          </div>
        );
      }}
    </ListState>
  );
}
