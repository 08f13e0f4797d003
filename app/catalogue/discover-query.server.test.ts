import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { DiscoverFilter } from "./catalogue";
import { CatalogueError } from "./catalogue-error";
import { discoverQuery, SORT_BY } from "./discover-query.server";
import { createTmdbClient } from "./tmdb-client.server";
import type { FetchFunction } from "./tmdb-request.server";
import type { TitleKind } from "./types";

// discover's query: each filter as TMDB spells it, one canonical form for equal filters, and a refusal
// (the client's "invalid" error, before any call) for anything TMDB could not be asked.

/** The query as sent: only the keys present, in their order, as strings. */
function sent(kind: TitleKind, filter: DiscoverFilter): Array<[string, string]> {
  return Object.entries(discoverQuery(kind, filter)).flatMap(([name, value]) =>
    value === undefined ? [] : [[name, String(value)] as [string, string]],
  );
}

function refusal(kind: TitleKind, filter: DiscoverFilter): CatalogueError | undefined {
  try {
    discoverQuery(kind, filter);
    return undefined;
  } catch (error) {
    if (error instanceof CatalogueError) return error;
    throw error;
  }
}

describe("discover's query", () => {
  it("an empty filter is TMDB's default discover", () => {
    expect(sent("movie", {})).toEqual([
      ["include_adult", "false"],
      ["page", "1"],
    ]);
  });

  it("movies: every filter at once, in the fixed order", () => {
    const filter: DiscoverFilter = {
      sort: "rating",
      page: 3,
      certification: { country: "us", max: "PG-13" },
      watchRegion: "us",
      providerIds: [337, 8, 8],
      originalLanguage: "JA",
      maxRuntime: 120,
      minRuntime: 60,
      minVotes: 100,
      minRating: 7.5,
      toYear: 2009,
      fromYear: 2000,
      withoutGenreIds: [27, 10749],
      genreIds: [35, 16],
    };
    expect(sent("movie", filter)).toEqual([
      ["include_adult", "false"],
      ["with_genres", "16,35"],
      ["without_genres", "27,10749"],
      ["primary_release_date.gte", "2000-01-01"],
      ["primary_release_date.lte", "2009-12-31"],
      ["vote_average.gte", "7.5"],
      ["vote_count.gte", "100"],
      ["with_runtime.gte", "60"],
      ["with_runtime.lte", "120"],
      ["with_original_language", "ja"],
      ["with_watch_providers", "8|337"],
      ["watch_region", "US"],
      ["with_watch_monetization_types", "flatrate"],
      ["certification_country", "US"],
      ["certification.lte", "PG-13"],
      ["sort_by", "vote_average.desc"],
      ["page", "3"],
    ]);
  });

  it("series: first air dates and TV's sort names", () => {
    expect(sent("series", { fromYear: 1990, toYear: 1999, sort: "title" })).toEqual([
      ["include_adult", "false"],
      ["first_air_date.gte", "1990-01-01"],
      ["first_air_date.lte", "1999-12-31"],
      ["sort_by", "name.asc"],
      ["page", "1"],
    ]);
  });

  it.each([
    ["popular", undefined, undefined],
    ["rating", "vote_average.desc", "vote_average.desc"],
    ["newest", "primary_release_date.desc", "first_air_date.desc"],
    ["oldest", "primary_release_date.asc", "first_air_date.asc"],
    ["title", "title.asc", "name.asc"],
  ] as const)("sort %s is %s for movies and %s for series", (sort, movie, series) => {
    expect(discoverQuery("movie", { sort }).sort_by).toBe(movie);
    expect(discoverQuery("series", { sort }).sort_by).toBe(series);
  });

  it("the Explore rows' genreId joins genreIds", () => {
    expect(discoverQuery("movie", { genreId: 28, genreIds: [12, 28] }).with_genres).toBe("12,28");
    expect(discoverQuery("movie", { genreId: 28 }).with_genres).toBe("28");
  });

  it("filters that narrow nothing are left out, so they share the unfiltered entry", () => {
    const plain = sent("movie", {});
    expect(
      sent("movie", {
        genreIds: [],
        withoutGenreIds: [],
        providerIds: [],
        minRating: 0,
        minVotes: 0,
        minRuntime: 0,
        sort: "popular",
        watchRegion: "GB",
        page: 1,
      }),
    ).toEqual(plain);
  });

  it("equal filters spelt differently are one query", () => {
    const ids = fc.uniqueArray(fc.integer({ min: 1, max: 100_000 }), { minLength: 1, maxLength: 10 });
    fc.assert(
      fc.property(ids, ids, ids, fc.boolean(), (genres, without, providers, reverse) => {
        const order = (list: number[]) => (reverse ? [...list].reverse() : list);
        const a = sent("movie", {
          genreIds: genres,
          withoutGenreIds: without,
          providerIds: providers,
          watchRegion: "us",
        });
        const b = sent("movie", {
          genreIds: [...order(genres), ...genres],
          withoutGenreIds: order(without),
          providerIds: [...providers, ...order(providers)],
          watchRegion: " US ",
        });
        expect(b).toEqual(a);
      }),
    );
  });

  it("every query it builds holds only values TMDB accepts", () => {
    const filter = fc.record(
      {
        genreIds: fc.array(fc.integer({ min: 1, max: 99_999 }), { maxLength: 20 }),
        fromYear: fc.integer({ min: 1870, max: 2100 }),
        minRating: fc.integer({ min: 0, max: 100 }).map((tenths) => tenths / 10),
        minVotes: fc.integer({ min: 0, max: 1_000_000 }),
        maxRuntime: fc.integer({ min: 0, max: 1000 }),
        originalLanguage: fc.constantFrom("en", "JA", " fr "),
        sort: fc.constantFrom(...(Object.keys(SORT_BY) as Array<keyof typeof SORT_BY>)),
        page: fc.integer({ min: 1, max: 500 }),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.constantFrom<TitleKind>("movie", "series"), filter, (kind, value) => {
        for (const [name, text] of sent(kind, value)) {
          expect(text, name).toMatch(/^[\w.,|-]+$/);
          expect(text.trim(), name).toBe(text);
        }
      }),
    );
  });
});

describe("discover refuses what TMDB could not be asked, before any call", () => {
  it.each<[string, TitleKind, DiscoverFilter]>([
    ["a genre id of 0", "movie", { genreIds: [0] }],
    ["a fractional genre id", "movie", { genreIds: [1.5] }],
    ["a negative excluded genre", "movie", { withoutGenreIds: [-3] }],
    ["more than 20 ids", "movie", { genreIds: Array.from({ length: 21 }, (_, i) => i + 1) }],
    ["a year before cinema", "movie", { fromYear: 1800 }],
    ["a year range backwards", "movie", { fromYear: 2010, toYear: 2000 }],
    ["a rating above 10", "movie", { minRating: 10.5 }],
    ["a rating in hundredths", "movie", { minRating: 7.25 }],
    ["NaN as rating", "movie", { minRating: Number.NaN }],
    ["negative votes", "movie", { minVotes: -1 }],
    ["a runtime range backwards", "movie", { minRuntime: 120, maxRuntime: 90 }],
    ["a runtime of a day", "movie", { maxRuntime: 1440 }],
    ["a three-letter language", "movie", { originalLanguage: "jpn" }],
    ["services without a region", "movie", { providerIds: [8] }],
    ["a region that is no code", "movie", { providerIds: [8], watchRegion: "USA" }],
    ["a certification with markup", "movie", { certification: { country: "US", max: "<b>" } }],
    ["a certification country that is no code", "movie", { certification: { country: "U1", max: "PG" } }],
    [
      "a certification for series (TMDB ignores it on TV)",
      "series",
      { certification: { country: "US", max: "TV-14" } },
    ],
    ["cast for series", "series", { castId: 31 }],
    ["an unknown sort", "movie", { sort: "random" as never }],
    ["page 501", "movie", { page: 501 }],
  ])("%s", (_name, kind, filter) => {
    expect(refusal(kind, filter)).toMatchObject({ reason: "not_found", status: 404 });
  });

  it("through the client: nothing reaches TMDB", async () => {
    let calls = 0;
    const fetch: FetchFunction = async () => {
      calls++;
      return Response.json({ page: 1, total_pages: 0, total_results: 0, results: [] });
    };
    const client = createTmdbClient({ baseUrl: "https://tmdb.test/3", credential: null, fetch, cache: null });
    await expect(client.discover("movie", { minRating: 11 })).rejects.toMatchObject({ reason: "not_found" });
    await expect(
      client.discover("series", { certification: { country: "US", max: "PG" } }),
    ).rejects.toMatchObject({ reason: "not_found" });
    expect(calls).toBe(0);
  });
});

describe("discover through the client", () => {
  it("equal filters share one cache entry: one upstream call", async () => {
    const seen: string[] = [];
    const fetch: FetchFunction = async (request) => {
      seen.push(new URL(request.url).search);
      return Response.json({
        page: 1,
        total_pages: 1,
        total_results: 1,
        results: [{ id: 7, title: "Seven" }],
      });
    };
    const client = createTmdbClient({ baseUrl: "https://tmdb.test/3", credential: null, fetch });
    const first = await client.discover("movie", {
      genreIds: [35, 16],
      providerIds: [9, 8],
      watchRegion: "gb",
      sort: "popular",
    });
    const second = await client.discover("movie", {
      providerIds: [8, 9, 8],
      watchRegion: "GB",
      genreIds: [16, 35],
    });
    expect(second).toEqual(first);
    expect(seen).toEqual([
      "?include_adult=false&with_genres=16%2C35&with_watch_providers=8%7C9&watch_region=GB&with_watch_monetization_types=flatrate&page=1",
    ]);
  });
});
