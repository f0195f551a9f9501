import { useMediaQuery } from './use-media-query';

/** True when the visitor asked the system for reduced motion. */
export function useReducedMotion(): boolean {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a media query
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
