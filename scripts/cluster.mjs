// @ts-check
// `npm run cluster`: Redis, PostgreSQL, a fake TMDB, three instances and HAProxy (Debian's), all on 127.0.0.1,
// under load: a crawl against the shared TMDB rate cap, a rolling SIGTERM restart of each instance, then one
// SIGKILL (scripts/lib/cluster/run.mjs says what is checked). Prints the figures; exits 1 if anything did not
// hold. Needs a build (`npm run build`), redis-server, PostgreSQL and haproxy (scripts/ensure-services.mjs).
// Options: --crawl 20 (seconds), --settle 10 (seconds of steady load around each step), --visitors 8,
// --crawlers 20, --devices 6, --tmdb-max-rps 30.
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { ROOT } from "./lib/cluster/processes.mjs";
import { runCluster } from "./lib/cluster/run.mjs";

if (!existsSync(path.join(ROOT, "build/server/index.js"))) {
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}
const { values } = parseArgs({
  options: {
    crawl: { type: "string", default: "20" },
    settle: { type: "string", default: "10" },
    visitors: { type: "string", default: "8" },
    crawlers: { type: "string", default: "20" },
    devices: { type: "string", default: "6" },
    "tmdb-max-rps": { type: "string", default: "30" },
  },
});
const started = Date.now();
const { figures, problems } = await runCluster({
  crawlSeconds: Number(values.crawl),
  settleSeconds: Number(values.settle),
  visitors: Number(values.visitors),
  crawlers: Number(values.crawlers),
  devices: Number(values.devices),
  tmdbMaxRps: Number(values["tmdb-max-rps"]),
  log: (line) => console.log(line),
});
console.log(`\nPhase and kind | sent | served | failed | of them 503 busy | p50 ms | p99 ms`);
for (const [name, row] of Object.entries(
  /** @type {Record<string, Record<string, number>>} */ (figures.phases ?? {}),
)) {
  console.log(`${name} | ${row.sent} | ${row.ok} | ${row.failed} | ${row.busy} | ${row.p50} | ${row.p99}`);
}
console.log(`\n${JSON.stringify(figures)}`);
console.log(`\nRan for ${Math.round((Date.now() - started) / 1000)} s.`);
if (problems.length > 0) {
  console.error(`\n${problems.length} thing(s) did not hold:\n- ${problems.join("\n- ")}`);
  process.exitCode = 1;
} else {
  console.log("Everything held.");
}
