import { describe, expect, it } from "vitest";
import { createNoCache } from "./cache.server";
import { createTmdbClient } from "./tmdb-client.server";
import type { FetchFunction } from "./tmdb-request.server";
import { createUpstream, parseRetryAfter, type UpstreamOptions } from "./upstream.server";
import { drive, fakeClock, rejection } from "./upstream.test-support";

// What a page would notice of the upstream discipline: how many requests reach TMDB and when, what error
// comes back, and that it comes back by the deadline. Time is a fake clock that moves only when everything
// else is waiting on it, so backoff, Retry-After and timeouts take no real time.

const KEY = "FAKEKEY-upstream-7d2a91";
const WALL_START = Date.parse("2030-01-01T00:00:00Z");

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
