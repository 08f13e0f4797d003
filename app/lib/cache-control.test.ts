import { describe, expect, it } from "vitest";
import { CACHE_CONTROL, pageCacheControl } from "./cache-control";

describe("pageCacheControl", () => {
  it("keeps a route's own policy for a success, and uses the list policy when it has none", () => {
    expect(pageCacheControl(200, CACHE_CONTROL.details)).toBe(CACHE_CONTROL.details);
    expect(pageCacheControl(200, null)).toBe(CACHE_CONTROL.list);
  });

  it("never lets a shared cache keep a failure, whatever the route said", () => {
    expect(pageCacheControl(500, CACHE_CONTROL.details)).toBe("no-store");
    expect(pageCacheControl(503, null)).toBe("no-store");
    expect(pageCacheControl(429, CACHE_CONTROL.list)).toBe("no-store");
  });

  it("keeps a 404 briefly and never serves it stale", () => {
    expect(pageCacheControl(404, CACHE_CONTROL.details)).toBe("public, max-age=0, s-maxage=60");
  });

  it("tells browsers to ask again and shared caches to keep lists shorter than details", () => {
    const sMaxAge = (value: string) => Number(/s-maxage=(\d+)/.exec(value)?.[1]);
    expect(CACHE_CONTROL.list).toMatch(/max-age=0,/);
    expect(sMaxAge(CACHE_CONTROL.list)).toBeLessThan(sMaxAge(CACHE_CONTROL.details));
  });
});
