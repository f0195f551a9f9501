import { Trans } from '@lingui/react/macro';
/** In a drawing's place when the charting code could not be loaded: the figure's table still has its figures. */
export function ChartNotLoaded() {
  return (
    <p className="grid h-full place-items-center rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
      <Trans>The chart could not be loaded. Its figures are in the table; reload the page to draw it.</Trans>
    </p>
  );
}
