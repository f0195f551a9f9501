import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';
import { Tooltip as TooltipPrimitive } from 'radix-ui';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@/config/ui';
import { cn } from '@/lib/utils';

const InTooltipGroup = createContext(false);

/**
 * Tooltips that share the timing of spec §9: open after 700 ms, and at once within 300 ms of another closing (a
 * table's row actions). Not one provider around the whole shell: the tooltip library and its positioning engine
 * would then be part of every first screen, which shows no tooltip on a phone (decision 026).
 */
export function TooltipGroup({ children }: { children: ReactNode }) {
  return (
    <InTooltipGroup.Provider value>
      <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
        {children}
      </TooltipPrimitive.Provider>
    </InTooltipGroup.Provider>
  );
}

/** A tooltip's root: in its group's timing, or a group of its own outside any. */
export function Tooltip(props: ComponentProps<typeof TooltipPrimitive.Root>) {
  const root = <TooltipPrimitive.Root {...props} />;
  return useContext(InTooltipGroup) ? root : <TooltipGroup>{root}</TooltipGroup>;
}

export const TooltipTrigger = TooltipPrimitive.Trigger;

export function TooltipContent({
  className,
  sideOffset = 6,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        className={cn(
          'z-50 rounded-md bg-foreground px-2.5 py-1.5 text-xs text-background shadow-md animate-fade-in',
          className,
        )}
        {...props}
      />
    </TooltipPrimitive.Portal>
  );
}

/** Wraps one control with a tooltip showing `label`. */
export function WithTooltip({
  label,
  children,
  side,
}: {
  label: string;
  children: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
}) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side={side}>{label}</TooltipContent>
    </Tooltip>
  );
}
