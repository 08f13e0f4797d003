import { CatalogueError } from "./catalogue-error";
import type { UpstreamClock } from "./upstream-clock.server";

// A fake clock for the upstream discipline's tests (upstream, its connection limiter, the rate cap): time moves
// only when everything else is waiting on it, so backoff, Retry-After and timeouts take no real time.

export function fakeClock(): UpstreamClock & { advanceToNext(): boolean } {
  let now = 0;
  const timers: Array<{ at: number; fire: () => void }> = [];
  return {
    now: () => now,
    sleep(ms, signal) {
      return new Promise<void>((resolve, reject) => {
        if (signal?.aborted) return reject(signal.reason);
        const timer = { at: now + Math.max(0, ms), fire: resolve };
        timers.push(timer);
        signal?.addEventListener("abort", () => {
          timers.splice(timers.indexOf(timer), 1);
          reject(signal.reason);
        });
      });
    },
    advanceToNext() {
      if (timers.length === 0) return false;
      timers.sort((a, b) => a.at - b.at);
      const next = timers.shift() as (typeof timers)[number];
      now = Math.max(now, next.at);
      next.fire();
      return true;
    },
  };
}

export const flush = () => new Promise((resolve) => setImmediate(resolve));

/** Runs time forward until `promise` settles; fails if it could only settle by waiting forever. */
export async function drive<T>(clock: ReturnType<typeof fakeClock>, promise: Promise<T>): Promise<T> {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  for (;;) {
    await flush();
    if (settled) return promise;
    if (!clock.advanceToNext()) throw new Error("stuck: nothing left to wait for, and no answer");
  }
}

export async function rejection(promise: Promise<unknown>): Promise<CatalogueError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (error instanceof CatalogueError) return error;
  throw new Error(`expected a CatalogueError, got ${String(error)}`);
}
