import { useEffect, useState } from 'react';
import { SLIDESHOW_INTERVAL_MS, SLIDESHOW_NEXT_DELAY_MS, SLIDESHOW_TRANSITION_MS } from '@/config/ui';
import { useReducedMotion } from '@/lib/use-reduced-motion';
import { cn } from '@/lib/utils';

/** Five images shipped with the app (web/public/login), never remote ones. */
export const SLIDES = [1, 2, 3, 4, 5].map((n) => `/login/slide-${n}.svg`);

/**
 * The slides in the page: the one shown, the one fading out after a change, and the next one once the screen has
 * settled (so that it has loaded before its turn). The first screen fetches and draws one image, not five: on a phone
 * the other four cost the login a second of drawing before it could answer.
 */
export function mountedSlides(ticks: number, nextReady: boolean): Set<number> {
  const shown = ticks % SLIDES.length;
  const mounted = new Set([shown]);
  if (ticks > 0) mounted.add((shown + SLIDES.length - 1) % SLIDES.length);
  if (nextReady) mounted.add((shown + 1) % SLIDES.length);
  return mounted;
}

/**
 * Dimmed background slideshow: 10 s per image, 1 s cross-fade (spec §9).
 * With reduced motion the first image stays put.
 */
export function Slideshow({ className }: { className?: string }) {
  const reducedMotion = useReducedMotion();
  const [ticks, setTicks] = useState(0);
  const [nextReady, setNextReady] = useState(false);

  useEffect(() => {
    if (reducedMotion) return;
    const ready = setTimeout(() => setNextReady(true), SLIDESHOW_NEXT_DELAY_MS);
    const timer = setInterval(() => setTicks((t) => t + 1), SLIDESHOW_INTERVAL_MS);
    return () => {
      clearTimeout(ready);
      clearInterval(timer);
    };
  }, [reducedMotion]);

  const shown = reducedMotion ? 0 : ticks % SLIDES.length;
  const mounted = reducedMotion ? new Set([0]) : mountedSlides(ticks, nextReady);
  return (
    <div aria-hidden="true" className={cn('absolute inset-0 overflow-hidden', className)}>
      {SLIDES.map((src, i) =>
        mounted.has(i) ? (
          <img
            key={src}
            src={src}
            alt=""
            data-active={i === shown ? 'true' : undefined}
            decoding="async"
            fetchPriority={i === shown ? 'high' : 'low'}
            className="absolute inset-0 size-full object-cover transition-opacity ease-in-out"
            style={{
              opacity: i === shown ? 1 : 0,
              transitionDuration: `${reducedMotion ? 0 : SLIDESHOW_TRANSITION_MS}ms`,
            }}
          />
        ) : null,
      )}
      {/* Dims the slides as a filter would, without a filter to redraw on every frame of a cross-fade. */}
      <div className="absolute inset-0 bg-black/45" />
    </div>
  );
}
