import { Trans } from '@lingui/react/macro';
/** A form tab's label, with a dot (and words for screen readers) when the tab holds errors. */
export function TabLabel({ label, hasErrors }: { label: string; hasErrors: boolean }) {
  return (
    <>
      {label}
      {hasErrors ? (
        <>
          <span aria-hidden="true" className="size-1.5 rounded-full bg-destructive" />
          <span className="sr-only">
            {' '}
            <Trans>(con errores)</Trans>
          </span>
        </>
      ) : null}
    </>
  );
}
