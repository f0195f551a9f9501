import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { BriefcaseBusiness, ImageDown, Printer } from 'lucide-react';
import type { CredentialVerification } from '@contracts/badges';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { credentialBakedImageUrl, qrCodeQueryOptions } from '../../api/credentials';
import { credentialPageAddress, linkedInAddToProfileUrl } from './credential-share';

/** The page's address as a QR code (an image with its text alternative), for a printed CV. */
function PageQrCode({ address }: { address: string }) {
  const { t } = useLingui();
  const qr = useQuery(qrCodeQueryOptions(address));
  if (qr.isPending) return <Skeleton role="status" aria-label={t`Cargando código QR`} className="size-40" />;
  if (qr.isError)
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>No se pudo generar el código QR; la dirección sigue abajo.</Trans>
      </p>
    );
  return (
    <img
      src={`data:image/svg+xml;utf8,${encodeURIComponent(qr.data)}`}
      alt={t`Código QR con la dirección de esta página`}
      className="size-40 rounded-md border bg-white p-1"
    />
  );
}

/** A wide link-button whose words may wrap on a phone instead of widening the page. */
const WRAPPING = 'h-auto min-h-9 justify-start whitespace-normal py-2 text-left';

/**
 * What to take away: the page's QR code and address, 'Imprimir' (the print stylesheet keeps the badge, the verdict,
 * the QR and the address), and for the holder the baked badge image and LinkedIn's 'Add to profile'. The
 * page is public, so these are shown to everyone; they only read the public credential.
 */
export function CredentialSharePanel({ credential }: { credential: CredentialVerification }) {
  const titleId = useId();
  const holderId = useId();
  const address = credentialPageAddress({
    id: credential.id,
    issuerUrl: credential.issuer_url,
    origin: window.location.origin,
  });
  const linkedIn = linkedInAddToProfileUrl({
    name: credential.badge_name,
    organizationName: credential.issuer_name,
    issuedAt: credential.valid_from,
    certUrl: address,
    certId: credential.id,
  });
  return (
    <Card role="region" aria-labelledby={titleId} className="print:break-inside-avoid print:shadow-none">
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          <Trans>Compartir esta credencial</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="grid justify-items-center gap-3 text-center sm:grid-cols-[auto_1fr] sm:justify-items-start sm:text-left">
          <PageQrCode address={address} />
          <div className="grid min-w-0 content-start gap-3">
            <p className="text-sm">
              <span className="text-muted-foreground">
                <Trans>Dirección de esta página:</Trans>{' '}
              </span>
              <span className="font-mono break-all">{address}</span>
            </p>
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="justify-self-center sm:justify-self-start print:hidden"
              onClick={() => window.print()}
            >
              <Printer aria-hidden="true" />
              <Trans>Imprimir</Trans>
            </Button>
          </div>
        </div>
        <section aria-labelledby={holderId} className="grid gap-2 print:hidden">
          <h3 id={holderId} className="font-semibold">
            <Trans>Para el titular</Trans>
          </h3>
          <ul className="grid gap-2">
            <li>
              <Button asChild variant="outline" size="sm" className={WRAPPING}>
                <a href={credentialBakedImageUrl(credential.id)} download>
                  <ImageDown aria-hidden="true" />
                  <Trans>Descargar imagen del badge (con credencial)</Trans>
                </a>
              </Button>
            </li>
            <li>
              <Button asChild variant="outline" size="sm" className={WRAPPING}>
                <a href={linkedIn} target="_blank" rel="noopener noreferrer">
                  <BriefcaseBusiness aria-hidden="true" />
                  <Trans>
                    Añadir a mi perfil de LinkedIn<span className="sr-only"> (se abre en una pestaña nueva)</span>
                  </Trans>
                </a>
              </Button>
            </li>
          </ul>
        </section>
      </CardContent>
    </Card>
  );
}
