import { Trans } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import type { PublicPage, PublicPageState as State } from '@contracts/public-pages';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format';

const STATE_LABELS: Record<State, MessageDescriptor> = {
  draft: msg`Borrador`,
  pending: msg`Esperando aprobación`,
  published: msg`Publicada`,
  taken_down: msg`Retirada`,
};

const STATE_VARIANTS: Record<State, 'secondary' | 'outline' | 'success' | 'destructive'> = {
  draft: 'outline',
  pending: 'secondary',
  published: 'success',
  taken_down: 'destructive',
};

/** A page's state, its address (the world sees it only while live) and, when taken down, staff's reason. */
export function PublicPageState({ page }: { page: PublicPage }) {
  const { i18n } = useLingui();
  const state = page.enabled || page.state === 'taken_down' ? page.state : 'draft';
  return (
    <div className="grid gap-2 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium">
          <Trans>Estado:</Trans>
        </span>
        <Badge variant={STATE_VARIANTS[state]}>{i18n._(STATE_LABELS[state])}</Badge>
        {!page.enabled && page.state !== 'taken_down' ? (
          <span className="text-muted-foreground">
            <Trans>(desactivada)</Trans>
          </span>
        ) : null}
      </p>
      <p className="break-all">
        <span className="font-medium">
          <Trans>Dirección:</Trans>
        </span>{' '}
        {page.live ? (
          <a className="text-primary underline" href={page.url} target="_blank" rel="noopener">
            {page.url}
          </a>
        ) : (
          <span className="text-muted-foreground">{page.url}</span>
        )}
      </p>
      {page.taken_down ? (
        <div role="note" className="rounded-md border border-destructive/30 bg-destructive/5 p-3">
          <p className="font-medium text-destructive">
            <Trans>Retirada por la administración el {formatDate(page.taken_down.at)}</Trans>
          </p>
          <p>{page.taken_down.reason}</p>
        </div>
      ) : null}
    </div>
  );
}
