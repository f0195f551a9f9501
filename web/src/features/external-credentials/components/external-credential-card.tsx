import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Check, Download, RefreshCw, Trash2, X } from 'lucide-react';
import type { ExternalCredential } from '@contracts/external-credentials';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import {
  useDeleteExternalCredential,
  useDownloadExternalCredential,
  useRecheckExternalCredential,
  useReviewExternalCredential,
} from '../api/external-credentials';
import { CheckList } from './check-list';
import { verdictText } from './check-outcome';
import { CredentialFacts } from './credential-facts';
import { VerdictBadge } from './verdict-badge';

/**
 * A credential kept on the record: its title, verdict, issuer (staff's name for it, or 'Emisor no reconocido' and its
 * DID), dates, checks and what the viewer may do; for one pending review, staff may accept or reject it.
 */
export function ExternalCredentialCard({ credential }: { credential: ExternalCredential }) {
  const { t } = useLingui();
  const titleId = useId();
  const title = credential.title;
  const [confirming, setConfirming] = useState(false);
  const recheck = useRecheckExternalCredential({
    onSuccess: (checked) =>
      toast({ title: t`Credencial comprobada de nuevo`, description: t(verdictText(checked.verdict)) }),
    onError: (error) =>
      toast({
        title: t`Error al comprobar la credencial`,
        description: getErrorMessage(error, t`Inténtalo de nuevo.`),
        variant: 'destructive',
      }),
  });
  const remove = useDeleteExternalCredential({
    onSuccess: () => {
      setConfirming(false);
      toast({ title: t`Credencial eliminada` });
    },
    onError: (error) => {
      setConfirming(false);
      toast({
        title: t`Error al eliminar la credencial`,
        description: getErrorMessage(error, t`Inténtalo de nuevo.`),
        variant: 'destructive',
      });
    },
  });
  const review = useReviewExternalCredential({
    onSuccess: (reviewed) => toast({ title: t(verdictText(reviewed.verdict)), description: reviewed.title }),
    onError: (error) =>
      toast({
        title: t`Error al revisar la credencial`,
        description: getErrorMessage(error, t`Inténtalo de nuevo.`),
        variant: 'destructive',
      }),
  });
  const download = useDownloadExternalCredential();
  const onDownload = () =>
    download.mutate(credential.id, {
      onError: (error) =>
        toast({
          title: t`Error al descargar la credencial`,
          description: getErrorMessage(error, t`Inténtalo de nuevo.`),
          variant: 'destructive',
        }),
    });

  const onThis = (
    <span className="sr-only">
      {' '}
      <Trans>«{title}»</Trans>
    </span>
  );
  return (
    <article aria-labelledby={titleId}>
      <Card>
        <CardContent className="grid gap-4 p-4 sm:p-6">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h3 id={titleId} className="min-w-0 font-semibold [overflow-wrap:anywhere]">
              {credential.title}
            </h3>
            <VerdictBadge verdict={credential.verdict} />
          </div>
          <CredentialFacts credential={credential} checkedAt={formatDate(credential.checked_at)} />
          <CheckList checks={credential.checks} label={t`Comprobaciones de «${title}»`} />
          {credential.verdict === 'pending_review' ? (
            <p className="text-sm text-muted-foreground">
              {credential.can.review
                ? t`La firma es auténtica, pero el emisor no está reconocido o el titular no está confirmado: decide si se acepta en el registro.`
                : t`La firma es auténtica, pero el emisor no está reconocido o el titular no está confirmado: el personal de la escuela la revisará.`}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            {credential.can.review ? (
              <>
                <Button
                  size="sm"
                  disabled={review.isPending}
                  onClick={() => review.mutate({ id: credential.id, decision: 'accepted' })}
                >
                  <Check aria-hidden="true" />
                  <Trans>Aceptar</Trans>
                  {onThis}
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={review.isPending}
                  onClick={() => review.mutate({ id: credential.id, decision: 'rejected' })}
                >
                  <X aria-hidden="true" />
                  <Trans>Rechazar</Trans>
                  {onThis}
                </Button>
              </>
            ) : null}
            {credential.can.recheck ? (
              <Button
                variant="outline"
                size="sm"
                disabled={recheck.isPending}
                onClick={() => recheck.mutate(credential.id)}
              >
                <RefreshCw aria-hidden="true" className={recheck.isPending ? 'animate-spin' : undefined} />
                {recheck.isPending ? t`Comprobando...` : t`Volver a comprobar`}
                {onThis}
              </Button>
            ) : null}
            <Button variant="outline" size="sm" disabled={download.isPending} onClick={onDownload}>
              <Download aria-hidden="true" />
              <Trans>Descargar JSON</Trans>
              {onThis}
            </Button>
            {credential.can.delete ? (
              <ConfirmDeleteDialog
                open={confirming}
                onOpenChange={setConfirming}
                pending={remove.isPending}
                onConfirm={() => remove.mutate(credential.id)}
                title={t`¿Eliminar credencial externa?`}
                description={t`Se quitará «${title}» del registro de forma permanente. Esta acción no se puede deshacer.`}
                trigger={
                  <Button variant="outline" size="sm" className="text-destructive hover:text-destructive">
                    <Trash2 aria-hidden="true" />
                    <Trans>Eliminar</Trans>
                    {onThis}
                  </Button>
                }
              />
            ) : null}
          </div>
        </CardContent>
      </Card>
    </article>
  );
}
