import { useLingui } from '@lingui/react/macro';
import { Suspense, useState } from 'react';
import { CalendarClock } from 'lucide-react';
import type { DocumentItem } from '@contracts/documents';
import { lazyPartOrNotice } from '@/components/load-failed-notice';
import { Button } from '@/components/ui/button';
import { WithTooltip } from '@/components/ui/tooltip';
import { loadOnIntent } from '@/lib/load-when-idle';

// The popover and its form (the popover's positioning engine, the forms library, zod) load at the first sign of use:
// a list of documents shows a button per row, and none of it is needed to show the list.
const loadPopover = () => import('./expiry-popover');
const ExpiryPopover = lazyPartOrNotice(() => loadPopover().then((m) => m.ExpiryPopover));
const prefetchPopover = loadOnIntent(loadPopover);

/** Sets or clears a document's expiry date (staff; a teacher on their own profile's documents); checked by DocumentExpirySchema. */
export function ExpiryButton({ document }: { document: DocumentItem }) {
  const { t } = useLingui();
  const [asked, setAsked] = useState(false);
  const name = document.original_name;
  const button = (
    // The tooltip's trigger outside the popover's: each asChild trigger passes its props on to the button.
    <WithTooltip label={t`Vencimiento`}>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t`Vencimiento de ${name}`}
        aria-haspopup="dialog"
        onPointerOver={prefetchPopover}
        onTouchStart={prefetchPopover}
        onFocus={prefetchPopover}
        onClick={asked ? undefined : () => setAsked(true)}
      >
        <CalendarClock aria-hidden="true" />
      </Button>
    </WithTooltip>
  );
  if (!asked) return button;
  return (
    <Suspense fallback={button}>
      <ExpiryPopover document={document} trigger={button} onOpenChange={setAsked} />
    </Suspense>
  );
}
