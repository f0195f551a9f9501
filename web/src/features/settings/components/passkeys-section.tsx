import { useId, useState, type FormEvent } from 'react';
import { KeyRound, LoaderCircle } from 'lucide-react';
import { PasskeyNameSchema, type Passkey } from '@contracts/two-factor';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { getErrorMessage } from '@/lib/api-client';
import { useAddPasskey, useRemovePasskey } from '../api/two-factor';
import { PasswordPromptDialog } from './password-prompt-dialog';

const dateOf = (value: string) => new Date(value).toLocaleDateString('es-GT', { dateStyle: 'medium' });

interface PasskeysSectionProps {
  passkeys: Passkey[];
  onRecoveryCodes: (codes: string[]) => void;
}

/** Passkeys (this device's fingerprint or face, a security key): add one with a name, remove one with the password. */
export function PasskeysSection({ passkeys, onRecoveryCodes }: PasskeysSectionProps) {
  const nameId = useId();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = PasskeyNameSchema.safeParse(name);
    if (!parsed.success) return setNameError(parsed.error.issues[0]?.message ?? null);
    setNameError(null);
    add.mutate(parsed.data, {
      onSuccess: ({ recovery_codes }) => {
        setName('');
        if (recovery_codes) onRecoveryCodes(recovery_codes);
      },
    });
  };
  const addError = add.isError ? (add.error instanceof Error && add.error.name === 'NotAllowedError' ? 'Se canceló la llave de acceso.' : getErrorMessage(add.error, 'No se pudo añadir la llave de acceso.')) : null;

  return (
    <section aria-labelledby={`${nameId}-title`} className="grid gap-3">
      <h3 id={`${nameId}-title`} className="flex items-center gap-2 font-medium">
        <KeyRound aria-hidden="true" className="size-4" />
        Llaves de acceso
      </h3>
      {passkeys.length === 0 ? (
        <p className="text-sm text-muted-foreground">Aún no tienes llaves de acceso. Con una entras con la huella, la cara o el PIN de tu dispositivo, o con una llave de seguridad.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Tus llaves de acceso">
          {passkeys.map((key) => (
            <li key={key.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3">
              <div className="min-w-0">
                <p className="font-medium break-words">{key.name}</p>
                <p className="text-xs text-muted-foreground">
                  Añadida el {dateOf(key.created_at)} · {key.last_used_at ? `usada el ${dateOf(key.last_used_at)}` : 'sin usar aún'}
                </p>
              </div>
              <Button type="button" variant="outline" size="sm" onClick={() => setRemoving(key)} aria-label={`Quitar la llave ${key.name}`}>
                Quitar
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-48 flex-1 gap-2">
          <Label htmlFor={nameId}>Nombre de la nueva llave</Label>
          <Input id={nameId} value={name} onChange={(event) => setName(event.target.value)} placeholder="Portátil" maxLength={60} aria-invalid={nameError ? true : undefined} aria-describedby={nameError ? `${nameId}-error` : undefined} />
        </div>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          Añadir llave de acceso
        </Button>
      </form>
      {nameError ? (
        <p id={`${nameId}-error`} role="alert" className="text-sm text-destructive">
          {nameError}
        </p>
      ) : null}
      {addError ? (
        <p role="alert" className="text-sm text-destructive">
          {addError}
        </p>
      ) : null}
      <PasswordPromptDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Quitar la llave «${removing?.name ?? ''}»`}
        description="Escribe tu contraseña actual para quitarla."
        confirmLabel="Quitar"
        onConfirm={(password) => remove.mutateAsync({ id: removing!.id, currentPassword: password })}
      />
    </section>
  );
}
