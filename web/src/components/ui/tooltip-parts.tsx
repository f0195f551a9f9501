import { useCallback, useEffect, useRef, useSyncExternalStore, type ReactNode, type Ref } from 'react';
import { Tooltip as TooltipPrimitive } from 'radix-ui';
import { useComposedRefs } from 'radix-ui/internal';
import { TOOLTIP_DELAY_MS } from '@/config/ui';
import type { TooltipTiming } from './tooltip-timing';

export interface TooltipAroundProps {
  label: string;
  side?: 'top' | 'right' | 'bottom' | 'left';
  timing: TooltipTiming;
  /** The control had the focus when it was swapped for this one: give it back if nothing else took it. */
  focusOnMount: boolean;
  /** A mouse rests on the control swapped for this one. */
  pointerOnMount: boolean;
  children: ReactNode;
  ref?: Ref<HTMLElement>;
}

/**
 * The tooltip library's part of `WithTooltip` (tooltip.tsx), loaded at a person's first pointer or keyboard move:
 * the library and its positioning engine are not part of any first screen. The skip delay is the group's (its
 * `TooltipTiming`), so each tooltip has a provider of its own and the provider's skip delay is off.
 */
export function TooltipAround({
  label,
  side,
  timing,
  focusOnMount,
  pointerOnMount,
  children,
  ref,
  ...triggerProps
}: TooltipAroundProps) {
  const instant = useSyncExternalStore(timing.subscribe, timing.instant, timing.instant);
  const isOpen = useRef(false);
  const onOpenChange = (open: boolean) => {
    if (open === isOpen.current) return;
    isOpen.current = open;
    if (open) timing.opened();
    else timing.closed();
  };
  // A row removed while its tooltip is open still gives its place in the group back.
  useEffect(() => () => (isOpen.current ? timing.closed() : undefined), [timing]);
  const takeOver = useCallback(
    (element: HTMLElement | null) => {
      if (!element) return;
      const focusLost = document.activeElement === null || document.activeElement === document.body;
      if (focusOnMount && focusLost) element.focus();
      // The trigger starts its delay at the pointer's first move over it; a pointer already resting there when the
      // control was swapped has made that move on the control that was.
      else if (pointerOnMount) {
        element.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, pointerType: 'mouse' }));
      }
    },
    [focusOnMount, pointerOnMount],
  );
  const composedRef = useComposedRefs(ref, takeOver);
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={0}>
      <TooltipPrimitive.Root delayDuration={instant ? 0 : TOOLTIP_DELAY_MS} onOpenChange={onOpenChange}>
        <TooltipPrimitive.Trigger asChild {...triggerProps} ref={composedRef}>
          {children}
        </TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            data-slot="tooltip-content"
            side={side}
            sideOffset={6}
            // The fade only while open: closed, the content has no animation and goes at once (with one, a
            // tooltip closed before its fade started waited for an animation end that never came, and stayed).
            className="z-50 rounded-md bg-foreground px-2.5 py-1.5 text-xs text-background shadow-md data-[state$=open]:animate-fade-in"
          >
            {label}
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
