import type { Page } from '@playwright/test';
import { axeViolations } from '../axe';

/** What a check found on one screen or dialog. */
export interface Finding {
  /** page-overflow, element-overflow, action-off-screen, dialog-cut, text-cut, header-overlap, axe:<rule>. */
  check: string;
  /** A short selector path of the element, or the axe targets. */
  element: string;
  /** How far beyond the box, in CSS pixels (0 when not a distance, e.g. axe). */
  px: number;
  detail?: string;
}

/** The attribute the walk puts on offending elements so the screenshot outlines them. */
export const OFFENDER_ATTRIBUTE = 'data-walk-offender';

/**
 * Measures the page (or, with `dialog`, the top-most open dialog) in the browser. Runs inside the page: it must not
 * use anything from this module's scope.
 *
 * - page-overflow: the document scrolls horizontally (`scrollWidth > clientWidth`).
 * - element-overflow: a visible element reaches beyond the viewport and no horizontal scroller holds it (a scroller
 *   counts only when it scrolls sideways alone: one that also scrolls vertically is a page or a dialog body, where
 *   sideways scrolling is content cut off). Only the outermost such element is reported.
 * - action-off-screen: a visible button, link, field or [role=button] not fully within the viewport horizontally,
 *   even inside a scroller (a table's actions must be visible without a sideways scroll). With `scrollableActions`
 *   (a tablet: a wide table scrolls in its frame), an action a sideways scroller holds is reachable and passes; one
 *   cut by a clipping box, or outside any scroller, still fails.
 * - dialog-cut: in the top-most dialog, a visible element reaching beyond the dialog's box sideways (outermost only),
 *   or an action cut by it.
 * - text-cut: an element with `text-overflow: ellipsis` whose text does not fit, with no `title` (on it or an
 *   ancestor), no tooltip trigger and no accessible name carrying the full text.
 * - header-overlap: the page's h1 and the other direct children of its header (or the buttons in it) intersect.
 */
export function measureLayout(options: { dialog: boolean; offender: string; scrollableActions?: boolean }): {
  check: string;
  element: string;
  px: number;
  detail?: string;
}[] {
  const findings: { check: string; element: string; px: number; detail?: string }[] = [];
  const tolerance = 1;
  const viewportWidth = document.documentElement.clientWidth;

  const describe = (element: Element): string => {
    const parts: string[] = [];
    let current: Element | null = element;
    while (current && current !== document.body && parts.length < 4) {
      let part = current.tagName.toLowerCase();
      if (current.id && !/^radix-|^:r/.test(current.id)) part += `#${current.id}`;
      const role = current.getAttribute('role');
      if (role) part += `[role=${role}]`;
      const label = current.getAttribute('aria-label');
      if (label) part += `[aria-label="${label.slice(0, 40)}"]`;
      parts.unshift(part);
      if (current.id || label) break;
      current = current.parentElement;
    }
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
    return `${parts.join(' > ')}${text ? ` "${text}"` : ''}`;
  };

  /** Whether a box hides what is inside it: transparent, or visually hidden (sr-only). Memoised per element. */
  const hiding = new Map<Element, boolean>();
  const hidden = (node: Element | null): boolean => {
    if (!node) return false;
    const known = hiding.get(node);
    if (known !== undefined) return known;
    const s = getComputedStyle(node);
    let result = s.opacity === '0';
    if (!result && (s.position === 'absolute' || s.position === 'fixed')) {
      const r = node.getBoundingClientRect();
      result =
        (s.clip !== '' && s.clip !== 'auto') || s.clipPath.startsWith('inset(50%') || r.width <= 1 || r.height <= 1;
    }
    result ||= hidden(node.parentElement);
    hiding.set(node, result);
    return result;
  };
  const isVisible = (element: Element): boolean => {
    const rect = element.getBoundingClientRect();
    if (rect.width < 2 || rect.height < 2) return false;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || style.display === 'contents') return false;
    return !hidden(element);
  };

  const INTERACTIVE =
    'button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=tab], [role=link]';
  const clipsX = (element: Element): 'scroll' | 'clip' | null => {
    const overflowX = getComputedStyle(element).overflowX;
    if (overflowX === 'auto' || overflowX === 'scroll') return 'scroll';
    if (overflowX === 'hidden' || overflowX === 'clip') return 'clip';
    return null;
  };
  /** A scroller meant for sideways scrolling: it does not scroll vertically (a table frame, a tab strip). */
  const sidewaysScroller = (element: Element): boolean =>
    clipsX(element) === 'scroll' &&
    !(element === document.scrollingElement || element === document.body) &&
    element.scrollHeight <= element.clientHeight + tolerance;

  const mark = (element: Element) => element.setAttribute(options.offender, '');

  const root: Element | null = options.dialog
    ? ([...document.querySelectorAll('[role=dialog], [role=alertdialog]')].filter(isVisible).at(-1) ?? null)
    : document.body;
  if (!root) return [{ check: 'dialog-missing', element: 'no open dialog', px: 0 }];
  const rootRect = root.getBoundingClientRect();
  const all = [...root.querySelectorAll('*')].filter(
    (element) => !(element instanceof SVGElement && element.tagName !== 'svg') && isVisible(element),
  );

  if (!options.dialog) {
    const over = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    if (over > tolerance)
      findings.push({
        check: 'page-overflow',
        element: 'html',
        px: over,
        detail: `scrollWidth ${document.documentElement.scrollWidth}`,
      });
  } else {
    const overLeft = -rootRect.left;
    const overRight = rootRect.right - viewportWidth;
    if (Math.max(overLeft, overRight) > tolerance) {
      findings.push({
        check: 'element-overflow',
        element: describe(root),
        px: Math.round(Math.max(overLeft, overRight)),
      });
      mark(root);
    }
  }

  // The box elements must stay within: the viewport for a page, the dialog's box for a dialog.
  const limitLeft = options.dialog ? Math.max(0, rootRect.left) : 0;
  const limitRight = options.dialog ? Math.min(viewportWidth, rootRect.right) : viewportWidth;
  const overflowing = new Map<Element, number>();
  for (const element of all) {
    const rect = element.getBoundingClientRect();
    const over = Math.max(limitLeft - rect.left, rect.right - limitRight);
    if (over <= tolerance) continue;
    // Where the element is held: a sideways scroller excuses content (not actions); a clipping box hides the rest.
    let heldBy: 'scroll' | 'clip' | null = null;
    for (let node = element.parentElement; node && node !== root.parentElement; node = node.parentElement) {
      const kind = clipsX(node);
      if (!kind) continue;
      // A dialog that scrolls sideways has cut its content: only a scroller inside it (a table's frame) may excuse.
      if (options.dialog && node === root) {
        heldBy = 'clip';
        break;
      }
      const box = node.getBoundingClientRect();
      if (box.right <= limitRight + tolerance && box.left >= limitLeft - tolerance) {
        // A box that also scrolls vertically (a dialog body, a list) does not excuse sideways overflow: it cuts it.
        heldBy = kind === 'scroll' && sidewaysScroller(node) ? 'scroll' : 'clip';
        break;
      }
    }
    const interactive = element.matches(INTERACTIVE);
    if (interactive && heldBy === 'scroll' && options.scrollableActions && !options.dialog) continue;
    if (interactive) {
      findings.push({
        check: options.dialog ? 'dialog-cut' : 'action-off-screen',
        element: describe(element),
        px: Math.round(over),
        detail: heldBy ? `inside a ${heldBy === 'scroll' ? 'sideways scroller' : 'clipping box'}` : undefined,
      });
      mark(element);
      continue;
    }
    if (heldBy === 'scroll') continue;
    // Ellipsis text is the text-cut check's business.
    if (
      heldBy === 'clip' &&
      element.parentElement &&
      getComputedStyle(element.parentElement).textOverflow === 'ellipsis'
    )
      continue;
    overflowing.set(element, over);
  }
  for (const [element, over] of overflowing) {
    let parent = element.parentElement;
    while (parent && !overflowing.has(parent)) parent = parent.parentElement;
    if (parent) continue; // an ancestor is reported already
    findings.push({
      check: options.dialog ? 'dialog-cut' : 'element-overflow',
      element: describe(element),
      px: Math.round(over),
    });
    mark(element);
  }

  // Text cut by an ellipsis with no way to read it whole.
  for (const element of all) {
    const style = getComputedStyle(element);
    if (style.textOverflow !== 'ellipsis' || clipsX(element) === null) continue;
    if (element.scrollWidth <= element.clientWidth + tolerance) continue;
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (!text) continue;
    if (element.closest('[title]')) continue;
    if (element.closest('[data-slot=tooltip-trigger], [data-state][aria-describedby]')) continue;
    const named = element.closest('[aria-label]')?.getAttribute('aria-label') ?? '';
    if (named.includes(text)) continue;
    findings.push({
      check: 'text-cut',
      element: describe(element),
      px: element.scrollWidth - element.clientWidth,
      detail: 'ellipsis, no title or tooltip',
    });
    mark(element);
  }

  // The page header: h1 against its siblings and the buttons beside it.
  if (!options.dialog) {
    const heading = document.querySelector('main h1');
    if (heading && isVisible(heading)) {
      // The header: the nearest box around the h1 with other children and a control, and header-sized.
      let header: Element | null = heading.parentElement;
      for (let depth = 0; header && depth < 3; depth += 1, header = header.parentElement) {
        if (header.children.length > 1 && header.querySelector(INTERACTIVE)) break;
      }
      if (header && header.tagName !== 'MAIN' && header.getBoundingClientRect().height < 500) {
        const children = [...header.children].filter(isVisible);
        const controls = [...header.querySelectorAll(INTERACTIVE)].filter(isVisible);
        const pairs: [Element, Element][] = [];
        for (let i = 0; i < children.length; i += 1)
          for (let j = i + 1; j < children.length; j += 1) pairs.push([children[i]!, children[j]!]);
        for (const control of controls) pairs.push([heading, control]);
        const seen = new Set<string>();
        for (const [a, b] of pairs) {
          if (a.contains(b) || b.contains(a)) continue;
          const ra = a.getBoundingClientRect();
          const rb = b.getBoundingClientRect();
          const width = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
          const height = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
          if (width <= 2 || height <= 2) continue;
          const key = `${describe(a)} ⟷ ${describe(b)}`;
          if (seen.has(key)) continue;
          seen.add(key);
          findings.push({
            check: 'header-overlap',
            element: key,
            px: Math.round(width),
            detail: `${Math.round(width)}×${Math.round(height)} px`,
          });
          mark(a);
          mark(b);
        }
      }
    }
  }
  return findings;
}

/** Waits for CSS animations and transitions to end (a dialog opening, a toast sliding in). */
export async function settled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

/**
 * Waits for the route's data: the shell (or the signed-out screen) and a heading shown, no loading placeholder,
 * animations ended. Generous: on a loaded 2-core machine a first load took over 30 s.
 */
export async function ready(page: Page): Promise<void> {
  await page
    .locator('h1:visible, h2:visible')
    .first()
    .waitFor({ timeout: 30_000 })
    .catch(() => undefined);
  await allRows(page);
  await settled(page);
}

/**
 * What a screen draws or asks for only as it nears the screen or takes focus is brought in as a person would bring
 * it, and the page goes back to its top: a table's rows after its first (`data-rows-pending` until focus enters it or
 * its end nears the screen), a part below a phone's first screen whose placeholder says it is loading (the documents'
 * entity picker). Only those: scrolling to the end would load a list's next pages, which the walk does not measure.
 */
async function allRows(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const LOADING = '[aria-label^="Cargando"], [aria-label^="Loading"], [aria-busy="true"]';
    const waiting = () => document.querySelector(`[data-rows-pending], ${LOADING}`) !== null;
    const deadline = Date.now() + 15_000;
    let scrolled = false;
    while (waiting() && Date.now() < deadline) {
      for (const list of document.querySelectorAll('[data-rows-pending]'))
        list.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      for (const placeholder of document.querySelectorAll(LOADING)) {
        const box = placeholder.getBoundingClientRect();
        if (box.top < innerHeight && box.bottom > 0) continue;
        placeholder.scrollIntoView({ block: 'center' });
        scrolled = true;
        await frame();
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (scrolled) {
      scrollTo(0, 0);
      await frame();
    }
  });
}

export async function layoutFindings(page: Page, dialog: boolean, scrollableActions = false): Promise<Finding[]> {
  return page.evaluate(measureLayout, { dialog, offender: OFFENDER_ATTRIBUTE, scrollableActions });
}

/** axe-core (../axe.ts) on the whole page, or on the open dialogs. */
export async function axeFindings(page: Page, dialog: boolean): Promise<Finding[]> {
  const violations = await axeViolations(page, dialog ? '[role="dialog"], [role="alertdialog"]' : undefined);
  return violations.map((violation) => ({
    check: `axe:${violation.id}`,
    element: violation.nodes
      .slice(0, 3)
      .map((node) => node.target.join(' '))
      .join(' | '),
    px: 0,
    detail: `${violation.impact ?? ''} ${violation.nodes.length} node(s): ${violation.help}${
      violation.nodes[0]?.failureSummary
        ? ` — ${violation.nodes[0].failureSummary.replace(/\s+/g, ' ').slice(0, 160)}`
        : ''
    }`,
  }));
}

/** Outlines the offending elements for the screenshot, takes it, then removes the marks. */
export async function screenshotWithOffenders(page: Page): Promise<Buffer> {
  const style = await page.addStyleTag({
    content: `[${OFFENDER_ATTRIBUTE}] { outline: 3px solid #e11d48 !important; outline-offset: -2px; }`,
  });
  // The first offender in view (a page's may be below the fold).
  await page.evaluate(
    (name) => document.querySelector(`[${name}]`)?.scrollIntoView({ block: 'center' }),
    OFFENDER_ATTRIBUTE,
  );
  const shot = await page.screenshot({ fullPage: false });
  await style.evaluate((node) => node.parentNode?.removeChild(node));
  await page.evaluate((name) => {
    for (const element of document.querySelectorAll(`[${name}]`)) element.removeAttribute(name);
  }, OFFENDER_ATTRIBUTE);
  return shot;
}
