import { describe, expect, it } from "vitest";
import type { TmdbCredential } from "~/config.server";
import { CACHE_POLICY, type CatalogueCache, createMemoryCache, createNoCache } from "./cache.server";
import type { Catalogue } from "./catalogue";
import { CatalogueError } from "./catalogue-error";
import { createTmdbClient } from "./tmdb-client.server";
import type { FetchFunction } from "./tmdb-request.server";

const KEY = "FAKEKEY-do-not-leak-4f1c2e";
const BASE = "https://tmdb.test/3";

const emptyPage = { page: 1, total_pages: 1, total_results: 0, results: [] };

function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { "content-type": "application/json" },
    ...init,
  });
}

/** A fetch that records requests and answers with `respond` (default: a body fitting the path). */
function fakeFetch(respond?: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const fetch: FetchFunction = async (request) => {
    requests.push(request);
    return respond ? respond(request) : json(defaultBody(new URL(request.url).pathname));
  };
  return { fetch, requests };
}

function defaultBody(pathname: string): unknown {
  if (/\/(movie|tv)\/\d+$/.test(pathname)) return { id: 1, title: "A title", name: "A title" };
  if (/\/season\/\d+$/.test(pathname)) return { season_number: 1, episodes: [] };
  if (/\/genre\//.test(pathname)) return { genres: [{ id: 28, name: "Action" }] };
  if (/\/person\/\d+$/.test(pathname)) return { id: 1, name: "Someone" };
  if (/tv_credits$/.test(pathname)) return { id: 1, cast: [] };
  return emptyPage;
}

function client(options: { credential?: TmdbCredential | null; fetch: FetchFunction; timeoutMs?: number }) {
  return createTmdbClient({
    baseUrl: BASE,
    credential: options.credential === undefined ? { kind: "api_key", value: KEY } : options.credential,
    fetch: options.fetch,
    timeoutMs: options.timeoutMs,
    cache: createNoCache(),
    // One answer, one outcome: retries have their own tests (upstream.server.test.ts).
    upstream: { retries: 0 },
  });
}

/** The request as TMDB sees it, minus the credential: "path?sorted query". */
function seen(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("api_key");
  url.searchParams.sort();
  return `${url.pathname.replace(/^\/3\//, "")}${url.search}`;
}

async function caught(promise: Promise<unknown>): Promise<CatalogueError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof CatalogueError) return error;
    throw error;
  }
  throw new Error("expected a CatalogueError");
}

describe("the calls it makes (spec §7)", () => {
  const cases: Array<[string, (catalogue: Catalogue) => Promise<unknown>, string]> = [
    ["trending movies", (c) => c.listTrending("movie"), "trending/movie/week?page=1"],
    ["trending series p2", (c) => c.listTrending("series", 2), "trending/tv/week?page=2"],
    ["movie category", (c) => c.listMovies("top_rated", 3), "movie/top_rated?language=en-US&page=3"],
    ["series category", (c) => c.listSeries("on_the_air"), "tv/on_the_air?language=en-US&page=1"],
    [
      "discover series by genre and country",
      (c) => c.discover("series", { genreId: 16, originCountry: "jp" }),
      "discover/tv?include_adult=false&page=1&with_genres=16&with_origin_country=JP",
    ],
    [
      "discover movies by cast",
      (c) => c.discover("movie", { castId: 287, page: 2 }),
      "discover/movie?include_adult=false&page=2&with_cast=287",
    ],
    ["search", (c) => c.search("  star wars  "), "search/multi?include_adult=false&page=1&query=star+wars"],
    [
      "movie details in one call",
      (c) => c.getTitle("movie", 550),
      "movie/550?append_to_response=videos%2Csimilar%2Crecommendations%2Cwatch%2Fproviders%2Crelease_dates%2Cexternal_ids&language=en-US",
    ],
    [
      "series details in one call",
      (c) => c.getTitle("series", 1399),
      "tv/1399?append_to_response=videos%2Csimilar%2Crecommendations%2Cwatch%2Fproviders%2Ccontent_ratings%2Cexternal_ids&language=en-US",
    ],
    ["similar", (c) => c.getSimilar("series", 1399), "tv/1399/similar?page=1"],
    ["season", (c) => c.getSeason(1399, 0), "tv/1399/season/0?language=en-US"],
    ["genres", (c) => c.listGenres("series"), "genre/tv/list"],
    ["popular people", (c) => c.listPopularPeople(2), "person/popular?language=en-US&page=2"],
    ["person", (c) => c.getPerson(287), "person/287?language=en-US"],
    ["person's series", (c) => c.getPersonSeries(287), "person/287/tv_credits?page=1"],
    [
      "person with credits in one call",
      (c) => c.getPersonWithCredits(31),
      "person/31?append_to_response=combined_credits&language=en-US",
    ],
  ];

  it.each(cases)("%s", async (_name, call, expected) => {
    const upstream = fakeFetch();
    await call(client({ fetch: upstream.fetch }));
    expect(upstream.requests.map(seen)).toEqual([expected]);
    expect(upstream.requests[0]?.method).toBe("GET");
  });
});

describe("credential placement", () => {
  it("api_key goes in the query, with no Authorization header", async () => {
    const upstream = fakeFetch();
    await client({ fetch: upstream.fetch }).listTrending("movie");
    const request = upstream.requests[0] as Request;
    expect(new URL(request.url).searchParams.get("api_key")).toBe(KEY);
    expect(request.headers.get("authorization")).toBeNull();
  });

  it("a read token goes in the Authorization header, not the URL", async () => {
    const upstream = fakeFetch();
    await client({ fetch: upstream.fetch, credential: { kind: "bearer", value: KEY } }).listTrending("movie");
    const request = upstream.requests[0] as Request;
    expect(request.headers.get("authorization")).toBe(`Bearer ${KEY}`);
    expect(request.url).not.toContain(KEY);
  });

  it("no credential (demo) sends neither", async () => {
    const upstream = fakeFetch();
    await client({ fetch: upstream.fetch, credential: null }).listTrending("movie");
    const request = upstream.requests[0] as Request;
    expect(new URL(request.url).searchParams.has("api_key")).toBe(false);
    expect(request.headers.get("authorization")).toBeNull();
  });
});

describe("parameter validation: invalid input is a 404 without an upstream call", () => {
  const invalidCalls: Array<[string, (catalogue: Catalogue) => Promise<unknown>]> = [
    ["id 0", (c) => c.getTitle("movie", 0)],
    ["negative id", (c) => c.getPerson(-3)],
    ["fractional id", (c) => c.getSimilar("movie", 1.5)],
    ["NaN id", (c) => c.getPersonSeries(Number.NaN)],
    ["person id 0 with credits", (c) => c.getPersonWithCredits(0)],
    ["unsafe id", (c) => c.getTitle("series", 2 ** 60)],
    ["page 0", (c) => c.listTrending("movie", 0)],
    ["page 501", (c) => c.listMovies("popular", 501)],
    ["fractional page", (c) => c.search("dune", 1.5)],
    ["season -1", (c) => c.getSeason(1399, -1)],
    ["season 1001", (c) => c.getSeason(1399, 1001)],
    ["unknown kind", (c) => c.getTitle("person" as never, 1)],
    ["unknown category", (c) => c.listMovies("latest" as never)],
    ["bad country", (c) => c.discover("series", { originCountry: "Japan" })],
    ["bad genre", (c) => c.discover("movie", { genreId: 0 })],
    ["cast filter on series", (c) => c.discover("series", { castId: 287 })],
  ];

  it.each(invalidCalls)("%s", async (_name, call) => {
    const upstream = fakeFetch();
    const error = await caught(call(client({ fetch: upstream.fetch })));
    expect(error).toMatchObject({ status: 404, reason: "not_found" });
    expect(upstream.requests).toHaveLength(0);
  });

  it("accepts the edges: page 500, season 0 and 1000", async () => {
    const upstream = fakeFetch();
    const catalogue = client({ fetch: upstream.fetch });
    await catalogue.listTrending("movie", 500);
    await catalogue.getSeason(1, 0);
    await catalogue.getSeason(1, 1000);
    expect(upstream.requests).toHaveLength(3);
  });

  it("trims the query and cuts it at 200 characters", async () => {
    const upstream = fakeFetch();
    await client({ fetch: upstream.fetch }).search(`  ${"x".repeat(250)}  `);
    const request = upstream.requests[0] as Request;
    expect(new URL(request.url).searchParams.get("query")).toBe("x".repeat(200));
  });

  it("an empty query is an empty page without an upstream call", async () => {
    const upstream = fakeFetch();
    expect(await client({ fetch: upstream.fetch }).search("   ")).toEqual({
      page: 1,
      totalPages: 0,
      totalResults: 0,
      results: [],
    });
    expect(upstream.requests).toHaveLength(0);
  });
});

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

describe("answers", () => {
  it("search drops people and collections", async () => {
    const upstream = fakeFetch(() =>
      json({
        page: 1,
        total_pages: 1,
        total_results: 3,
        results: [
          { id: 1, media_type: "person", name: "Someone" },
          { id: 2, media_type: "movie", title: "A film" },
          { id: 3, media_type: "collection", title: "A collection" },
        ],
      }),
    );
    const page = await client({ fetch: upstream.fetch }).search("a");
    expect(page.results.map((title) => title.title)).toEqual(["A film"]);
  });

  it("a list item failing its schema is dropped, not the whole list", async () => {
    const upstream = fakeFetch(() =>
      json({
        ...emptyPage,
        total_results: 2,
        results: [
          { id: "x", title: "bad id" },
          { id: 5, title: "Good" },
        ],
      }),
    );
    const page = await client({ fetch: upstream.fetch }).listMovies("popular");
    expect(page.results.map((title) => title.id)).toEqual([5]);
  });
});
