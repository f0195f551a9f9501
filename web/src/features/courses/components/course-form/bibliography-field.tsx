import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ExternalLink, Plus, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { COURSE_TEXTS } from '../../course-texts';
import { acceptsBibliographyEntry } from './course-form-model';

interface BibliographyFieldProps {
  value: string[];
  onChange: (value: string[]) => void;
  readOnly: boolean;
  /** The field's message (a listed entry the server or the schema refused). */
  error?: string;
}

/**
 * §5: entries added one at a time (text starting with 'http', else the 'URL inválida' toast), each removable. A long
 * URL wraps and the draft's 'Agregar' goes under the field when they do not fit side by side (a phone).
 */
export function BibliographyField({ value, onChange, readOnly, error }: BibliographyFieldProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState('');
  const add = () => {
    if (!acceptsBibliographyEntry(draft)) {
      toast({ title: t(COURSE_TEXTS.badUrl), description: t(COURSE_TEXTS.badUrlDetail), variant: 'destructive' });
      return;
    }
    const entry = draft.trim();
    if (!value.includes(entry)) onChange([...value, entry]);
    setDraft('');
  };
  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-2">
      <legend className="mb-2 text-sm font-medium">
        <Trans>Bibliografía</Trans>
      </legend>
      {value.length === 0 ? <p className="text-sm text-muted-foreground">{t`Sin referencias.`}</p> : null}
      <ul className="grid grid-cols-1 gap-1">
        {value.map((url) => (
          <li key={url} className="flex items-center gap-2 rounded-md border px-2 py-1 text-sm">
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              className="min-w-0 flex-1 break-all underline-offset-2 hover:underline"
            >
              {url}
              <ExternalLink aria-hidden="true" className="ml-1 inline size-3" />
            </a>
            {readOnly ? null : (
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={t`Quitar ${url}`}
                onClick={() => onChange(value.filter((each) => each !== url))}
              >
                <X aria-hidden="true" />
              </Button>
            )}
          </li>
        ))}
      </ul>
      {readOnly ? null : (
        <div className="flex flex-wrap gap-2">
          <Label htmlFor="bibliography-draft" className="sr-only">
            <Trans>Nueva referencia (URL)</Trans>
          </Label>
          <Input
            id="bibliography-draft"
            type="url"
            inputMode="url"
            placeholder="https://…"
            className="min-w-0 flex-[1_1_12rem]"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
          />
          <Button type="button" variant="outline" onClick={add}>
            <Plus aria-hidden="true" />
            <Trans>Agregar</Trans>
          </Button>
        </div>
      )}
      {error ? <p className="text-sm text-destructive">{error}</p> : null}
    </fieldset>
  );
}
