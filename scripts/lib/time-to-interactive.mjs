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
 * The phone's screen and touch, as browser context options: shared with the browser tests of taps before
 * hydration (tests/e2e/support/phone.ts), which leave the slow network and CPU out.
 */
export const PHONE_SCREEN = {
  viewport: PHONE.viewport,
  deviceScaleFactor: PHONE.deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
};

/**
 * Opens a fresh page with the phone profile: its screen, and the network and CPU throttled through the
 * DevTools protocol.
 * @param {import("@playwright/test").Browser} browser
 * @param {import("@playwright/test").BrowserContextOptions} [options] more context options (a baseURL)
 */
export async function openPhonePage(browser, options = {}) {
  const context = await browser.newContext({ ...options, ...PHONE_SCREEN });
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

/**
 * Records, in the page's window, the moment the page marks itself hydrated, and when its first frame's request
 * started (the watch page's player, issue 28): the frame's resource timing entry, which Chromium adds once the
 * frame has loaded, with the request's start.
 */
async function recordHydration(/** @type {import("@playwright/test").Page} */ page) {
  await page.addInitScript(() => {
    new PerformanceObserver((entries) => {
      const frame = entries
        .getEntries()
        .find((entry) => /** @type {PerformanceResourceTiming} */ (entry).initiatorType === "iframe");
      // @ts-expect-error a property of the page's own window, read back below
      if (frame && !("__frameRequestAt" in window)) window.__frameRequestAt = frame.startTime;
    }).observe({ type: "resource", buffered: true });
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
 * One run: the first contentful paint, the hydration mark and, on a page with a player, the start of the player
 * frame's request, in ms from the navigation's start.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} url
 * @param {{ player?: boolean }} [options] wait for the player frame's request too
 * @returns {Promise<{ firstPaintMs: number, hydratedMs: number, playerRequestMs: number | null }>}
 */
export async function measureOnce(browser, url, options = {}) {
  const { context, page } = await openPhonePage(browser);
  await recordHydration(page);
  try {
    await page.goto(url, { waitUntil: "commit" });
    await page.waitForFunction(() => "__hydratedAt" in window, null, { timeout: 60_000 });
    if (options.player) {
      await page.waitForFunction(() => "__frameRequestAt" in window, null, { timeout: 60_000 });
    }
    return await page.evaluate(() => ({
      firstPaintMs: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      // @ts-expect-error set by the recorder above
      hydratedMs: /** @type {number} */ (window.__hydratedAt),
      // @ts-expect-error set by the recorder above
      playerRequestMs: /** @type {number | null} */ (window.__frameRequestAt ?? null),
    }));
  } finally {
    await context.close();
  }
}

/**
 * The median of `runs` runs of each figure, and of the gaps from the paint (taken per run, then the median).
 * With `player`, also the gap from the first paint to the player frame's request (issue 28: at most 0.2 s).
 * @param {import("@playwright/test").Browser} browser
 * @param {string} url
 * @param {number} runs
 * @param {{ player?: boolean }} [options]
 */
export async function measureInteractive(browser, url, runs, options = {}) {
  const samples = [];
  for (let run = 0; run < runs; run++) samples.push(await measureOnce(browser, url, options));
  const gaps = samples.map((sample) => sample.hydratedMs - sample.firstPaintMs);
  const playerGaps = samples.flatMap((sample) =>
    sample.playerRequestMs === null ? [] : [sample.playerRequestMs - sample.firstPaintMs],
  );
  return {
    firstPaintMs: Math.round(median(samples.map((sample) => sample.firstPaintMs))),
    hydratedMs: Math.round(median(samples.map((sample) => sample.hydratedMs))),
    gapMs: Math.round(median(gaps)),
    gapsMs: gaps.map(Math.round),
    // From the first paint to the player frame's request; negative when the request started before the paint.
    playerGapMs: playerGaps.length > 0 ? Math.round(median(playerGaps)) : null,
    playerGapsMs: playerGaps.map(Math.round),
  };
}
