import { Trans, useLingui } from '@lingui/react/macro';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Check } from 'lucide-react';
// ~20 kB of names: this module is loaded only when the add-country dialog opens.
import { COUNTRIES } from '@contracts/countries';
import { useActiveLanguage } from '../active-language';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
const indexed = (entries: readonly { code: string; label: string }[]) =>
  entries.map((entry) => ({ ...entry, key: `${fold(entry.label)} ${entry.code.toLowerCase()}` }));
const INDEX = indexed(COUNTRIES);

/** The list in English: the browser's own English region names, in English order (the Spanish list is the contract's). */
function englishIndex() {
  const names =
    typeof Intl !== 'undefined' && 'DisplayNames' in Intl ? new Intl.DisplayNames(['en'], { type: 'region' }) : null;
  const english = COUNTRIES.map((entry) => {
    let label = entry.label;
    try {
      label = names?.of(entry.code) ?? entry.label;
    } catch {
      // A code the browser does not name keeps its Spanish name.
    }
    return { code: entry.code, label };
  });
  return indexed(english.sort((a, b) => a.label.localeCompare(b.label, 'en')));
}

interface CountryPickerProps {
  added: string[];
  onPick: (code: string) => void;
}

/** A searchable ISO 3166 list (names in the active language, accent-insensitive); countries already added are disabled. */
export default function CountryPicker({ added, onPick }: CountryPickerProps) {
  const { t } = useLingui();
  const language = useActiveLanguage();
  const index = useMemo(() => (language === 'en' ? englishIndex() : INDEX), [language]);
  const searchId = useId();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const matches = useMemo(() => {
    const needle = fold(deferred.trim());
    return needle ? index.filter((entry) => entry.key.includes(needle)) : index;
  }, [deferred, index]);

  return (
    <div className="grid gap-3">
      <div className="grid gap-2">
        <Label htmlFor={searchId}>
          <Trans>Buscar país</Trans>
        </Label>
        <Input
          id={searchId}
          type="search"
          autoComplete="off"
          value={query}
          placeholder={t`Nombre o código (GT, MX…)`}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <ul aria-label={t`Países`} className="grid max-h-72 gap-0.5 overflow-y-auto rounded-md border p-1">
        {matches.map((entry) => {
          const isAdded = added.includes(entry.code);
          return (
            <li key={entry.code}>
              <button
                type="button"
                disabled={isAdded}
                onClick={() => onPick(entry.code)}
                className={cn(
                  'flex w-full items-center justify-between gap-2 rounded-sm px-2 py-1.5 text-left text-sm hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60',
                )}
              >
                <span>{entry.label}</span>
                <span className="flex items-center gap-1 text-xs text-muted-foreground">
                  {isAdded ? (
                    <>
                      <Check aria-hidden="true" className="size-3.5" />
                      <Trans>Agregado</Trans>
                    </>
                  ) : (
                    entry.code
                  )}
                </span>
              </button>
            </li>
          );
        })}
        {matches.length === 0 ? (
          <li className="px-2 py-3 text-center text-sm text-muted-foreground">
            <Trans>Ningún país coincide con la búsqueda</Trans>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
