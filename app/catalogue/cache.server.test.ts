import { describe, expect, it, vi } from "vitest";
import { createMemoryCache, createNoCache } from "./cache.server";

function clock() {
  let now = 1_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe("createMemoryCache", () => {
  it("reuses a value until its TTL runs out", async () => {
    const time = clock();
    const cache = createMemoryCache({ now: time.now });
    const load = vi.fn(async () => ({ loaded: load.mock.calls.length }));

    expect(await cache.getOrLoad("k", 1_000, load)).toEqual({ loaded: 1 });
    time.advance(999);
    expect(await cache.getOrLoad("k", 1_000, load)).toEqual({ loaded: 1 });
    time.advance(2);
    expect(await cache.getOrLoad("k", 1_000, load)).toEqual({ loaded: 2 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keeps each entry for its own TTL", async () => {
    const time = clock();
    const cache = createMemoryCache({ now: time.now });
    await cache.getOrLoad("short", 100, async () => "short");
    await cache.getOrLoad("long", 10_000, async () => "long");
    time.advance(500);
    const short = vi.fn(async () => "short again");
    const long = vi.fn(async () => "long again");
    expect(await cache.getOrLoad("short", 100, short)).toBe("short again");
    expect(await cache.getOrLoad("long", 10_000, long)).toBe("long");
    expect(long).not.toHaveBeenCalled();
  });

  it("shares one load between concurrent calls for the same key (single-flight)", async () => {
    const cache = createMemoryCache();
    let release: (value: string) => void = () => {};
    const load = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));

    const first = cache.getOrLoad("k", 1_000, load);
    const second = cache.getOrLoad("k", 1_000, load);
    release("value");
    expect(await Promise.all([first, second])).toEqual(["value", "value"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("does not cache failures: the next call loads again", async () => {
    const cache = createMemoryCache();
    const failing = vi.fn(async () => {
      throw new Error("upstream down");
    });
    const [a, b] = await Promise.allSettled([
      cache.getOrLoad("k", 1_000, failing),
      cache.getOrLoad("k", 1_000, failing),
    ]);
    expect(a.status).toBe("rejected");
    expect(b.status).toBe("rejected");
    expect(failing).toHaveBeenCalledTimes(1);
    expect(await cache.getOrLoad("k", 1_000, async () => "recovered")).toBe("recovered");
  });

  it("evicts the least recently used entry past max", async () => {
    const cache = createMemoryCache({ max: 2 });
    await cache.getOrLoad("a", 1_000, async () => "a");
    await cache.getOrLoad("b", 1_000, async () => "b");
    await cache.getOrLoad("a", 1_000, async () => "a2");
    await cache.getOrLoad("c", 1_000, async () => "c");
    expect(await cache.getOrLoad("a", 1_000, async () => "a3")).toBe("a");
    expect(await cache.getOrLoad("b", 1_000, async () => "b2")).toBe("b2");
  });
});

describe("createNoCache", () => {
  it("loads every time", async () => {
    const cache = createNoCache();
    const load = vi.fn(async () => "value");
    await cache.getOrLoad("k", 1_000, load);
    await cache.getOrLoad("k", 1_000, load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
