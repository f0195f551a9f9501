import { useId, useState, type FormEvent } from 'react';
import { ShieldCheck } from 'lucide-react';
import { UPLOAD_OWNER_KINDS, type UploadOwnerKind } from '@contracts/catalogues/documents';
import { FieldError } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { ENTITY_LABELS } from './entity-labels';

export interface EntityRef {
  kind: UploadOwnerKind;
  id: number;
}

const SELECT_ENTITY_MESSAGE = 'Por favor, selecciona una entidad';

/**
 * An entity type and a numeric id with 'Validar' (spec §2.15). Any change of type or id calls
 * `onChange` first, which resets a previous validation.
 */
export function EntityIdForm({ onValidate, onChange }: { onValidate: (entity: EntityRef) => void; onChange: () => void }) {
  const ids = { kind: useId(), id: useId(), error: useId() };
  const [kind, setKind] = useState<UploadOwnerKind | ''>('');
  const [idText, setIdText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const id = Number(idText);
    if (!kind || !/^\d+$/.test(idText.trim()) || !Number.isSafeInteger(id) || id <= 0) {
      setError(SELECT_ENTITY_MESSAGE);
      return;
    }
    setError(null);
    onValidate({ kind, id });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Validar entidad" className="grid gap-4 sm:grid-cols-[12rem_12rem_auto] sm:items-end">
      <div className="grid gap-2">
        <Label htmlFor={ids.kind}>Tipo de entidad</Label>
        <Select
          value={kind}
          onValueChange={(value) => {
            setKind(value as UploadOwnerKind);
            setError(null);
            onChange();
          }}
        >
          <SelectTrigger id={ids.kind} aria-describedby={error ? ids.error : undefined}>
            <SelectValue placeholder="Selecciona un tipo" />
          </SelectTrigger>
          <SelectContent>
            {UPLOAD_OWNER_KINDS.map((value) => (
              <SelectItem key={value} value={value}>
                {ENTITY_LABELS[value].one}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={ids.id}>ID de la entidad</Label>
        <Input
          id={ids.id}
          inputMode="numeric"
          pattern="[0-9]*"
          value={idText}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.error : undefined}
          onChange={(event) => {
            setIdText(event.target.value);
            setError(null);
            onChange();
          }}
        />
      </div>
      <Button type="submit" className="sm:justify-self-start">
        <ShieldCheck aria-hidden="true" />
        Validar
      </Button>
      <div className="sm:col-span-3">
        <FieldError id={ids.error} message={error ?? undefined} announce />
      </div>
    </form>
  );
}
