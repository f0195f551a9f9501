import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TooltipGroup, WithTooltip } from './tooltip';
import { createTooltipTiming } from './tooltip-timing';

const button = (name: string) => h('button', { type: 'button' }, name);

describe('tooltips before a mouse or the keyboard visits them', () => {
  it('render the control alone, with the props given to the tooltip', () => {
    const html = renderToStaticMarkup(
      h(WithTooltip, { label: 'Logout', 'aria-haspopup': 'dialog', children: button('Salir') }),
    );
    expect(html).toBe('<button type="button" aria-haspopup="dialog">Salir</button>');
  });

  it('render each control of a group alone', () => {
    const html = renderToStaticMarkup(
      h(
        TooltipGroup,
        null,
        h(WithTooltip, { label: 'Editar', children: button('E') }),
        h(WithTooltip, { label: 'Borrar', children: button('B') }),
      ),
    );
    expect(html).toBe('<button type="button">E</button><button type="button">B</button>');
  });
});

describe("a group's timing", () => {
  afterEach(() => vi.useRealTimers());

  it('opens the first after the delay, the next at once while one is open and within the skip delay after', () => {
    vi.useFakeTimers();
    const timing = createTooltipTiming(300);
    const changes = vi.fn();
    timing.subscribe(changes);
    expect(timing.instant()).toBe(false);
    timing.opened();
    expect(timing.instant()).toBe(true);
    timing.closed();
    vi.advanceTimersByTime(299);
    expect(timing.instant()).toBe(true);
    timing.opened();
    timing.closed();
    vi.advanceTimersByTime(300);
    expect(timing.instant()).toBe(false);
    expect(changes).toHaveBeenCalledTimes(2);
  });

  it('waits for the last of two open tooltips to close', () => {
    vi.useFakeTimers();
    const timing = createTooltipTiming(300);
    timing.opened();
    timing.opened();
    timing.closed();
    vi.advanceTimersByTime(1_000);
    expect(timing.instant()).toBe(true);
    timing.closed();
    vi.advanceTimersByTime(300);
    expect(timing.instant()).toBe(false);
  });
});
