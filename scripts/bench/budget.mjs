// @ts-check
// The figures against bench/budget.json: a line for each one missed.
import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The budget's lines (bench/budget.json), each optional but firstLoad.default.
 * @typedef {{ jsGzipBytes: number, cssGzipBytes: number, htmlGzipBytes: number }} FirstLoadLimits
 * @typedef {object} Budget
 * @property {Record<string, Record<string, number>>} [lighthouse] minimum scores by preset
 * @property {Record<string, Record<string, number>>} [belowControl] points below the control, by preset
 * @property {{ default: FirstLoadLimits, pages?: Record<string, Partial<FirstLoadLimits>> }} firstLoad
 * @property {{ maxInteractiveAfterPaintMs?: number, maxPlayerRequestAfterPaintMs?: number }} [phone]
 * @property {Record<string, { minRequestsPerSecond: number, maxP99Ms: number }>} [load]
 */

/**
 * @param {string} root the repository
 * @returns {Budget}
 */
export function readBudget(root) {
  return JSON.parse(readFileSync(path.join(root, "bench/budget.json"), "utf8"));
}

/**
 * @param {import("./results.mjs").BenchResults} results
 * @param {Budget} budget
 */
export function compareWithBudget(results, budget) {
  const misses = [];
  for (const [preset, byPage] of Object.entries(results.lighthouse)) {
    const wanted = budget.lighthouse?.[preset] ?? {};
    for (const [name, summary] of Object.entries(byPage)) {
      for (const [category, minimum] of Object.entries(wanted)) {
        const score = summary.scores[category] ?? 0;
        if (score < Number(minimum))
          misses.push(`${preset} ${pathOf(name)}: ${category} ${score} < ${minimum}`);
      }
    }
  }
  // Mobile performance is judged against what the machine gives a page that runs nothing (the control): on a
  // slow or busy machine even a page that runs a framework cannot reach 100, so a fixed score would only measure
  // the machine.
  for (const [preset, margins] of Object.entries(budget.belowControl ?? {})) {
    const control = results.control?.[preset];
    const byPage = results.lighthouse[preset];
    if (!byPage) continue;
    if (!control) {
      misses.push(`${preset}: no control row to compare with (run without --no-control)`);
      continue;
    }
    for (const [name, summary] of Object.entries(byPage)) {
      for (const [category, margin] of Object.entries(margins)) {
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
    const { js, css } = size;
    if (js.gzipBytes > limits.jsGzipBytes) {
      misses.push(`${pathOf(name)}: first-load JS ${js.gzipBytes} B gzip > ${limits.jsGzipBytes} B`);
    }
    if (css.gzipBytes > limits.cssGzipBytes) {
      misses.push(`${pathOf(name)}: first-load CSS ${css.gzipBytes} B gzip > ${limits.cssGzipBytes} B`);
    }
    const html = size.htmlGzipBytes;
    if (html > limits.htmlGzipBytes)
      misses.push(`${pathOf(name)}: HTML ${html} B gzip > ${limits.htmlGzipBytes} B`);
  }
  // The phone profile: interactive within a second of the first paint, the player requested within
  // 0.2 s of it. Medians of the runs.
  const phone = budget.phone ?? {};
  for (const [name, result] of Object.entries(results.interactive)) {
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
    return results.pages.find((page) => page.name === name)?.path ?? name;
  }
}
