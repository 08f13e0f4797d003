import { expect, test } from "@playwright/test";

// The production server's own duties: health, caching of hashed assets, compression, 404s, artwork.
test.describe("production server", () => {
  test("answers the health check", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  test("serves hashed assets with a long immutable cache", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const response = await request.get(asset ?? "");
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test("compresses pages with brotli or gzip as the client asks", async ({ request }) => {
    const brotli = await request.get("/", { headers: { "Accept-Encoding": "br" } });
    expect(brotli.headers()["content-encoding"]).toBe("br");
    const gzip = await request.get("/", { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers()["content-encoding"]).toBe("gzip");
    expect(await gzip.text()).toContain("Trending movies this week");
  });

  test("answers an unknown page with a 404 and a way back", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Back to Marquee/ })).toHaveAttribute("href", "/");
  });

  test("serves the demo artwork as small SVG under TMDB's image path scheme", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const poster = html.match(/\/demo-images\/w342\/[\w.-]+\.svg/)?.[0];
    expect(poster).toBeTruthy();
    const response = await request.get(poster ?? "");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("image/svg+xml");
    expect((await response.body()).byteLength).toBeLessThan(10_000);
    const missing = await request.get("/demo-images/w342/not-a-title.svg");
    expect(missing.status()).toBe(404);
  });

  test("ships a favicon so browsers' requests for it succeed", async ({ request }) => {
    expect((await request.get("/favicon.ico")).status()).toBe(200);
  });
});
