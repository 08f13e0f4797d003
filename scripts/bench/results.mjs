// @ts-check
// What a bench run found, as bench/results.json holds it: the machine it ran on, its settings and each measure's
// figures.
import { spawnSync } from "node:child_process";
import os from "node:os";

/**
 * @typedef {object} BenchResults
 * @property {string} date
 * @property {ReturnType<typeof machine>} machine
 * @property {{ runs: number, presets: string[], loadSeconds: number, loadConnections: number }} settings
 * @property {import("../lib/pages.mjs").BenchPage[]} pages
 * @property {Record<string, ReturnType<typeof import("../lib/first-load.mjs").measureFirstLoad>>} firstLoad
 * @property {Record<string, import("./interactive.mjs").InteractiveResult>} interactive
 * @property {import("./interactive.mjs").InteractiveResult | null} interactiveFloor the site's frame alone
 *   (scripts/lib/pages.mjs FLOOR_PAGE), not budgeted
 * @property {Record<string, Record<string, import("./lighthouse.mjs").LighthouseSummary>>} lighthouse
 * @property {Record<string, import("./lighthouse.mjs").LighthouseSummary>} control
 * @property {Record<string, import("./throughput.mjs").LoadResult>} load
 */

/**
 * The machine and the commit measured; the load average before the run and now, after it.
 * @param {string} root the repository
 * @param {number[]} loadBefore os.loadavg() when the run started
 */
export function machine(root, loadBefore) {
  return {
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
  };
}

/** @param {number} value */
function round2(value) {
  return Math.round(value * 100) / 100;
}
