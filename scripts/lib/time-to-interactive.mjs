// @ts-check
// How long a page on a slow phone shows controls that React has not hydrated yet: from the first
// paint to the moment the page marks itself interactive (root.tsx sets `data-hydrated` on <html> once hydration
// has committed). Measured in a real Chromium with a phone's profile: 4x CPU slowdown, 1.6 Mbit/s down,
// 750 kbit/s up, 150 ms round trip, 412 px wide, no cache, a fresh context per run. Before that mark the page's
// links and GET forms work and taps on its buttons are kept (app/lib/early-taps.ts); after it, everything works.
import { median } from "./median.mjs";

/** The slow phone the mobile budget is measured on, the same as Lighthouse's mobile preset's simulated one. */
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
 * The language the phone's browser asks for, named rather than left to the machine's locale. The server keeps a
 * page's HTML per region of Accept-Language (server/html-cache.mjs), so the bench warms the pages asking with the
 * same header (scripts/bench/server.mjs): otherwise each page's first measured run paid for the server
 * rendering it, on the same 2 CPUs as the browser being measured.
 */
export const BROWSER_LOCALE = "en-US";
export const BROWSER_ACCEPT_LANGUAGE = "en-US,en;q=0.9";

/**
 * Opens a fresh page with the phone profile: its screen, and the network and CPU throttled through the
 * DevTools protocol.
 * @param {import("@playwright/test").Browser} browser
 * @param {import("@playwright/test").BrowserContextOptions} [options] more context options (a baseURL)
 */
export async function openPhonePage(browser, options = {}) {
  const context = await browser.newContext({ locale: BROWSER_LOCALE, ...options, ...PHONE_SCREEN });
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

/** The name of the function through which the page reports to the bench (a DevTools binding). */
const REPORT = "__benchReport";

/**
 * Records, in the page's window, the moment the page marks itself hydrated, and when its first frame's request
 * started (the watch page's player): the frame's resource timing entry, which Chromium adds once the
 * frame has loaded, with the request's start. Each is reported through a DevTools binding as it happens.
 *
 * The page is not polled: Playwright's `waitForFunction` runs its predicate on every animation frame and first
 * evaluates Playwright's own script in the page, all on the page's main thread, which at 4x slowdown put the
 * measured first paint ~0.2 s later than the page's own (A/B of 11-15 runs on home and a title page).
 * @param {import("@playwright/test").BrowserContext} context
 * @param {import("@playwright/test").Page} page
 * @returns {Promise<{ hydrated: Promise<void>, frameRequested: Promise<void> }>}
 */
async function recordHydration(context, page) {
  /** @type {() => void} */
  let hydrated = () => {};
  /** @type {() => void} */
  let frameRequested = () => {};
  const reports = {
    hydrated: new Promise((resolve) => (hydrated = () => resolve(undefined))),
    frameRequested: new Promise((resolve) => (frameRequested = () => resolve(undefined))),
  };
  const devtools = await context.newCDPSession(page);
  devtools.on("Runtime.bindingCalled", (event) => {
    if (event.name !== REPORT) return;
    if (event.payload === "hydrated") hydrated();
    if (event.payload === "frame") frameRequested();
  });
  // Chromium reports a binding's calls only while the Runtime domain is on.
  await devtools.send("Runtime.enable");
  await devtools.send("Runtime.addBinding", { name: REPORT });
  await page.addInitScript((report) => {
    /** @param {string} what */
    // @ts-expect-error the binding added above
    const tell = (what) => window[report](what);
    new PerformanceObserver((entries) => {
      const frame = entries
        .getEntries()
        .find((entry) => /** @type {PerformanceResourceTiming} */ (entry).initiatorType === "iframe");
      if (!frame || "__frameRequestAt" in window) return;
      // @ts-expect-error a property of the page's own window, read back below
      window.__frameRequestAt = frame.startTime;
      tell("frame");
    }).observe({ type: "resource", buffered: true });
    // On `document` with its subtree: <html> may be replaced while the document is parsed.
    const recorder = new MutationObserver(() => {
      if (!document.documentElement.hasAttribute("data-hydrated")) return;
      // @ts-expect-error a property of the page's own window, read back below
      window.__hydratedAt = performance.now();
      recorder.disconnect();
      tell("hydrated");
    });
    recorder.observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
  }, REPORT);
  return reports;
}

/**
 * @param {Promise<void>} report
 * @param {string} what
 */
function within60s(report, what) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no ${what} within 60 s`)), 60_000);
  });
  return Promise.race([report, late]).finally(() => clearTimeout(timer));
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
  const reports = await recordHydration(context, page);
  try {
    await page.goto(url, { waitUntil: "commit" });
    await within60s(reports.hydrated, `hydration of ${url}`);
    if (options.player) await within60s(reports.frameRequested, `player request on ${url}`);
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
 * With `player`, also the gap from the first paint to the player frame's request (at most 0.2 s).
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
