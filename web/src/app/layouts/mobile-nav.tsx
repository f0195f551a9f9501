import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Dialog, DialogLayerContent } from '@/components/ui/dialog';
import { Sidebar } from './sidebar/sidebar';

interface MobileNavProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmitIdea: () => void;
}

/**
 * The menu opens on its first navigation entry, as a menu does. Radix's own first focus skips links, which put it on
 * 'Submit Idea / Suggestion' under the whole navigation. No entry (cannot happen): Radix's own choice.
 */
function focusFirstNavItem(event: Event) {
  const content = event.currentTarget;
  if (!(content instanceof HTMLElement)) return;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector
  const first = content.querySelector<HTMLElement>('nav a[href]');
  if (!first) return;
  event.preventDefault();
  first.focus();
}

/** The slide-in menu of small screens, opened by the top bar's toggle. */
export function MobileNav({ open, onOpenChange, onSubmitIdea }: MobileNavProps) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/50 data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out lg:hidden" />
        <DialogLayerContent
          aria-describedby={undefined}
          onOpenAutoFocus={focusFirstNavItem}
          className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] border-r shadow-xl data-[state=open]:animate-slide-in-left data-[state=closed]:animate-slide-out-left lg:hidden"
        >
          <DialogPrimitive.Title className="sr-only">
            <Trans>Menu</Trans>
          </DialogPrimitive.Title>
          <Sidebar
            onNavigate={() => onOpenChange(false)}
            onSubmitIdea={() => {
              onOpenChange(false);
              onSubmitIdea();
            }}
          />
          <DialogPrimitive.Close asChild>
            <Button variant="ghost" size="icon" className="absolute top-4 right-3" aria-label={t`Close menu`}>
              <X aria-hidden="true" />
            </Button>
          </DialogPrimitive.Close>
        </DialogLayerContent>
      </DialogPrimitive.Portal>
    </Dialog>
  );
}
