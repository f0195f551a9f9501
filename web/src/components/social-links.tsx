import { ExternalLink } from 'lucide-react';

export interface SocialMedia {
  linkedin?: string;
  linktree?: string;
  portfolio?: string;
}

const NETWORKS = [
  { key: 'linkedin', label: 'LinkedIn' },
  { key: 'portfolio', label: 'Portafolio' },
  { key: 'linktree', label: 'Linktree' },
] as const;

/** Only web links are followed; anything else (javascript:, data:, …) is not rendered. */
const isWebLink = (url: string | undefined): url is string => !!url && /^https?:\/\//i.test(url);

/** The teacher's social links (linkedin, portfolio, linktree), each opening in a new tab. */
export function SocialLinks({ social }: { social: SocialMedia | null | undefined }) {
  const links = NETWORKS.filter(({ key }) => isWebLink(social?.[key]));
  if (links.length === 0) return <p className="text-sm text-muted-foreground">Sin redes sociales</p>;
  return (
    <ul aria-label="Redes sociales" className="grid gap-1.5">
      {links.map(({ key, label }) => (
        <li key={key}>
          <a
            href={social![key]}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 text-sm text-primary underline-offset-4 hover:underline"
          >
            <ExternalLink aria-hidden="true" className="size-3.5" />
            {label}
            <span className="sr-only"> (se abre en una pestaña nueva)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
