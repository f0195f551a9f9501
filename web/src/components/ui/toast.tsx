import type { ComponentProps } from 'react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { escapeTopDialog } from '@/components/dialog-layers';
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from '@/config/ui';
import { useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/utils';

/** Radix writes the viewport's hotkey where its label says '{hotkey}': passed as a value, not read as a placeholder. */
const HOTKEY = '{hotkey}';

/** Radix toast provider with spec §9's constants: 5000 ms, swipe right past 50 px. */
export function ToastProvider(props: ComponentProps<typeof ToastPrimitive.Provider>) {
  const { t } = useLingui();
  return (
    <ToastPrimitive.Provider
      label={t`Aviso`}
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      {...props}
    />
  );
}

/** F8 moves focus to the toasts. */
export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  const { t } = useLingui();
  const hotkey = HOTKEY;
  return (
    <ToastPrimitive.Viewport
      hotkey={TOAST_HOTKEY}
      label={t`Avisos (${hotkey})`}
      className={cn(
        'fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-[420px]',
        className,
      )}
      {...props}
    />
  );
}

const toastVariants = cva(
  'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-lg data-[state=open]:animate-slide-in-right data-[state=closed]:animate-fade-out',
  {
    variants: {
      variant: {
        default: 'border-border bg-card text-foreground',
        destructive: 'border-destructive bg-destructive text-destructive-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

/**
 * A toast shown while a dialog is open is the highest Radix layer, so Escape reached it first: it goes to the
 * top-most dialog instead (the layer the user is in), and the toast stays until its time runs out or its next Escape.
 */
export function Toast({
  className,
  variant,
  onEscapeKeyDown,
  ...props
}: ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>) {
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-variant={variant ?? 'default'}
      className={cn(toastVariants({ variant }), className)}
      {...props}
      onEscapeKeyDown={(event) => {
        onEscapeKeyDown?.(event);
        // Radix calls this twice when focus is in the toast (document, then the toast's own key handler).
        if (!event.defaultPrevented && escapeTopDialog(event)) event.preventDefault();
      }}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn('text-sm font-semibold', className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return (
    <ToastPrimitive.Description
      // Dimmed on a card, but full white on the red of an error: 90% white there is under AA contrast (4.37:1).
      className={cn('text-sm opacity-90 group-data-[variant=destructive]:opacity-100', className)}
      {...props}
    />
  );
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  const { t } = useLingui();
  return (
    <ToastPrimitive.Close
      aria-label={t`Cerrar aviso`}
      className={cn(
        'absolute top-2 right-2 rounded-md p-1 opacity-70 transition-opacity hover:opacity-100 focus-visible:outline-2 focus-visible:outline-ring group-data-[variant=destructive]:focus-visible:outline-white',
        className,
      )}
      {...props}
    >
      <X aria-hidden="true" className="size-4" />
    </ToastPrimitive.Close>
  );
}
