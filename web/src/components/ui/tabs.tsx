import { createContext, use, useId, useState, type ComponentProps } from 'react';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { cn } from '@/lib/utils';
import { tabPanelId, tabTriggerId } from './tab-ids';

/** What a panel needs to know of its tabs: the shown value, and the ids that tie each tab to its panel. */
const TabsState = createContext<{ baseId: string; value: string | undefined } | null>(null);

function useTabsState(part: string) {
  const state = use(TabsState);
  if (!state) throw new Error(`${part} must be inside Tabs`);
  return state;
}

/**
 * Radix's tabs (the list, roving focus, arrow keys), with the panels drawn here: Radix's panel mounts through its
 * Presence, which reads the new panel's computed animation name while React commits it, forcing the browser to
 * compute the style of the whole new page inside that task (the teacher home's longest task on a phone). Our panels
 * have no animation to wait for.
 */
export function Tabs({ value, defaultValue, onValueChange, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  const baseId = useId();
  const [chosen, setChosen] = useState(defaultValue);
  const shown = value ?? chosen;
  const change = (next: string) => {
    if (value === undefined) setChosen(next);
    onValueChange?.(next);
  };
  return (
    <TabsState value={{ baseId, value: shown }}>
      <TabsPrimitive.Root value={shown} onValueChange={change} {...props} />
    </TabsState>
  );
}

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cn(
        'inline-flex h-10 items-center justify-center rounded-lg bg-muted p-1 text-muted-foreground',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, value, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a component's name, for a developer's error
  const { baseId } = useTabsState('TabsTrigger');
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      value={value}
      className={cn(
        'inline-flex flex-1 items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-all focus-visible:outline-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm [&_svg]:size-4',
        className,
      )}
      {...props}
      id={tabTriggerId(baseId, value)}
      aria-controls={tabPanelId(baseId, value)}
    />
  );
}

/** The shown tab's panel; the others are not in the page (as with Radix's own panel). */
export function TabsContent({ className, value, children, ...props }: ComponentProps<'div'> & { value: string }) {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a component's name, for a developer's error
  const { baseId, value: shown } = useTabsState('TabsContent');
  if (value !== shown) return null;
  return (
    <div
      data-slot="tabs-content"
      data-state="active"
      role="tabpanel"
      id={tabPanelId(baseId, value)}
      aria-labelledby={tabTriggerId(baseId, value)}
      tabIndex={0}
      className={cn('mt-3 focus-visible:outline-2 focus-visible:outline-ring', className)}
      {...props}
    >
      {children}
    </div>
  );
}
