import {
  createContext,
  useContext,
  useEffect,
  useState,
  useReducer,
  type FocusEvent,
  type HTMLAttributes,
  type PointerEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { flushSync } from 'react-dom';
import { Slot } from 'radix-ui';
import { loadOnIntent } from '@/lib/load-when-idle';
import { createTooltipTiming, type TooltipTiming } from './tooltip-timing';

type TooltipParts = typeof import('./tooltip-parts');

let parts: TooltipParts | undefined;
const partsListeners = new Set<() => void>();
const subscribeToParts = (listener: () => void) => {
  partsListeners.add(listener);
  return () => void partsListeners.delete(listener);
};

/** The tooltip library and its positioning engine, fetched once (again after a failure, at the next sign). */
const loadTooltipParts = loadOnIntent(() =>
  import('./tooltip-parts').then((module) => {
    parts = module;
    for (const listener of partsListeners) listener();
  }),
);

let listeningForIntent = false;

/**
 * The first move of a mouse or the first Tab anywhere fetches the tooltips, so that they are there when the pointer
 * or the focus reaches a control. A phone's touches never show a tooltip and never fetch them.
 */
function fetchTooltipsAtFirstIntent() {
  if (listeningForIntent || typeof document === 'undefined') return;
  listeningForIntent = true;
  const stop = () => {
    document.removeEventListener('pointermove', onPointer);
    document.removeEventListener('keydown', onKey);
  };
  const start = () => {
    stop();
    loadTooltipParts();
  };
  const onPointer = (event: globalThis.PointerEvent) => (event.pointerType === 'touch' ? undefined : start());
  const onKey = (event: KeyboardEvent) => (event.key === 'Tab' ? start() : undefined);
  document.addEventListener('pointermove', onPointer, { passive: true });
  document.addEventListener('keydown', onKey);
}

// Listened for from the moment a screen with tooltips is loaded, once for all its controls (not an effect each).
fetchTooltipsAtFirstIntent();

const GroupTiming = createContext<TooltipTiming | null>(null);

/**
 * Tooltips that share the timing of spec §9: open after 700 ms, and at once within 300 ms of another closing (a
 * table's row actions). Not one provider around the whole shell, and no tooltip library in a first screen: a
 * phone shows no tooltip, so each control becomes a tooltip's trigger only at a mouse's or the keyboard's first
 * visit (decision 026).
 */
export function TooltipGroup({ children }: { children: ReactNode }) {
  const [timing] = useState(createTooltipTiming);
  return <GroupTiming.Provider value={timing}>{children}</GroupTiming.Provider>;
}

type WithTooltipProps = HTMLAttributes<HTMLElement> & {
  /** The tooltip's text. */
  label: string;
  /** One control: a button or a link, which receives the props given here (an outer trigger's, say). */
  children: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
  ref?: Ref<HTMLElement>;
};

/**
 * Wraps one control with a tooltip showing `label`. Until a mouse points at the control or the keyboard focuses it,
 * the control is rendered alone; then it is swapped for the same control inside the tooltip's trigger (which gives
 * the focus back to it if it had it). Outside a `TooltipGroup`, the tooltip is a group of its own.
 */
export function WithTooltip({ label, side, children, ...controlProps }: WithTooltipProps) {
  const group = useContext(GroupTiming);
  const [ownTiming] = useState(() => (group ? undefined : createTooltipTiming()));
  const [swapped, setSwapped] = useState<{ focus: boolean; pointer: boolean } | null>(null);
  const [focusWaits, setFocusWaits] = useState(false);
  const [, partsArrived] = useReducer((count: number) => count + 1, 0);
  // Only a control the keyboard reached before the library arrived waits for it.
  useEffect(() => (focusWaits && !parts ? subscribeToParts(partsArrived) : undefined), [focusWaits]);
  const loaded = parts;

  // A control the keyboard reached before the library arrived becomes a trigger when it does, if still focused.
  if (loaded && !swapped && focusWaits) setSwapped({ focus: true, pointer: false });
  const timing = group ?? ownTiming;
  if (loaded && swapped && timing) {
    return (
      <loaded.TooltipAround
        label={label}
        side={side}
        timing={timing}
        focusOnMount={swapped.focus}
        pointerOnMount={swapped.pointer}
        {...controlProps}
      >
        {children}
      </loaded.TooltipAround>
    );
  }
  const onPointerEnter = (event: PointerEvent<HTMLElement>) => {
    controlProps.onPointerEnter?.(event);
    if (event.pointerType === 'touch') return;
    // At once, or not on this visit: a swap between the press and the release of a click would lose the click.
    if (parts)
      flushSync(() => setSwapped({ focus: event.currentTarget.contains(document.activeElement), pointer: true }));
    else loadTooltipParts();
  };
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    controlProps.onFocus?.(event);
    // A keyboard's focus, not a tap's (a tap that swapped the control would lose its click).
    if (!event.currentTarget.matches(':focus-visible')) return;
    setFocusWaits(true);
    loadTooltipParts();
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    controlProps.onBlur?.(event);
    setFocusWaits(false);
  };
  return (
    <Slot.Root {...controlProps} onPointerEnter={onPointerEnter} onFocus={onFocus} onBlur={onBlur}>
      {children}
    </Slot.Root>
  );
}
