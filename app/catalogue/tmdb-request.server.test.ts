import { describe, expect, it } from "vitest";
import { CACHE_POLICY, type CatalogueCache, createMemoryCache } from "./cache.server";
import { CatalogueError } from "./catalogue-error";
import { createTmdbClient } from "./tmdb-client.server";
import { BASE, caught, client, emptyPage, fakeFetch, json, KEY, seen } from "./tmdb-client.test-support";
import type { FetchFunction } from "./tmdb-request.server";

// How one call reaches TMDB and comes back (tmdb-request.server.ts), seen through the client's methods.

describe("upstream failures become CatalogueErrors without the key", () => {
  const failures: Array<[string, () => Response | Promise<Response>, number, CatalogueError["reason"]]> = [
    [
      "TMDB 404",
      () => json({ success: false, status_code: 34, status_message: "Not found." }, { status: 404 }),
      404,
      "not_found",
    ],
    [
      "TMDB 401 (bad key)",
      () =>
        json(
          { success: false, status_code: 7, status_message: `Invalid API key ${KEY}` },
          { status: 401, headers: { "x-echo": KEY } },
        ),
      502,
      "upstream",
    ],
    [
      "TMDB 429",
      () => json({ status_code: 25 }, { status: 429, headers: { "retry-after": "3" } }),
      429,
      "rate_limited",
    ],
    ["TMDB 500", () => new Response("<html>oops</html>", { status: 500 }), 502, "upstream"],
    [
      "TMDB 503",
      () => json({ status_code: 9, status_message: "Service offline." }, { status: 503 }),
      502,
      "upstream",
    ],
    ["invalid JSON", () => new Response("{not json", { status: 200 }), 502, "invalid_response"],
    ["wrong envelope", () => json({ results: "nope" }), 502, "invalid_response"],
  ];

  it.each(failures)("%s", async (_name, respond, status, reason) => {
    const upstream = fakeFetch(respond);
    const error = await caught(client({ fetch: upstream.fetch }).listTrending("movie"));
    expect(error).toMatchObject({ status, reason });
    expect(error.message).toContain("trending/movie/week");
    expect(`${error.message}\n${error.stack}`).not.toContain(KEY);
  });

  it("keeps Retry-After on a 429", async () => {
    const upstream = fakeFetch(() => json({}, { status: 429, headers: { "retry-after": "7" } }));
    const error = await caught(client({ fetch: upstream.fetch }).getPerson(1));
    expect(error.retryAfterSeconds).toBe(7);
  });

  it("has no Retry-After when TMDB sends none", async () => {
    const upstream = fakeFetch(() => json({}, { status: 429 }));
    const error = await caught(client({ fetch: upstream.fetch }).getPerson(1));
    expect(error.retryAfterSeconds).toBeUndefined();
  });

  it("a network error whose message carries the URL is scrubbed", async () => {
    const upstream = fakeFetch((request) => {
      throw new TypeError(`fetch failed for ${request.url}`, {
        cause: new Error(`connect ECONNREFUSED ${request.url} (key ${KEY})`),
      });
    });
    const error = await caught(client({ fetch: upstream.fetch }).getTitle("movie", 550));
    expect(error).toMatchObject({ status: 503, reason: "unavailable" });
    expect(error.message).toContain("ECONNREFUSED");
    expect(error.message).toContain("api_key=[redacted]");
    expect(`${error.message}\n${error.stack}`).not.toContain(KEY);
    expect(error.cause).toBeUndefined();
  });

  it("a bearer token in a network error is scrubbed too", async () => {
    const upstream = fakeFetch((request) => {
      throw new Error(`failed with ${request.headers.get("authorization")}`);
    });
    const catalogue = client({ fetch: upstream.fetch, credential: { kind: "bearer", value: KEY } });
    const error = await caught(catalogue.getPerson(1));
    expect(error.message).not.toContain(KEY);
  });

  it("times out (503) even when the handler ignores the abort signal", async () => {
    const upstream = fakeFetch(() => new Promise<Response>(() => {}));
    const error = await caught(client({ fetch: upstream.fetch, timeoutMs: 20 }).listGenres("movie"));
    expect(error).toMatchObject({ status: 503, reason: "unavailable" });
    expect(error.message).toContain("did not answer within 20 ms");
  });

  it("passes the abort signal to fetch so a real request is cancelled", async () => {
    const upstream = fakeFetch(
      (request) =>
        new Promise<Response>((_, reject) => {
          request.signal.addEventListener("abort", () => reject(request.signal.reason));
        }),
    );
    const error = await caught(client({ fetch: upstream.fetch, timeoutMs: 20 }).listGenres("movie"));
    expect(error.reason).toBe("unavailable");
    expect(upstream.requests[0]?.signal.aborted).toBe(true);
  });
});

describe("cache and single-flight", () => {
  function cachedClient(fetch: FetchFunction, cache?: CatalogueCache) {
    return createTmdbClient({
      baseUrl: BASE,
      credential: { kind: "api_key", value: KEY },
      fetch,
      cache,
      upstream: { retries: 0 },
    });
  }

  it("two concurrent identical calls make one upstream request", async () => {
    const upstream = fakeFetch(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      return json(emptyPage);
    });
    const catalogue = cachedClient(upstream.fetch);
    const [a, b] = await Promise.all([catalogue.listTrending("movie"), catalogue.listTrending("movie")]);
    expect(a).toEqual(b);
    expect(upstream.requests).toHaveLength(1);
  });

  it("answers a repeated call from the cache; different parameters are different entries", async () => {
    const upstream = fakeFetch();
    const catalogue = cachedClient(upstream.fetch);
    await catalogue.getTitle("movie", 550);
    await catalogue.getTitle("movie", 550);
    await catalogue.getTitle("series", 550);
    await catalogue.search(" dune ");
    await catalogue.search("dune");
    expect(upstream.requests.map(seen)).toHaveLength(3);
  });

  it("does not cache errors", async () => {
    let calls = 0;
    const upstream = fakeFetch(() => {
      calls += 1;
      return calls === 1 ? new Response("down", { status: 500 }) : json(emptyPage);
    });
    const catalogue = cachedClient(upstream.fetch);
    await expect(catalogue.listMovies("popular")).rejects.toBeInstanceOf(CatalogueError);
    await expect(catalogue.listMovies("popular")).resolves.toMatchObject({ results: [] });
    expect(upstream.requests).toHaveLength(2);
  });

  it("remembers 'not found' for a minute, so an unknown id cannot hammer TMDB", async () => {
    let now = 1_000_000;
    const upstream = fakeFetch(() =>
      json({ status_code: 34, status_message: "Not found." }, { status: 404 }),
    );
    const catalogue = cachedClient(upstream.fetch, createMemoryCache({ now: () => now }));
    for (let i = 0; i < 5; i += 1) {
      const error = await caught(catalogue.getTitle("movie", 999_999));
      expect(error).toMatchObject({ status: 404, reason: "not_found" });
      expect(error.message).toContain("movie/999999 was not found");
    }
    expect(upstream.requests).toHaveLength(1);
    now += CACHE_POLICY.notFound.freshMs;
    await caught(catalogue.getTitle("movie", 999_999));
    expect(upstream.requests).toHaveLength(2);
  });

  it("serves the last good answer when TMDB fails after it went stale", async () => {
    let now = 1_000_000;
    let down = false;
    const upstream = fakeFetch(() =>
      down ? new Response("down", { status: 503 }) : json({ ...emptyPage, total_results: 7 }),
    );
    const catalogue = cachedClient(upstream.fetch, createMemoryCache({ now: () => now }));
    await catalogue.listMovies("top_rated");
    down = true;
    now += CACHE_POLICY.list.freshMs + CACHE_POLICY.list.revalidateMs + 1;
    await expect(catalogue.listMovies("top_rated")).resolves.toMatchObject({ totalResults: 7 });
    expect(upstream.requests).toHaveLength(2);
    now += CACHE_POLICY.list.staleMs;
    await expect(catalogue.listMovies("top_rated")).rejects.toMatchObject({
      status: 502,
      reason: "upstream",
    });
  });
});
