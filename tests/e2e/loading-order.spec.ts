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
