import { useEffect, useState } from 'react';
import { SLIDESHOW_INTERVAL_MS, SLIDESHOW_TRANSITION_MS } from '@/config/ui';
import { useReducedMotion } from '@/lib/use-reduced-motion';
import { cn } from '@/lib/utils';

/** Five images shipped with the app (web/public/login), never remote ones. */
export const SLIDES = [1, 2, 3, 4, 5].map((n) => `/login/slide-${n}.svg`);

/**
 * Dimmed background slideshow: 10 s per image, 1 s cross-fade (spec §9).
 * With reduced motion the first image stays put.
 */
export function Slideshow({ className }: { className?: string }) {
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (reducedMotion) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % SLIDES.length), SLIDESHOW_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [reducedMotion]);

  const shown = reducedMotion ? 0 : index;
  return (
    <div aria-hidden="true" className={cn('absolute inset-0 overflow-hidden', className)}>
      {SLIDES.map((src, i) => (
        <img
          key={src}
          src={src}
          alt=""
          data-active={i === shown ? 'true' : undefined}
          decoding="async"
          fetchPriority={i === 0 ? 'high' : 'low'}
          className="absolute inset-0 size-full object-cover brightness-[0.55] saturate-[0.9] transition-opacity ease-in-out"
          style={{
            opacity: i === shown ? 1 : 0,
            transitionDuration: `${reducedMotion ? 0 : SLIDESHOW_TRANSITION_MS}ms`,
          }}
        />
      ))}
    </div>
  );
}
