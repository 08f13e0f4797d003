import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit.mjs";

function clock(start = 1_000_000) {
  let at = start;
  return { now: () => at, advance: (ms: number) => (at += ms) };
}

describe("createRateLimiter", () => {
  it("allows `limit` requests in a burst, then refuses with the seconds until the next one", () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, now: time.now });
    expect([1, 2, 3].map(() => limiter.take("a").allowed)).toEqual([true, true, true]);
    expect(limiter.take("a")).toEqual({ allowed: false, retryAfterSeconds: 20 });
    time.advance(19_000);
    expect(limiter.take("a")).toEqual({ allowed: false, retryAfterSeconds: 1 });
    time.advance(1_000);
    expect(limiter.take("a").allowed).toBe(true);
  });

  it("keeps one allowance per client", () => {
    const limiter = createRateLimiter({ limit: 1, now: clock().now });
    expect(limiter.take("a").allowed).toBe(true);
    expect(limiter.take("a").allowed).toBe(false);
    expect(limiter.take("b").allowed).toBe(true);
  });

  it("refills at limit per window and never above the limit", () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 120, now: time.now });
    for (let i = 0; i < 120; i++) limiter.take("a");
    expect(limiter.take("a").allowed).toBe(false);
    time.advance(10 * 60_000);
    const remaining = limiter.take("a");
    expect(remaining).toEqual({ allowed: true, remaining: 119 });
  });

  it("remembers at most maxClients buckets, forgetting the least recently seen", () => {
    const limiter = createRateLimiter({ limit: 1, maxClients: 2, now: clock().now });
    limiter.take("a");
    limiter.take("b");
    limiter.take("c");
    // "a" was forgotten: a fresh allowance, which is all forgetting can ever give.
    expect(limiter.take("a").allowed).toBe(true);
    expect(limiter.take("c").allowed).toBe(false);
  });

  it("refuses a limit that is not positive", () => {
    expect(() => createRateLimiter({ limit: 0 })).toThrow();
  });
});
