// @ts-check
// The crawler part of `npm run load`: thousands of uncached title pages against the stub (one instance, then
// two sharing a throwaway redis-server when one is installed) while visitors read a cached page, and the
// upstream rate the stub saw per wall-clock second against TMDB_MAX_RPS.
import { cannon, statusCounts, warmUp } from "./autocannon-run.mjs";
import { redisFallbacksOf, startApp } from "./processes.mjs";
import { startLoadRedis } from "./redis.mjs";
import { settledUpstreamCalls, startStub, stubEnv, stubStats } from "./stub-upstream.mjs";

/** The cap the crawler runs check against: the app's default unless TMDB_MAX_RPS is set for this run. */
const MAX_RPS = Number(process.env.TMDB_MAX_RPS || 30);
const CRAWLER_CONNECTIONS = 150;

/** @param {{ durationS: number, stubLatencyMs: number }} settings */
export async function crawlers(settings) {
  const stubOrigin = await startStub(settings.stubLatencyMs);
  const env = stubEnv(stubOrigin);
  await crawl("one instance", [await startApp(env)], stubOrigin, 1_000_000, settings.durationS);
  const redisUrl = await startLoadRedis();
  if (!redisUrl) {
    console.log("\nCrawler, two instances: skipped, redis-server is not installed.");
    return;
  }
  const shared = { ...env, REDIS_URL: redisUrl };
  await crawl(
    "two instances sharing Redis",
    [await startApp(shared), await startApp(shared)],
    stubOrigin,
    2_000_000,
    settings.durationS,
  );
}

/**
 * A crawler on distinct, uncached title pages (split over the given apps) and visitors on the cached home page,
 * at once; then the upstream rate the stub saw in each whole second of the run.
 * @param {string} label @param {string[]} appUrls @param {string} stubOrigin @param {number} firstId
 * @param {number} durationS
 */
async function crawl(label, appUrls, stubOrigin, firstId, durationS) {
  for (const url of appUrls) await warmUp(url);
  await settledUpstreamCalls(stubOrigin);
  const startedSecond = Math.floor(Date.now() / 1000);
  let n = firstId;
  const crawlerRuns = appUrls.map((url) =>
    cannon(url, () => `/movie/${n++}`, durationS, Math.round(CRAWLER_CONNECTIONS / appUrls.length)),
  );
  const visitors = cannon(appUrls[0] ?? "", () => "/", durationS, 10);
  // Halfway through, one uncached page as a visitor would see it.
  await new Promise((resolve) => setTimeout(resolve, (durationS * 1000) / 2));
  const probe = await fetch(`${appUrls[0]}/movie/${firstId + 9_000_000}`);
  await probe.arrayBuffer();
  const crawled = await Promise.all(crawlerRuns);
  const read = await visitors;
  const endedSecond = Math.floor(Date.now() / 1000);
  await settledUpstreamCalls(stubOrigin);
  const { bySecond } = await stubStats(stubOrigin);
  // Whole seconds inside the run only: the first and last are partly outside it.
  const perSecond = Object.entries(bySecond)
    .filter(([second]) => Number(second) > startedSecond && Number(second) < endedSecond)
    .map(([, count]) => count);
  const statuses = statusCounts(crawled);
  const crawledTotal = Object.values(statuses).reduce((sum, count) => sum + count, 0);
  console.log(
    `\nCrawler, ${label}: ${CRAWLER_CONNECTIONS} connections on new /movie/{id} pages for ${durationS} s, with 10 connections reading / meanwhile`,
  );
  console.log(
    `  crawler: ${crawledTotal} answers (${(crawledTotal / durationS).toFixed(0)}/s), status counts ${JSON.stringify(statuses)}`,
  );
  console.log(
    `  an uncached page mid-run: ${probe.status}${probe.headers.get("retry-after") ? `, Retry-After ${probe.headers.get("retry-after")}` : ""}`,
  );
  console.log(
    `  visitors on /: ${read.requests.average.toFixed(0)} req/s, p50 ${read.latency.p50} ms, p99 ${read.latency.p99} ms, non-2xx ${read.non2xx}, errors ${read.errors}`,
  );
  const fallbacks = appUrls.map(redisFallbacksOf).reduce((a, b) => a + b, 0);
  if (fallbacks > 0)
    console.log(
      `  Redis did not answer in time ${fallbacks} times: those instances capped themselves alone meanwhile`,
    );
  console.log(
    `  upstream (the stub) per whole second: max ${Math.max(0, ...perSecond)}, mean ${(perSecond.reduce((a, b) => a + b, 0) / Math.max(1, perSecond.length)).toFixed(1)} over ${perSecond.length} s; cap TMDB_MAX_RPS ${MAX_RPS}`,
  );
}
