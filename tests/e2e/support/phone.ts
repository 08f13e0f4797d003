import type { Browser, Page, Route } from "@playwright/test";
import { openPhonePage } from "../../../scripts/lib/time-to-interactive.mjs";

/**
 * A page with the phone profile of issue 17 (the bench's too): 412 px wide, touch, 4x CPU slowdown, 1.6 Mbit/s,
 * 150 ms round trip. Its scripts can be held back, so that a test taps while the page is surely not yet
 * hydrated however fast the machine is, then lets them go.
 */
export async function openPhone(browser: Browser, baseURL: string | undefined) {
  const { context, page } = await openPhonePage(browser, { baseURL });

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
