// @ts-check
// One Lighthouse run of a page in a Chromium of its own, tried again when Lighthouse fails to record a trace.
import { blockingFromTrace } from "../lib/main-thread-wait.mjs";
import { CHROME_PATH } from "./browser.mjs";

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
export const CATEGORIES = /** @type {const} */ (["performance", "accessibility", "best-practices", "seo"]);

/**
 * What one run gives: Lighthouse's report and the blocking time counted from the trace.
 * @typedef {{ lhr: import("lighthouse").Result, blocking: ReturnType<typeof blockingFromTrace> }} LighthouseRun
 */

/** The Chromium of the Lighthouse run in progress, so an interrupted bench leaves nothing running. */
/** @type {{ kill: () => void } | null} */
let currentChrome = null;

/** Stops the Chromium of the run in progress, if any (the bench was interrupted). */
export function killCurrentChrome() {
  currentChrome?.kill();
}

/**
 * Lighthouse now and then fails to record a trace (NO_NAVSTART) on a run that is otherwise fine: such a run is
 * tried again, twice at most, rather than losing the whole bench; a page that keeps failing still stops it.
 * @param {string} url
 * @param {string} preset
 * @returns {Promise<LighthouseRun>}
 */
export async function runLighthouseWithRetry(url, preset) {
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
 * @returns {Promise<LighthouseRun>}
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
