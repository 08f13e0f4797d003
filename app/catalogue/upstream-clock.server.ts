import { setTimeout as delay } from "node:timers/promises";

// The time source of the upstream discipline (upstream.server.ts) and of the rate cap (rate-gate.server.ts), in
// a module of its own so that both can take it without importing each other. Injectable, so tests are fast
// and deterministic.

export interface UpstreamClock {
  /** Monotonic milliseconds, for deadlines. */
  now(): number;
  /** Resolves after `ms`; rejects when `signal` aborts first. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const realClock: UpstreamClock = {
  now: () => performance.now(),
  sleep: (ms, signal) => delay(ms, undefined, { signal }),
};
