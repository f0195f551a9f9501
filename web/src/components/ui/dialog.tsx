import { useMemo, type ComponentProps } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { DialogRootContext, useDialogLayer, useDialogRootState, type ReturnFocusTo } from '@/components/dialog-layers';
import { useLingui } from '@lingui/react/macro';
import { DialogCloseGuardProvider, useDialogCloseGuard } from '@/lib/unsaved-changes';
import { cn } from '@/lib/utils';

/**
 * Radix's Dialog root, whose content is one layer (dialog-layers.ts): focus back to its opener, Escape on top. While a
 * form inside holds unsaved changes (useUnsavedChanges), Escape, a click outside and the × ask before closing.
 */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  children,
  ...props
}: ComponentProps<typeof DialogPrimitive.Root>) {
  const state = useDialogRootState(open, defaultOpen, onOpenChange);
  const { guard, setOpen, confirmation } = useDialogCloseGuard(state.setOpen);
  const root = useMemo(() => ({ open: state.open, setOpen }), [state.open, setOpen]);
  return (
    <DialogRootContext value={root}>
      <DialogCloseGuardProvider value={guard}>
        <DialogPrimitive.Root open={root.open} onOpenChange={root.setOpen} {...props}>
          {children}
        </DialogPrimitive.Root>
        {confirmation}
      </DialogCloseGuardProvider>
    </DialogRootContext>
  );
}

export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;
export const DialogPortal = DialogPrimitive.Portal;

export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn(
        'fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px] data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out',
        className,
      )}
      {...props}
    />
  );
}

type DialogLayerContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /**
   * Where focus goes on close if the control that opened the dialog is gone by then (a deleted row's button); by
   * default the control focused before it.
   */
  returnFocusTo?: ReturnFocusTo;
};

/**
 * Radix's Dialog.Content as one layer, unstyled and without portal (the mobile menu's sheet): it gives focus back to
 * what opened it and takes Escape above a toast. DialogContent is this one, centred, with overlay and close button.
 */
export function DialogLayerContent({
  ref,
  returnFocusTo,
  onOpenAutoFocus,
  onCloseAutoFocus,
  onEscapeKeyDown,
  ...props
}: DialogLayerContentProps) {
  const layer = useDialogLayer({ ref, returnFocusTo, onOpenAutoFocus, onCloseAutoFocus, onEscapeKeyDown });
  return <DialogPrimitive.Content {...props} {...layer} />;
}

type DialogContentProps = DialogLayerContentProps & {
  /** Accessible name of the corner close button, by default 'Cerrar' in the person's language; false hides it. */
  closeLabel?: string | false;
};

export function DialogContent({ className, children, closeLabel, ...props }: DialogContentProps) {
  const { t } = useLingui();
  const label = closeLabel ?? t`Cerrar`;
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogLayerContent
        data-slot="dialog-content"
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border bg-card p-6 shadow-xl data-[state=open]:animate-zoom-in data-[state=closed]:animate-fade-out',
          className,
        )}
        {...props}
      >
        {children}
        {label !== false ? (
          <DialogPrimitive.Close
            className="absolute top-4 right-4 rounded-sm p-1 text-muted-foreground opacity-80 transition-opacity hover:opacity-100 focus-visible:outline-2 focus-visible:outline-ring"
            aria-label={label}
          >
            <X aria-hidden="true" className="size-4" />
          </DialogPrimitive.Close>
        ) : null}
      </DialogLayerContent>
    </DialogPortal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="dialog-header" className={cn('flex flex-col gap-1.5 pr-6 text-left', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

/**
 * A title may hold one long unbroken word (a DID, a file name): it wraps anywhere rather than widen the dialog's grid
 * past its frame (the audit entry of a trusted issuer cut every block of its dialog by 16 px).
 */
export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn('text-lg leading-tight font-semibold wrap-anywhere', className)}
      {...props}
    />
  );
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}
