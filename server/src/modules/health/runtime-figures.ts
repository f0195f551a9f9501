import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import type { RuntimeFigures } from '@contracts/health';

/** How often the monitor's timer samples the loop; a stall shorter than this can be missed, a longer one cannot. */
const SAMPLE_MS = 10;

let histogram: IntervalHistogram | undefined;
let windowStartedAt = performance.now();

/** Starts the process's one event-loop monitor (several apps in one test process share it). */
export function startRuntimeMonitor(): void {
  if (histogram) return;
  histogram = monitorEventLoopDelay({ resolution: SAMPLE_MS });
  histogram.enable();
  windowStartedAt = performance.now();
}

const milliseconds = (nanoseconds: number) => Math.round(nanoseconds / 10_000) / 100;

/** The figures of the current window; with `reset`, a new window begins after this read. */
export function readRuntimeFigures(options: { reset: boolean }): RuntimeFigures {
  startRuntimeMonitor();
  const loop = histogram!;
  const memory = process.memoryUsage();
  // An empty histogram answers NaN (p50/p99) and 0 (max): no sample yet means no measured delay.
  const count = loop.count;
  const figures: RuntimeFigures = {
    window_ms: Math.round(performance.now() - windowStartedAt),
    event_loop_delay_ms: {
      p50: count ? milliseconds(loop.percentile(50)) : 0,
      p99: count ? milliseconds(loop.percentile(99)) : 0,
      max: count ? milliseconds(loop.max) : 0,
    },
    memory_bytes: { rss: memory.rss, heap_used: memory.heapUsed, external: memory.external },
    pid: process.pid,
  };
  if (options.reset) {
    loop.reset();
    windowStartedAt = performance.now();
  }
  return figures;
}
