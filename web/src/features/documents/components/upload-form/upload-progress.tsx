import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { Progress } from '@/components/ui/progress';

/** The upload's progress bar with its percentage. */
export function UploadProgress({ value }: { value: number }) {
  const labelId = useId();
  return (
    <div className="grid gap-1.5">
      <div className="flex items-center justify-between text-xs text-muted-foreground">
        <span id={labelId}>
          {value >= 100 ? <Trans>Subida completada</Trans> : <Trans>Subiendo documento...</Trans>}
        </span>
        <span aria-hidden="true" className="tabular-nums">
          {value}%
        </span>
      </div>
      <Progress value={value} aria-labelledby={labelId} />
    </div>
  );
}
