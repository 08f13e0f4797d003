// @ts-check
// Server throughput and p50/p99 latency (autocannon, LOAD_CONNECTIONS connections, warm cache) for the pages in
// LOAD_PAGES.

/** The pages whose throughput is measured (the home page and a title page). */
export const LOAD_PAGES = ["home", "movie"];
export const LOAD_CONNECTIONS = 20;

/**
 * @typedef {{ path: string, requestsPerSecond: number, p50Ms: number, p99Ms: number, errors: number, non2xx: number }} LoadResult
 */

/**
 * @param {string} origin
 * @param {import("../lib/pages.mjs").BenchPage[]} pages every page: those named in LOAD_PAGES are measured
 * @param {number} seconds
 * @returns {Promise<Record<string, LoadResult>>}
 */
export async function measureThroughput(origin, pages, seconds) {
  /** @type {Record<string, LoadResult>} */
  const load = {};
  for (const page of pages.filter((candidate) => LOAD_PAGES.includes(candidate.name))) {
    load[page.name] = await measureLoad(`${origin}${page.path}`, seconds);
    console.log(
      `load ${page.path}: ${load[page.name]?.requestsPerSecond} req/s, p50 ${load[page.name]?.p50Ms} ms, p99 ${load[page.name]?.p99Ms} ms`,
    );
  }
  return load;
}

/**
 * @param {string} url
 * @param {number} seconds
 * @returns {Promise<LoadResult>}
 */
async function measureLoad(url, seconds) {
  const { default: autocannon } = await import("autocannon");
  // A short untimed run first: the JIT, the catalogue cache and any page cache are warm when timing starts.
  await autocannon({ url, connections: LOAD_CONNECTIONS, duration: 2 });
  const result = await autocannon({ url, connections: LOAD_CONNECTIONS, duration: seconds });
  return {
    path: new URL(url).pathname,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
