import { Trans, useLingui } from '@lingui/react/macro';
import { ph } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { BadgeCheck, CircleAlert, Download, ShieldX } from 'lucide-react';
import type { CredentialVerification } from '@contracts/badges';
import { InfoList } from '@/components/info-list';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { credentialDownloadUrl, credentialPageUrl, credentialVerificationQueryOptions } from '../../api/credentials';
import { BadgeImage } from '@/components/badge-image';
import { CREDENTIAL_STATUS_TEXT, credentialStatus } from './credential-status';
import { CredentialSharePanel } from './credential-share-panel';
import { RecipientCheck } from './recipient-check';

const STATUS_STYLE = {
  verified: { icon: BadgeCheck, className: 'border-emerald-300 bg-emerald-50 text-emerald-900' },
  revoked: { icon: ShieldX, className: 'border-destructive/40 bg-destructive/5 text-destructive' },
  unverified: { icon: CircleAlert, className: 'border-amber-300 bg-amber-50 text-amber-900' },
} as const;

function StatusBanner({ verification }: { verification: CredentialVerification }) {
  const { t } = useLingui();
  const status = credentialStatus(verification);
  const { icon: Icon, className } = STATUS_STYLE[status];
  return (
    <div role="status" className={cn('flex items-start gap-3 rounded-lg border p-4', className)}>
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="grid gap-1">
        <p className="font-semibold">{t(CREDENTIAL_STATUS_TEXT[status])}</p>
        {status === 'verified' ? (
          <p className="text-sm">
            <Trans>La firma es válida y el emisor la reconoce.</Trans>
          </p>
        ) : null}
        {status === 'revoked' ? (
          <p className="text-sm">
            {verification.revoked_at
              ? t`El emisor la revocó el ${ph({ date: formatDate(verification.revoked_at) })}.`
              : t`El emisor la revocó.`}
          </p>
        ) : null}
        {verification.replaced_by ? (
          <p className="text-sm">
            <Trans>
              Se volvió a emitir como una credencial nueva:{' '}
              <a
                href={credentialPageUrl(verification.replaced_by)}
                className="rounded-sm font-medium underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-ring"
              >
                ver la credencial nueva
              </a>
            </Trans>
          </p>
        ) : null}
        {status === 'unverified' && verification.problems.length > 0 ? (
          <ul className="list-disc pl-5 text-sm">
            {verification.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

function Message({ title, detail, onRetry }: { title: string; detail: string; onRetry?: () => void }) {
  return (
    <Card>
      <CardContent role="alert" className="grid justify-items-center gap-2 p-10 text-center">
        <h1 className="text-xl font-semibold">{title}</h1>
        <p className="text-muted-foreground">{detail}</p>
        {onRetry ? (
          <Button variant="outline" size="sm" onClick={onRetry}>
            <Trans>Reintentar</Trans>
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}

/**
 * A badge credential as anyone may check it (no sign-in): the badge, its recipient, issuer and date, whether it
 * verifies (or was revoked, or why not, or reissued as another), the signed JSON to download, what to take away
 * (QR code, print, baked image, LinkedIn) and the recipient check. Printed, it keeps the badge, the verdict, the QR
 * code and the address (the buttons and the forms are hidden).
 */
export function CredentialView({ id }: { id: string }) {
  const { t } = useLingui();
  const verification = useQuery(credentialVerificationQueryOptions(id));

  if (verification.isPending) {
    return (
      <div role="status" aria-label={t`Cargando credencial`} className="grid gap-4">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-72 w-full" />
      </div>
    );
  }
  if (verification.isError) {
    // Decided on the code (no such credential, or an id that is not one), never on the words.
    return verification.error instanceof ApiError && verification.error.code === 'CREDENTIAL_NOT_FOUND' ? (
      <Message
        title={t`Credencial no encontrada`}
        detail={t`El enlace no corresponde a ninguna credencial emitida. Revisa que esté completo.`}
      />
    ) : (
      <Message
        title={t`No se pudo cargar la credencial`}
        detail={t`Inténtalo de nuevo en unos momentos.`}
        onRetry={() => void verification.refetch()}
      />
    );
  }

  const credential = verification.data;
  return (
    <div className="grid gap-4">
      <StatusBanner verification={credential} />
      <Card className="overflow-hidden print:break-inside-avoid print:shadow-none">
        <div aria-hidden="true" className="h-2 w-full" style={{ backgroundColor: credential.badge_color }} />
        <CardContent className="grid gap-6 pt-6 sm:grid-cols-[auto_1fr]">
          <BadgeImage
            url={credential.badge_image_url}
            color={credential.badge_color}
            alt={t`Imagen del badge ${ph({ name: credential.badge_name })}`}
            className="size-28 justify-self-center"
          />
          <div className="grid content-start gap-3">
            <div className="grid gap-1">
              <p className="text-sm text-muted-foreground">
                <Trans>Badge</Trans>
              </p>
              <h1 className="text-2xl font-bold tracking-tight break-words">{credential.badge_name}</h1>
              {credential.badge_description ? (
                <p className="whitespace-pre-line text-muted-foreground">{credential.badge_description}</p>
              ) : null}
            </div>
            <InfoList
              items={[
                { label: t`Otorgado a`, value: credential.recipient_name },
                {
                  label: t`Emitido por`,
                  value: (
                    <>
                      {credential.issuer_name}{' '}
                      {/^https?:\/\//i.test(credential.issuer_url) ? (
                        <a
                          href={credential.issuer_url}
                          className="break-all text-primary underline-offset-4 hover:underline"
                          rel="noopener noreferrer"
                        >
                          {credential.issuer_url}
                        </a>
                      ) : (
                        <span className="break-all">{credential.issuer_url}</span>
                      )}
                    </>
                  ),
                },
                { label: t`Fecha de emisión`, value: formatDate(credential.valid_from) },
              ]}
            />
            <div className="print:hidden">
              <Button asChild variant="outline" size="sm">
                <a href={credentialDownloadUrl(id)} download>
                  <Download aria-hidden="true" />
                  <Trans>Descargar credencial (JSON)</Trans>
                </a>
              </Button>
            </div>
          </div>
        </CardContent>
      </Card>
      <CredentialSharePanel credential={credential} />
      <RecipientCheck id={credential.id} />
      <p className="text-xs text-muted-foreground">
        <Trans>
          Credencial Open Badges 3.0 firmada digitalmente. Identificador:{' '}
          <span className="font-mono break-all">{credential.id}</span>
        </Trans>
      </p>
    </div>
  );
}
