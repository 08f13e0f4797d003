// @ts-check
// How much of a Lighthouse run's blocking time was the page's own work, and how much was its main thread waiting
// for a CPU core. Lighthouse's simulated phone takes each long task's observed length (wall time) and multiplies
// it by the preset's CPU slowdown, 4 on mobile (half that for a task that lays out). On a small, shared machine
// a task's wall time includes the moments the operating system gave the core to something else: Chromium's
// other processes, Lighthouse's own tracing and screenshots, the server. The trace also records each task's
// thread CPU time (`tdur`), which leaves those out.
// Both sums below use Lighthouse's rule (every task after first contentful paint, over 50 ms once multiplied),
// so they can be set side by side; neither is Lighthouse's simulation itself.

/** Tasks shorter than this are left out by Lighthouse's simulation too. */
const MIN_TASK_US = 10_000;
const BLOCKING_ABOVE_MS = 50;

/**
 * @typedef {{ name: string, ph?: string, ts: number, dur?: number, tdur?: number, pid?: number, tid?: number,
 *   args?: { data?: { documentLoaderURL?: string } } }} TraceEvent
 * @param {TraceEvent[]} events a Lighthouse trace's traceEvents
 * @param {number} cpuSlowdown the run's `throttling.cpuSlowdownMultiplier` (4 mobile, 1 desktop)
 * @returns {{ fromWallMs: number, fromCpuMs: number } | null} null when the trace has no navigation or paint
 */
export function blockingFromTrace(events, cpuSlowdown) {
  const navigation = events.find(
    (event) => event.name === "navigationStart" && event.args?.data?.documentLoaderURL?.startsWith("http"),
  );
  if (!navigation) return null;
  const onMainThread = (/** @type {TraceEvent} */ event) =>
    event.pid === navigation.pid && event.tid === navigation.tid && event.ph === "X";
  const paint = events.find(
    (event) =>
      event.name === "firstContentfulPaint" && event.pid === navigation.pid && event.ts > navigation.ts,
  );
  if (!paint) return null;
  const layouts = events.filter((event) => event.name === "Layout" && onMainThread(event));
  let fromWallMs = 0;
  let fromCpuMs = 0;
  for (const task of events) {
    if (task.name !== "RunTask" || !onMainThread(task) || task.ts < paint.ts) continue;
    const wall = task.dur ?? 0;
    if (wall < MIN_TASK_US) continue;
    const end = task.ts + wall;
    const laysOut = layouts.some((layout) => layout.ts >= task.ts && layout.ts <= end);
    const slowdown = laysOut ? cpuSlowdown / 2 : cpuSlowdown;
    fromWallMs += Math.max(0, (wall / 1000) * slowdown - BLOCKING_ABOVE_MS);
    fromCpuMs += Math.max(0, ((task.tdur ?? wall) / 1000) * slowdown - BLOCKING_ABOVE_MS);
  }
  return { fromWallMs: Math.round(fromWallMs), fromCpuMs: Math.round(fromCpuMs) };
}
