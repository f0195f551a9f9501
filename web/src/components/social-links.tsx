import { ExternalLink } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

export interface SocialMedia {
  linkedin?: string;
  linktree?: string;
  portfolio?: string;
}

const NETWORKS = [
  { key: 'linkedin', label: msg`LinkedIn` },
  { key: 'portfolio', label: msg`Portafolio` },
  { key: 'linktree', label: msg`Linktree` },
] as const;

/** Only web links are followed; anything else (javascript:, data:, …) is not rendered. */
const isWebLink = (url: string | undefined): url is string => !!url && /^https?:\/\//i.test(url);

/** The teacher's social links (linkedin, portfolio, linktree), each opening in a new tab. */
export function SocialLinks({ social }: { social: SocialMedia | null | undefined }) {
  const { t } = useLingui();
  const links = NETWORKS.filter(({ key }) => isWebLink(social?.[key]));
  if (links.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>Sin redes sociales</Trans>
      </p>
    );
  return (
    <ul aria-label={t`Redes sociales`} className="grid gap-1.5">
      {links.map(({ key, label }) => (
        <li key={key}>
          <a
            href={social![key]}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 text-sm text-primary underline-offset-4 hover:underline"
          >
            <ExternalLink aria-hidden="true" className="size-3.5" />
            {t(label)}
            <span className="sr-only">
              {' '}
              <Trans>(se abre en una pestaña nueva)</Trans>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
