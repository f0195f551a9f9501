import { Trans } from '@lingui/react/macro';
import { Download, ExternalLink, ImageDown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { credentialBakedImageUrl, credentialDownloadUrl, credentialPageUrl } from '../api/credentials';

/**
 * 'Descargar credencial' (the signed Open Badges JSON; the route is public, so a plain link downloads it),
 * 'Descargar imagen' (the badge image with the credential baked in) and 'Ver credencial' (the public page, in a new
 * tab) for one award.
 */
export function CredentialLinks({ credentialId, badgeName }: { credentialId: string; badgeName: string }) {
  return (
    <div className="flex flex-wrap gap-x-3 gap-y-1">
      <Button asChild variant="link" size="sm" className="h-auto px-0">
        <a href={credentialDownloadUrl(credentialId)} download>
          <Download aria-hidden="true" />
          <Trans>
            Descargar credencial<span className="sr-only"> de {badgeName}</span>
          </Trans>
        </a>
      </Button>
      <Button asChild variant="link" size="sm" className="h-auto px-0">
        <a href={credentialBakedImageUrl(credentialId)} download>
          <ImageDown aria-hidden="true" />
          <Trans>
            Descargar imagen<span className="sr-only"> del badge {badgeName} (con credencial)</span>
          </Trans>
        </a>
      </Button>
      <Button asChild variant="link" size="sm" className="h-auto px-0">
        <a href={credentialPageUrl(credentialId)} target="_blank" rel="noopener noreferrer">
          <ExternalLink aria-hidden="true" />
          <Trans>
            Ver credencial<span className="sr-only"> de {badgeName} (se abre en una pestaña nueva)</span>
          </Trans>
        </a>
      </Button>
    </div>
  );
}
