import { describe, expect, it } from "vitest";
import {
  mapKnownFor,
  mapPersonPage,
  mapPersonSeries,
  mapSearchPage,
  mapSeason,
  mapTitleDetails,
  mapTitlePage,
  mapTitleSummary,
  mapVideos,
  mapWatchProviders,
  NO_TITLE,
} from "./tmdb-mappers.server";
import {
  mediaItemSchema,
  mediaPageSchema,
  multiSearchPageSchema,
  personPageSchema,
  seasonSchema,
  titleDetailsSchema,
  tvCreditsSchema,
  videoSchema,
  watchProvidersSchema,
} from "./tmdb-schemas.server";

// Raw inputs go through the real schemas first, as they do in the client.

function rawMovie(overrides: Record<string, unknown> = {}) {
  return {
    id: 550,
    title: "Fight Club",
    overview: "A ticking-time-bomb insomniac...",
    poster_path: "/poster.jpg",
    backdrop_path: "/backdrop.jpg",
    release_date: "1999-10-15",
    vote_average: 8.4,
    genre_ids: [18],
    ...overrides,
  };
}

function rawSeries(overrides: Record<string, unknown> = {}) {
  return {
    id: 1399,
    name: "Game of Thrones",
    overview: "Seven noble families...",
    poster_path: "/got.jpg",
    backdrop_path: null,
    first_air_date: "2011-04-17",
    vote_average: 8.4,
    genre_ids: [10765, 18],
    origin_country: ["US"],
    ...overrides,
  };
}

const item = (value: unknown) => mediaItemSchema.parse(value);
const page = (results: unknown[]) => ({ page: 1, total_pages: 3, total_results: 45, results });

describe("mapTitleSummary", () => {
  it("maps a movie", () => {
    expect(mapTitleSummary(item(rawMovie()), "movie")).toEqual({
      id: 550,
      kind: "movie",
      title: "Fight Club",
      overview: "A ticking-time-bomb insomniac...",
      posterPath: "/poster.jpg",
      backdropPath: "/backdrop.jpg",
      releaseDate: "1999-10-15",
      voteAverage: 8.4,
      genreIds: [18],
    });
  });

  it("maps a TMDB tv item to a series, titled by name and dated by first_air_date", () => {
    const series = mapTitleSummary(item(rawSeries()), "series");
    expect(series).toMatchObject({ kind: "series", title: "Game of Thrones", releaseDate: "2011-04-17" });
    expect(series.backdropPath).toBeNull();
  });

  it("falls back to 'No title' and turns empty or missing values into null or defaults", () => {
    const raw = item({ id: 7, title: "  ", release_date: "", poster_path: null });
    expect(mapTitleSummary(raw, "movie")).toEqual({
      id: 7,
      kind: "movie",
      title: NO_TITLE,
      overview: "",
      posterPath: null,
      backdropPath: null,
      releaseDate: null,
      voteAverage: 0,
      genreIds: [],
    });
  });

  it("uses name for a movie when title is missing (and vice versa)", () => {
    expect(mapTitleSummary(item({ id: 1, name: "Only name" }), "movie").title).toBe("Only name");
    expect(mapTitleSummary(item({ id: 1, title: "Only title" }), "series").title).toBe("Only title");
  });
});

describe("pages", () => {
  it("keeps TMDB's paging numbers", () => {
    const mapped = mapTitlePage(
      mediaPageSchema.parse(page([rawMovie(), { title: "no id: dropped" }])),
      "movie",
    );
    expect(mapped).toMatchObject({ page: 1, totalPages: 3, totalResults: 45 });
    expect(mapped.results).toHaveLength(1);
  });

  it("search keeps movies and series and drops people and collections", () => {
    const raw = multiSearchPageSchema.parse(
      page([
        { id: 10, media_type: "collection", title: "Star Wars Collection" },
        { ...rawMovie({ id: 11 }), media_type: "movie" },
        { ...rawSeries({ id: 12 }), media_type: "tv" },
        { id: 13, media_type: "person", name: "Vin Diesel", known_for: [] },
      ]),
    );
    const mapped = mapSearchPage(raw);
    expect(mapped.results.map((title) => [title.id, title.kind])).toEqual([
      [11, "movie"],
      [12, "series"],
    ]);
  });
});

describe("mapTitleDetails", () => {
  it("maps a movie: runtime 0 becomes null, genres, tagline null becomes empty, appended parts", () => {
    const raw = titleDetailsSchema.parse({
      ...rawMovie(),
      genre_ids: undefined,
      genres: [{ id: 18, name: "Drama" }],
      runtime: 0,
      tagline: null,
      similar: page([rawMovie({ id: 2, title: "Similar", poster_path: null })]),
      recommendations: page([{ ...rawMovie({ id: 3 }), media_type: "movie" }]),
      videos: { results: [{ key: "abc", name: "Clip", site: "YouTube", type: "Clip", official: true }] },
    });
    const details = mapTitleDetails(raw, "movie");
    expect(details).toMatchObject({
      kind: "movie",
      runtime: null,
      tagline: "",
      genres: [{ id: 18, name: "Drama" }],
      genreIds: [18],
      numberOfSeasons: 0,
      seasons: [],
      watchProviders: {},
    });
    expect(details.similar[0]).toMatchObject({ id: 2, kind: "movie", posterPath: null });
    expect(details.recommendations.map((title) => title.id)).toEqual([3]);
    expect(details.videos.map((video) => video.key)).toEqual(["abc"]);
  });

  it("maps a series: runtime from episode_run_time, seasons sorted with season 0 kept", () => {
    const raw = titleDetailsSchema.parse({
      ...rawSeries(),
      episode_run_time: [60, 55],
      number_of_seasons: 2,
      seasons: [
        {
          season_number: 1,
          name: "Season 1",
          episode_count: 10,
          poster_path: "/s1.jpg",
          air_date: "2011-04-17",
        },
        { season_number: 0, name: "Specials", episode_count: 3, poster_path: null, air_date: "" },
        { season_number: 2, name: "", episode_count: 10, poster_path: null, air_date: null },
      ],
    });
    const details = mapTitleDetails(raw, "series");
    expect(details.runtime).toBe(60);
    expect(details.numberOfSeasons).toBe(2);
    expect(details.seasons).toEqual([
      { seasonNumber: 0, name: "Specials", episodeCount: 3, posterPath: null, airDate: null },
      { seasonNumber: 1, name: "Season 1", episodeCount: 10, posterPath: "/s1.jpg", airDate: "2011-04-17" },
      { seasonNumber: 2, name: "Season 2", episodeCount: 10, posterPath: null, airDate: null },
    ]);
  });

  it("a series with an empty episode_run_time has no runtime", () => {
    const raw = titleDetailsSchema.parse({ ...rawSeries(), episode_run_time: [] });
    expect(mapTitleDetails(raw, "series").runtime).toBeNull();
  });

  it("a malformed appended part counts as absent instead of failing the title", () => {
    const raw = titleDetailsSchema.parse({ ...rawMovie(), similar: "oops", videos: { results: "nope" } });
    const details = mapTitleDetails(raw, "movie");
    expect(details.similar).toEqual([]);
    expect(details.videos).toEqual([]);
  });
});

describe("mapVideos", () => {
  it("puts official trailers first, then other trailers, teasers and the rest, stable otherwise", () => {
    const videos = [
      { key: "clip", type: "Clip", official: true },
      { key: "teaser", type: "Teaser", official: true },
      { key: "fan-trailer", type: "Trailer", official: false },
      { key: "trailer-1", type: "Trailer", official: true },
      { key: "trailer-2", type: "Trailer", official: true },
    ].map((video) => videoSchema.parse({ name: video.key, site: "YouTube", ...video }));
    expect(mapVideos(videos).map((video) => video.key)).toEqual([
      "trailer-1",
      "trailer-2",
      "fan-trailer",
      "teaser",
      "clip",
    ]);
  });
});

describe("mapWatchProviders", () => {
  it("maps each region: flatrate -> stream, rent, buy, ordered by display priority", () => {
    const provider = (id: number, priority: number) => ({
      provider_id: id,
      provider_name: `Provider ${id}`,
      logo_path: id === 3 ? null : `/logo${id}.jpg`,
      display_priority: priority,
    });
    const raw = watchProvidersSchema.parse({
      results: {
        US: {
          link: "https://www.themoviedb.org/movie/550/watch?locale=US",
          flatrate: [provider(2, 5), provider(1, 0)],
          rent: [provider(3, 1)],
        },
        DE: { link: "https://example.test/DE", free: [provider(4, 1)] },
        XX: "not an object",
      },
    });
    expect(mapWatchProviders(raw)).toEqual({
      US: {
        link: "https://www.themoviedb.org/movie/550/watch?locale=US",
        stream: [
          { id: 1, name: "Provider 1", logoPath: "/logo1.jpg" },
          { id: 2, name: "Provider 2", logoPath: "/logo2.jpg" },
        ],
        rent: [{ id: 3, name: "Provider 3", logoPath: null }],
        buy: [],
      },
    });
  });
});

describe("mapSeason", () => {
  it("maps episodes in order with nulls for unknown values", () => {
    const raw = seasonSchema.parse({
      _id: "5256c89f19c2956ff6046d47",
      season_number: 1,
      name: "Season 1",
      overview: "",
      poster_path: null,
      episodes: [
        { episode_number: 2, season_number: 1, name: "Two", still_path: null, runtime: 0, air_date: "" },
        {
          episode_number: 1,
          season_number: 1,
          name: "One",
          overview: "First",
          still_path: "/e1.jpg",
          runtime: 62,
        },
        { name: "no episode number: dropped" },
      ],
    });
    expect(mapSeason(raw, 1399)).toEqual({
      seriesId: 1399,
      seasonNumber: 1,
      name: "Season 1",
      overview: "",
      posterPath: null,
      episodes: [
        {
          seasonNumber: 1,
          episodeNumber: 1,
          name: "One",
          overview: "First",
          stillPath: "/e1.jpg",
          runtime: 62,
          airDate: null,
        },
        {
          seasonNumber: 1,
          episodeNumber: 2,
          name: "Two",
          overview: "",
          stillPath: null,
          runtime: null,
          airDate: null,
        },
      ],
    });
  });
});

describe("people", () => {
  it("known_for mixes movies (title) and series (name); both get titles", () => {
    const raw = personPageSchema.parse(
      page([
        {
          id: 1,
          name: " Jenna Ortega ",
          profile_path: null,
          known_for: [
            { ...rawMovie({ id: 2, title: "Scream VI" }), media_type: "movie" },
            { ...rawSeries({ id: 3, name: "Wednesday" }), media_type: "tv" },
          ],
        },
      ]),
    );
    expect(mapPersonPage(raw).results).toEqual([
      {
        id: 1,
        name: "Jenna Ortega",
        profilePath: null,
        knownFor: [
          { id: 2, kind: "movie", title: "Scream VI" },
          { id: 3, kind: "series", title: "Wednesday" },
        ],
      },
    ]);
  });

  it("known_for without media_type guesses the kind from title or name", () => {
    expect(mapKnownFor(item({ id: 5, name: "A Show" }))).toEqual({ id: 5, kind: "series", title: "A Show" });
    expect(mapKnownFor(item({ id: 6, title: "A Film" }))).toEqual({ id: 6, kind: "movie", title: "A Film" });
    expect(mapKnownFor(item({ id: 7, media_type: "person", name: "Someone" }))).toBeNull();
  });

  it("tv_credits cast becomes series, each show once", () => {
    const raw = tvCreditsSchema.parse({
      id: 1,
      cast: [
        rawSeries({ id: 3, character: "A" }),
        rawSeries({ id: 3, character: "B" }),
        rawSeries({ id: 4 }),
      ],
      crew: [rawSeries({ id: 9 })],
    });
    expect(mapPersonSeries(raw).map((series) => [series.id, series.kind])).toEqual([
      [3, "series"],
      [4, "series"],
    ]);
  });
});
