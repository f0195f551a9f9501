import { Trans } from '@lingui/react/macro';
import { LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useGuardedCancel } from '@/lib/unsaved-changes';

interface CourseFormActionsProps {
  submitLabel: string;
  pending: boolean;
  onCancel?: () => void;
}

/** The form's buttons across both columns: 'Cancelar' (when the form can be left) and the submit with its spinner. */
export function CourseFormActions({ submitLabel, pending, onCancel }: CourseFormActionsProps) {
  // In a dialog, 'Cancelar' with typed edits asks first (on a page, the route change asks).
  const cancel = useGuardedCancel(onCancel ?? noop);
  return (
    <div className="flex flex-wrap justify-end gap-2 lg:col-span-2">
      {onCancel ? (
        <Button type="button" variant="outline" onClick={cancel} disabled={pending}>
          <Trans>Cancelar</Trans>
        </Button>
      ) : null}
      <Button type="submit" disabled={pending}>
        {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
        {submitLabel}
      </Button>
    </div>
  );
}

const noop = () => {};
