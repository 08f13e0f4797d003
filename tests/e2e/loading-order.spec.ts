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
  // Three lists of pictures: two grids, whose first four fill a phone's first screen, and home's first row, of
  // which a phone shows three. Wider, all show six or more.
  const lists = [
    {
      page: "Popular movies' grid",
      path: "/explore-movies?g=popular",
      cards: ".card-grid > li",
      pictures: ".poster-frame img",
      eager: 4,
    },
    {
      page: "the actors' grid",
      path: "/popular-actors",
      cards: ".actor-grid > li",
      pictures: ".actor-photo img",
      eager: 4,
    },
    {
      page: "home's first row",
      path: "/",
      cards: ".rows > .collection-row:first-child .row-track > li",
      pictures: ".poster-frame img",
      eager: 3,
    },
  ];

  /** When each picture's request started, against the moment the page was marked hydrated, on `width`. */
  async function pictureStarts(page: Page, list: (typeof lists)[number], width: number) {
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
    // Every one of the first seven has a picture in the demo.
    await page.goto(list.path); // waits for hydration (support/test.ts)
    await expect(page.locator(`${list.cards} ${list.pictures}`).nth(6)).toHaveJSProperty("complete", true);
    return page.evaluate(({ cards: selector, pictures, eager }) => {
      const hydratedAt = (window as unknown as { hydratedAt: number }).hydratedAt;
      // By place: those loaded at once, the rest of the first six (past a phone's first screen), the rest.
      const cards = [...document.querySelectorAll(selector)];
      const imagesOf = (from: number, to?: number) =>
        cards
          .slice(from, to)
          .flatMap((card) => [...card.querySelectorAll<HTMLImageElement>(pictures)])
          .filter((img) => img.currentSrc !== "");
      const before = (img: HTMLImageElement) =>
        (performance.getEntriesByName(img.currentSrc)[0]?.startTime ?? Number.NaN) < hydratedAt;
      return {
        eager: imagesOf(0, eager).map(before),
        wide: imagesOf(eager, 6).map(before),
        lazy: imagesOf(6).map(before),
      };
    }, list);
  }

  for (const list of lists) {
    test(`on a phone the lazy pictures of ${list.page} are asked for once the page is interactive; its first ones at once`, async ({
      page,
    }) => {
      const started = await pictureStarts(page, list, 412);
      expect(started.eager).toHaveLength(list.eager);
      expect(started.eager.every(Boolean)).toBe(true);
      // The rest of the first six, past a phone's first screen, wait too, with everything further down.
      expect(started.wide.length).toBeGreaterThan(0);
      expect(started.lazy.length).toBeGreaterThan(0);
      expect([...started.wide, ...started.lazy].some(Boolean)).toBe(false);
    });

    test(`on a wider screen the first six pictures of ${list.page} do not wait, and the rest do`, async ({
      page,
    }) => {
      const started = await pictureStarts(page, list, 1280);
      expect(started.eager.every(Boolean)).toBe(true);
      expect(started.wide.length).toBeGreaterThan(0);
      expect(started.wide.every(Boolean)).toBe(true);
      expect(started.lazy.length).toBeGreaterThan(0);
      expect(started.lazy.some(Boolean)).toBe(false);
    });
  }

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
