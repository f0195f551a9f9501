import { useLingui } from '@lingui/react/macro';
import { Suspense, useState } from 'react';
import { CalendarClock } from 'lucide-react';
import type { DocumentItem } from '@contracts/documents';
import { lazyPartOrNotice } from '@/components/load-failed-notice';
import { Button } from '@/components/ui/button';
import { WithTooltip } from '@/components/ui/tooltip';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Spinner } from '@/components/ui/spinner';
import { loadOnIntent } from '@/lib/load-when-idle';
import { useSetDocumentExpiry } from '../api/documents';

// The form (the forms library, zod) loads at the first sign of use: a list of documents shows a button per row,
// and building a form for each row cost its first render.
const loadForm = () => import('./expiry-form');
const ExpiryForm = lazyPartOrNotice(() => loadForm().then((m) => m.ExpiryForm));
const prefetchForm = loadOnIntent(loadForm);

/** Sets or clears a document's expiry date (staff; a teacher on their own profile's documents); checked by DocumentExpirySchema. */
export function ExpiryButton({ document }: { document: DocumentItem }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const name = document.original_name;
  const save = useSetDocumentExpiry();
  return (
    <Popover open={open} onOpenChange={setOpen}>
      {/* The tooltip's trigger outside the popover's: each asChild trigger passes its props on to the button. */}
      <WithTooltip label={t`Vencimiento`}>
        <PopoverTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t`Vencimiento de ${name}`}
            onPointerOver={prefetchForm}
            onTouchStart={prefetchForm}
            onFocus={prefetchForm}
          >
            <CalendarClock aria-hidden="true" />
          </Button>
        </PopoverTrigger>
      </WithTooltip>
      <PopoverContent className="grid w-64 gap-3" aria-label={t`Vencimiento de ${name}`}>
        <Suspense fallback={<Spinner label={t`Cargando`} className="justify-center py-4" />}>
          <ExpiryForm document={document} save={save} onSaved={() => setOpen(false)} />
        </Suspense>
      </PopoverContent>
    </Popover>
  );
}
