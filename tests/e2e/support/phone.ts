import type { Browser, BrowserContextOptions, Page, Route } from "@playwright/test";
import { PHONE_SCREEN } from "../../../scripts/lib/time-to-interactive.mjs";

/**
 * A page with the slow phone's screen the mobile budget is measured on: 412 px wide, touch. Its scripts can be held
 * back, so that a test taps while the page is surely not yet hydrated however fast the machine is, then lets
 * them go. The bench's slow CPU and network are left out: the held script, not the wait, is what puts the tap
 * before hydration, and on 2 CPUs they made each test 15-28 s long.
 */
export async function openPhone(browser: Browser, baseURL: string | undefined) {
  return openWithScriptsHeld(browser, baseURL, PHONE_SCREEN);
}

/** The same with another screen (a desktop's, where a card's actions show on hover before hydration too). */
export async function openWithScriptsHeld(
  browser: Browser,
  baseURL: string | undefined,
  screen: BrowserContextOptions,
) {
  const context = await browser.newContext({ baseURL, ...screen });
  const page = await context.newPage();

  // The framework chunk is the one every page needs before React can hydrate it.
  const held: Route[] = [];
  let holding = false;
  await page.route(/\/assets\/framework-[^/]+\.js$/, (route) => {
    if (holding) held.push(route);
    else void route.continue();
  });
  return {
    context,
    page,
    /**
     * Opens `path` with the framework held back until `releaseScripts`, and waits for its first paint: the page
     * is then surely not yet hydrated.
     */
    async openBeforeHydration(path: string) {
      holding = true;
      await page.goto(path, { waitUntil: "commit" });
      await firstPaint(page);
    },
    async releaseScripts() {
      holding = false;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

/** Waits for the page's first contentful paint. */
export async function firstPaint(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
}

export async function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"));
}
