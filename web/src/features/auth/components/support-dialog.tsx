import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';

const loadContent = () => import('./support-dialog-content');
const SupportDialogContent = lazy(() => loadContent().then((m) => ({ default: m.SupportDialogContent })));

/**
 * The 'Need assistance?' link and its support-contact dialog (spec §2.1). The dialog's code (Radix Dialog and
 * its focus and scroll locks) is fetched when the link is pointed at, focused or clicked, not with the login screen.
 */
export function SupportDialog() {
  const [open, setOpen] = useState(false);
  // Once opened the dialog stays mounted, so Radix can play its closing animation.
  const [mounted, setMounted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const preload = () => void loadContent().catch(() => undefined);
  return (
    <>
      <Button
        ref={triggerRef}
        variant="link"
        size="sm"
        className="h-auto px-0"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        Need assistance?
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <SupportDialogContent
            open={open}
            onOpenChange={setOpen}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              triggerRef.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
