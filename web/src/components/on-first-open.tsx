import { Suspense, useState, type ReactNode } from 'react';

/**
 * Around a dialog whose code loads on first use: renders nothing, so nothing is fetched or evaluated, until `open`
 * first turns true; from then on it stays mounted, so the dialog fades out when closed and opens at once again.
 * The code loads while nothing is shown; a list screen's first render carries none of its dialogs.
 */
export function OnFirstOpen({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  // Derived from a previous render's prop, as React advises, not in an effect: the dialog mounts in the same pass.
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
