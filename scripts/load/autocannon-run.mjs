// @ts-check
// One measured run of autocannon against an app server: req/s, latency, errors, status counts and, against the
// stub, the upstream calls per 1,000 page views.
import autocannon from "autocannon";
import { settledUpstreamCalls } from "./stub-upstream.mjs";

/**
 * @typedef {{ durationS: number, connections: number }} RunSettings seconds and connections of each run
 * @typedef {NonNullable<import("autocannon").Options["requests"]>} Requests
 * @typedef {{ page: string; path?: () => string; requests?: Requests }} Scenario
 *   `requests`: autocannon's own request list, for runs that need more than a GET of a path
 * @typedef {{ catalogue: string; page: string; reqPerSec: number; p50: number; p99: number; errors: number;
 *   non2xx: number; total: number; statuses: Record<string, number>; upstreamPer1000: number | null }} Row
 */

/** A path that changes on every request, from `make(n)` with n = 0, 1, 2, ... */
export function rotating(/** @type {(n: number) => string} */ make) {
  let n = 0;
  return () => make(n++);
}

/**
 * One request to each page first, not measured: the demo catalogue is generated on its first call and code
 * paths compile on first use, and a run should measure the steady state.
 * @param {string} appUrl
 */
export async function warmUp(appUrl) {
  for (const pagePath of ["/", "/movie/100001", "/explore-movies?p=1&g=popular", "/api/genre/movie/28?p=1"]) {
    await (await fetch(`${appUrl}${pagePath}`)).arrayBuffer();
  }
}

/**
 * @param {string} url @param {(() => string) | Requests} nextPath a path per request, or autocannon's requests
 * @param {number} durationS @param {number} connections
 */
export function cannon(url, nextPath, durationS, connections) {
  return autocannon({
    url,
    connections,
    duration: durationS,
    requests:
      typeof nextPath === "function"
        ? [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }]
        : nextPath,
  });
}

/**
 * @param {string} catalogue @param {string} appUrl @param {Scenario} scenario @param {string | null} stubOrigin
 * @param {RunSettings} settings
 * @returns {Promise<Row>}
 */
export async function run(catalogue, appUrl, scenario, stubOrigin, settings) {
  const before = stubOrigin ? await settledUpstreamCalls(stubOrigin) : 0;
  const result = await cannon(
    appUrl,
    scenario.requests ?? scenario.path ?? (() => "/"),
    settings.durationS,
    settings.connections,
  );
  const after = stubOrigin ? await settledUpstreamCalls(stubOrigin) : 0;
  // Let requests still in flight finish before the next run starts.
  if (!stubOrigin) await new Promise((resolve) => setTimeout(resolve, 1000));
  const total = Number(result["1xx"] + result["2xx"] + result["3xx"] + result["4xx"] + result["5xx"]);
  return {
    catalogue,
    page: scenario.page,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    total,
    statuses: statusCounts([result]),
    upstreamPer1000: stubOrigin && total > 0 ? ((after - before) / total) * 1000 : null,
  };
}

/**
 * The answers of one or more runs by status code, summed.
 * @param {import("autocannon").Result[]} results
 */
export function statusCounts(results) {
  /** @type {Record<string, number>} */
  const statuses = {};
  for (const result of results) {
    for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) {
      statuses[code] = (statuses[code] ?? 0) + Number(count);
    }
  }
  return statuses;
}
