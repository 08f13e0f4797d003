import { describe, expect, it, vi } from "vitest";
import { type CachePolicy, createMemoryCache, createNoCache } from "./cache.server";
import { CatalogueError } from "./catalogue-error";

function clock() {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

/** Fresh 1 s, then served while refreshing until 3 s, then kept for failures until 11 s. */
const POLICY: CachePolicy = { freshMs: 1_000, revalidateMs: 2_000, staleMs: 10_000 };

/** A load that answers "v1", "v2", ... and counts its calls. */
function versions() {
  let n = 0;
  return vi.fn(async () => `v${++n}`);
}

/** Lets background work (a refresh started but not awaited) finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("createMemoryCache: freshness", () => {
  it("serves a fresh value without loading", async () => {
    const time = clock();
    const cache = createMemoryCache({ now: time.now });
    const load = versions();
    expect(await cache.getOrLoad("k", POLICY, load)).toBe("v1");
    time.advance(999);
    expect(await cache.getOrLoad("k", POLICY, load)).toBe("v1");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("past fresh, answers at once with the stale value and refreshes it in the background", async () => {
    const time = clock();
    const cache = createMemoryCache({ now: time.now });
    const load = versions();
    await cache.getOrLoad("k", POLICY, load);
    time.advance(1_500);
    expect(await cache.getOrLoad("k", POLICY, load)).toBe("v1");
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(await cache.getOrLoad("k", POLICY, load)).toBe("v2");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("many requests for a stale key start one background refresh", async () => {
    const time = clock();
    const cache = createMemoryCache({ now: time.now });
    await cache.getOrLoad("k", POLICY, versions());
    time.advance(1_500);
    const load = versions();
    const answers = await Promise.all(Array.from({ length: 10 }, () => cache.getOrLoad("k", POLICY, load)));
    expect(new Set(answers)).toEqual(new Set(["v1"]));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("past the revalidate window, waits for the new value", async () => {
    const time = clock();
    const cache = createMemoryCache({ now: time.now });
    const load = versions();
    await cache.getOrLoad("k", POLICY, load);
    time.advance(3_500);
    expect(await cache.getOrLoad("k", POLICY, load)).toBe("v2");
  });

  it("keeps each entry for its own policy, chosen from the loaded value", async () => {
    const time = clock();
    const cache = createMemoryCache({ now: time.now });
    const short: CachePolicy = { freshMs: 100, revalidateMs: 0, staleMs: 0 };
    const pick = (value: string) => (value === "missing" ? short : POLICY);
    await cache.getOrLoad("gone", pick, async () => "missing");
    await cache.getOrLoad("there", pick, async () => "found");
    time.advance(500);
    const again = vi.fn(async () => "again");
    expect(await cache.getOrLoad("gone", pick, again)).toBe("again");
    expect(await cache.getOrLoad("there", pick, again)).toBe("found");
    expect(again).toHaveBeenCalledTimes(1);
  });
});

describe("createMemoryCache: single-flight", () => {
  it("shares one load between concurrent calls for the same key", async () => {
    const cache = createMemoryCache();
    let release: (value: string) => void = () => {};
    const load = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const first = cache.getOrLoad("k", POLICY, load);
    const second = cache.getOrLoad("k", POLICY, load);
    await settle();
    release("value");
    expect(await Promise.all([first, second])).toEqual(["value", "value"]);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe("createMemoryCache: failures", () => {
  const down = () =>
    vi.fn(async (): Promise<string> => {
      throw new CatalogueError("unavailable", "TMDB did not answer");
    });

  it("does not cache a failure: the error reaches every waiting caller, and the next call loads again", async () => {
    const cache = createMemoryCache();
    const failing = down();
    const [a, b] = await Promise.allSettled([
      cache.getOrLoad("k", POLICY, failing),
      cache.getOrLoad("k", POLICY, failing),
    ]);
    expect(a).toMatchObject({ status: "rejected", reason: { reason: "unavailable" } });
    expect(b.status).toBe("rejected");
    expect(failing).toHaveBeenCalledTimes(1);
    expect(await cache.getOrLoad("k", POLICY, async () => "recovered")).toBe("recovered");
  });

  it("serves the stale value when the refresh fails within the stale window (stale-if-error)", async () => {
    const time = clock();
    const cache = createMemoryCache({ now: time.now, failureCooldownMs: 2_000 });
    await cache.getOrLoad("k", POLICY, versions());
    time.advance(6_000);
    const failing = down();
    expect(await cache.getOrLoad("k", POLICY, failing)).toBe("v1");
    expect(failing).toHaveBeenCalledTimes(1);
    // No new attempt for the cooldown: a dead upstream is not hit once per visitor.
    time.advance(1_999);
    expect(await cache.getOrLoad("k", POLICY, failing)).toBe("v1");
    expect(failing).toHaveBeenCalledTimes(1);
    time.advance(1);
    expect(await cache.getOrLoad("k", POLICY, async () => "recovered")).toBe("recovered");
  });

  it("a failed background refresh keeps the stale value, is reported, and is not retried during the cooldown", async () => {
    const time = clock();
    const reported: unknown[] = [];
    const cache = createMemoryCache({
      now: time.now,
      failureCooldownMs: 5_000,
      onBackgroundError: (error) => reported.push(error),
    });
    await cache.getOrLoad("k", POLICY, versions());
    time.advance(1_500);
    const failing = down();
    expect(await cache.getOrLoad("k", POLICY, failing)).toBe("v1");
    await settle();
    expect(reported).toHaveLength(1);
    time.advance(1_000);
    expect(await cache.getOrLoad("k", POLICY, failing)).toBe("v1");
    await settle();
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it("waits as long as the upstream's Retry-After before trying a rate-limited key again", async () => {
    const time = clock();
    const cache = createMemoryCache({ now: time.now, failureCooldownMs: 1_000 });
    await cache.getOrLoad("k", POLICY, versions());
    time.advance(4_000);
    const limited = vi.fn(async (): Promise<string> => {
      throw new CatalogueError("rate_limited", "slow down", { retryAfterSeconds: 3 });
    });
    expect(await cache.getOrLoad("k", POLICY, limited)).toBe("v1");
    time.advance(2_500);
    expect(await cache.getOrLoad("k", POLICY, limited)).toBe("v1");
    expect(limited).toHaveBeenCalledTimes(1);
    time.advance(500);
    expect(await cache.getOrLoad("k", POLICY, async () => "recovered")).toBe("recovered");
  });

  it("past the stale window, the error reaches the caller", async () => {
    const time = clock();
    const cache = createMemoryCache({ now: time.now });
    await cache.getOrLoad("k", POLICY, versions());
    time.advance(11_001);
    await expect(cache.getOrLoad("k", POLICY, down())).rejects.toMatchObject({ reason: "unavailable" });
  });
});

describe("createMemoryCache: bounded memory", () => {
  it("evicts the least recently used entry past max entries", async () => {
    const cache = createMemoryCache({ max: 2 });
    await cache.getOrLoad("a", POLICY, async () => "a");
    await cache.getOrLoad("b", POLICY, async () => "b");
    await cache.getOrLoad("a", POLICY, async () => "a2");
    await cache.getOrLoad("c", POLICY, async () => "c");
    expect(await cache.getOrLoad("a", POLICY, async () => "a3")).toBe("a");
    expect(await cache.getOrLoad("b", POLICY, async () => "b2")).toBe("b2");
  });

  it("evicts past maxSize (JSON characters), and never keeps a value bigger than that", async () => {
    const cache = createMemoryCache({ maxSize: 250 });
    const big = (tag: string) => async () => ({ tag, text: "x".repeat(100) });
    await cache.getOrLoad("a", POLICY, big("a"));
    await cache.getOrLoad("b", POLICY, big("b"));
    await cache.getOrLoad("c", POLICY, big("c"));
    expect(await cache.getOrLoad("a", POLICY, big("a again"))).toMatchObject({ tag: "a again" });
    const huge = vi.fn(async () => "y".repeat(1_000));
    await cache.getOrLoad("huge", POLICY, huge);
    await cache.getOrLoad("huge", POLICY, huge);
    expect(huge).toHaveBeenCalledTimes(2);
  });
});

describe("createNoCache", () => {
  it("loads every time", async () => {
    const cache = createNoCache();
    const load = vi.fn(async () => "value");
    await cache.getOrLoad("k", POLICY, load);
    await cache.getOrLoad("k", POLICY, load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
