import type { UpstreamClock } from "./upstream.server";

// TMDB's limit is on the rate of requests (about 40-50 a second per address), not on how many are open, so
// every upstream attempt first books a send time here. The booking is GCRA (a leaky bucket kept as one
// "theoretical arrival time"): each request takes the next slot one interval (1000 / TMDB_MAX_RPS ms) after the
// last one booked, with no burst allowance, so no second ever holds more than the cap. A request whose slot is
// further away than the longest wait we allow is refused instead of queued: the queue is bounded in time, and
// its length is how many callers are waiting for their slot. The same arithmetic runs in Redis for several
// instances (redis-rate-gate.server.ts).

export type Booking = { ok: true; waitMs: number } | { ok: false; retryAfterMs: number };

export interface RateGate {
  /** Books the next send slot if it is at most `maxWaitMs` away. */
  book(maxWaitMs: number): Promise<Booking>;
}

/** The GCRA step: the first free slot (never in the past) and the one after it, or a refusal. */
export function nextSlot(
  nextFree: number,
  now: number,
  intervalMs: number,
  maxWaitMs: number,
): { nextFree: number; booking: Booking } {
  const slot = Math.max(nextFree, now);
  const waitMs = slot - now;
  if (waitMs > maxWaitMs) return { nextFree, booking: { ok: false, retryAfterMs: waitMs } };
  return { nextFree: slot + intervalMs, booking: { ok: true, waitMs } };
}

export function createMemoryRateGate(maxPerSecond: number, clock: Pick<UpstreamClock, "now">): RateGate {
  const intervalMs = 1000 / maxPerSecond;
  let nextFree = 0;
  return {
    async book(maxWaitMs) {
      const step = nextSlot(nextFree, clock.now(), intervalMs, maxWaitMs);
      nextFree = step.nextFree;
      return step.booking;
    },
  };
}
