import { describe, expect, it } from "vitest";
import { cacheUrl, sharedFreshness } from "./shared-cache-rules.mjs";

/** What the app's list pages send (html-cache.test.ts stores pages with it). */
const LIST = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

describe("cacheUrl", () => {
  it("spells a request one way: scheme, lower-case host, path, query re-encoded in its own order", () => {
    expect(cacheUrl("/explore-movies?p=2&g=28", "Example.TEST")).toBe(
      "http://example.test/explore-movies?p=2&g=28",
    );
    expect(cacheUrl("/discover?genres=16,35&lang=ja", "h")).toBe(
      cacheUrl("/discover?genres=16%2C35&lang=ja", "h"),
    );
    // Another order is another request: Discover answers it with a redirect to its one spelling.
    expect(cacheUrl("/discover?lang=ja&genres=16", "h")).not.toBe(
      cacheUrl("/discover?genres=16&lang=ja", "h"),
    );
    expect(cacheUrl("/", "example.test", true)).toBe("https://example.test/");
    expect(cacheUrl("/x?", "h")).toBe("http://h/x");
  });
});

describe("sharedFreshness", () => {
  it("reads s-maxage (or max-age) and stale-while-revalidate from a public policy only", () => {
    expect(sharedFreshness(LIST)).toEqual({ ttl: 60, stale: 600 });
    expect(sharedFreshness("public, max-age=30")).toEqual({ ttl: 30, stale: 0 });
    expect(sharedFreshness("max-age=30")).toBeNull();
    expect(sharedFreshness("public, s-maxage=60, private")).toBeNull();
    expect(sharedFreshness(null)).toBeNull();
  });
});
