import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { scriptsAfterPaint } from "./scripts-after-paint.server";

// The shape React Router's <Scripts /> gives a page: module preloads hoisted into the head, the context
// script, the inline bootstrap module, then the streamed loader data.
const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><title>Crème brûlée · 映画</title>' +
  '<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="abc+/="/>' +
  '<link rel="modulepreload" href="/assets/framework-2.js" nonce="abc+/="/>' +
  '<link rel="icon" href="/favicon.svg"/></head><body><main><p>Über 5 &lt; 6 — ok</p></main>' +
  '<script nonce="abc+/=">window.__reactRouterContext = {"a":"<\\u002fscript>"};</script>' +
  '<script nonce="abc+/=" type="module" async="">import * as route0 from "/assets/root-3.js";\n' +
  'window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-1.js");</script>' +
  '<script nonce="abc+/=">window.__reactRouterContext.streamController.enqueue("[1]");</script></body></html>';

async function rewrite(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(scriptsAfterPaint()));
}

describe("scriptsAfterPaint", () => {
  it("holds the module preloads and the bootstrap module, and adds the script that releases them", async () => {
    const html = await rewrite([Buffer.from(PAGE)]);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain(
      '<link rel="held-modulepreload" href="/assets/entry.client-1.js" nonce="abc+/="/>',
    );
    expect(html).toContain('<link rel="held-modulepreload" href="/assets/framework-2.js" nonce="abc+/="/>');
    expect(html).not.toMatch(/<script[^>]* type="module"/);
    expect(html).toContain(
      '<script nonce="abc+/=" type="held-module" async="">import * as route0 from "/assets/root-3.js";',
    );
    // The release script comes right after the held module, with the page's nonce, and before the data.
    const held = html.indexOf("</script>", html.indexOf('type="held-module"')) + "</script>".length;
    expect(html.slice(held)).toMatch(
      /^<script nonce="abc\+\/=">\(\(\)=>\{const self=document\.currentScript/,
    );
    expect(html).toContain('streamController.enqueue("[1]")');
  });

  it("changes nothing else in the page", async () => {
    const html = await rewrite([Buffer.from(PAGE)]);
    const release = html.match(/<script nonce="abc\+\/=">\(\(\)=>.*?<\/script>/)?.[0] ?? "";
    const restored = html
      .replace(release, "")
      .replaceAll('rel="held-modulepreload"', 'rel="modulepreload"')
      .replace('type="held-module"', 'type="module"');
    expect(restored).toBe(PAGE);
  });

  it("gives the same answer wherever the stream is cut, even inside a tag or a UTF-8 character", async () => {
    const whole = await rewrite([Buffer.from(PAGE)]);
    const bytes = Buffer.from(PAGE);
    for (let cut = 1; cut < bytes.length; cut++) {
      const result = await rewrite([bytes.subarray(0, cut), bytes.subarray(cut)]);
      expect(result, `cut at byte ${cut}`).toBe(whole);
    }
  });

  it("copes with a byte at a time", async () => {
    const whole = await rewrite([Buffer.from(PAGE)]);
    expect(await rewrite(Array.from(Buffer.from(PAGE), (byte) => Buffer.from([byte])))).toBe(whole);
  });

  it("passes a page without React Router's scripts through unchanged", async () => {
    const page = "<!DOCTYPE html><html><head></head><body><p>No scripts</p></body></html>";
    expect(await rewrite([Buffer.from(page)])).toBe(page);
  });
});
