// @ts-check
// `npm run bench`: builds, starts the production server on the demo catalogue, and measures on this machine
//   - Lighthouse (mobile and desktop presets, median of 3 runs) for the budgeted pages: the four category
//     scores and LCP, TBT, CLS, FCP, Speed Index;
//   - each page's first-load JavaScript and CSS (gzip bytes);
//   - on a phone's profile (4x CPU, 1.6 Mbit/s, 150 ms, 412 px), how long after its first paint each page
//     becomes interactive (hydrated), median of 3 runs (scripts/lib/time-to-interactive.mjs);
//   - server throughput and p50/p99 latency (autocannon, 20 connections, warm cache) for home and a title page.
// It writes bench/results.json and bench/results.md (both ignored by git), prints the table, compares the
// figures with bench/budget.json and exits 1 listing each miss.
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
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { serveControlPage, withoutScripts } from "./lib/control-page.mjs";
import { kb, measureFirstLoad } from "./lib/first-load.mjs";
import { blockingFromTrace } from "./lib/main-thread-wait.mjs";
import { median } from "./lib/median.mjs";
import { benchPages } from "./lib/pages.mjs";
import { measureInteractive } from "./lib/time-to-interactive.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const clientDir = path.join(root, "build/client");
const CHROME_PATH = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || "/usr/bin/chromium";
// Headless Chromium on a closed network: no background traffic that would fail and add noise.
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const CATEGORIES = /** @type {const} */ (["performance", "accessibility", "best-practices", "seo"]);
const METRICS = /** @type {const} */ ([
  ["lcp", "largest-contentful-paint"],
  ["tbt", "total-blocking-time"],
  ["cls", "cumulative-layout-shift"],
  ["fcp", "first-contentful-paint"],
  ["si", "speed-index"],
]);
/** Runs per page of the time from first paint to interactive (issue 17: the median of 3). */
const INTERACTIVE_RUNS = 3;
/** The pages whose throughput is measured (issue 7: the home page and a title page). */
const LOAD_PAGES = ["home", "movie"];
const LOAD_CONNECTIONS = 20;

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
const budget = JSON.parse(readFileSync(path.join(root, "bench/budget.json"), "utf8"));

if (!options["no-build"]) {
  console.log("Building…");
  const build = spawnSync("npm", ["run", "build", "--silent"], { cwd: root, encoding: "utf8" });
  if (build.status !== 0) fail(`The build failed:\n${build.stdout}${build.stderr}`);
}

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const server = await startServer(port);
/** The Chromium of the Lighthouse run in progress, so an interrupted bench leaves nothing running. */
/** @type {{ kill: () => void } | null} */
let currentChrome = null;
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.once(signal, () => {
    currentChrome?.kill();
    server.kill("SIGTERM");
    process.exit(130);
  });
}
const started = new Date();
const loadBefore = os.loadavg();

try {
  const allPages = (await benchPages(fetchHtml)).map((page) => ({ ...page, path: inLanguage(page.path) }));
  const pages = selectPages(allPages, options.pages);
  console.log(`Pages: ${pages.map((page) => page.path).join(", ")}`);

  // Warm the catalogue cache and the server's code paths, so no measurement pays for a first visit.
  // And the demo's artwork, which the last round's pages name: the server renders each image once (sharp, WebP)
  // and keeps it. Rendering them during a Lighthouse run would take the 2 CPUs from the browser being measured;
  // real TMDB serves them from its CDN.
  const images = new Set();
  for (let round = 0; round < 3; round++) {
    for (const page of allPages) {
      const html = await fetchHtml(page.path);
      if (round === 2) for (const url of imageUrls(html)) images.add(url);
    }
  }
  for (const url of images) await fetch(`${origin}${url}`).then((response) => response.arrayBuffer());
  console.log(`Warmed ${images.size} images.`);

  /** @type {Record<string, ReturnType<typeof measureFirstLoad>>} */
  const firstLoad = {};
  for (const page of pages) firstLoad[page.name] = measureFirstLoad(await fetchHtml(page.path), clientDir);

  /** @type {Record<string, Awaited<ReturnType<typeof measureInteractive>>>} */
  const interactive = {};
  if (!options["no-interactive"]) {
    const { chromium } = await import("@playwright/test");
    const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ["--no-sandbox"] });
    try {
      for (const page of pages) {
        // The watch page's player frame: its request should start with the page (issue 28).
        const player = page.name === "watch";
        interactive[page.name] = await measureInteractive(
          browser,
          `${origin}${page.path}`,
          INTERACTIVE_RUNS,
          {
            player,
          },
        );
        const result = interactive[page.name];
        console.log(
          `interactive ${page.path}: first paint ${result?.firstPaintMs} ms, hydrated ${result?.hydratedMs} ms, ${result?.gapMs} ms after the paint (runs: ${result?.gapsMs.join(", ")} ms)` +
            (player
              ? `; player requested ${result?.playerGapMs} ms after the paint (runs: ${result?.playerGapsMs.join(", ")} ms)`
              : ""),
        );
      }
    } finally {
      await browser.close();
    }
  }

  /** @type {Record<string, Record<string, LighthouseSummary>>} */
  const lighthouse = {};
  /** The control, per preset: home with every script taken out (not budgeted; scripts/lib/control-page.mjs). */
  /** @type {Record<string, LighthouseSummary>} */
  const control = {};
  if (!options["no-lighthouse"]) {
    const home = allPages.find((page) => page.name === "home");
    const controlPage =
      home && !options["no-control"]
        ? await serveControlPage(withoutScripts(await fetchHtml(home.path), origin))
        : null;
    try {
      for (const preset of presets) {
        lighthouse[preset] = {};
        for (const page of pages) {
          lighthouse[preset][page.name] = await measurePage(`${origin}${page.path}`, preset, page.path);
        }
        if (controlPage) {
          control[preset] = await measurePage(controlPage.url, preset, "/ without scripts (control)");
        }
      }
    } finally {
      await controlPage?.close();
    }
  }

  /** @type {Record<string, LoadResult>} */
  const load = {};
  if (!options["no-load"]) {
    for (const page of allPages.filter((candidate) => LOAD_PAGES.includes(candidate.name))) {
      load[page.name] = await measureLoad(`${origin}${page.path}`, loadSeconds);
      console.log(
        `load ${page.path}: ${load[page.name]?.requestsPerSecond} req/s, p50 ${load[page.name]?.p50Ms} ms, p99 ${load[page.name]?.p99Ms} ms`,
      );
    }
  }

  const results = {
    date: started.toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? "unknown",
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      loadAverageBefore: loadBefore.map(round2),
      loadAverageAfter: os.loadavg().map(round2),
      commit: spawnSync("git", ["rev-parse", "--short", "HEAD"], {
        cwd: root,
        encoding: "utf8",
      }).stdout.trim(),
    },
    settings: { runs, presets, loadSeconds, loadConnections: LOAD_CONNECTIONS },
    pages,
    firstLoad,
    interactive,
    lighthouse,
    control,
    load,
  };
  const misses = compareWithBudget(results);
  const table = markdownTable(results, misses);
  mkdirSync(path.join(root, "bench"), { recursive: true });
  writeFileSync(
    path.join(root, "bench/results.json"),
    `${JSON.stringify({ ...results, misses }, null, 2)}\n`,
  );
  writeFileSync(path.join(root, "bench/results.md"), table);
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

/**
 * @typedef {{ scores: Record<string, number>, metrics: Record<string, number>, benchmarkIndex: number, cpuBlockingMs: number, lcpElement: string | null }} LighthouseSummary
 * @typedef {{ path: string, requestsPerSecond: number, p50Ms: number, p99Ms: number, errors: number, non2xx: number }} LoadResult
 */

/**
 * Lighthouse's figures for one page and preset: each the median of the runs.
 * @param {string} url
 * @param {string} preset
 * @param {string} label
 */
async function measurePage(url, preset, label) {
  const results = [];
  for (let run = 0; run < runs; run++) {
    results.push(await runLighthouseWithRetry(url, preset));
    process.stdout.write(".");
  }
  const summary = summarise(results);
  process.stdout.write(
    ` ${preset} ${label}: perf ${summary.scores.performance}, LCP ${summary.metrics.lcp} ms, TBT ${summary.metrics.tbt} ms (own CPU ${summary.cpuBlockingMs} ms)\n`,
  );
  return summary;
}

/**
 * Lighthouse now and then fails to record a trace (NO_NAVSTART) on a run that is otherwise fine: such a run is
 * tried again, twice at most, rather than losing the whole bench; a page that keeps failing still stops it.
 * @param {string} url
 * @param {string} preset
 */
async function runLighthouseWithRetry(url, preset) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url, preset);
    } catch (error) {
      if (attempt >= 3) throw error;
      process.stdout.write(
        `\n${url} (${preset}): ${error instanceof Error ? error.message : error}; trying again\n`,
      );
    }
  }
}

/**
 * One Lighthouse run in a fresh Chromium, so no run sees another's cache or memory.
 * @param {string} url
 * @param {string} preset
 */
async function runLighthouse(url, preset) {
  const [{ default: lighthouseRun }, chromeLauncher, { default: desktopConfig }] = await Promise.all([
    import("lighthouse"),
    import("chrome-launcher"),
    import("lighthouse/core/config/desktop-config.js"),
  ]);
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  currentChrome = chrome;
  try {
    const result = await lighthouseRun(
      url,
      { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] },
      preset === "desktop" ? desktopConfig : undefined,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const slowdown = lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? 1;
    return { lhr, blocking: blockingFromTrace(result.artifacts?.Trace?.traceEvents ?? [], slowdown) };
  } finally {
    chrome.kill();
    currentChrome = null;
  }
}

/**
 * The median of each score and metric over the runs, taken separately.
 * @param {{ lhr: any, blocking: ReturnType<typeof blockingFromTrace> }[]} runs
 * @returns {LighthouseSummary}
 */
function summarise(runs) {
  const lhrs = runs.map((run) => run.lhr);
  /** @type {Record<string, number>} */
  const scores = {};
  for (const category of CATEGORIES) {
    scores[category] = Math.round(median(lhrs.map((lhr) => (lhr.categories[category]?.score ?? 0) * 100)));
  }
  /** @type {Record<string, number>} */
  const metrics = {};
  for (const [key, audit] of METRICS) {
    const value = median(lhrs.map((lhr) => lhr.audits[audit]?.numericValue ?? Number.NaN));
    metrics[key] = key === "cls" ? Math.round(value * 1000) / 1000 : Math.round(value);
  }
  const lcpItem = lhrs[0]?.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0];
  return {
    scores,
    metrics,
    benchmarkIndex: Math.round(median(lhrs.map((lhr) => lhr.environment?.benchmarkIndex ?? Number.NaN))),
    cpuBlockingMs: Math.round(median(runs.map((run) => run.blocking?.fromCpuMs ?? Number.NaN))),
    lcpElement: lcpItem?.node?.selector ?? null,
  };
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

/** @param {any} results */
function compareWithBudget(results) {
  const misses = [];
  for (const [preset, byPage] of Object.entries(results.lighthouse)) {
    const wanted = budget.lighthouse?.[preset] ?? {};
    for (const [name, summary] of Object.entries(/** @type {Record<string, LighthouseSummary>} */ (byPage))) {
      for (const [category, minimum] of Object.entries(wanted)) {
        const score = summary.scores[category] ?? 0;
        if (score < Number(minimum))
          misses.push(`${preset} ${pathOf(name)}: ${category} ${score} < ${minimum}`);
      }
    }
  }
  // Issue 17: mobile performance is judged against what the machine gives a page that runs nothing.
  for (const [preset, margins] of Object.entries(budget.belowControl ?? {})) {
    const control = results.control?.[preset];
    const byPage = results.lighthouse[preset];
    if (!byPage) continue;
    if (!control) {
      misses.push(`${preset}: no control row to compare with (run without --no-control)`);
      continue;
    }
    for (const [name, summary] of Object.entries(/** @type {Record<string, LighthouseSummary>} */ (byPage))) {
      for (const [category, margin] of Object.entries(/** @type {Record<string, number>} */ (margins))) {
        const score = summary.scores[category] ?? 0;
        const floor = (control.scores[category] ?? 0) - Number(margin);
        if (score < floor)
          misses.push(
            `${preset} ${pathOf(name)}: ${category} ${score} < ${floor} (the control's ${control.scores[category]} less ${margin})`,
          );
      }
    }
  }
  for (const [name, size] of Object.entries(results.firstLoad)) {
    const limits = { ...budget.firstLoad.default, ...budget.firstLoad.pages?.[name] };
    const { js, css } = /** @type {ReturnType<typeof measureFirstLoad>} */ (size);
    if (js.gzipBytes > limits.jsGzipBytes) {
      misses.push(`${pathOf(name)}: first-load JS ${js.gzipBytes} B gzip > ${limits.jsGzipBytes} B`);
    }
    if (css.gzipBytes > limits.cssGzipBytes) {
      misses.push(`${pathOf(name)}: first-load CSS ${css.gzipBytes} B gzip > ${limits.cssGzipBytes} B`);
    }
    const html = /** @type {ReturnType<typeof measureFirstLoad>} */ (size).htmlGzipBytes;
    if (html > limits.htmlGzipBytes)
      misses.push(`${pathOf(name)}: HTML ${html} B gzip > ${limits.htmlGzipBytes} B`);
  }
  // The phone profile (issue 28): interactive within a second of the first paint, the player requested within
  // 0.2 s of it. Medians of the runs.
  const phone = budget.phone ?? {};
  for (const [name, measured] of Object.entries(results.interactive)) {
    const result = /** @type {{ gapMs: number, playerGapMs: number | null }} */ (measured);
    if (phone.maxInteractiveAfterPaintMs !== undefined && result.gapMs > phone.maxInteractiveAfterPaintMs) {
      misses.push(
        `${pathOf(name)}: interactive ${result.gapMs} ms after the paint > ${phone.maxInteractiveAfterPaintMs} ms`,
      );
    }
    const maxPlayer = phone.maxPlayerRequestAfterPaintMs;
    if (maxPlayer !== undefined && result.playerGapMs !== null && result.playerGapMs > maxPlayer) {
      misses.push(
        `${pathOf(name)}: player requested ${result.playerGapMs} ms after the paint > ${maxPlayer} ms`,
      );
    }
  }
  for (const [name, wanted] of Object.entries(budget.load ?? {})) {
    const measured = results.load[name];
    if (!measured) continue;
    if (measured.requestsPerSecond < wanted.minRequestsPerSecond) {
      misses.push(`${measured.path}: ${measured.requestsPerSecond} req/s < ${wanted.minRequestsPerSecond}`);
    }
    if (measured.p99Ms > wanted.maxP99Ms)
      misses.push(`${measured.path}: p99 ${measured.p99Ms} ms > ${wanted.maxP99Ms} ms`);
    if (measured.errors > 0 || measured.non2xx > 0) {
      misses.push(
        `${pathOf(name)}: ${measured.errors} errors and ${measured.non2xx} non-2xx answers under load`,
      );
    }
  }
  return misses;

  /** @param {string} name */
  function pathOf(name) {
    return results.pages.find((/** @type {{ name: string }} */ page) => page.name === name)?.path ?? name;
  }
}

/** @param {any} results @param {string[]} misses */
function markdownTable(results, misses) {
  const { machine } = results;
  const lines = [
    `Measured ${results.date.slice(0, 10)} on ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGb} GB, Node ${machine.node}, commit ${machine.commit}; load average ${machine.loadAverageBefore.join(" / ")} before, ${machine.loadAverageAfter.join(" / ")} after. Lighthouse: median of ${results.settings.runs} run(s).`,
    "",
  ];
  for (const [preset, byPage] of Object.entries(results.lighthouse)) {
    lines.push(
      // CPU index: Lighthouse's benchmark of this machine's speed during the runs. Its simulated phone is 4x
      // slower than the machine, so the same page's TBT rises as the index falls (a busy host, a noisy neighbour).
      // TBT, own CPU: the same long tasks counted from the main thread's CPU time rather than their wall time,
      // i.e. without the moments the page waited for a core (scripts/lib/main-thread-wait.mjs).
      `| ${preset} | Perf | A11y | BP | SEO | LCP | TBT | TBT, own CPU | CLS | FCP | SI | CPU index |`,
      "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    );
    for (const page of results.pages) {
      const summary = /** @type {Record<string, LighthouseSummary>} */ (byPage)[page.name];
      if (summary) lines.push(lighthouseRow(page.path, summary));
    }
    const control = results.control?.[preset];
    if (control) lines.push(lighthouseRow("/ without scripts (control)", control));
    lines.push("");
  }
  lines.push(
    "| first load (gzip) | JS | CSS | HTML |",
    "|---|---:|---:|---:|",
    ...results.pages
      .filter((/** @type {{ name: string }} */ page) => results.firstLoad[page.name])
      .map((/** @type {{ name: string, path: string }} */ page) => {
        const size = results.firstLoad[page.name];
        return `| ${page.path} | ${kb(size.js.gzipBytes)} kB | ${kb(size.css.gzipBytes)} kB | ${kb(size.htmlGzipBytes)} kB |`;
      }),
    "",
  );
  const interactiveRows = results.pages.filter(
    (/** @type {{ name: string }} */ page) => results.interactive[page.name],
  );
  if (interactiveRows.length > 0) {
    lines.push(
      `| phone, median of ${INTERACTIVE_RUNS} | first paint | interactive | after the paint | first paint -> player request |`,
      "|---|---:|---:|---:|---:|",
      ...interactiveRows.map((/** @type {{ name: string, path: string }} */ page) => {
        const result = results.interactive[page.name];
        const player = result.playerGapMs === null ? "" : seconds(result.playerGapMs);
        return `| ${page.path} | ${seconds(result.firstPaintMs)} | ${seconds(result.hydratedMs)} | ${seconds(result.gapMs)} | ${player} |`;
      }),
      "",
    );
  }
  const loadRows = Object.entries(results.load);
  if (loadRows.length > 0) {
    lines.push(
      `| server, ${results.settings.loadConnections} connections, ${results.settings.loadSeconds} s | req/s | p50 | p99 | errors |`,
      "|---|---:|---:|---:|---:|",
      ...loadRows.map(([name, result]) => {
        const page = results.pages.find(
          (/** @type {{ name: string }} */ candidate) => candidate.name === name,
        );
        const r = /** @type {LoadResult} */ (result);
        return `| ${page?.path ?? name} | ${r.requestsPerSecond} | ${r.p50Ms} ms | ${r.p99Ms} ms | ${r.errors + r.non2xx} |`;
      }),
      "",
    );
  }
  lines.push(
    misses.length === 0 ? "Budget: met." : `Budget missed:\n${misses.map((miss) => `- ${miss}`).join("\n")}`,
    "",
  );
  return lines.join("\n");
}

/** @param {string} label @param {LighthouseSummary} summary */
function lighthouseRow(label, summary) {
  const { scores: s, metrics: m } = summary;
  return `| ${label} | ${s.performance} | ${s.accessibility} | ${s["best-practices"]} | ${s.seo} | ${seconds(m.lcp)} | ${m.tbt} ms | ${summary.cpuBlockingMs} ms | ${m.cls} | ${seconds(m.fcp)} | ${seconds(m.si)} | ${summary.benchmarkIndex} |`;
}

/** @param {number | undefined} ms */
function seconds(ms) {
  return ms === undefined ? "n/a" : `${(ms / 1000).toFixed(2)} s`;
}

/** @param {number} value */
function round2(value) {
  return Math.round(value * 100) / 100;
}

/**
 * @param {import("./lib/pages.mjs").BenchPage[]} pages
 * @param {string | undefined} filter
 */
function selectPages(pages, filter) {
  if (!filter) return pages;
  const wanted = filter
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const selected = pages.filter((page) =>
    wanted.some(
      (entry) => entry === page.name || entry === page.path || (entry !== "/" && page.path.startsWith(entry)),
    ),
  );
  if (selected.length === 0)
    fail(`--pages matched none of: ${pages.map((page) => `${page.name} (${page.path})`).join(", ")}`);
  return selected;
}

/**
 * A page's path in the --language chosen (app/i18n/languages.ts spells them the same way): "/movie/1" ->
 * "/ar/movie/1", "/" -> "/ar".
 * @param {string} pagePath
 */
function inLanguage(pagePath) {
  if (!languageSegment) return pagePath;
  return pagePath === "/" ? `/${languageSegment}` : `/${languageSegment}${pagePath}`;
}

/** @param {string} pagePath */
async function fetchHtml(pagePath) {
  const response = await fetch(`${origin}${pagePath}`);
  if (response.status !== 200) throw new Error(`${pagePath} answered ${response.status}`);
  return response.text();
}

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/**
 * The same-origin images a page's HTML names (src, srcset, imagesrcset), whichever width the browser picks.
 * @param {string} html
 */
function imageUrls(html) {
  const urls = [];
  for (const [, value] of html.matchAll(/\s(?:src|srcset|imagesrcset)="([^"]+)"/gi)) {
    for (const candidate of (value ?? "").split(",")) {
      const url = candidate.trim().split(/\s+/)[0] ?? "";
      if (url.startsWith("/") && !url.startsWith("//") && !url.startsWith("/assets/")) urls.push(url);
    }
  }
  return urls;
}

/**
 * The production server exactly as `npm start` runs it, on the demo catalogue (no TMDB credential).
 * @param {number} listenPort
 */
async function startServer(listenPort) {
  /** @type {NodeJS.ProcessEnv} */
  // Warnings and errors only: a line per request would bury the bench's own output.
  const env = {
    LOG_LEVEL: "warn",
    ...process.env,
    PORT: String(listenPort),
    HOST: "127.0.0.1",
    NODE_ENV: "production",
  };
  delete env.TMDB_API_KEY;
  delete env.TMDB_READ_TOKEN;
  const child = spawn(process.execPath, [path.join(root, "server/server.mjs")], {
    cwd: root,
    env,
    stdio: "inherit",
  });
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) fail(`The server exited with code ${child.exitCode}.`);
    try {
      if ((await fetch(`http://127.0.0.1:${listenPort}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGTERM");
  fail("The server did not answer /healthz within 20 s.");
  return child;
}

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(message);
  process.exit(1);
}
