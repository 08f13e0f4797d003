import { describe, expect, it } from "vitest";
import { mapSearchPage, mapSeason, mapTitlePage, mapTitleSummary, NO_TITLE } from "./tmdb-mappers.server";
import { item, page, rawMovie, rawSeries } from "./tmdb-raw-factories.test-support";
import { mediaPageSchema, multiSearchPageSchema, seasonSchema } from "./tmdb-schemas.server";

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
