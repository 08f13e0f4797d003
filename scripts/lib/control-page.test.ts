import { afterEach, describe, expect, it } from "vitest";
import { serveControlPage, withoutScripts } from "./control-page.mjs";

// The shape of a page the server sends: the early-taps script and module preloads in the head, the bootstrap
// module at the end of the body, images with root-relative addresses.
const page =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="preload" as="image" imageSrcSet="/demo-images/w780/m1-backdrop.webp 780w" fetchPriority="high"/>' +
  '<script id="early-taps" nonce="n">(function holdEarlyTaps(){})(document,"button");</script>' +
  '<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/framework-2.js" nonce="n"/>' +
  "</head><body><h1>Trending</h1>" +
  '<img src="/demo-images/w342/m1-poster.webp" srcset="/demo-images/w185/m1-poster.webp 185w" alt="One"/>' +
  '<script nonce="n">window.__reactRouterContext = {};</script>' +
  '<script type="module" nonce="n">import("/assets/entry.client-1.js");</script></body></html>';

describe("withoutScripts", () => {
  const control = withoutScripts(page, "http://127.0.0.1:4000");

  it("leaves no script and no module preload", () => {
    expect(control).not.toMatch(/<script/i);
    expect(control).not.toContain("modulepreload");
    expect(control).not.toContain("/assets/");
  });

  it("keeps the content and the images, resolved against the production server", () => {
    expect(control).toContain("<h1>Trending</h1>");
    expect(control).toContain('<img src="/demo-images/w342/m1-poster.webp"');
    expect(control).toContain('imageSrcSet="/demo-images/w780/m1-backdrop.webp 780w"');
    expect(control).toMatch(
      /^<!DOCTYPE html><html lang="en"><head><base href="http:\/\/127\.0\.0\.1:4000\/">/,
    );
  });
});

describe("serveControlPage", () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  it("serves the document at / and nothing else", async () => {
    const served = await serveControlPage("<!DOCTYPE html><title>Control</title>");
    close = served.close;
    const response = await fetch(served.url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(await response.text()).toBe("<!DOCTYPE html><title>Control</title>");
    expect((await fetch(new URL("/assets/x.js", served.url))).status).toBe(404);
  });
});
