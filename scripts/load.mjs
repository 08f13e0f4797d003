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
// Each part is a module of scripts/load/; this file parses the options and runs them in turn.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { crawlers } from "./load/crawler.mjs";
import { demoRuns } from "./load/demo.mjs";
import { ROOT, stopAll } from "./load/processes.mjs";
import { rateLimitRun } from "./load/rate-limit.mjs";
import { loadAverage, machine, printTable } from "./load/report.mjs";
import { stubRuns } from "./load/stub.mjs";
import { syncRuns } from "./load/sync.mjs";

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
const settings = { durationS: DURATION_S, connections: CONNECTIONS, stubLatencyMs: STUB_LATENCY_MS };

process.once("SIGINT", () => {
  stopAll();
  process.exit(130);
});

async function main() {
  if (!existsSync(path.join(ROOT, "build/server/index.js"))) {
    console.log("No build found: running `react-router build` first.");
    const build = spawnSync(path.join(ROOT, "node_modules/.bin/react-router"), ["build"], {
      cwd: ROOT,
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
    await crawlers(settings);
    return;
  }
  /** @type {import("./load/autocannon-run.mjs").Row[]} */
  const rows = [];
  if (!ONLY || ONLY === "demo") rows.push(...(await demoRuns(settings)));
  if (!ONLY || ONLY === "stub") rows.push(...(await stubRuns(settings)));
  if (!ONLY || ONLY === "sync") rows.push(...(await syncRuns(settings)));
  printTable(rows);
  if (ONLY === "sync") {
    console.log(`\nLoad average at the end: ${loadAverage()}`);
    return;
  }
  if (ONLY !== "demo") await crawlers(settings);

  await rateLimitRun();
  console.log(`\nLoad average at the end: ${loadAverage()}`);
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(stopAll);
