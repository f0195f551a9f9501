import { msg, plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { labelOf } from '@contracts/catalogues/catalogue';
import { IDEA_STATUSES, type Idea } from '@contracts/ideas';
import { ThumbsUp } from 'lucide-react';
import { formatRelativeTime } from '@/lib/format';
import { isLanguage } from '@contracts/languages';
import { cn } from '@/lib/utils';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

interface IdeaItemProps {
  idea: Idea;
  onToggleVote: (id: number) => void;
  voting: boolean;
  /** Under the idea on the board: its author's delete button, staff's status controls. */
  actions?: ReactNode;
}

function votesLabel(votes: number): string {
  return plural(votes, { one: '# voto', other: '# votos' });
}

/** The vote button's name says which idea it votes for, so a list of them can be told apart by ear. */
export function voteButtonLabel(idea: Pick<Idea, 'content'>): string {
  const content = idea.content;
  return t`Votar por «${content}»`;
}

/** Why the author's own vote button is disabled. */
export const OWN_IDEA_VOTE_NOTE = msg`No puedes votar por tu propia idea.`;

/** One idea of the board with its vote toggle. */
export function IdeaItem({ idea, onToggleVote, voting, actions }: IdeaItemProps) {
  const { i18n } = useLingui();
  // The time speaks the person's language, as the texts around it.
  const lang = isLanguage(i18n.locale) ? i18n.locale : 'es';
  return (
    <li className="flex items-start gap-3 rounded-lg border p-3">
      <div className="flex flex-col items-center gap-1">
        <Button
          variant={idea.voted_by_me ? 'default' : 'outline'}
          size="icon"
          aria-label={voteButtonLabel(idea)}
          aria-pressed={idea.voted_by_me}
          aria-describedby={idea.can.vote ? undefined : `idea-${idea.id}-own-vote`}
          title={idea.can.vote ? undefined : i18n._(OWN_IDEA_VOTE_NOTE)}
          disabled={voting || !idea.can.vote}
          onClick={() => onToggleVote(idea.id)}
        >
          <ThumbsUp aria-hidden="true" />
        </Button>
        <span className={cn('text-xs font-medium', idea.voted_by_me ? 'text-primary' : 'text-muted-foreground')}>
          {votesLabel(idea.votes)}
        </span>
        {idea.can.vote ? null : (
          <span id={`idea-${idea.id}-own-vote`} className="sr-only">
            {i18n._(OWN_IDEA_VOTE_NOTE)}
          </span>
        )}
      </div>
      <div className="min-w-0 flex-1">
        <p className="text-sm break-words">{idea.content}</p>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <span>{idea.author}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={idea.created_at} lang={lang}>
            {formatRelativeTime(idea.created_at, undefined, lang)}
          </time>
          {idea.is_mine ? (
            <Badge variant="secondary">
              <Trans>Tu idea</Trans>
            </Badge>
          ) : null}
          <Badge variant={idea.status === 'new' ? 'outline' : 'default'}>{labelOf(IDEA_STATUSES, idea.status)}</Badge>
        </p>
        {idea.staff_reply ? (
          <blockquote className="mt-2 rounded-md border-l-4 border-primary bg-primary/5 px-3 py-2 text-sm">
            <span className="font-medium">
              <Trans>Respuesta de la escuela:</Trans>{' '}
            </span>
            {idea.staff_reply}
          </blockquote>
        ) : null}
        {actions}
      </div>
    </li>
  );
}
