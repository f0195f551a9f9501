import { useMediaQuery } from './use-media-query';

/** True when the visitor asked the system for reduced motion. */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
