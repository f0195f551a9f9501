export function vitestFailures(report: unknown, root?: string): string[];
export function playwrightFailures(report: unknown): string[];
export function stepPassed(status: number | null, report: unknown): boolean;
