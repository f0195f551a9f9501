import fs from 'node:fs';
import type { RuntimeFigures } from '../../../contracts/health';

/** What the server says of its event loop (GET /api/health/runtime, staff) and what Linux says of its memory. */

export async function readRuntime(
  baseUrl: string,
  staffToken: string,
  reset: boolean,
): Promise<RuntimeFigures | undefined> {
  try {
    const response = await fetch(`${baseUrl}/api/health/runtime${reset ? '?reset=true' : ''}`, {
      headers: { authorization: `Bearer ${staffToken}` },
      signal: AbortSignal.timeout(30_000),
    });
    return response.status === 200 ? ((await response.json()) as RuntimeFigures) : undefined;
  } catch {
    return undefined;
  }
}

/** A line of /proc/<pid>/status in bytes (VmRSS: resident now; VmHWM: the peak since start or the last reset). */
export function procMemory(pid: number, field: 'VmRSS' | 'VmHWM'): number | undefined {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Resets the process's peak RSS (VmHWM) to its current RSS (Linux ≥ 4.0; the process must be ours). */
export function resetPeakMemory(pid: number): boolean {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** Samples VmRSS every `everyMs` until stopped; answers the highest seen. */
export function watchMemory(pid: number, everyMs = 100): { stop: () => number } {
  let peak = procMemory(pid, 'VmRSS') ?? 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, procMemory(pid, 'VmRSS') ?? 0);
  }, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, procMemory(pid, 'VmRSS') ?? 0);
    },
  };
}
