import { useId, type ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

/** What a control needs to be tied to its label, hint and error. */
export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FormFieldProps {
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  /** The message is read out as soon as it appears (see FieldError), for a form whose message must be heard at once. */
  announce?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/** A visible <label> tied to its control, an optional hint, and the field's message (every form of the app). */
export function FormField({ label, error, hint, required, announce = false, className, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={id}>
        {label}
        {required ? <RequiredMark /> : null}
      </Label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} announce={announce} />
    </div>
  );
}

interface FieldErrorProps {
  /** For the control's aria-describedby. */
  id?: string;
  message?: string;
  /**
   * Read out as soon as it appears (role="alert"): for fields without a control of their own to describe
   * (lists of chips, a drop zone), whose message comes from an action elsewhere.
   */
  announce?: boolean;
}

/** A field's message, when it has one. */
export function FieldError({ id, message, announce = false }: FieldErrorProps) {
  if (!message) return null;
  return (
    <p id={id} role={announce ? 'alert' : undefined} className="text-sm text-destructive">
      {message}
    </p>
  );
}

/** The red asterisk after a required field's name (hidden from screen readers, which the field tells otherwise). */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-destructive">
      {' '}
      *
    </span>
  );
}
