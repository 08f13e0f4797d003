// @ts-check
// `npm run bench`: builds, starts the production server on the demo catalogue, and measures on this machine
//   - Lighthouse (mobile and desktop presets, median of 3 runs) for the budgeted pages: the four category
//     scores and LCP, TBT, CLS, FCP, Speed Index;
//   - each page's first-load JavaScript and CSS (gzip bytes);
//   - on a phone's profile (4x CPU, 1.6 Mbit/s, 150 ms, 412 px), how long after its first paint each page
//     becomes interactive (hydrated), median of 3 runs (scripts/lib/time-to-interactive.mjs), and the same for
//     a page not found, the site's frame alone, as the floor under those figures that hour, with each page's
//     time above it (neither budgeted);
//   - server throughput and p50/p99 latency (autocannon, 20 connections, warm cache) for home and a title page.
// It writes bench/results.json and bench/results.md (both ignored by git), prints the table, compares the
// figures with bench/budget.json and exits 1 listing each miss.
// Each measure is a module of scripts/bench/ (or scripts/lib/); this file runs them in turn.
//
// Options narrow a run while developing:
//   --pages home,/search     names or paths (a path prefix matches, "/" only home)
//   --runs 1                 Lighthouse runs per page and preset (default 3; the median is kept)
//   --preset mobile          mobile, desktop or both (default both)
//   --no-build               use the existing build
//   --no-lighthouse          skip Lighthouse
//   --no-load                skip the throughput test
//   --no-control             skip the control (home without its scripts; scripts/lib/control-page.mjs)
//   --no-interactive         skip the time from first paint to interactive
//   --duration 10            seconds per throughput test (default 10)
//   --language ar            the pages in another interface language: its URL segment (es, fr, de, pt-br, ja, ar)
import { spawnSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { freePort } from "../tests/support/free-port.mjs";
import { compareWithBudget, readBudget } from "./bench/budget.mjs";
import { fail } from "./bench/fail.mjs";
import { measureInteractivePages } from "./bench/interactive.mjs";
import { measureWithLighthouse } from "./bench/lighthouse.mjs";
import { killCurrentChrome } from "./bench/lighthouse-run.mjs";
import { markdownTable, writeResults } from "./bench/report.mjs";
import { machine } from "./bench/results.mjs";
import { inLanguage, selectPages } from "./bench/select-pages.mjs";
import { htmlFetcher, startServer } from "./bench/server.mjs";
import { LOAD_CONNECTIONS, measureThroughput } from "./bench/throughput.mjs";
import { warmUp } from "./bench/warm-up.mjs";
import { serveControlPage, withoutScripts } from "./lib/control-page.mjs";
import { measureFirstLoad } from "./lib/first-load.mjs";
import { benchPages, FLOOR_PAGE } from "./lib/pages.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const clientDir = path.join(root, "build/client");

const { values: options } = parseArgs({
  options: {
    pages: { type: "string" },
    runs: { type: "string", default: "3" },
    preset: { type: "string", default: "both" },
    "no-build": { type: "boolean", default: false },
    "no-lighthouse": { type: "boolean", default: false },
    "no-load": { type: "boolean", default: false },
    "no-control": { type: "boolean", default: false },
    "no-interactive": { type: "boolean", default: false },
    duration: { type: "string", default: "10" },
    language: { type: "string" },
  },
});
const languageSegment = options.language ?? "";
if (languageSegment && !/^[a-z]{2}(-[a-z]{2})?$/.test(languageSegment)) {
  fail(`--language must be a language's URL segment such as es or pt-br, not "${languageSegment}"`);
}
const runs = Math.max(1, Number.parseInt(options.runs ?? "3", 10) || 3);
const presets = options.preset === "both" ? ["mobile", "desktop"] : [options.preset ?? "mobile"];
if (presets.some((preset) => preset !== "mobile" && preset !== "desktop")) {
  fail(`--preset must be mobile, desktop or both, not "${options.preset}"`);
}
const loadSeconds = Math.max(1, Number.parseInt(options.duration ?? "10", 10) || 10);
const budget = readBudget(root);

if (!options["no-build"]) {
  console.log("Building…");
  const build = spawnSync("npm", ["run", "build", "--silent"], { cwd: root, encoding: "utf8" });
  if (build.status !== 0) fail(`The build failed:\n${build.stdout}${build.stderr}`);
}

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const fetchHtml = htmlFetcher(origin);
const server = await startServer(root, port);
// However the run ends (a bad --pages exits from inside a measure, a signal), the server it started goes with it.
process.once("exit", () => server.kill("SIGTERM"));
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.once(signal, () => {
    killCurrentChrome();
    process.exit(130);
  });
}
const started = new Date();
const loadBefore = os.loadavg();

try {
  const allPages = (await benchPages(fetchHtml)).map((page) => ({
    ...page,
    path: inLanguage(page.path, languageSegment),
  }));
  const pages = selectPages(allPages, options.pages);
  console.log(`Pages: ${pages.map((page) => page.path).join(", ")}`);

  const warmedImages = await warmUp(origin, allPages, fetchHtml);
  console.log(`Warmed ${warmedImages} images.`);

  /** @type {Record<string, ReturnType<typeof measureFirstLoad>>} */
  const firstLoad = {};
  for (const page of pages) firstLoad[page.name] = measureFirstLoad(await fetchHtml(page.path), clientDir);

  // The same measure, in the same browser and hour, on a page with nothing in it: the floor under every page's
  // figure, kept apart from the pages (it is not budgeted).
  const { [FLOOR_PAGE.name]: interactiveFloor = null, ...interactive } = options["no-interactive"]
    ? {}
    : await measureInteractivePages(origin, [...pages, FLOOR_PAGE]);

  /** @type {Awaited<ReturnType<typeof measureWithLighthouse>>} */
  let lighthouse = { lighthouse: {}, control: {} };
  if (!options["no-lighthouse"]) {
    const home = allPages.find((page) => page.name === "home");
    const controlPage =
      home && !options["no-control"]
        ? await serveControlPage(withoutScripts(await fetchHtml(home.path), origin))
        : null;
    try {
      lighthouse = await measureWithLighthouse({
        pages,
        presets,
        runs,
        origin,
        controlUrl: controlPage?.url ?? null,
      });
    } finally {
      await controlPage?.close();
    }
  }

  const load = options["no-load"] ? {} : await measureThroughput(origin, allPages, loadSeconds);

  /** @type {import("./bench/results.mjs").BenchResults} */
  const results = {
    date: started.toISOString(),
    machine: machine(root, loadBefore),
    settings: { runs, presets, loadSeconds, loadConnections: LOAD_CONNECTIONS },
    pages,
    firstLoad,
    interactive,
    interactiveFloor,
    lighthouse: lighthouse.lighthouse,
    control: lighthouse.control,
    load,
  };
  const misses = compareWithBudget(results, budget);
  const table = markdownTable(results, misses);
  writeResults(root, results, misses, table);
  console.log(`\n${table}`);
  if (misses.length > 0) {
    console.error(`${misses.length} budget line(s) missed (bench/budget.json): listed above.`);
    process.exitCode = 1;
  } else {
    console.log("Every measured figure is within budget.");
  }
} finally {
  server.kill("SIGTERM");
}
