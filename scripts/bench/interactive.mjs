// @ts-check
// On the phone profile, how long after its first paint each page becomes interactive (hydrated), median of
// INTERACTIVE_RUNS runs (scripts/lib/time-to-interactive.mjs).
import { measureInteractive } from "../lib/time-to-interactive.mjs";
import { CHROME_PATH } from "./browser.mjs";

/** Runs per page of the time from first paint to interactive (the median of 3). */
export const INTERACTIVE_RUNS = 3;

/** @typedef {Awaited<ReturnType<typeof measureInteractive>>} InteractiveResult */

/**
 * Each page in turn, in one browser; a line per page as it is measured.
 * @param {string} origin
 * @param {import("../lib/pages.mjs").BenchPage[]} pages
 * @returns {Promise<Record<string, InteractiveResult>>}
 */
export async function measureInteractivePages(origin, pages) {
  /** @type {Record<string, InteractiveResult>} */
  const interactive = {};
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ["--no-sandbox"] });
  try {
    for (const page of pages) {
      // The watch page's player frame: its request should start with the page.
      const player = page.name === "watch";
      interactive[page.name] = await measureInteractive(browser, `${origin}${page.path}`, INTERACTIVE_RUNS, {
        player,
      });
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
  return interactive;
}
