// @ts-check
// Lighthouse (mobile and desktop presets, the median of the runs) for the budgeted pages: the four category
// scores and LCP, TBT, CLS, FCP, Speed Index; and the same for the control page when one is served.
import { median } from "../lib/median.mjs";
import { CATEGORIES, runLighthouseWithRetry } from "./lighthouse-run.mjs";

const METRICS = /** @type {const} */ ([
  ["lcp", "largest-contentful-paint"],
  ["tbt", "total-blocking-time"],
  ["cls", "cumulative-layout-shift"],
  ["fcp", "first-contentful-paint"],
  ["si", "speed-index"],
]);

/**
 * @typedef {{ scores: Record<string, number>, metrics: Record<string, number>, benchmarkIndex: number, cpuBlockingMs: number, lcpElement: string | null }} LighthouseSummary
 */

/**
 * Every page in every preset, then the control in that preset.
 * @param {{ pages: import("../lib/pages.mjs").BenchPage[], presets: string[], runs: number, origin: string,
 *   controlUrl: string | null }} options
 */
export async function measureWithLighthouse({ pages, presets, runs, origin, controlUrl }) {
  /** @type {Record<string, Record<string, LighthouseSummary>>} */
  const lighthouse = {};
  /** The control, per preset: home with every script taken out (not budgeted; scripts/lib/control-page.mjs). */
  /** @type {Record<string, LighthouseSummary>} */
  const control = {};
  for (const preset of presets) {
    lighthouse[preset] = {};
    for (const page of pages) {
      lighthouse[preset][page.name] = await measurePage(`${origin}${page.path}`, preset, page.path, runs);
    }
    if (controlUrl) {
      control[preset] = await measurePage(controlUrl, preset, "/ without scripts (control)", runs);
    }
  }
  return { lighthouse, control };
}

/**
 * Lighthouse's figures for one page and preset: each the median of the runs.
 * @param {string} url
 * @param {string} preset
 * @param {string} label
 * @param {number} runs
 */
async function measurePage(url, preset, label, runs) {
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
 * The median of each score and metric over the runs, taken separately.
 * @param {import("./lighthouse-run.mjs").LighthouseRun[]} runs
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
  return {
    scores,
    metrics,
    benchmarkIndex: Math.round(median(lhrs.map((lhr) => lhr.environment?.benchmarkIndex ?? Number.NaN))),
    cpuBlockingMs: Math.round(median(runs.map((run) => run.blocking?.fromCpuMs ?? Number.NaN))),
    lcpElement: lhrs[0] ? lcpSelector(lhrs[0]) : null,
  };
}

/**
 * The largest contentful paint's element, as Lighthouse names it: the first node of the first table in the
 * audit's list.
 * @param {import("lighthouse").Result} lhr
 */
function lcpSelector(lhr) {
  const details = lhr.audits["largest-contentful-paint-element"]?.details;
  const table = details?.type === "list" ? details.items[0] : undefined;
  const node = table?.type === "table" ? table.items[0]?.node : undefined;
  return typeof node === "object" && node.type === "node" ? (node.selector ?? null) : null;
}
