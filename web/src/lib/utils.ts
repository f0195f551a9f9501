import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Merges class names, letting later Tailwind utilities win over earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * Builds tailwind-merge's tables (its first call costs ~20 ms, ~90 ms on a phone) in a task of its own, so that the
 * first screen's render is not one long task with it inside.
 */
export function prepareClassMerging(): void {
  setTimeout(() => twMerge('p-0', 'p-1'), 0);
}
