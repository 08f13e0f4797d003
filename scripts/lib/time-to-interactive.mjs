// @ts-check
// How long a page on a slow phone shows controls that React has not hydrated yet (issue 17): from the first
// paint to the moment the page marks itself interactive (root.tsx sets `data-hydrated` on <html> once hydration
// has committed). Measured in a real Chromium with a phone's profile: 4x CPU slowdown, 1.6 Mbit/s down,
// 750 kbit/s up, 150 ms round trip, 412 px wide, no cache, a fresh context per run. Before that mark the page's
// links and GET forms work and taps on its buttons are kept (app/lib/early-taps.ts); after it, everything works.
import { median } from "./median.mjs";

/** The phone profile of issue 17, the same as Lighthouse's mobile preset's simulated one. */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
};

/**
 * Opens a fresh page with the phone profile: the viewport, and the network and CPU throttled through the
 * DevTools protocol. Shared with the browser tests of taps before hydration (tests/e2e/support/phone.ts).
 * @param {import("@playwright/test").Browser} browser
 * @param {import("@playwright/test").BrowserContextOptions} [options] more context options (a baseURL)
 */
export async function openPhonePage(browser, options = {}) {
  const context = await browser.newContext({
    ...options,
    viewport: PHONE.viewport,
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const devtools = await context.newCDPSession(page);
  await devtools.send("Network.enable");
  await devtools.send("Network.setCacheDisabled", { cacheDisabled: true });
  await devtools.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: PHONE.downloadBytesPerSecond,
    uploadThroughput: PHONE.uploadBytesPerSecond,
  });
  await devtools.send("Emulation.setCPUThrottlingRate", { rate: PHONE.cpuSlowdown });
  return { context, page };
}

/** Records, in the page's window, the moment the page marks itself hydrated. */
async function recordHydration(/** @type {import("@playwright/test").Page} */ page) {
  await page.addInitScript(() => {
    // On `document` with its subtree: <html> may be replaced while the document is parsed.
    const recorder = new MutationObserver(() => {
      if (!document.documentElement.hasAttribute("data-hydrated")) return;
      // @ts-expect-error a property of the page's own window, read back below
      window.__hydratedAt = performance.now();
      recorder.disconnect();
    });
    recorder.observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
  });
}

/**
 * One run: the first contentful paint and the hydration mark, in ms from the navigation's start.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} url
 * @returns {Promise<{ firstPaintMs: number, hydratedMs: number }>}
 */
export async function measureOnce(browser, url) {
  const { context, page } = await openPhonePage(browser);
  await recordHydration(page);
  try {
    await page.goto(url, { waitUntil: "commit" });
    await page.waitForFunction(() => "__hydratedAt" in window, null, { timeout: 60_000 });
    return await page.evaluate(() => ({
      firstPaintMs: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      // @ts-expect-error set by the recorder above
      hydratedMs: /** @type {number} */ (window.__hydratedAt),
    }));
  } finally {
    await context.close();
  }
}

/**
 * The median of `runs` runs of each figure, and of the gap between them (taken per run, then the median).
 * @param {import("@playwright/test").Browser} browser
 * @param {string} url
 * @param {number} runs
 */
export async function measureInteractive(browser, url, runs) {
  const samples = [];
  for (let run = 0; run < runs; run++) samples.push(await measureOnce(browser, url));
  const gaps = samples.map((sample) => sample.hydratedMs - sample.firstPaintMs);
  return {
    firstPaintMs: Math.round(median(samples.map((sample) => sample.firstPaintMs))),
    hydratedMs: Math.round(median(samples.map((sample) => sample.hydratedMs))),
    gapMs: Math.round(median(gaps)),
    gapsMs: gaps.map(Math.round),
  };
}
