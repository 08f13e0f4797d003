// Long on purpose: all its groups judge against one set of facts, every title's details read once (beforeAll).
import { beforeAll, describe, expect, it } from "vitest";
import type { Catalogue, DiscoverFilter, DiscoverSort } from "~/catalogue/catalogue";
import { mapTitleDetails } from "~/catalogue/title-details-mappers.server";
import { createTmdbClient } from "~/catalogue/tmdb-client.server";
import { titleDetailsSchema } from "~/catalogue/tmdb-schemas.server";
import type { Certification, TitleDetails, TitleKind, TitleSummary } from "~/catalogue/types";
import { demoCatalogue } from "./catalogue-data.server";
import { DEMO_API_BASE_URL, handleDemoRequest } from "./handler.server";

// The demo's discover, through the app's own client, judged by each title's own details: for every filter,
// alone and combined, the answer holds exactly the titles whose details satisfy it (every result satisfies
// it, none that does is missing, so it narrows as it should and total_results is right), in the asked
// order, the same on every call. The oracle reads each title's details endpoint (with release_dates or
// content_ratings and watch/providers appended, mapped by the client's mapper): the facts a page shows.

const catalogue: Catalogue = createTmdbClient({
  baseUrl: DEMO_API_BASE_URL,
  credential: null,
  fetch: handleDemoRequest,
  cache: null,
});

type Kind = TitleKind;
const facts: Record<Kind, TitleDetails[]> = { movie: [], series: [] };
let certificationOrder: Record<Kind, Record<string, Map<string, number>>>;

async function detailsOf(kind: Kind, id: number): Promise<TitleDetails> {
  const path = kind === "movie" ? `movie/${id}` : `tv/${id}`;
  const appends = kind === "movie" ? "release_dates,watch/providers" : "content_ratings,watch/providers";
  const response = await handleDemoRequest(
    new Request(`${DEMO_API_BASE_URL}/${path}?append_to_response=${appends}`),
  );
  return mapTitleDetails(titleDetailsSchema.parse(await response.json()), kind);
}

/** Every page of a discover answer, checking the paging on the way. */
async function everyResult(kind: Kind, filter: DiscoverFilter): Promise<TitleSummary[]> {
  const first = await catalogue.discover(kind, { ...filter, page: 1 });
  expect(first.totalPages).toBe(Math.max(1, Math.ceil(first.totalResults / 20)));
  const results = [...first.results];
  for (let page = 2; page <= first.totalPages; page++) {
    const next = await catalogue.discover(kind, { ...filter, page });
    expect(next.totalResults).toBe(first.totalResults);
    results.push(...next.results);
  }
  expect(results).toHaveLength(first.totalResults);
  expect(new Set(results.map((title) => title.id)).size).toBe(results.length);
  return results;
}

const year = (details: TitleDetails) => Number(details.releaseDate?.slice(0, 4));

/** Whether a title's own details satisfy a filter: the page's test, written out. */
function satisfies(kind: Kind, details: TitleDetails, filter: DiscoverFilter): boolean {
  const genres = details.genres.map((genre) => genre.id);
  const runtime = details.runtime;
  const stream = filter.watchRegion ? (details.watchProviders[filter.watchRegion]?.stream ?? []) : [];
  const certification = filter.certification;
  const orders = certification ? certificationOrder[kind][certification.country] : undefined;
  const given = certification && details.certifications?.[certification.country];
  return (
    // TMDB leaves series without a first air date out of discover unless asked.
    (kind === "movie" || details.releaseDate !== null) &&
    (filter.genreIds ?? []).every((id) => genres.includes(id)) &&
    !(filter.withoutGenreIds ?? []).some((id) => genres.includes(id)) &&
    (filter.fromYear === undefined || year(details) >= filter.fromYear) &&
    (filter.toYear === undefined || year(details) <= filter.toYear) &&
    (filter.minRating === undefined || details.voteAverage >= filter.minRating) &&
    (filter.minVotes === undefined || (details.voteCount ?? 0) >= filter.minVotes) &&
    (filter.minRuntime === undefined || (runtime !== null && runtime >= filter.minRuntime)) &&
    (filter.maxRuntime === undefined || (runtime !== null && runtime <= filter.maxRuntime)) &&
    (filter.originalLanguage === undefined || details.originalLanguage === filter.originalLanguage) &&
    (filter.providerIds === undefined ||
      stream.some((service) => filter.providerIds?.includes(service.id))) &&
    (certification === undefined ||
      (given !== undefined &&
        (orders?.get(given) ?? Number.POSITIVE_INFINITY) <= (orders?.get(certification.max) ?? -1)))
  );
}

beforeAll(async () => {
  const demo = demoCatalogue();
  facts.movie = await Promise.all(demo.movies.map((movie) => detailsOf("movie", movie.id)));
  facts.series = await Promise.all(demo.series.map((series) => detailsOf("series", series.id)));
  const orders = async (kind: Kind) =>
    Object.fromEntries(
      Object.entries(await catalogue.listCertifications(kind)).map(([country, list]) => [
        country,
        new Map(list.map((entry: Certification) => [entry.certification, entry.order])),
      ]),
    );
  certificationOrder = { movie: await orders("movie"), series: await orders("series") };
}, 60_000);

const CASES: Array<[string, Kind, DiscoverFilter]> = [
  ["movies in every genre of two (animation and family)", "movie", { genreIds: [16, 10751] }],
  ["movies in neither horror nor thriller", "movie", { withoutGenreIds: [27, 53] }],
  ["movies of the 2000s", "movie", { fromYear: 2000, toYear: 2009 }],
  ["movies from 2020 on", "movie", { fromYear: 2020 }],
  ["movies rated 7 or more", "movie", { minRating: 7 }],
  ["movies with 1,000 votes or more", "movie", { minVotes: 1000 }],
  ["movies of 90 to 120 minutes", "movie", { minRuntime: 90, maxRuntime: 120 }],
  ["movies of 150 minutes or more", "movie", { minRuntime: 150 }],
  ["movies made in Japanese", "movie", { originalLanguage: "ja" }],
  ["movies made in French", "movie", { originalLanguage: "fr" }],
  ["movies on Netflix in the US", "movie", { providerIds: [8], watchRegion: "US" }],
  ["movies on Netflix or Disney Plus in Japan", "movie", { providerIds: [8, 337], watchRegion: "JP" }],
  ["movies for a US PG-13 audience", "movie", { certification: { country: "US", max: "PG-13" } }],
  ["movies for a German 12", "movie", { certification: { country: "DE", max: "12" } }],
  [
    "movies: drama since 1990, rated 6+, at most 150 minutes, on a US service, US R at most",
    "movie",
    {
      genreIds: [18],
      fromYear: 1990,
      minRating: 6,
      maxRuntime: 150,
      providerIds: [8, 9, 337, 15, 1899],
      watchRegion: "US",
      certification: { country: "US", max: "R" },
    },
  ],
  [
    "movies: French, of the 2010s or later, with 50 votes, on a service in France",
    "movie",
    {
      originalLanguage: "fr",
      fromYear: 2010,
      minVotes: 50,
      providerIds: [8, 9, 381, 337],
      watchRegion: "FR",
    },
  ],
  ["series, all of them (those with a first air date)", "series", {}],
  ["series in animation and comedy", "series", { genreIds: [16, 35] }],
  [
    "series of the 1990s, not documentaries",
    "series",
    { fromYear: 1990, toYear: 1999, withoutGenreIds: [99] },
  ],
  ["series with half-hour episodes", "series", { maxRuntime: 30 }],
  ["series rated 7.5 or more with 100 votes", "series", { minRating: 7.5, minVotes: 100 }],
  [
    "series made in Japanese on Crunchyroll or Netflix in the US",
    "series",
    {
      originalLanguage: "ja",
      providerIds: [283, 8],
      watchRegion: "US",
    },
  ],
];

describe("every filter, alone and combined, gives exactly the titles whose details satisfy it", () => {
  it.each(CASES)("%s", async (_name, kind, filter) => {
    const results = await everyResult(kind, filter);
    const expected = facts[kind].filter((details) => satisfies(kind, details, filter)).map((d) => d.id);
    expect(results.map((title) => title.id).sort()).toEqual(expected.sort());
    // Not vacuous: the filter keeps some titles and leaves others out.
    expect(results.length).toBeGreaterThan(0);
    if (Object.keys(filter).length > 0) expect(results.length).toBeLessThan(facts[kind].length);
  });

  it("combining filters narrows: the combined answer is in each filter's own", async () => {
    const parts: DiscoverFilter[] = [
      { genreIds: [18] },
      { fromYear: 1990 },
      { minRating: 6 },
      { providerIds: [8, 9, 337], watchRegion: "US" },
    ];
    const combined = new Set((await everyResult("movie", Object.assign({}, ...parts))).map((t) => t.id));
    for (const part of parts) {
      const alone = new Set((await everyResult("movie", part)).map((title) => title.id));
      expect(alone.size).toBeGreaterThan(combined.size);
      for (const id of combined) expect(alone.has(id)).toBe(true);
    }
  });

  it("the first results satisfy their filter through the client's own getTitle, as the page checks", async () => {
    const filter: DiscoverFilter = {
      genreIds: [18],
      minRating: 6,
      providerIds: [8, 9],
      watchRegion: "GB",
      certification: { country: "GB", max: "15" },
    };
    const page = await catalogue.discover("movie", filter);
    expect(page.results.length).toBeGreaterThan(0);
    for (const title of page.results.slice(0, 8)) {
      expect(satisfies("movie", await catalogue.getTitle("movie", title.id), filter)).toBe(true);
    }
  });
});

describe("what TMDB's parameters mean in the demo, beyond what the client sends", () => {
  const ids = async (query: string) => {
    const ids: number[] = [];
    for (let page = 1; ; page++) {
      const response = await handleDemoRequest(
        new Request(`${DEMO_API_BASE_URL}/discover/movie?${query}&page=${page}`),
      );
      const body = (await response.json()) as { results: Array<{ id: number }>; total_pages: number };
      ids.push(...body.results.map((item) => item.id));
      if (page >= body.total_pages) return new Set(ids);
    }
  };

  it('with_genres and with_watch_providers: "," is all of them, "|" any of them', async () => {
    const action = await ids("with_genres=28");
    const adventure = await ids("with_genres=12");
    const both = await ids("with_genres=28,12");
    const either = await ids("with_genres=28|12");
    expect(both.size).toBe([...action].filter((id) => adventure.has(id)).length);
    expect(either.size).toBe(new Set([...action, ...adventure]).size);
    const region = "watch_region=US&with_watch_monetization_types=flatrate";
    const netflix = await ids(`with_watch_providers=8&${region}`);
    const prime = await ids(`with_watch_providers=9&${region}`);
    const bothServices = await ids(`with_watch_providers=8,9&${region}`);
    const eitherService = await ids(`with_watch_providers=8|9&${region}`);
    expect(bothServices.size).toBe([...netflix].filter((id) => prime.has(id)).length);
    expect(eitherService.size).toBe(new Set([...netflix, ...prime]).size);
    expect(eitherService.size).toBeGreaterThan(netflix.size);
  });

  it("monetization types: rent finds titles to rent, not those only to stream", async () => {
    const rent = await ids("watch_region=US&with_watch_monetization_types=rent");
    const stream = await ids("watch_region=US&with_watch_monetization_types=flatrate");
    const both = await ids("watch_region=US&with_watch_monetization_types=flatrate|rent");
    expect(rent.size).toBeGreaterThan(0);
    expect(
      [...rent].every((id) => {
        const details = facts.movie.find((movie) => movie.id === id);
        return (details?.watchProviders.US?.rent.length ?? 0) > 0;
      }),
    ).toBe(true);
    expect(both.size).toBe(new Set([...rent, ...stream]).size);
  });

  it("certification on TV narrows nothing, as on TMDB; an unknown certification matches nothing", async () => {
    const plain = await catalogue.discover("series", {});
    const response = await handleDemoRequest(
      new Request(`${DEMO_API_BASE_URL}/discover/tv?certification_country=US&certification.lte=TV-Y`),
    );
    expect(((await response.json()) as { total_results: number }).total_results).toBe(plain.totalResults);
    expect((await ids("certification_country=US&certification.lte=XYZ")).size).toBe(0);
    const exact = await ids("certification_country=US&certification=R");
    expect([...exact].every((id) => facts.movie.find((m) => m.id === id)?.certifications?.US === "R")).toBe(
      true,
    );
  });
});

describe("sorting", () => {
  const SORTS: DiscoverSort[] = ["popular", "rating", "newest", "oldest", "title"];

  it.each(SORTS.flatMap((sort) => (["movie", "series"] as const).map((kind) => [sort, kind] as const)))(
    "%s (%s) orders the results, keeps the filter and its total",
    async (sort, kind) => {
      const filter: DiscoverFilter = { minVotes: 20, sort };
      const pages = await Promise.all([1, 2, 3].map((page) => catalogue.discover(kind, { ...filter, page })));
      const titles = pages.flatMap((page) => page.results);
      const unsorted = await catalogue.discover(kind, { minVotes: 20 });
      expect(pages[0]?.totalResults).toBe(unsorted.totalResults);
      const byId = new Map(facts[kind].map((details) => [details.id, details]));
      expect(titles.every((title) => (byId.get(title.id)?.voteCount ?? 0) >= 20)).toBe(true);
      const collator = new Intl.Collator("en");
      const ordered = [...titles].sort((a, b) => {
        switch (sort) {
          case "rating":
            return b.voteAverage - a.voteAverage;
          case "newest":
            return (b.releaseDate ?? "").localeCompare(a.releaseDate ?? "");
          case "oldest":
            return (a.releaseDate ?? "").localeCompare(b.releaseDate ?? "");
          case "title":
            return collator.compare(a.title, b.title);
          default:
            return 0;
        }
      });
      expect(titles.map((title) => title.id)).toEqual(ordered.map((title) => title.id));
      if (sort === "popular") {
        // TMDB's default order: the same as its popular list.
        const popular =
          kind === "movie" ? await catalogue.listMovies("popular") : await catalogue.listSeries("popular");
        const first = pages[0]?.results.map((title) => title.id) ?? [];
        const popularIds = popular.results
          .map((title) => title.id)
          .filter((id) => (byId.get(id)?.voteCount ?? 0) >= 20);
        expect(first.slice(0, popularIds.length)).toEqual(popularIds.slice(0, first.length));
      }
    },
  );

  it("by title in another language, by the names shown in it", async () => {
    const page = await catalogue.discover("movie", { sort: "title" }, { language: "ja-JP" });
    const names = page.results.map((title) => title.title);
    expect(names).toEqual([...names].sort(new Intl.Collator("ja").compare));
  });
});

describe("determinism", () => {
  it("the same filter gives the same pages, whatever order its ids come in", async () => {
    const filter: DiscoverFilter = {
      genreIds: [18, 35],
      providerIds: [8, 9],
      watchRegion: "US",
      sort: "newest",
    };
    const again: DiscoverFilter = {
      genreIds: [35, 18],
      providerIds: [9, 8],
      watchRegion: "us",
      sort: "newest",
    };
    expect(await catalogue.discover("movie", again)).toEqual(await catalogue.discover("movie", filter));
    expect(await catalogue.discover("movie", { ...again, page: 2 })).toEqual(
      await catalogue.discover("movie", { ...filter, page: 2 }),
    );
  });
});

describe("the lists agree with the titles", () => {
  it("every service a title streams on in a region is in that region's list, in the list's order", async () => {
    for (const kind of ["movie", "series"] as const) {
      for (const region of ["US", "GB", "JP", "BR", "SA"]) {
        const services = await catalogue.listWatchProviders(kind, region);
        expect(services.length).toBeGreaterThan(1);
        const listed = new Set(services.map((service) => service.id));
        for (const details of facts[kind]) {
          for (const service of details.watchProviders[region]?.stream ?? [])
            expect(listed.has(service.id)).toBe(true);
        }
      }
    }
    const us = await catalogue.listWatchProviders("movie", "US");
    expect(us.slice(0, 3).map((service) => service.name)).toEqual([
      "Netflix",
      "Amazon Prime Video",
      "Disney Plus",
    ]);
  });

  it("every region a title is offered in is a listed region, named in the asked language", async () => {
    const regions = await catalogue.listWatchRegions({ language: "de-DE" });
    const codes = new Set(regions.map((region) => region.code));
    for (const details of [...facts.movie, ...facts.series]) {
      for (const region of Object.keys(details.watchProviders)) expect(codes.has(region)).toBe(true);
    }
    expect(regions.find((region) => region.code === "US")?.name).toBe("Vereinigte Staaten");
    expect((await catalogue.listWatchRegions()).find((region) => region.code === "DE")?.name).toBe("Germany");
  });

  it("every original language and certification a title has is listed", async () => {
    const languages = new Set((await catalogue.listOriginalLanguages()).map((language) => language.code));
    for (const kind of ["movie", "series"] as const) {
      for (const details of facts[kind]) {
        expect(languages.has(details.originalLanguage ?? "")).toBe(true);
        for (const [country, certification] of Object.entries(details.certifications ?? {})) {
          expect(certificationOrder[kind][country]?.has(certification)).toBe(true);
        }
      }
    }
  });

  it("the facts vary enough that each filter has something to narrow", () => {
    const count = (kind: Kind, keep: (details: TitleDetails) => boolean) => facts[kind].filter(keep).length;
    for (const language of ["ja", "fr", "es", "de", "pt", "ar"]) {
      expect(count("movie", (details) => details.originalLanguage === language)).toBeGreaterThan(20);
    }
    expect(count("series", (details) => details.originalLanguage !== "en")).toBeGreaterThan(30);
    for (const region of ["US", "GB", "DE", "FR", "JP", "BR"]) {
      expect(
        count("movie", (details) => (details.watchProviders[region]?.stream.length ?? 0) > 0),
      ).toBeGreaterThan(100);
      expect(count("movie", (details) => details.certifications?.[region] !== undefined)).toBeGreaterThan(
        500,
      );
    }
    const usRatings = new Set(facts.movie.map((details) => details.certifications?.US));
    expect([...usRatings].filter(Boolean).sort()).toEqual(["G", "PG", "PG-13", "R"]);
  });
});

describe("the demo's new endpoints under hostile input", () => {
  const status = async (url: string) =>
    (await handleDemoRequest(new Request(`${DEMO_API_BASE_URL}/${url}`))).status;
  const body = async (url: string) =>
    (await (await handleDemoRequest(new Request(`${DEMO_API_BASE_URL}/${url}`))).json()) as {
      results?: unknown[];
      total_results?: number;
    };

  it("unknown regions have no services; odd languages name regions in English", async () => {
    for (const region of ["ZZ", "__proto__", "%00", "constructor", "u s"]) {
      expect((await body(`watch/providers/movie?watch_region=${region}`)).results).toEqual([]);
    }
    const regions = await body("watch/providers/regions?language=%E0%A4");
    expect(regions.results).toContainEqual({
      iso_3166_1: "DE",
      english_name: "Germany",
      native_name: "Germany",
    });
  });

  it("paths it does not know answer TMDB's 404, never a 500", async () => {
    for (const url of [
      "watch/providers",
      "watch/providers/person",
      "watch/providers/movie/extra",
      "certification/person/list",
      "certification/movie",
      "configuration/languages/en",
    ]) {
      expect(await status(url)).toBe(404);
    }
  });

  it("discover takes nonsense values without failing: they narrow nothing or everything, as on TMDB", async () => {
    const all = (await body("discover/movie")).total_results;
    for (const query of [
      "vote_average.gte=abc",
      "with_runtime.lte=",
      "with_genres=,,",
      "sort_by=__proto__.asc",
    ]) {
      expect((await body(`discover/movie?${query}`)).total_results).toBe(all);
    }
    for (const query of [
      "with_original_language=__proto__",
      "certification_country=US&certification.lte=toString",
    ]) {
      expect((await body(`discover/movie?${query}`)).total_results).toBe(0);
    }
  });
});
