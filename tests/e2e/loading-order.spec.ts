import { expect, test } from "./support/test";

// Pages paint from the server's HTML first and only then ask for their scripts, which then hydrate them
// (app/lib/scripts-after-paint.server.ts, docs/decisions/0012-scripts-after-paint.md).

for (const path of ["/", "/movie/101488", "/explore-movies", "/watch/101488"]) {
  test(`${path} paints before it loads its scripts, then hydrates`, async ({ page }) => {
    await page.goto(path); // waits for hydration (support/test.ts)
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.startsWith("/assets/") && entry.name.endsWith(".js"))
        .map((entry) => entry.startTime),
    }));
    expect(timing.scripts.length).toBeGreaterThan(0);
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.firstPaint);
    // Nothing held back is left in the document once released.
    await expect(page.locator('link[rel="held-modulepreload"], script[type="held-module"]')).toHaveCount(0);
  });
}

test("the server's HTML holds the scripts back until the release script lets them go", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  expect(html).not.toMatch(/<link rel="modulepreload"/);
  expect(html).not.toMatch(/<script[^>]* type="module"/);
  expect(html).toMatch(/<link rel="held-modulepreload" href="\/assets\/[^"]+\.js"/);
  expect(html).toMatch(/<script nonce="[^"]+" type="held-module" async="">/);
});
