import { describe, expect, it } from "vitest";
import { DEMO_API_BASE_URL, handleDemoRequest } from "~/demo/handler.server";
import { createNoCache } from "./cache.server";
import { CatalogueError } from "./catalogue-error";
import { createMemoryRateGate, createSendWindow, nextSlot } from "./rate-gate.server";
import { createTmdbClient } from "./tmdb-client.server";
import { createUpstream, type Upstream } from "./upstream.server";
import { drive, fakeClock, flush } from "./upstream.test-support";

describe("nextSlot", () => {
  it("books back to back at the interval, never in the past", () => {
    const first = nextSlot(0, 1000, 25, 100);
    expect(first).toEqual({ nextFree: 1025, booking: { ok: true, waitMs: 0 } });
    const second = nextSlot(first.nextFree, 1000, 25, 100);
    expect(second).toEqual({ nextFree: 1050, booking: { ok: true, waitMs: 25 } });
    expect(nextSlot(1200, 1000, 25, 100)).toEqual({
      nextFree: 1200,
      booking: { ok: false, retryAfterMs: 200 },
    });
  });
});

// The rate cap (TMDB_MAX_RPS) and the send window, as the upstream discipline applies them.

describe("the rate cap (TMDB_MAX_RPS)", () => {
  function capped(maxPerSecond: number, maxQueueMs: number) {
    const clock = fakeClock();
    const sentAt: number[] = [];
    const events: string[] = [];
    const upstream = createUpstream({
      attemptTimeoutMs: 8000,
      clock,
      rateGate: createMemoryRateGate(maxPerSecond, clock),
      maxQueueMs,
      observe: (event) => events.push(`${event.label}:${event.outcome}`),
    });
    const call = (label: string) =>
      upstream.call(label, async () => {
        sentAt.push(clock.now());
        return { ok: true as const, value: label };
      });
    return { clock, upstream, sentAt, events, call };
  }

  it("spreads a burst so that no second holds more requests than the cap", async () => {
    const { clock, sentAt, call } = capped(10, 5000);
    const calls = Array.from({ length: 35 }, (_, i) => call(`movie/${i}`));
    await drive(clock, Promise.all(calls));
    expect(sentAt).toHaveLength(35);
    for (const start of sentAt) {
      expect(sentAt.filter((at) => at >= start && at < start + 1000).length).toBeLessThanOrEqual(10);
    }
    // Spread, not dropped: the 35th left 3.4 s after the first.
    expect(Math.round(sentAt[34] ?? 0)).toBe(3400);
  });

  it("refuses at once, as 503 with Retry-After, a call whose slot is further away than the longest wait", async () => {
    const { clock, upstream, sentAt, events, call } = capped(10, 1000);
    const calls = Array.from({ length: 15 }, (_, i) => call(`movie/${i}`).catch((error: unknown) => error));
    const results = await drive(clock, Promise.all(calls));
    const refused = results.filter((result): result is CatalogueError => result instanceof CatalogueError);
    // Slots 0 ms..1000 ms are 11 calls; the other 4 would wait longer.
    expect(sentAt).toHaveLength(11);
    expect(refused).toHaveLength(4);
    expect(refused[0]).toMatchObject({ status: 503, reason: "unavailable" });
    expect(refused[0]?.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(upstream.stats()).toMatchObject({ rateLimited: 4, waitingForRate: 0 });
    expect(events.filter((event) => event.endsWith(":queue_full"))).toHaveLength(4);
    expect(events.filter((event) => event.endsWith(":ok"))).toHaveLength(11);
  });

  /** Ten a second, a 2 s queue, and calls that must end within 1 s. */
  function nearDeadlines() {
    const clock = fakeClock();
    const events: string[] = [];
    const upstream = createUpstream({
      attemptTimeoutMs: 800,
      deadlineMs: 1000,
      clock,
      rateGate: createMemoryRateGate(10, clock),
      maxQueueMs: 2000,
      random: () => 1,
      observe: (event) => events.push(`${event.label}:${event.outcome}`),
    });
    return { clock, events, upstream };
  }

  it("a call refused only by its own near deadline does not count the queue as full", async () => {
    const { clock, events, upstream } = nearDeadlines();
    const call = (label: string) =>
      upstream
        .call(label, async () => ({ ok: true as const, value: label }))
        .catch((error: unknown) => error);
    // Fifteen calls, slots every 100 ms: the last five are within the 2 s queue but past their 1 s deadline.
    const results = await drive(clock, Promise.all(Array.from({ length: 15 }, (_, i) => call(`movie/${i}`))));
    const refused = results.filter((result): result is CatalogueError => result instanceof CatalogueError);
    expect(refused).toHaveLength(5);
    expect(refused[0]?.message).toContain("did not answer within 1000 ms");
    // Not the full queue's refusal: no Retry-After, and nothing that would shed other pages.
    expect(refused[0]?.retryAfterSeconds).toBeUndefined();
    expect(upstream.stats()).toMatchObject({ rateLimited: 0 });
    expect(events.filter((event) => event.endsWith(":queue_full"))).toHaveLength(0);
  });

  it("a call whose retry finds no slot before its deadline answers with its attempt's own failure", async () => {
    const { clock, events, upstream } = nearDeadlines();
    // TMDB fails the first call (a retryable 502); by its retry, 200 ms later, nine others hold the slots up to
    // its deadline.
    const failing = upstream
      .call("movie/1", async () => ({
        ok: false as const,
        retry: true,
        error: new CatalogueError("upstream", "TMDB movie/1 answered 502"),
      }))
      .catch((error: unknown) => error);
    const others = Array.from({ length: 9 }, (_, i) =>
      upstream.call(`movie/${i + 2}`, async () => ({ ok: true as const, value: i })),
    );
    const [error] = await drive(clock, Promise.all([failing, ...others]));
    expect(error).toMatchObject({ reason: "upstream", message: "TMDB movie/1 answered 502" });
    expect(events).toContain("movie/1:upstream");
    expect(events.filter((event) => event.endsWith(":queue_full"))).toHaveLength(0);
  });

  it("a background call (an import's lookup) takes a slot only when one is near, so pages go first", async () => {
    const clock = fakeClock();
    const sentAt: Record<string, number> = {};
    const events: Array<{ label: string; outcome: string; background?: boolean }> = [];
    const upstream = createUpstream({
      attemptTimeoutMs: 8000,
      clock,
      rateGate: createMemoryRateGate(10, clock),
      maxQueueMs: 2000,
      backgroundQueueMs: 200,
      observe: (event) => events.push(event),
    });
    const call = (label: string, background = false) =>
      upstream
        .call(
          label,
          async () => {
            sentAt[label] = clock.now();
            return { ok: true as const, value: label };
          },
          { background },
        )
        .catch((error: unknown) => error);

    // Twenty lookups of an import at once: the slots within 200 ms go (0, 100, 200 ms), the rest are asked to
    // slow down (429 with Retry-After), to ask again; a page arriving then waits 300 ms, not 2 s.
    const lookups = Array.from({ length: 20 }, (_, i) => call(`find/tt${i}`, true));
    const visitor = call("movie/1");
    const results = await drive(clock, Promise.all([...lookups, visitor]));
    const refused = results.filter((result): result is CatalogueError => result instanceof CatalogueError);
    expect(refused).toHaveLength(17);
    expect(refused[0]).toMatchObject({ status: 429, reason: "rate_limited" });
    expect(refused[0]?.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(sentAt["movie/1"]).toBe(300);
    // Pages busy: ten page calls hold the next second, and a lookup does not queue behind them; pages still do.
    const pages = Array.from({ length: 10 }, (_, i) => call(`movie/${100 + i}`));
    const late = call("find/tt99", true);
    const nextPage = call("movie/200");
    const after = await drive(clock, Promise.all([...pages, late, nextPage]));
    expect(after[10]).toBeInstanceOf(CatalogueError);
    expect(sentAt["movie/200"]).toBeDefined();
    // Deferred, not refused: the cheap 503 for pages (server/busy.mjs) is for a full queue, not for this.
    expect(upstream.stats()).toMatchObject({ rateLimited: 0, deferred: 18 });
    const deferred = events.filter((event) => event.outcome === "queue_full");
    expect(deferred).toHaveLength(18);
    expect(deferred.every((event) => event.background === true)).toBe(true);
  });

  it("the client makes the import's lookups background calls, and pages' calls not", async () => {
    const seen: Record<string, boolean> = {};
    const upstream: Upstream = {
      async call(label, attempt, options) {
        seen[label] = options?.background === true;
        const result = await attempt(new AbortController().signal);
        if (!result.ok) throw result.error;
        return result.value;
      },
      retryAfterMs: () => undefined,
      stats: () => ({}) as ReturnType<Upstream["stats"]>,
    };
    const catalogue = createTmdbClient({
      baseUrl: DEMO_API_BASE_URL,
      credential: null,
      fetch: handleDemoRequest,
      cache: createNoCache(),
      upstream,
    });
    await catalogue.findByImdbId("tt5100001");
    await catalogue.searchForMatch("movie", "The Last Harbor", 1986);
    await catalogue.getTitleMatch("movie", 100001);
    await catalogue.getTitle("movie", 100002);
    await catalogue.search("harbor", 1);
    expect(seen).toEqual({
      "find/tt5100001": true,
      "search/movie": true,
      "movie/100001": true,
      "movie/100002": false,
      "search/multi": false,
    });
  }, 60_000);

  it("counts the callers waiting for their slot as the queue", async () => {
    const { clock, upstream, call } = capped(10, 5000);
    const calls = Array.from({ length: 5 }, (_, i) => call(`movie/${i}`));
    await flush();
    expect(upstream.stats().waitingForRate).toBe(4);
    await drive(clock, Promise.all(calls));
    expect(upstream.stats().waitingForRate).toBe(0);
  });
});

describe("the send window", () => {
  it("lets no more than the cap leave in any second, even when a late wake-up releases many at once", async () => {
    const clock = fakeClock();
    const sentAt: number[] = [];
    const upstream = createUpstream({
      attemptTimeoutMs: 8000,
      clock,
      // No schedule at all: everyone is ready at once, as after a long stall of the event loop.
      sendWindow: createSendWindow(10, clock),
    });
    const calls = Array.from({ length: 25 }, (_, i) =>
      upstream.call(`movie/${i}`, async () => {
        sentAt.push(clock.now());
        return { ok: true as const, value: i };
      }),
    );
    await drive(clock, Promise.all(calls));
    expect(sentAt).toHaveLength(25);
    for (const start of sentAt) {
      expect(sentAt.filter((at) => at >= start && at < start + 1000).length).toBeLessThanOrEqual(10);
    }
    expect(sentAt.filter((at) => at === 0)).toHaveLength(10);
  });
});
