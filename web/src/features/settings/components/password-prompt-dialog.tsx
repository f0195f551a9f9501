import { useId, useState, type FormEvent } from 'react';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { getErrorMessage } from '@/lib/api-client';

interface PasswordPromptDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  /** Runs the change with the password typed; a refusal is shown in the dialog, which stays open. */
  onConfirm: (currentPassword: string) => Promise<unknown>;
}

/** Asks the current password before a change of one's second factors (a session left open is not enough). */
export function PasswordPromptDialog({ open, onOpenChange, title, description, confirmLabel, onConfirm }: PasswordPromptDialogProps) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const change = (next: boolean) => {
    if (!next) {
      setPassword('');
      setError(null);
    }
    onOpenChange(next);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError('La contraseña actual es requerida.');
    setBusy(true);
    try {
      await onConfirm(password);
      change(false);
    } catch (caught) {
      setError(getErrorMessage(caught, 'No se pudo hacer el cambio.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={id}>Contraseña actual</Label>
            <Input id={id} type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined} />
            {error ? (
              <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
          </div>
          <DialogFormFooter onCancel={() => change(false)} pending={busy} submitLabel={confirmLabel} submitVariant="destructive" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
