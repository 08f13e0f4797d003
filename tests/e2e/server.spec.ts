import { expect, test } from "@playwright/test";
import sharp from "sharp";

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

  test("sends scripts compressed at build time, in the coding the client takes", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const framework = html.match(/\/assets\/framework-[\w-]+\.js/)?.[0] ?? "";
    expect(framework).toBeTruthy();
    const plain = await request.get(framework, { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers()["content-encoding"]).toBeUndefined();
    const source = await plain.body();
    const sizes = { br: 0, gzip: 0 };
    for (const [accept, coding] of [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip", "gzip"],
      ["gzip, br;q=0", "gzip"],
      ["br, gzip;q=0, *;q=0", "br"],
    ] as const) {
      const response = await request.get(framework, { headers: { "Accept-Encoding": accept } });
      expect(response.headers()["content-encoding"], accept).toBe(coding);
      expect(response.headers().vary, accept).toContain("Accept-Encoding");
      expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      // Playwright decodes the body: the same script, whichever way it travelled.
      expect((await response.body()).equals(source), accept).toBe(true);
      sizes[coding] = Number(response.headers()["content-length"]);
    }
    // Compressed ahead of time at the highest settings: brotli well under gzip, both far under the source.
    expect(sizes.br).toBeLessThan(sizes.gzip * 0.9);
    expect(sizes.gzip).toBeLessThan(source.byteLength / 3);
    const refused = await request.get(framework, { headers: { "Accept-Encoding": "gzip;q=0, br;q=0" } });
    expect(refused.headers()["content-encoding"]).toBeUndefined();
  });

  test("answers an unknown page with a 404 and a way back", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Back to Marquee/ })).toHaveAttribute("href", "/");
  });

  test("serves the demo artwork as small WebP under TMDB's image path scheme", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const poster = html.match(/\/demo-images\/w342\/[\w.-]+\.webp/)?.[0];
    expect(poster).toBeTruthy();
    expect(html).not.toMatch(/\/demo-images\/[^"]+\.svg/);
    const response = await request.get(poster ?? "", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/webp");
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    // Already compressed: sent as it is.
    expect(response.headers()["content-encoding"]).toBeUndefined();
    const body = await response.body();
    expect(body.subarray(0, 4).toString("latin1")).toBe("RIFF");
    expect(body.subarray(8, 12).toString("latin1")).toBe("WEBP");
    expect(body.byteLength).toBeLessThan(16_000);
    const { width, height, format } = await sharp(body).metadata();
    expect([format, width, height]).toEqual(["webp", 342, 513]);

    for (const missing of ["not-a-title.webp", "not-a-title.svg", "m1-poster.webp", "m1-poster.svg"]) {
      expect((await request.get(`/demo-images/w342/${missing}`)).status(), missing).toBe(404);
    }
  });

  test("still serves the demo artwork's old SVG names, kept in visitors' stored lists", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const poster = html.match(/\/demo-images\/w342\/[\w.-]+\.webp/)?.[0] ?? "";
    const response = await request.get(poster.replace(/\.webp$/, ".svg"));
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/svg+xml");
    expect(await response.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="342"/);
  });

  test("ships a favicon so browsers' requests for it succeed", async ({ request }) => {
    expect((await request.get("/favicon.ico")).status()).toBe(200);
  });
});
