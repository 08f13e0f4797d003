import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { genresOf } from "~/data/genres";
import {
  DEFAULT_DISCOVER_QUERY,
  DISCOVER_PARAMS,
  DISCOVER_SORTS,
  type DiscoverQuery,
  discoverHref,
  discoverHrefFor,
  discoverHrefForExplore,
  MAX_YEAR,
  MIN_YEAR,
  serialiseDiscoverQuery,
} from "./discover-href";
import { discoverFilterOf, parseDiscoverQuery } from "./discover-params";

const canonical = (search: string) => serialiseDiscoverQuery(parseDiscoverQuery(search));

describe("parseDiscoverQuery", () => {
  it("reads every parameter of the contract", () => {
    const query = parseDiscoverQuery(
      "type=movie&genres=16,35&without=27&from=2000&to=2009&rating=7&votes=100&runtime=60-120&lang=ja&on=8,337&region=JP&cert=PG-13&sort=rating&p=3",
    );
    expect(query).toEqual({
      kind: "movie",
      genres: [16, 35],
      without: [27],
      from: 2000,
      to: 2009,
      rating: 7,
      votes: 100,
      runtime: { min: 60, max: 120 },
      lang: "ja",
      on: [8, 337],
      region: "JP",
      cert: "PG-13",
      sort: "rating",
      page: 3,
    });
  });

  it("defaults to popular movies, page 1, no filter", () => {
    expect(parseDiscoverQuery("")).toEqual(DEFAULT_DISCOVER_QUERY);
    expect(canonical("")).toBe("");
  });

  it("reads open runtimes both ways", () => {
    expect(parseDiscoverQuery("runtime=-90").runtime).toEqual({ max: 90 });
    expect(parseDiscoverQuery("runtime=120-").runtime).toEqual({ min: 120 });
    expect(parseDiscoverQuery("runtime=150-90").runtime).toEqual({ min: 90, max: 150 });
    for (const bad of ["-", "90", "abc", "1-2-3", "99999-", "-99999"]) {
      expect(parseDiscoverQuery(`runtime=${bad}`).runtime, bad).toBeUndefined();
    }
  });

  it("drops an invalid value and keeps the others", () => {
    const query = parseDiscoverQuery(
      "genres=16&rating=eleven&from=20000&lang=japanese&region=USA&sort=best&p=x",
    );
    expect(query).toEqual({ ...DEFAULT_DISCOVER_QUERY, genres: [16] });
    expect(parseDiscoverQuery("rating=10.5").rating).toBeUndefined();
    expect(parseDiscoverQuery("type=tv").kind).toBe("movie");
  });

  it("keeps only the kind's own genres, and never one both wanted and unwanted", () => {
    // 28 Action is a movie genre; TV has 10759 Action & Adventure.
    expect(parseDiscoverQuery("type=series&genres=28,10759").genres).toEqual([10759]);
    expect(parseDiscoverQuery("genres=16&without=16,27").without).toEqual([27]);
  });

  it("reads the lists a GET form sends (repeated parameters) and TMDB's separators", () => {
    expect(parseDiscoverQuery("genres=35&genres=16&genres=35").genres).toEqual([16, 35]);
    expect(parseDiscoverQuery("on=9|8&on=337").on).toEqual([8, 9, 337]);
  });

  it("drops the certification for series, which TMDB ignores there", () => {
    expect(parseDiscoverQuery("type=series&cert=TV-MA").cert).toBeUndefined();
    expect(parseDiscoverQuery("cert=PG-13").cert).toBe("PG-13");
  });

  it("orders years and ignores empty fields", () => {
    expect(parseDiscoverQuery("from=2010&to=2000")).toMatchObject({ from: 2000, to: 2010 });
    expect(canonical("from=&to=&lang=&genres=&p=")).toBe("");
  });

  it("writes one canonical spelling", () => {
    expect(canonical("p=2&sort=rating&genres=35&genres=16&region=jp&type=movie&utm_source=x")).toBe(
      "genres=16,35&region=JP&sort=rating&p=2",
    );
    expect(canonical("cert=16%2B&region=DE")).toBe("region=DE&cert=16%2B");
    expect(discoverHref({ ...DEFAULT_DISCOVER_QUERY, kind: "series", genres: [16] })).toBe(
      "/discover?type=series&genres=16",
    );
  });
});

describe("links to Discover", () => {
  it("from an explore page's Filter menu, with its genre or its category as filters", () => {
    expect(discoverHrefForExplore("movie", "16")).toBe("/discover?genres=16");
    expect(discoverHrefForExplore("series", "18")).toBe("/discover?type=series&genres=18");
    expect(discoverHrefForExplore("movie", "popular")).toBe("/discover");
    expect(discoverHrefForExplore("movie", "top_rated")).toBe("/discover?votes=100&sort=rating");
    expect(discoverHrefForExplore("series", "top_rated")).toBe("/discover?type=series&votes=100&sort=rating");
    expect(discoverHrefForExplore("movie", "upcoming")).toBe("/discover?sort=newest");
    // Nothing the page did not choose, and never an unknown value.
    expect(discoverHrefForExplore("movie", "__proto__")).toBe("/discover");
    expect(discoverHrefForExplore("movie", "")).toBe("/discover");
  });

  it("from a title's genre, already canonical (no redirect)", () => {
    for (const kind of ["movie", "series"] as const) {
      for (const genre of genresOf(kind)) {
        const href = discoverHrefFor({ kind, genres: [genre.id] });
        expect(discoverHref(parseDiscoverQuery(href.split("?")[1] ?? ""))).toBe(href);
      }
    }
  });
});

describe("discoverFilterOf", () => {
  it("hands the catalogue every filter, the region for providers and certification", () => {
    const query = parseDiscoverQuery("genres=16&runtime=-90&on=8&cert=PG&lang=ja&sort=newest");
    expect(discoverFilterOf(query, "GB")).toEqual({
      page: 1,
      sort: "newest",
      genreIds: [16],
      maxRuntime: 90,
      originalLanguage: "ja",
      providerIds: [8],
      watchRegion: "GB",
      certification: { country: "GB", max: "PG" },
    });
  });
});

// ---- properties ----

/** Values a visitor, a crawler or an attacker might put in the query: valid ones, near misses and junk. */
const anyValue = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary" }),
  fc.integer({ min: -100, max: 100_000 }).map(String),
  fc.double({ noNaN: false }).map(String),
  fc.constantFrom(
    "",
    " ",
    "-",
    ",",
    "|",
    "16,35",
    "60-120",
    "-90",
    "120-",
    "PG-13",
    "ja",
    "US",
    "%",
    "\u0000",
  ),
);
const anyQueryString = fc.oneof(
  fc.string({ unit: "binary" }),
  fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...DISCOVER_PARAMS), fc.string()), anyValue), { maxLength: 20 })
    .map((pairs) =>
      pairs.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join("&"),
    ),
);

const genreIds = (kind: "movie" | "series") =>
  fc.uniqueArray(fc.constantFrom(...genresOf(kind).map((genre) => genre.id)), { maxLength: 5 });

const letter = fc.integer({ min: 65, max: 90 }).map((code) => String.fromCharCode(code));
const twoLetters = fc.tuple(letter, letter).map(([a, b]) => a + b);

/** Any valid query, as parse would produce it. */
const anyQuery: fc.Arbitrary<DiscoverQuery> = fc
  .constantFrom("movie" as const, "series" as const)
  .chain((kind) =>
    fc.record(
      {
        kind: fc.constant(kind),
        genres: genreIds(kind),
        without: genreIds(kind),
        from: fc.integer({ min: MIN_YEAR, max: MAX_YEAR }),
        to: fc.integer({ min: MIN_YEAR, max: MAX_YEAR }),
        rating: fc.integer({ min: 1, max: 100 }).map((tenths) => tenths / 10),
        votes: fc.integer({ min: 1, max: 1_000_000 }),
        runtime: fc.oneof(
          fc.record({ min: fc.integer({ min: 1, max: 1000 }) }),
          fc.record({ max: fc.integer({ min: 0, max: 1000 }) }),
          fc.record({ min: fc.integer({ min: 1, max: 500 }), max: fc.integer({ min: 500, max: 1000 }) }),
        ),
        lang: twoLetters.map((code) => code.toLowerCase()),
        on: fc.uniqueArray(fc.integer({ min: 1, max: 999_999_999 }), { maxLength: 20 }),
        region: twoLetters,
        cert: fc.constantFrom(
          "PG-13",
          "16+",
          "TV-MA",
          "Tous publics",
          "12",
          "R",
          "NC-17",
          "U",
          "0",
          "K-7",
          "Ü 18",
        ),
        sort: fc.constantFrom(...DISCOVER_SORTS),
        page: fc.integer({ min: 1, max: 500 }),
      },
      { requiredKeys: ["kind", "genres", "without", "on", "sort", "page"] },
    ),
  )
  .map((query) => {
    // The invariants parse establishes: ordered lists and years, no genre both wanted and unwanted, no
    // certification on series.
    const genres = [...query.genres].sort((a, b) => a - b);
    const fixed: DiscoverQuery = {
      ...query,
      genres,
      without: query.without.filter((id) => !genres.includes(id)).sort((a, b) => a - b),
      on: [...query.on].sort((a, b) => a - b),
    };
    if (fixed.from !== undefined && fixed.to !== undefined && fixed.from > fixed.to) {
      [fixed.from, fixed.to] = [fixed.to, fixed.from];
    }
    if (fixed.kind === "series") delete fixed.cert;
    return fixed;
  });

describe("properties of the discover query", () => {
  it("parses any query string without throwing, into a valid query", () => {
    fc.assert(
      fc.property(anyQueryString, (search) => {
        const query = parseDiscoverQuery(search);
        expect(DISCOVER_SORTS).toContain(query.sort);
        expect(query.page).toBeGreaterThanOrEqual(1);
        expect(query.page).toBeLessThanOrEqual(500);
        const genres = genresOf(query.kind).map((genre) => genre.id);
        for (const id of [...query.genres, ...query.without]) expect(genres).toContain(id);
      }),
      { numRuns: 1000 },
    );
  });

  it("parse of serialise is identity", () => {
    fc.assert(
      fc.property(anyQuery, (query) => {
        expect(parseDiscoverQuery(serialiseDiscoverQuery(query))).toEqual(query);
      }),
      { numRuns: 1000 },
    );
  });

  it("the canonical order is stable: canonical of canonical is itself, whatever the parameters' order", () => {
    fc.assert(
      fc.property(anyQueryString, fc.integer(), (search, seed) => {
        const once = canonical(search);
        expect(canonical(once)).toBe(once);
        // The same parameters in another order give the same canonical form.
        const pairs = [...new URLSearchParams(once)];
        const shuffled = pairs
          .map((pair, index) => ({ pair, key: (index * 7919 + seed) % 101 }))
          .sort((a, b) => a.key - b.key)
          .map(({ pair }) => pair);
        expect(canonical(new URLSearchParams(shuffled).toString())).toBe(once);
      }),
      { numRuns: 1000 },
    );
  });
});
