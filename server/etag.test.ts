import { describe, expect, it } from "vitest";
import { etagFor, matchesEtag, withEtag } from "./etag.mjs";

const json = (body: unknown, init: ResponseInit = {}) =>
  Response.json(body, { ...init, headers: { "Cache-Control": "public, s-maxage=60", ...init.headers } });

describe("withEtag", () => {
  it("tags a JSON answer with a weak hash of its body", async () => {
    const response = await withEtag(new Request("http://x/api"), json({ a: 1 }));
    const body = new TextEncoder().encode(JSON.stringify({ a: 1 }));
    expect(response.status).toBe(200);
    expect(response.headers.get("etag")).toBe(etagFor(body));
    expect(response.headers.get("etag")).toMatch(/^W\/"[\w-]+"$/);
    expect(await response.json()).toEqual({ a: 1 });
  });

  it("answers 304 with no body and the caching headers to a client that has it", async () => {
    const etag = etagFor(new TextEncoder().encode('{"a":1}'));
    const request = new Request("http://x/api", { headers: { "If-None-Match": `"nope", ${etag}` } });
    const response = await withEtag(request, json({ a: 1 }));
    expect(response.status).toBe(304);
    expect(response.body).toBeNull();
    expect(response.headers.get("etag")).toBe(etag);
    expect(response.headers.get("cache-control")).toBe("public, s-maxage=60");
    expect(response.headers.get("content-type")).toBeNull();
  });

  it("gives another body another tag", async () => {
    const one = await withEtag(new Request("http://x/"), json({ a: 1 }));
    const two = await withEtag(new Request("http://x/"), json({ a: 2 }));
    expect(one.headers.get("etag")).not.toBe(two.headers.get("etag"));
  });

  it("tags raster images, passing their bytes through, and answers 304 for them", async () => {
    const bytes = Uint8Array.from([0x52, 0x49, 0x46, 0x46, 4, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0xff, 0x00]);
    const image = () => new Response(bytes, { headers: { "Content-Type": "image/webp" } });
    const tagged = await withEtag(new Request("http://x/i.webp"), image());
    expect(tagged.headers.get("etag")).toBe(etagFor(bytes));
    expect(tagged.headers.get("content-length")).toBe(String(bytes.byteLength));
    expect(new Uint8Array(await tagged.arrayBuffer())).toEqual(bytes);
    const request = new Request("http://x/i.webp", { headers: { "If-None-Match": etagFor(bytes) } });
    expect((await withEtag(request, image())).status).toBe(304);
  });

  it("tags SVG images, and leaves pages, failures and other methods alone", async () => {
    const image = new Response("<svg/>", { headers: { "Content-Type": "image/svg+xml" } });
    expect((await withEtag(new Request("http://x/i.svg"), image)).headers.get("etag")).toBeTruthy();
    const page = new Response("<html>", { headers: { "Content-Type": "text/html" } });
    expect((await withEtag(new Request("http://x/"), page)).headers.get("etag")).toBeNull();
    const failed = json({ success: false }, { status: 503 });
    expect((await withEtag(new Request("http://x/api"), failed)).headers.get("etag")).toBeNull();
  });
});

describe("matchesEtag", () => {
  it("compares weakly, accepts lists and *, and nothing else", () => {
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag("*", 'W/"abc"')).toBe(true);
    expect(matchesEtag('"abcd"', 'W/"abc"')).toBe(false);
    expect(matchesEtag(null, 'W/"abc"')).toBe(false);
  });
});
