import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";

// Pages ask for their scripts from the head, alongside the document, so they become interactive as soon as the
// bytes allow; the one script that runs before them keeps the taps made in the meantime (app/lib/early-taps.ts,
// docs/decisions/0023-no-tap-lost.md, which replaced 0012's wait for the first paint).

for (const path of ["/", "/movie/101488", "/explore-movies", "/watch/101488"]) {
  test(`${path} asks for its scripts from the head, and hydrates`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    const body = html.indexOf("<body");
    const preloads = [...html.matchAll(/<link rel="modulepreload" href="\/assets\/[^"]+\.js"/g)];
    expect(preloads.length).toBeGreaterThan(0);
    for (const preload of preloads) expect(preload.index).toBeLessThan(body);
    expect(html).not.toMatch(/held-module/);
    await page.goto(path); // waits for hydration (support/test.ts)
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  });
}

test("the taps script comes first in the head, before any content or framework script", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  const early = html.indexOf('<script id="early-taps"');
  expect(early).toBeGreaterThan(0);
  expect(early).toBeLessThan(html.indexOf("<body"));
  expect(early).toBeLessThan(html.indexOf('type="module"'));
});

// Pictures further down wait for the page's scripts (app/lib/pictures-wait.ts): on a phone's slow link they
// would share it with them.
test.describe("pictures further down", () => {
  /** When each grid poster's request started, against the moment the page was marked hydrated, on `width`. */
  async function posterStarts(page: Page, width: number) {
    await page.setViewportSize({ width, height: 823 });
    // The framework's script held back a second: the page boots for that long.
    await page.route(/\/assets\/framework-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.addInitScript(() => {
      const recorder = new MutationObserver(() => {
        if (!document.documentElement.hasAttribute("data-hydrated")) return;
        Object.assign(window, { hydratedAt: performance.now() });
        recorder.disconnect();
      });
      recorder.observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
    });
    // Popular movies: every one of the first six has a poster.
    await page.goto("/explore-movies?g=popular"); // waits for hydration (support/test.ts)
    await expect(page.locator(".card-grid .poster-frame img").nth(6)).toHaveJSProperty("complete", true);
    return page.evaluate(() => {
      const hydratedAt = (window as unknown as { hydratedAt: number }).hydratedAt;
      // By place in the grid: the first four, the next two (a phone's first screen ends above them), the rest.
      const cards = [...document.querySelectorAll(".card-grid > li")];
      const imagesOf = (from: number, to?: number) =>
        cards
          .slice(from, to)
          .flatMap((card) => [...card.querySelectorAll<HTMLImageElement>(".poster-frame img")])
          .filter((img) => img.currentSrc !== "");
      const before = (img: HTMLImageElement) =>
        (performance.getEntriesByName(img.currentSrc)[0]?.startTime ?? Number.NaN) < hydratedAt;
      return {
        eager: imagesOf(0, 4).map(before),
        wide: imagesOf(4, 6).map(before),
        lazy: imagesOf(6).map(before),
      };
    });
  }

  test("on a phone a grid's lazy posters are asked for once the page is interactive; its first ones at once", async ({
    page,
  }) => {
    const started = await posterStarts(page, 412);
    expect(started.eager.length).toBeGreaterThan(0);
    expect(started.eager.every(Boolean)).toBe(true);
    // The fifth and sixth, past a phone's first screen, wait too, with everything further down.
    expect(started.wide.length).toBeGreaterThan(0);
    expect(started.lazy.length).toBeGreaterThan(0);
    expect([...started.wide, ...started.lazy].some(Boolean)).toBe(false);
  });

  test("on a wider screen the first row's posters do not wait, and the rest do", async ({ page }) => {
    const started = await posterStarts(page, 1280);
    expect(started.wide.length).toBeGreaterThan(0);
    expect(started.wide.every(Boolean)).toBe(true);
    expect(started.lazy.length).toBeGreaterThan(0);
    expect(started.lazy.some(Boolean)).toBe(false);
  });

  test("without JavaScript nothing waits", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/explore-movies");
    await expect(page.locator("script[data-booting]")).toHaveCount(0);
    await expect(page.locator(".card-grid .poster-frame img").nth(6)).toHaveJSProperty("complete", true);
    await expect(page.locator(".card-grid .poster-frame img").nth(6)).toBeVisible();
    await context.close();
  });
});
