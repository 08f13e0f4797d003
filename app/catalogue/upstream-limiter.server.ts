import { realClock, type UpstreamClock } from "./upstream-clock.server";

// The connection limit of the upstream discipline (upstream.server.ts): a bounded number of requests in flight,
// the rest waiting in a FIFO queue, each for at most its own budget.

export interface Limiter {
  /** Runs `task` once a slot is free, or answers "queue_timeout" if none frees up within `maxWaitMs`. */
  run<R>(maxWaitMs: number, task: () => Promise<R>): Promise<R | "queue_timeout">;
  stats(): { inFlight: number; queued: number; peakInFlight: number };
}

/** At most `max` tasks at once; the rest wait in arrival order, each for at most its own budget. */
export function createLimiter(max: number, clock: UpstreamClock = realClock): Limiter {
  let active = 0;
  let peak = 0;
  const queue: Array<() => void> = [];

  function release() {
    const next = queue.shift();
    if (next) next();
    else active -= 1;
  }

  async function acquire(maxWaitMs: number): Promise<boolean> {
    if (active < max) {
      active += 1;
      peak = Math.max(peak, active);
      return true;
    }
    const gaveUp = new AbortController();
    return new Promise<boolean>((resolve) => {
      const take = () => {
        gaveUp.abort();
        resolve(true);
      };
      queue.push(take);
      clock.sleep(maxWaitMs, gaveUp.signal).then(
        () => {
          const index = queue.indexOf(take);
          if (index >= 0) queue.splice(index, 1);
          resolve(false);
        },
        () => {},
      );
    });
  }

  return {
    async run(maxWaitMs, task) {
      if (!(await acquire(maxWaitMs))) return "queue_timeout";
      try {
        return await task();
      } finally {
        release();
      }
    },
    stats: () => ({ inFlight: active, queued: queue.length, peakInFlight: peak }),
  };
}
