import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import type { DocumentItem } from '@contracts/documents';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { useSetDocumentExpiry } from '../api/documents';
import { ExpiryForm } from './expiry-form';

interface ExpiryPopoverProps {
  document: DocumentItem;
  /** The button that opened it the first time, which stays its trigger. */
  trigger: ReactNode;
  /**
   * Not called by the popover: the part that stands in for it when its code could not be fetched (LoadFailedNotice)
   * says false, and the button alone comes back.
   */
  onOpenChange?: (open: boolean) => void;
}

/** The expiry popover with its form, fetched at the first sign of use (expiry-button.tsx); open when first shown. */
export function ExpiryPopover({ document, trigger }: ExpiryPopoverProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(true);
  const save = useSetDocumentExpiry();
  const name = document.original_name;
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent className="grid w-64 gap-3" aria-label={t`Vencimiento de ${name}`}>
        <ExpiryForm document={document} save={save} onSaved={() => setOpen(false)} />
      </PopoverContent>
    </Popover>
  );
}
