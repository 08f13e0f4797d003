import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createHtmlCache } from "./html-cache.mjs";
import { cacheUrl } from "./shared-cache-rules.mjs";

const LIST = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
const NONCE = "Rendered0Nonce0123456==";

function page(body: string, headers: Record<string, string> = {}, status = 200): Response {
  return new Response(body.replaceAll("{nonce}", NONCE), {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": LIST,
      "Content-Security-Policy": `script-src 'self' 'nonce-${NONCE}'`,
      ...headers,
    },
  });
}

function setup(maxBytes = 1024 * 1024) {
  let at = 1_000_000;
  let count = 0;
  const cache = createHtmlCache({ maxBytes, now: () => at, nonce: () => `fresh${++count}nonce00000000==` });
  return { cache, advance: (ms: number) => (at += ms) };
}

const noHeaders = new Headers();
const text = (body: Buffer) => body.toString("utf8");

describe("createHtmlCache", () => {
  it("stores a shareable page and serves it with a fresh nonce in both the body and the policy", async () => {
    const { cache } = setup();
    const url = cacheUrl("/", "example.test");
    const first = await cache.load(url, noHeaders, async () => page('<script nonce="{nonce}">1</script>'));
    expect(first.entry).toBeTruthy();
    const found = cache.lookup(url, noHeaders);
    expect(found?.state).toBe("fresh");
    if (!found) return;
    const a = cache.respond(found.entry);
    const b = cache.respond(found.entry);
    expect(text(a.body)).toBe('<script nonce="fresh1nonce00000000==">1</script>');
    expect(text(b.body)).toBe('<script nonce="fresh2nonce00000000==">1</script>');
    expect(new Headers(a.headers).get("content-security-policy")).toBe(
      "script-src 'self' 'nonce-fresh1nonce00000000=='",
    );
    expect(text(a.body)).not.toContain(NONCE);
    expect(new Headers(a.headers).get("cache-control")).toBe(LIST);
  });

  it("gzips a stored page without compressing it again, each response with its own nonce", async () => {
    const { cache } = setup();
    const url = cacheUrl("/", "example.test");
    const big = "<p>row</p>".repeat(5_000);
    const html = `<link nonce="{nonce}">${big}<script nonce="{nonce}">a</script><script nonce="{nonce}">b</script>`;
    await cache.load(url, noHeaders, async () => page(html));
    const found = cache.lookup(url, noHeaders);
    if (!found) throw new Error("not stored");
    const zipped = cache.respond(found.entry, { gzip: true });
    expect(zipped.encoding).toBe("gzip");
    const nonce = /'nonce-([^']+)'/.exec(
      new Headers(zipped.headers).get("content-security-policy") ?? "",
    )?.[1];
    expect(text(gunzipSync(zipped.body))).toBe(html.replaceAll("{nonce}", nonce ?? "?"));
    expect(zipped.body.byteLength).toBeLessThan(html.length / 20);
    const again = cache.respond(found.entry, { gzip: true });
    expect(text(gunzipSync(again.body))).not.toBe(text(gunzipSync(zipped.body)));
  });

  it("forgets every stored page on clear(), and does not store a render that began before it", async () => {
    const { cache } = setup();
    const url = cacheUrl("/", "example.test");
    await cache.load(url, noHeaders, async () => page("before"));
    let finish: (response: Response) => void = () => {};
    const other = cacheUrl("/series", "example.test");
    const slow = cache.load(other, noHeaders, () => new Promise<Response>((resolve) => (finish = resolve)));
    cache.clear();
    expect(cache.lookup(url, noHeaders)).toBeUndefined();
    finish(page("rendered with the old list"));
    expect((await slow).entry).toBeNull();
    expect(cache.lookup(other, noHeaders)).toBeUndefined();
  });

  it("renders once for concurrent misses of the same page", async () => {
    const { cache } = setup();
    let renders = 0;
    let finish: (response: Response) => void = () => {};
    const render = () => {
      renders++;
      return new Promise<Response>((resolve) => (finish = resolve));
    };
    const url = cacheUrl("/series", "example.test");
    const loads = [1, 2, 3].map(() => cache.load(url, noHeaders, render));
    finish(page("<p>series</p>"));
    const results = await Promise.all(loads);
    expect(renders).toBe(1);
    expect(results.every((result) => result.entry !== null)).toBe(true);
  });

  it("keeps nothing that is not for sharing, and gives the first caller its response back", async () => {
    const { cache } = setup();
    const refused = [
      page("x", {}, 404),
      page("x", {}, 500),
      page("x", { "Cache-Control": "no-store" }),
      page("x", { "Cache-Control": "private, max-age=60" }),
      page("x", { "Cache-Control": "public, max-age=0" }),
      page("x", { "Set-Cookie": "a=b" }),
      page("x", { Vary: "Cookie" }),
      page("x", { "Content-Type": "application/json" }),
    ];
    for (const [index, response] of refused.entries()) {
      const url = cacheUrl(`/p${index}`, "example.test");
      const result = await cache.load(url, noHeaders, async () => response);
      expect(result.entry, String(index)).toBeNull();
      expect(result.response?.status, String(index)).toBe(response.status);
      expect(cache.lookup(url, noHeaders), String(index)).toBeUndefined();
    }
  });

  it("serves a page fresh for s-maxage, then stale while one background render refreshes it", async () => {
    const { cache, advance } = setup();
    const url = cacheUrl("/", "example.test");
    await cache.load(url, noHeaders, async () => page("<p>old</p>"));
    advance(59_000);
    expect(cache.lookup(url, noHeaders)?.state).toBe("fresh");
    advance(2_000);
    const stale = cache.lookup(url, noHeaders);
    expect(stale?.state).toBe("stale");
    let renders = 0;
    const render = async () => {
      renders++;
      return page("<p>new</p>");
    };
    cache.revalidate(url, noHeaders, render);
    cache.revalidate(url, noHeaders, render);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(renders).toBe(1);
    const found = cache.lookup(url, noHeaders);
    expect(found?.state).toBe("fresh");
    if (found) expect(text(cache.respond(found.entry).body)).toBe("<p>new</p>");
  });

  it("drops a page once stale-while-revalidate has run out too", async () => {
    const { cache, advance } = setup();
    const url = cacheUrl("/", "example.test");
    await cache.load(url, noHeaders, async () => page("<p>x</p>"));
    advance(661_000);
    expect(cache.lookup(url, noHeaders)).toBeUndefined();
  });

  it("keeps one copy per visitor language for a page that varies on Accept-Language", async () => {
    const { cache } = setup();
    const url = cacheUrl("/movie/1", "example.test");
    const german = new Headers({ "Accept-Language": "de-DE, de;q=0.9" });
    const french = new Headers({ "Accept-Language": "fr-FR" });
    await cache.load(url, german, async () =>
      page("<p>DE</p>", { Vary: "Accept-Language, Accept-Encoding" }),
    );
    const again = cache.lookup(url, new Headers({ "Accept-Language": "de-DE,de;q=0.9" }));
    expect(again && text(cache.respond(again.entry).body)).toBe("<p>DE</p>");
    expect(cache.lookup(url, french)).toBeUndefined();
  });

  it("keys those pages by what the app takes from the header, when it says so", async () => {
    let at = 1_000_000;
    const cache = createHtmlCache({
      maxBytes: 1024 * 1024,
      now: () => at++,
      languageVariant: (header) => (header?.includes("de-") ? "DE" : "US"),
    });
    const url = cacheUrl("/movie/1", "example.test");
    await cache.load(url, new Headers({ "Accept-Language": "de-DE,de;q=0.9" }), async () =>
      page("<p>DE</p>", { Vary: "Accept-Language" }),
    );
    const again = cache.lookup(url, new Headers({ "Accept-Language": "de-DE, en;q=0.5" }));
    expect(again && text(cache.respond(again.entry).body)).toBe("<p>DE</p>");
    expect(cache.lookup(url, new Headers({ "Accept-Language": "fr-FR" }))).toBeUndefined();
  });

  it("stays within its byte budget, forgetting the least recently used pages", async () => {
    const { cache } = setup(64 * 1024);
    for (let i = 0; i < 10; i++) {
      await cache.load(cacheUrl(`/p${i}`, "h"), noHeaders, async () => page("x".repeat(10_000)));
    }
    expect(cache.stats().bytes).toBeLessThanOrEqual(64 * 1024);
    expect(cache.lookup(cacheUrl("/p0", "h"), noHeaders)).toBeUndefined();
    expect(cache.lookup(cacheUrl("/p9", "h"), noHeaders)).toBeTruthy();
  });
});
