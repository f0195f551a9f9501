export function vitestFailures(report: unknown, root?: string): string[];
export function playwrightFailures(report: unknown): string[];
