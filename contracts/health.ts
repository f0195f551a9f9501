import { z } from 'zod';

/*
 * What the server says of its own process (staff only): how late its event loop ran timers since the window began,
 * and its memory. The chaos tier's hostile-files round and `npm run bench:hostile` read it to tell whether one
 * person's upload held the one thread every other request waits on.
 */

export const RuntimeFiguresSchema = z.object({
  /** Milliseconds since the delay window began (the start of the process, or the last read that reset it). */
  window_ms: z.number(),
  /** How late the event loop ran a timer, in milliseconds (`perf_hooks.monitorEventLoopDelay`). */
  event_loop_delay_ms: z.object({ p50: z.number(), p99: z.number(), max: z.number() }),
  /** `process.memoryUsage()` at the time of the answer, in bytes. */
  memory_bytes: z.object({ rss: z.number(), heap_used: z.number(), external: z.number() }),
  pid: z.number().int(),
});
export type RuntimeFigures = z.infer<typeof RuntimeFiguresSchema>;
