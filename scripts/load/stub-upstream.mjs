// @ts-check
// The replayable TMDB stub (tests/support/fault-upstream.mjs) in a process of its own, and the upstream calls
// it counted.
import { startProcess } from "./processes.mjs";

export const FAKE_KEY = "load-test-fake-key";

/**
 * The stub, answering after `latencyMs`; its origin.
 * @param {number} latencyMs
 */
export function startStub(latencyMs) {
  return startProcess([
    "tests/support/fault-upstream.mjs",
    "--port",
    "0",
    "--api-key",
    FAKE_KEY,
    "--latency",
    String(latencyMs),
  ]);
}

/** The app environment that sends TMDB calls to the stub at `stubOrigin`. @param {string} stubOrigin */
export function stubEnv(stubOrigin) {
  return { TMDB_API_KEY: FAKE_KEY, TMDB_API_BASE_URL: `${stubOrigin}/ok/3`, API_RATE_LIMIT: "0" };
}

/**
 * The stub's counts: every call, and the calls in each wall-clock second.
 * @param {string} stubOrigin
 * @returns {Promise<{ requests: number, bySecond: Record<string, number> }>}
 */
export async function stubStats(stubOrigin) {
  const stats = await (await fetch(`${stubOrigin}/__stats`)).json();
  if (typeof stats?.requests !== "number" || typeof stats.bySecond !== "object" || stats.bySecond === null) {
    throw new Error(`${stubOrigin}/__stats did not answer the stub's counts: ${JSON.stringify(stats)}`);
  }
  return stats;
}

/**
 * The upstream call count once it has stopped moving: requests still in flight when a run ends finish after it,
 * and their calls belong to that run, not the next.
 * @param {string} stubOrigin
 */
export async function settledUpstreamCalls(stubOrigin) {
  let previous = (await stubStats(stubOrigin)).requests;
  for (;;) {
    // Generous: on a busy machine a queue of server renders can leave gaps between a run's last calls.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const current = (await stubStats(stubOrigin)).requests;
    if (current === previous) return current;
    previous = current;
  }
}
