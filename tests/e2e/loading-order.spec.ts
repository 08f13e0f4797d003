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
  test("a grid's lazy posters are asked for once the page is interactive; its first ones at once", async ({
    page,
  }) => {
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
    await page.goto("/explore-movies"); // waits for hydration (support/test.ts)
    const posters = page.locator(".card-grid .poster-frame img");
    await expect(posters.nth(6)).toHaveJSProperty("complete", true);
    const started = await page.evaluate(() => {
      const hydratedAt = (window as unknown as { hydratedAt: number }).hydratedAt;
      const startOf = (img: HTMLImageElement) =>
        performance.getEntriesByName(img.currentSrc)[0]?.startTime ?? Number.NaN;
      const images = [...document.querySelectorAll<HTMLImageElement>(".card-grid .poster-frame img")];
      return {
        first: images.filter((img) => img.loading === "eager").map((img) => startOf(img) < hydratedAt),
        lazy: images
          .filter((img) => img.loading === "lazy" && img.currentSrc)
          .map((img) => startOf(img) > hydratedAt),
      };
    });
    expect(started.first.length).toBeGreaterThan(0);
    expect(started.first.every(Boolean)).toBe(true);
    expect(started.lazy.length).toBeGreaterThan(0);
    expect(started.lazy.every(Boolean)).toBe(true);
  });

  test("without JavaScript nothing waits", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/explore-movies");
    await expect(page.locator("html")).not.toHaveAttribute("data-booting");
    await expect(page.locator(".card-grid .poster-frame img").nth(6)).toHaveJSProperty("complete", true);
    await expect(page.locator(".card-grid .poster-frame img").nth(6)).toBeVisible();
    await context.close();
  });
});
