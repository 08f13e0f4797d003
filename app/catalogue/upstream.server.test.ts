import { describe, expect, it } from "vitest";
import { DEMO_API_BASE_URL, handleDemoRequest } from "~/demo/handler.server";
import { createNoCache } from "./cache.server";
import { CatalogueError } from "./catalogue-error";
import { createMemoryRateGate, createSendWindow } from "./rate-gate.server";
import { createTmdbClient } from "./tmdb-client.server";
import type { FetchFunction } from "./tmdb-request.server";
import { createUpstream, parseRetryAfter, type Upstream, type UpstreamOptions } from "./upstream.server";
import type { UpstreamClock } from "./upstream-clock.server";

// What a page would notice of the upstream discipline: how many requests reach TMDB and when, what error
// comes back, and that it comes back by the deadline. Time is a fake clock that moves only when everything
// else is waiting on it, so backoff, Retry-After and timeouts take no real time.

const KEY = "FAKEKEY-upstream-7d2a91";
const WALL_START = Date.parse("2030-01-01T00:00:00Z");

function fakeClock(): UpstreamClock & { advanceToNext(): boolean } {
  let now = 0;
  const timers: Array<{ at: number; fire: () => void }> = [];
  return {
    now: () => now,
    sleep(ms, signal) {
      return new Promise<void>((resolve, reject) => {
        if (signal?.aborted) return reject(signal.reason);
        const timer = { at: now + Math.max(0, ms), fire: resolve };
        timers.push(timer);
        signal?.addEventListener("abort", () => {
          timers.splice(timers.indexOf(timer), 1);
          reject(signal.reason);
        });
      });
    },
    advanceToNext() {
      if (timers.length === 0) return false;
      timers.sort((a, b) => a.at - b.at);
      const next = timers.shift() as (typeof timers)[number];
      now = Math.max(now, next.at);
      next.fire();
      return true;
    },
  };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

/** Runs time forward until `promise` settles; fails if it could only settle by waiting forever. */
async function drive<T>(clock: ReturnType<typeof fakeClock>, promise: Promise<T>): Promise<T> {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  for (;;) {
    await flush();
    if (settled) return promise;
    if (!clock.advanceToNext()) throw new Error("stuck: nothing left to wait for, and no answer");
  }
}

async function rejection(promise: Promise<unknown>): Promise<CatalogueError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (error instanceof CatalogueError) return error;
  throw new Error(`expected a CatalogueError, got ${String(error)}`);
}

const page = { page: 1, total_pages: 1, total_results: 0, results: [] };
const ok = () => new Response(JSON.stringify(page), { status: 200 });
const status = (code: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ status_code: 11, status_message: "Nope." }), { status: code, headers });

/** A client whose fetch answers with `script` in turn (the last answer repeats), recording when each came. */
function setup(script: Array<() => Response | Promise<Response>>, options: Partial<UpstreamOptions> = {}) {
  const clock = fakeClock();
  const times: number[] = [];
  const fetch: FetchFunction = async () => {
    times.push(clock.now());
    const answer = script[Math.min(times.length - 1, script.length - 1)] as () =>
      | Response
      | Promise<Response>;
    return answer();
  };
  const upstream = createUpstream({
    attemptTimeoutMs: 8000,
    clock,
    random: () => 1,
    wallNow: () => WALL_START + clock.now(),
    ...options,
  });
  const catalogue = createTmdbClient({
    baseUrl: "https://tmdb.test/3",
    credential: { kind: "api_key", value: KEY },
    fetch,
    cache: createNoCache(),
    upstream,
  });
  return { clock, times, catalogue, upstream };
}

describe("retries", () => {
  it("retries a 5xx with exponential backoff and answers when TMDB recovers", async () => {
    const { clock, times, catalogue } = setup([() => status(500), () => status(502), ok]);
    await expect(drive(clock, catalogue.listTrending("movie"))).resolves.toMatchObject({ results: [] });
    // random() = 1 is the top of the full-jitter range: 200 ms, then 400 ms.
    expect(times).toEqual([0, 200, 600]);
  });

  it("jitter spreads the backoff over [0, cap)", async () => {
    const { clock, times, catalogue } = setup([() => status(503), ok], { random: () => 0.25 });
    await drive(clock, catalogue.listTrending("movie"));
    expect(times).toEqual([0, 50]);
  });

  it("gives up after two retries with the upstream's error (502) and says why", async () => {
    const { clock, times, catalogue } = setup([() => status(503)]);
    const error = await rejection(drive(clock, catalogue.listTrending("movie")));
    expect(error).toMatchObject({ reason: "upstream", status: 502 });
    expect(error.message).toContain("answered 503");
    expect(times).toHaveLength(3);
  });

  it("retries network failures", async () => {
    const { clock, times, catalogue } = setup([
      () => {
        throw new TypeError("fetch failed");
      },
      ok,
    ]);
    await drive(clock, catalogue.listPopularPeople());
    expect(times).toHaveLength(2);
  });

  it.each([
    [404, "not_found", 404],
    [401, "upstream", 502],
    [400, "upstream", 502],
  ] as const)("does not retry a %i", async (code, reason, pageStatus) => {
    const { clock, times, catalogue } = setup([() => status(code)]);
    const error = await rejection(drive(clock, catalogue.getTitle("movie", 1)));
    expect(error).toMatchObject({ reason, status: pageStatus });
    expect(times).toEqual([0]);
  });

  it("does not retry an answer that is not JSON", async () => {
    const { clock, times, catalogue } = setup([() => new Response("<html>", { status: 200 })]);
    const error = await rejection(drive(clock, catalogue.listGenres("series")));
    expect(error.reason).toBe("invalid_response");
    expect(times).toHaveLength(1);
  });
});

describe("Retry-After", () => {
  it("waits as long as a 429 asks (seconds), then retries", async () => {
    const { clock, times, catalogue } = setup([() => status(429, { "retry-after": "2" }), ok]);
    await drive(clock, catalogue.listTrending("movie"));
    expect(times).toEqual([0, 2000]);
  });

  it("understands an HTTP date", async () => {
    const at = new Date(WALL_START + 3000).toUTCString();
    const { clock, times, catalogue } = setup([() => status(429, { "retry-after": at }), ok]);
    await drive(clock, catalogue.listTrending("movie"));
    expect(times).toEqual([0, 3000]);
  });

  it("honours it on a 503 too", async () => {
    const { clock, times, catalogue } = setup([() => status(503, { "retry-after": "1" }), ok]);
    await drive(clock, catalogue.listTrending("movie"));
    expect(times).toEqual([0, 1000]);
  });

  it("fails fast as rate_limited, with the wait, when it does not fit the deadline", async () => {
    const { clock, times, catalogue } = setup([() => status(429, { "retry-after": "120" }), ok]);
    const error = await rejection(drive(clock, catalogue.listTrending("movie")));
    expect(error).toMatchObject({ reason: "rate_limited", status: 429, retryAfterSeconds: 120 });
    expect(times).toEqual([0]);
    expect(clock.now()).toBe(0);
    expect(error.message).not.toContain(KEY);
  });

  it("pauses every call, not just the one that was told: later calls fail fast without a request", async () => {
    const { clock, times, catalogue } = setup([() => status(429, { "retry-after": "60" }), ok]);
    await rejection(drive(clock, catalogue.listTrending("movie")));
    const later = await rejection(drive(clock, catalogue.getPerson(5)));
    expect(later).toMatchObject({ reason: "rate_limited", retryAfterSeconds: 60 });
    expect(times).toEqual([0]);
  });

  it("a call that can wait out a short pause waits, then goes", async () => {
    const { clock, times, catalogue, upstream } = setup([() => status(429, { "retry-after": "3" }), ok], {
      retries: 0,
    });
    await rejection(drive(clock, catalogue.listTrending("movie")));
    await drive(clock, catalogue.listMovies("popular"));
    expect(times).toEqual([0, 3000]);
    expect(upstream.stats()).toMatchObject({ calls: 2, attempts: 2, retries: 0, failures: 1 });
  });

  it("parses seconds and dates, and ignores nonsense", () => {
    expect(parseRetryAfter("5", 0)).toBe(5000);
    expect(parseRetryAfter(" 0 ", 0)).toBe(0);
    expect(parseRetryAfter(new Date(WALL_START + 4000).toUTCString(), WALL_START)).toBe(4000);
    expect(parseRetryAfter(new Date(WALL_START - 4000).toUTCString(), WALL_START)).toBe(0);
    expect(parseRetryAfter("soon", 0)).toBeUndefined();
    expect(parseRetryAfter("-3", 0)).toBeUndefined();
    expect(parseRetryAfter(null, 0)).toBeUndefined();
  });
});

describe("timeouts and the deadline", () => {
  const hang = () => new Promise<Response>(() => {});

  it("a silent TMDB is retried and the call fails (503) by its deadline, never later", async () => {
    const { clock, times, catalogue } = setup([hang], { attemptTimeoutMs: 3000, deadlineMs: 10_000 });
    const error = await rejection(drive(clock, catalogue.listTrending("movie")));
    expect(error).toMatchObject({ reason: "unavailable", status: 503 });
    // 3000 + 200 backoff + 3000 + 400 backoff + 3000 = 9600 ms.
    expect(times).toEqual([0, 3200, 6600]);
    expect(clock.now()).toBe(9600);
  });

  it("the last attempt gets only what is left of the deadline", async () => {
    const { clock, times, catalogue } = setup([hang], { attemptTimeoutMs: 8000, deadlineMs: 10_000 });
    const error = await rejection(drive(clock, catalogue.listTrending("movie")));
    expect(error.reason).toBe("unavailable");
    expect(times).toEqual([0, 8200]);
    expect(clock.now()).toBe(10_000);
    expect(error.message).toContain("did not answer within 1800 ms");
  });

  it("aborts the request it gives up on", async () => {
    const clock = fakeClock();
    const signals: AbortSignal[] = [];
    const upstream = createUpstream({ attemptTimeoutMs: 1000, retries: 0, clock });
    const call = upstream.call("x", async (signal) => {
      signals.push(signal);
      return new Promise(() => {});
    });
    await rejection(drive(clock, call));
    expect(signals[0]?.aborted).toBe(true);
  });
});

describe("the connection limit", () => {
  /** An upstream whose requests wait until released, in order. */
  function gated(options: Partial<UpstreamOptions> = {}) {
    const clock = fakeClock();
    const upstream = createUpstream({ attemptTimeoutMs: 8000, clock, ...options });
    const started: string[] = [];
    const release: Array<() => void> = [];
    const call = (label: string) =>
      upstream.call(label, async () => {
        started.push(label);
        await new Promise<void>((resolve) => release.push(resolve));
        return { ok: true as const, value: label };
      });
    return { clock, upstream, started, release, call };
  }

  it("keeps at most 20 requests in flight; the rest wait their turn in arrival order", async () => {
    const { upstream, started, release, call } = gated();
    const labels = Array.from({ length: 25 }, (_, i) => `call-${i}`);
    const calls = labels.map(call);
    await flush();
    expect(started).toEqual(labels.slice(0, 20));
    expect(upstream.stats()).toMatchObject({ inFlight: 20, queued: 5 });
    release[3]?.();
    release[0]?.();
    await flush();
    expect(started).toEqual(labels.slice(0, 22));
    while (started.length < 25 || release.length > 0) {
      for (const resolve of release.splice(0)) resolve();
      await flush();
    }
    expect(await Promise.all(calls)).toEqual(labels);
    expect(upstream.stats()).toMatchObject({ inFlight: 0, queued: 0, peakInFlight: 20, attempts: 25 });
  });

  it("time spent queued counts toward the deadline: a call that never gets a connection fails by it", async () => {
    const { clock, call, started } = gated({
      maxConcurrent: 1,
      deadlineMs: 2000,
      attemptTimeoutMs: 2000,
      retries: 0,
    });
    void call("holder").catch(() => {});
    await flush();
    const queued = call("queued");
    const error = await rejection(drive(clock, queued));
    expect(error).toMatchObject({ reason: "unavailable", status: 503 });
    expect(clock.now()).toBe(2000);
    expect(started).toEqual(["holder"]);
  });
});

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
