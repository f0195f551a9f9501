import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronDown, Search, UserRound } from 'lucide-react';
import { ListState } from '@/components/list-state';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { peopleQueryOptions } from '../api/audit';

export interface Person {
  id: number;
  username: string;
}

interface PersonPickerProps {
  /** The trigger's id, for the filter's <label>. */
  id: string;
  value: Person | null;
  onChange: (person: Person | null) => void;
}

/** The person filter: a button that opens a search over the accounts (name, username or email) and 'Everyone'. */
export function PersonPicker({ id, value, onChange }: PersonPickerProps) {
  const { t } = useLingui();
  const searchId = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim());
  // The last results stay until the new search's arrive (as every search picker: none flickers under a pointer).
  const people = useQuery({ ...peopleQueryOptions(q), enabled: open, placeholderData: keepPreviousData });
  const pick = (person: Person | null) => {
    onChange(person);
    setOpen(false);
  };
  const optionClassName =
    'flex w-full items-center justify-between gap-3 rounded-md px-3 py-2 text-left text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-2 focus-visible:outline-ring';

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button id={id} variant="outline" className="h-10 w-full justify-between font-normal">
          <span className="flex min-w-0 items-center gap-2">
            <UserRound aria-hidden="true" className="text-muted-foreground" />
            <span className="truncate">{value ? value.username : t`Everyone`}</span>
          </span>
          <ChevronDown aria-hidden="true" className="opacity-60" />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="grid w-80 gap-3 p-3">
        <div role="search" className="relative">
          <Label htmlFor={searchId} className="sr-only">
            <Trans>Search people</Trans>
          </Label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={searchId}
            type="search"
            value={text}
            placeholder={t`Username or email`}
            autoComplete="off"
            className="pl-9"
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <button type="button" className={optionClassName} aria-pressed={value === null} onClick={() => pick(null)}>
          <Trans>Everyone</Trans>
        </button>
        <ListState
          query={people}
          isEmpty={(found) => found.length === 0}
          loading={{ label: t`Loading people`, rows: 3, rowClassName: 'h-9', className: 'gap-1' }}
          error={{ title: t`Failed to load users`, retryLabel: t`Retry` }}
          empty={{ title: t`No one matches` }}
        >
          {(found) => (
            <ul aria-label={t`People`} className="grid max-h-64 gap-1 overflow-y-auto">
              {found.map((person) => (
                <li key={person.id}>
                  <button
                    type="button"
                    className={optionClassName}
                    aria-pressed={value?.id === person.id}
                    onClick={() => pick({ id: person.id, username: person.username })}
                  >
                    <span className="truncate font-medium">{person.username}</span>
                    <span className="truncate text-xs text-muted-foreground">{person.email}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </ListState>
      </PopoverContent>
    </Popover>
  );
}
