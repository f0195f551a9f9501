import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Merges class names, letting later Tailwind utilities win over earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/*
 * tailwind-merge builds its tables on its first call (~15-20 ms, 60-80 ms on a phone): in a task of its own, as soon
 * as this module runs. Its chunk ('class-merging', web/vite.config.ts) is also an async script of index.html, so it
 * runs while the page still waits for the rest of its code, not among the first screen's tasks.
 */
setTimeout(() => twMerge('p-0', 'p-1'), 0);
