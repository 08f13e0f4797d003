import { describe, expect, it } from "vitest";
import type { Catalogue } from "./catalogue";
import { caught, client, emptyPage, fakeFetch, json, KEY, seen } from "./tmdb-client.test-support";

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
