import type { UpstreamClock } from "./upstream-clock.server";

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

/**
 * The last guard, at the moment of sending: no more than `maxPerSecond` requests leave this process in any
 * 1,000 ms. The booked schedule spaces requests evenly, but a busy event loop wakes several sleepers late and at
 * once; without this they would leave together (measured: 50 in one second under a 30 cap, `npm run load`).
 */
export interface SendWindow {
  /** 0 and the send recorded when one may leave now; otherwise how long to wait before asking again. */
  take(): number;
}

/**
 * `maxPerSecond` may be a function: with several instances it is this instance's share of the cap (the cap over
 * the instances calling TMDB, redis-rate-gate.server.ts), so that their sum holds however late each one runs.
 */
/**
 * A little longer than a second: requests counted here as they leave reach TMDB a few milliseconds apart from
 * each other, and TMDB counts them as they arrive. Costs 5% of the cap; measured to keep the busiest second at the
 * stub within it where a 1,000 ms window let one more through (`npm run load`).
 */
const SEND_WINDOW_MS = 1050;

export function createSendWindow(
  maxPerSecond: number | (() => number),
  clock: Pick<UpstreamClock, "now">,
): SendWindow {
  const limit = typeof maxPerSecond === "number" ? () => maxPerSecond : maxPerSecond;
  const sent: number[] = [];
  return {
    take() {
      const now = clock.now();
      while (sent.length > 0 && (sent[0] ?? 0) <= now - SEND_WINDOW_MS) sent.shift();
      if (sent.length < Math.max(1, Math.floor(limit()))) {
        sent.push(now);
        return 0;
      }
      return Math.max(1, (sent[0] ?? now) + SEND_WINDOW_MS - now);
    },
  };
}
