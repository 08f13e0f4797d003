// @ts-check
// `npm run load`: HTTP load on the production server with autocannon, on the demo catalogue, against a local
// TMDB stub with injected latency, and on the sync API over SQLite and a throwaway PostgreSQL
// (lib/load-sync.mjs). Builds first if there is no build, starts every server itself on free ports,
// prints req/s, latency, errors, non-2xx answers and upstream calls per 1,000 page views, and stops the servers.
// Not part of `npm test`: figures depend on the machine. Options (all optional):
//   --duration 10     seconds per run          --connections 20   concurrent connections
//   --latency 50      the stub's latency, ms    --only demo|stub|sync|crawler   one part only
// The crawler part walks thousands of uncached title pages against the stub (one instance, then two sharing a
// throwaway redis-server when one is installed) while visitors read a cached page, and reports the upstream rate
// the stub saw per wall-clock second against TMDB_MAX_RPS.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import {
  CIPHERTEXT_BYTES,
  SYNC_RECORDS,
  seedSyncRecords,
  syncRequests,
  syncStores,
} from "./lib/load-sync.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const FAKE_KEY = "load-test-fake-key";

/** @param {string} name @param {number} fallback */
function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : Number.NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}
const DURATION_S = option("duration", 10);
const CONNECTIONS = option("connections", 20);
const STUB_LATENCY_MS = option("latency", 50);
const onlyIndex = process.argv.indexOf("--only");
const ONLY = onlyIndex >= 0 ? process.argv[onlyIndex + 1] : undefined;

/** @type {import("node:child_process").ChildProcess[]} */
const children = [];
/** How often each started process said Redis did not answer the rate cap in time, by its URL. */
/** @type {Map<string, () => number>} */
const redisFallbacks = new Map();

/**
 * Starts a node script that prints an http://127.0.0.1:{port} URL once listening; answers that URL.
 * @param {string[]} args @param {Record<string, string>} env
 * @returns {Promise<string>}
 */
function startProcess(args, env = {}) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  let fallbacks = 0;
  return new Promise((resolve, reject) => {
    const onData = (/** @type {Buffer} */ chunk) => {
      output = (output + chunk.toString()).slice(-10_000);
      const match = output.match(/http:\/\/127\.0\.0\.1:\d+/);
      if (match) {
        child.stdout?.off("data", onData);
        redisFallbacks.set(match[0], () => fallbacks);
        // Keep reading (a chatty server would block on a full pipe); keep the tail for a crash report.
        child.stdout?.on("data", (/** @type {Buffer} */ more) => {
          const text = more.toString();
          fallbacks += text.match(/Redis is not answering/g)?.length ?? 0;
          output = (output + text).slice(-10_000);
        });
        resolve(match[0]);
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", (/** @type {Buffer} */ chunk) => {
      output = (output + chunk.toString()).slice(-10_000);
    });
    child.once("exit", (code) => {
      if (!stopping) console.error(`${args.join(" ")} exited with ${code}:\n${output.slice(-3000)}`);
      reject(new Error(`${args.join(" ")} exited with ${code}:\n${output}`));
    });
  });
}
let stopping = false;

/** @param {Record<string, string>} env */
function startApp(env) {
  return startProcess(["server/server.mjs"], {
    TMDB_API_KEY: "",
    TMDB_READ_TOKEN: "",
    ...env,
    PORT: "0",
    HOST: "127.0.0.1",
  });
}

function stopAll() {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
}
process.once("SIGINT", () => {
  stopAll();
  process.exit(130);
});

/** @param {string} stubOrigin @returns {Promise<{ requests: number, bySecond: Record<string, number> }>} */
async function stubStats(stubOrigin) {
  return /** @type {any} */ (await (await fetch(`${stubOrigin}/__stats`)).json());
}

/** @param {string} stubOrigin */
async function upstreamCalls(stubOrigin) {
  const stats = /** @type {{ requests: number }} */ (await (await fetch(`${stubOrigin}/__stats`)).json());
  return stats.requests;
}

/**
 * The upstream call count once it has stopped moving: requests still in flight when a run ends finish after it,
 * and their calls belong to that run, not the next.
 * @param {string} stubOrigin
 */
async function settledUpstreamCalls(stubOrigin) {
  let previous = await upstreamCalls(stubOrigin);
  for (;;) {
    // Generous: on a busy machine a queue of server renders can leave gaps between a run's last calls.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const current = await upstreamCalls(stubOrigin);
    if (current === previous) return current;
    previous = current;
  }
}

/** A path that changes on every request, from `make(n)` with n = 0, 1, 2, ... */
function rotating(/** @type {(n: number) => string} */ make) {
  let n = 0;
  return () => make(n++);
}

/**
 * @typedef {{ page: string; path?: () => string; requests?: any[] }} Scenario
 *   `requests`: autocannon's own request list, for runs that need more than a GET of a path
 * @typedef {{ catalogue: string; page: string; reqPerSec: number; p50: number; p99: number; errors: number;
 *   non2xx: number; total: number; statuses: Record<string, number>; upstreamPer1000: number | null }} Row
 */

/**
 * One request to each page first, not measured: the demo catalogue is generated on its first call and code
 * paths compile on first use, and a run should measure the steady state.
 * @param {string} appUrl
 */
async function warmUp(appUrl) {
  for (const pagePath of ["/", "/movie/100001", "/explore-movies?p=1&g=popular", "/api/genre/movie/28?p=1"]) {
    await (await fetch(`${appUrl}${pagePath}`)).arrayBuffer();
  }
}

/** @param {string} catalogue @returns {Scenario[]} */
function scenarios(catalogue) {
  // Demo movie ids run 100001-102000; the stub answers any id with its recorded movie.
  /** @type {(n: number) => number} */
  const titleId = catalogue === "demo" ? (n) => 100001 + (n % 2000) : (n) => 10_000 + n;
  return [
    { page: "home /", path: () => "/" },
    { page: "title /movie/{id}, a new id each request", path: rotating((n) => `/movie/${titleId(n)}`) },
    { page: "explore /explore-movies?p=1&g=popular", path: () => "/explore-movies?p=1&g=popular" },
    {
      page: "JSON /api/genre/movie/28?p=1..20",
      path: rotating((n) => `/api/genre/movie/28?p=${(n % 20) + 1}`),
    },
  ];
}

/**
 * @param {string} url @param {(() => string) | any[]} nextPath a path per request, or autocannon's requests
 * @param {number} durationS @param {number} connections
 */
function cannon(url, nextPath, durationS, connections) {
  return autocannon({
    url,
    connections,
    duration: durationS,
    requests:
      typeof nextPath === "function"
        ? [{ setupRequest: (/** @type {{ path: string }} */ request) => ({ ...request, path: nextPath() }) }]
        : nextPath,
  });
}

/**
 * @param {string} catalogue @param {string} appUrl @param {Scenario} scenario @param {string | null} stubOrigin
 * @returns {Promise<Row>}
 */
async function run(catalogue, appUrl, scenario, stubOrigin) {
  const before = stubOrigin ? await settledUpstreamCalls(stubOrigin) : 0;
  const result = await cannon(
    appUrl,
    scenario.requests ?? scenario.path ?? (() => "/"),
    DURATION_S,
    CONNECTIONS,
  );
  const after = stubOrigin ? await settledUpstreamCalls(stubOrigin) : 0;
  // Let requests still in flight finish before the next run starts.
  if (!stubOrigin) await new Promise((resolve) => setTimeout(resolve, 1000));
  const total = Number(result["1xx"] + result["2xx"] + result["3xx"] + result["4xx"] + result["5xx"]);
  /** @type {Record<string, number>} */
  const statuses = {};
  for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {}))
    statuses[code] = Number(count);
  return {
    catalogue,
    page: scenario.page,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    total,
    statuses,
    upstreamPer1000: stubOrigin && total > 0 ? ((after - before) / total) * 1000 : null,
  };
}

function machine() {
  const cpuinfo = existsSync("/proc/cpuinfo") ? readFileSync("/proc/cpuinfo", "utf8") : "";
  const model = cpuinfo.match(/^model name\s*:\s*(.+)$/m)?.[1] ?? os.cpus()[0]?.model ?? "unknown";
  const nproc = spawnSync("nproc", { encoding: "utf8" }).stdout.trim() || String(os.availableParallelism());
  return { nproc, model, node: process.version };
}

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");

/** @param {Row[]} rows */
function printTable(rows) {
  const header = [
    "catalogue",
    "page",
    "req/s",
    "p50 ms",
    "p99 ms",
    "errors",
    "non-2xx",
    "upstream/1000 views",
  ];
  const lines = rows.map((row) => [
    row.catalogue,
    row.page,
    row.reqPerSec.toFixed(0),
    row.total === 0 ? "-" : String(row.p50),
    row.total === 0 ? "-" : String(row.p99),
    String(row.errors),
    `${row.non2xx}${row.non2xx > 0 ? ` (${JSON.stringify(row.statuses)})` : ""}`,
    row.catalogue.startsWith("sync")
      ? "-"
      : row.upstreamPer1000 === null
        ? "n/a (in-process)"
        : row.upstreamPer1000.toFixed(0),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  const format = (/** @type {string[]} */ cells) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(" | ")} |`;
  console.log(format(header));
  console.log(format(widths.map((width) => "-".repeat(width))));
  for (const line of lines) console.log(format(line));
}

/** The cap the crawler runs check against: the app's default unless TMDB_MAX_RPS is set for this run. */
const MAX_RPS = Number(process.env.TMDB_MAX_RPS || 30);
const CRAWLER_CONNECTIONS = 150;

/** A redis-server of the load run's own, on a free port; null when none is installed. */
async function startRedis() {
  if (spawnSync("redis-server", ["--version"]).status !== 0) return null;
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    {
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  children.push(child);
  await new Promise((resolve, reject) => {
    let output = "";
    child.stdout?.on("data", (/** @type {Buffer} */ chunk) => {
      output += chunk.toString();
      if (output.includes("Ready to accept connections")) resolve(undefined);
    });
    child.once("exit", (code) => reject(new Error(`redis-server exited with ${code}: ${output}`)));
  });
  return `redis://127.0.0.1:${port}`;
}

/**
 * A crawler on distinct, uncached title pages (split over the given apps) and visitors on the cached home page,
 * at once; then the upstream rate the stub saw in each whole second of the run.
 * @param {string} label @param {string[]} appUrls @param {string} stubOrigin @param {number} firstId
 */
async function crawl(label, appUrls, stubOrigin, firstId) {
  for (const url of appUrls) await warmUp(url);
  await settledUpstreamCalls(stubOrigin);
  const startedSecond = Math.floor(Date.now() / 1000);
  let n = firstId;
  const crawlers = appUrls.map((url) =>
    cannon(url, () => `/movie/${n++}`, DURATION_S, Math.round(CRAWLER_CONNECTIONS / appUrls.length)),
  );
  const visitors = cannon(appUrls[0] ?? "", () => "/", DURATION_S, 10);
  // Halfway through, one uncached page as a visitor would see it.
  await new Promise((resolve) => setTimeout(resolve, (DURATION_S * 1000) / 2));
  const probe = await fetch(`${appUrls[0]}/movie/${firstId + 9_000_000}`);
  await probe.arrayBuffer();
  const crawled = await Promise.all(crawlers);
  const read = await visitors;
  const endedSecond = Math.floor(Date.now() / 1000);
  await settledUpstreamCalls(stubOrigin);
  const { bySecond } = await stubStats(stubOrigin);
  // Whole seconds inside the run only: the first and last are partly outside it.
  const perSecond = Object.entries(bySecond)
    .filter(([second]) => Number(second) > startedSecond && Number(second) < endedSecond)
    .map(([, count]) => count);
  /** @type {Record<string, number>} */
  const statuses = {};
  for (const result of crawled) {
    for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) {
      statuses[code] = (statuses[code] ?? 0) + Number(count);
    }
  }
  const crawledTotal = Object.values(statuses).reduce((sum, count) => sum + count, 0);
  console.log(
    `\nCrawler, ${label}: ${CRAWLER_CONNECTIONS} connections on new /movie/{id} pages for ${DURATION_S} s, with 10 connections reading / meanwhile`,
  );
  console.log(
    `  crawler: ${crawledTotal} answers (${(crawledTotal / DURATION_S).toFixed(0)}/s), status counts ${JSON.stringify(statuses)}`,
  );
  console.log(
    `  an uncached page mid-run: ${probe.status}${probe.headers.get("retry-after") ? `, Retry-After ${probe.headers.get("retry-after")}` : ""}`,
  );
  console.log(
    `  visitors on /: ${read.requests.average.toFixed(0)} req/s, p50 ${read.latency.p50} ms, p99 ${read.latency.p99} ms, non-2xx ${read.non2xx}, errors ${read.errors}`,
  );
  const fallbacks = appUrls.map((url) => redisFallbacks.get(url)?.() ?? 0).reduce((a, b) => a + b, 0);
  if (fallbacks > 0)
    console.log(
      `  Redis did not answer in time ${fallbacks} times: those instances capped themselves alone meanwhile`,
    );
  console.log(
    `  upstream (the stub) per whole second: max ${Math.max(0, ...perSecond)}, mean ${(perSecond.reduce((a, b) => a + b, 0) / Math.max(1, perSecond.length)).toFixed(1)} over ${perSecond.length} s; cap TMDB_MAX_RPS ${MAX_RPS}`,
  );
}

/** The replayable TMDB stub, answering after STUB_LATENCY_MS; its origin. */
function startStub() {
  return startProcess([
    "tests/support/fault-upstream.mjs",
    "--port",
    "0",
    "--api-key",
    FAKE_KEY,
    "--latency",
    String(STUB_LATENCY_MS),
  ]);
}

async function crawlers() {
  const stubOrigin = await startStub();
  const stubEnv = { TMDB_API_KEY: FAKE_KEY, TMDB_API_BASE_URL: `${stubOrigin}/ok/3`, API_RATE_LIMIT: "0" };
  await crawl("one instance", [await startApp(stubEnv)], stubOrigin, 1_000_000);
  const redisUrl = await startRedis();
  if (!redisUrl) {
    console.log("\nCrawler, two instances: skipped, redis-server is not installed.");
    return;
  }
  const shared = { ...stubEnv, REDIS_URL: redisUrl };
  await crawl(
    "two instances sharing Redis",
    [await startApp(shared), await startApp(shared)],
    stubOrigin,
    2_000_000,
  );
}

async function main() {
  if (!existsSync(path.join(root, "build/server/index.js"))) {
    console.log("No build found: running `react-router build` first.");
    const build = spawnSync(path.join(root, "node_modules/.bin/react-router"), ["build"], {
      cwd: root,
      stdio: "inherit",
    });
    if (build.status !== 0) throw new Error("the build failed");
  }
  const { nproc, model, node } = machine();
  const startLoad = loadAverage();
  console.log(
    `Load test, ${new Date().toISOString()}: ${nproc} CPUs (${model}), Node ${node}, load average ${startLoad}`,
  );
  console.log(`Each run: autocannon, ${CONNECTIONS} connections for ${DURATION_S} s.`);
  if (ONLY !== "sync") {
    console.log(
      "The title run asks for a different id on " +
        "every request (demo: 2,000 ids, stub: never the same), so most of its requests miss the catalogue cache " +
        "and make an upstream call; home, explore and the JSON API are mostly cache hits. Each app answers every page " +
        "once before its runs (not measured).",
    );
    console.log(
      `The stub is tests/support/fault-upstream.mjs serving recorded TMDB answers after ${STUB_LATENCY_MS} ms.\n`,
    );
  }

  if (ONLY === "crawler") {
    await crawlers();
    return;
  }
  /** @type {Row[]} */
  const rows = [];
  if (!ONLY || ONLY === "demo") {
    const demoUrl = await startApp({ API_RATE_LIMIT: "0" });
    await warmUp(demoUrl);
    for (const scenario of scenarios("demo")) rows.push(await run("demo", demoUrl, scenario, null));
  }
  if (!ONLY || ONLY === "stub") {
    const stubOrigin = await startStub();
    const stubAppUrl = await startApp({
      TMDB_API_KEY: FAKE_KEY,
      TMDB_API_BASE_URL: `${stubOrigin}/ok/3`,
      API_RATE_LIMIT: "0",
    });
    await warmUp(stubAppUrl);
    for (const scenario of scenarios("stub"))
      rows.push(await run(`stub +${STUB_LATENCY_MS} ms`, stubAppUrl, scenario, stubOrigin));
  }
  if (!ONLY || ONLY === "sync") rows.push(...(await syncRuns()));
  printTable(rows);
  if (ONLY === "sync") {
    console.log(`\nLoad average at the end: ${loadAverage()}`);
    return;
  }
  if (ONLY !== "demo") await crawlers();

  // The JSON API's per-client limit (API_RATE_LIMIT, default 120 a minute): a short run with the default.
  const limitedUrl = await startApp({});
  const limited = await cannon(limitedUrl, () => "/api/genre/movie/28", 5, 10);
  /** @type {Record<string, number>} */
  const counts = {};
  for (const [code, { count }] of Object.entries(limited.statusCodeStats ?? {})) counts[code] = Number(count);
  console.log(
    `\nJSON API with the default rate limit (5 s, 10 connections, one client): status counts ${JSON.stringify(counts)}`,
  );
  console.log(
    counts["429"]
      ? `${counts["429"]} answers were 429: the limit works.`
      : "No 429 at all: this build does not limit /api/* (yet).",
  );
  console.log(`\nLoad average at the end: ${loadAverage()}`);
}

/** GET and PUT of sync records on each store, each behind an app server of its own. */
async function syncRuns() {
  console.log(
    `Sync runs: ${SYNC_RECORDS.toLocaleString("en")} lists of ${CIPHERTEXT_BYTES / 1024} KB ciphertext each, seeded ` +
      "first; each request reads or writes the next list in turn, and each PUT is conditional on the list's " +
      "current version (If-Match), so nearly every write succeeds.\n",
  );
  /** @type {Row[]} */
  const rows = [];
  for (const store of await syncStores()) {
    try {
      const appUrl = await startApp({ API_RATE_LIMIT: "0", ...store.env });
      const requests = syncRequests(await seedSyncRecords(appUrl));
      const name = `sync ${store.name}`;
      rows.push(await run(name, appUrl, { page: "GET /api/sync/{id}", requests: requests.get }, null));
      rows.push(
        await run(name, appUrl, { page: "PUT /api/sync/{id}, If-Match", requests: requests.put }, null),
      );
    } finally {
      await store.cleanup();
    }
  }
  return rows;
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(stopAll);
