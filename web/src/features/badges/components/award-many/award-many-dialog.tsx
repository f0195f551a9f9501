import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LoaderCircle, X } from 'lucide-react';
import { BADGE_MESSAGES } from '@contracts/badge-messages';
import { BADGE_AWARD_MESSAGES, BADGE_AWARD_RUN_MAX } from '@contracts/badge-awards';
import type { Badge } from '@contracts/badges';
import { FormField } from '@/components/form-field';
import { FilterSelect } from '@/components/filter-select';
import { ListState } from '@/components/list-state';
import { SearchInput } from '@/components/search-input';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import {
  recipientMatchesQueryOptions,
  useStartAwardRun,
  type RecipientChoice,
  type SearchableRecipient,
} from '../../api/award-runs';
import { AwardRunProgress } from './award-run-progress';
import { useAwardTexts } from './award-texts';
import { translate } from '@contracts/i18n/texts';

const NOTES_MAX = 500;
const keyOf = (person: Pick<RecipientChoice, 'userType' | 'userId'>) => `${person.userType}:${person.userId}`;

interface AwardManyDialogProps {
  badge: Badge | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Asignar a varias personas' (issue 42): search teachers or students, tick several, a note they share, then one
 * run on the server whose progress the dialog follows (done/total, and who was skipped or failed and why).
 */
export function AwardManyDialog({ badge, open, onOpenChange }: AwardManyDialogProps) {
  const texts = useAwardTexts();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{texts.manyTitle}</DialogTitle>
          <DialogDescription>{texts.manyDescription(badge?.badge_name ?? '')}</DialogDescription>
        </DialogHeader>
        {/* A new opening starts afresh: the dialog's content is keyed by the badge and the opening. */}
        {badge && open ? <AwardMany key={badge.id} badge={badge} onClose={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function AwardMany({ badge, onClose }: { badge: Badge; onClose: () => void }) {
  const [runId, setRunId] = useState<number | undefined>(undefined);
  if (runId !== undefined) return <AwardRunProgress runId={runId} onClose={onClose} />;
  return <ChoosePeople badge={badge} onStarted={setRunId} />;
}

function ChoosePeople({ badge, onStarted }: { badge: Badge; onStarted: (runId: number) => void }) {
  const texts = useAwardTexts();
  const ids = { kind: useId(), chosen: useId(), results: useId() };
  const [kind, setKind] = useState<SearchableRecipient>('teacher');
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<Map<string, RecipientChoice>>(new Map());
  const [notes, setNotes] = useState('');
  const matches = useQuery(recipientMatchesQueryOptions(kind, query));
  const start = useStartAwardRun();
  const notesTooLong = notes.trim().length > NOTES_MAX;
  const tooMany = chosen.size > BADGE_AWARD_RUN_MAX;

  const chooseAll = (people: RecipientChoice[]) =>
    setChosen((current) => new Map([...current, ...people.map((person) => [keyOf(person), person] as const)]));

  const toggle = (person: RecipientChoice, on: boolean) =>
    setChosen((current) => {
      const next = new Map(current);
      if (on) next.set(keyOf(person), person);
      else next.delete(keyOf(person));
      return next;
    });

  const submit = () =>
    start.mutate(
      {
        badgeId: badge.id,
        input: {
          recipients: [...chosen.values()].map(({ userType, userId }) => ({ userType, userId })),
          notes: notes.trim() || null,
        },
      },
      {
        onSuccess: (run) => onStarted(run.id),
        onError: (error) => toast({ variant: 'destructive', title: texts.startFailed, description: error.message }),
      },
    );

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <FilterSelect
          id={ids.kind}
          label={texts.kind}
          value={kind}
          onValueChange={(value) => setKind(value as SearchableRecipient)}
          options={texts.searchKinds}
        />
        <SearchInput
          label={texts.search}
          placeholder={texts.searchPlaceholder}
          onSearch={setQuery}
          delay={200}
          className="min-w-0 flex-1"
        />
      </div>

      <section aria-labelledby={ids.results} className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={ids.results} className="text-sm font-medium">
            {texts.results}
          </h3>
          {matches.data && matches.data.length > 0 ? (
            <Button variant="outline" size="sm" onClick={() => chooseAll(matches.data)}>
              {texts.chooseAll(matches.data.length)}
            </Button>
          ) : null}
        </div>
        <ListState
          query={matches}
          isEmpty={(list) => list.length === 0}
          loading={{ label: texts.searching, rows: 4, rowClassName: 'h-10 rounded-md' }}
          error={{ title: texts.searchFailed, retryLabel: texts.retry }}
          empty={{ title: texts.noMatches(query) }}
        >
          {(list) => (
            <ul aria-labelledby={ids.results} className="grid max-h-60 gap-1 overflow-y-auto rounded-md border p-1">
              {list.map((person) => {
                const id = `${ids.results}-${keyOf(person)}`;
                return (
                  <li key={keyOf(person)} className="flex items-center gap-3 rounded-md px-2 py-1.5 hover:bg-muted">
                    <Checkbox
                      id={id}
                      checked={chosen.has(keyOf(person))}
                      onCheckedChange={(checked) => toggle(person, checked === true)}
                    />
                    <Label htmlFor={id} className="grid min-w-0 flex-1 cursor-pointer gap-0.5 font-normal">
                      <span className="truncate text-sm">{person.name}</span>
                      <span className="truncate text-xs text-muted-foreground">
                        {texts.recipientKind(person.userType)}
                        {person.detail ? ` · ${person.detail}` : ''}
                      </span>
                    </Label>
                  </li>
                );
              })}
            </ul>
          )}
        </ListState>
      </section>

      <section aria-labelledby={ids.chosen} className="grid gap-2">
        <h3 id={ids.chosen} className="text-sm font-medium" aria-live="polite">
          {texts.chosen(chosen.size)}
        </h3>
        {chosen.size === 0 ? (
          <p className="text-sm text-muted-foreground">{texts.noneChosen}</p>
        ) : (
          <ul aria-labelledby={ids.chosen} className="flex flex-wrap gap-2">
            {[...chosen.values()].map((person) => (
              <li key={keyOf(person)} className="flex items-center gap-1 rounded-full border py-0.5 pr-1 pl-3 text-sm">
                <span className="max-w-48 truncate">{person.name}</span>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-6"
                  aria-label={texts.unchoose(person.name)}
                  onClick={() => toggle(person, false)}
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
        {tooMany ? (
          <p className="text-sm text-destructive">
            {translate(BADGE_AWARD_MESSAGES.tooMany, { max: BADGE_AWARD_RUN_MAX })}
          </p>
        ) : null}
      </section>

      <FormField
        label={texts.notes}
        hint={texts.notesHint}
        error={notesTooLong ? translate(BADGE_MESSAGES.notesTooLong) : undefined}
      >
        {(field) => (
          <Textarea
            {...field}
            rows={2}
            maxLength={NOTES_MAX}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
          />
        )}
      </FormField>

      <div className="flex justify-end">
        <Button onClick={submit} disabled={chosen.size === 0 || tooMany || notesTooLong || start.isPending}>
          {start.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {start.isPending ? texts.starting : texts.submit(chosen.size)}
        </Button>
      </div>
    </div>
  );
}
