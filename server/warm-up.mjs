// @ts-check
// What an instance does before /readyz may answer 200: it opens the sync store (migrations, the first purge)
// and renders its home page once through its own pipeline, which fills the catalogue cache (from Redis or
// TMDB), the rendered-page cache, and compiles the hot code. A load balancer that sent visitors to a cold
// instance would make them pay for all of that. A failed warm-up does not keep the instance out for good:
// readiness then asks the catalogue itself (app/routes/readyz.ts), as it does once warm.

/** Longer than a TMDB call may take (10 s with retries), so a slow upstream is waited for once. */
export const WARM_UP_TIMEOUT_MS = 15_000;

/**
 * The origin a process reaches itself on: its bound address, or loopback when it listens on every interface.
 * @param {import("node:net").AddressInfo} address
 */
export function selfOrigin(address) {
  const any = address.address === "0.0.0.0" || address.address === "::" || address.address === "";
  const host = any ? "127.0.0.1" : address.address;
  return `http://${host.includes(":") ? `[${host}]` : host}:${address.port}`;
}

/**
 * @param {{ origin: string, openStore: () => Promise<unknown>, log: { info: (message: string) => void, warn: (message: string) => void }, timeoutMs?: number }} options
 * @returns {Promise<void>} settles once the warm-up is over, whatever came of it
 */
export async function warmUp({ origin, openStore, log, timeoutMs = WARM_UP_TIMEOUT_MS }) {
  const started = performance.now();
  const home = fetch(`${origin}/`, { signal: AbortSignal.timeout(timeoutMs) }).then(async (response) => {
    await response.arrayBuffer();
    return response.status;
  });
  const [, status] = await Promise.allSettled([openStore(), home]);
  const ms = Math.round(performance.now() - started);
  if (status.status === "fulfilled" && status.value === 200) log.info(`Warm in ${ms} ms: ready`);
  else {
    const what = status.status === "fulfilled" ? `answered ${status.value}` : "did not answer";
    log.warn(`Warm-up: the home page ${what} after ${ms} ms; readiness now asks the catalogue`);
  }
}
