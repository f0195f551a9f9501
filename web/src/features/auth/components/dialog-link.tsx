import { Suspense, useCallback, useRef, useState, type ComponentProps, type ComponentType } from 'react';
import { Button } from '@/components/ui/button';
import type { DialogContent } from '@/components/ui/dialog';

export interface LazyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back on close: the dialog has no Radix trigger to return to. */
  onCloseAutoFocus: ComponentProps<typeof DialogContent>['onCloseAutoFocus'];
}

/**
 * A link under the login form that opens a dialog whose code (Radix Dialog and its focus and scroll locks) is
 * fetched when the link is pointed at, focused or clicked, not with the login screen.
 */
export function DialogLink({
  label,
  preload,
  dialog: Dialog,
}: {
  label: string;
  preload: () => Promise<unknown>;
  dialog: ComponentType<LazyDialogProps>;
}) {
  const [open, setOpen] = useState(false);
  // Once opened the dialog stays mounted, so Radix can play its closing animation.
  const [mounted, setMounted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const warm = () => void preload().catch(() => undefined);
  const onCloseAutoFocus = useCallback<LazyDialogProps['onCloseAutoFocus'] & object>((event) => {
    event.preventDefault();
    triggerRef.current?.focus();
  }, []);
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
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        {label}
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <Dialog open={open} onOpenChange={setOpen} onCloseAutoFocus={onCloseAutoFocus} />
        </Suspense>
      ) : null}
    </>
  );
}
