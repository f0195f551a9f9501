import { Plural, Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { Clock } from 'lucide-react';
import { labelText } from '@contracts/catalogues/catalogue';
import {
  REVIEW_CYCLE_STATE_LABELS,
  REVIEW_DEADLINE_LABELS,
  REVIEW_STATE_LABELS,
  type ReviewCycleState,
  type ReviewLate,
  type ReviewState,
} from '@contracts/reviews';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format';

const STATE_VARIANTS: Record<ReviewState, 'default' | 'secondary' | 'destructive' | 'success' | 'outline'> = {
  not_started: 'outline',
  draft: 'secondary',
  submitted: 'default',
  returned: 'destructive',
  evaluated: 'default',
  acknowledged: 'success',
  closed: 'secondary',
};

/** A review's state in words ('Borrador', 'Enviada'…), coloured by who acts next. */
export function ReviewStateBadge({ state }: { state: ReviewState }) {
  useLingui();
  return (
    <Badge variant={STATE_VARIANTS[state]} data-state={state}>
      {labelText(REVIEW_STATE_LABELS[state])}
    </Badge>
  );
}

/** A cycle's state: 'En preparación', 'Abierto', 'Cerrado'. */
export function CycleStateBadge({ state }: { state: ReviewCycleState }) {
  useLingui();
  return (
    <Badge variant={state === 'open' ? 'success' : state === 'draft' ? 'outline' : 'secondary'}>
      {labelText(REVIEW_CYCLE_STATE_LABELS[state])}
    </Badge>
  );
}

/** 'Con retraso: Autoinforme, 3 días (vencía el 15/1/2027)', in the destructive colour. */
export function LateNote({ late }: { late: ReviewLate }) {
  useLingui();
  const deadline = labelText(REVIEW_DEADLINE_LABELS[late.deadline]);
  const due = formatDate(late.due);
  const days = late.days;
  return (
    <span className="inline-flex items-center gap-1 text-sm text-destructive" data-late={late.deadline}>
      <Clock aria-hidden="true" className="size-3.5 shrink-0" />
      <span>
        <Trans>
          Con retraso: {deadline}, vencía el {due}
        </Trans>{' '}
        (<Plural value={days} one="# día" other="# días" />)
      </span>
    </span>
  );
}
