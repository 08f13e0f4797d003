import { describe, expect, it } from "vitest";
import { buildDemoCatalogue, demoCatalogue, TOP_RATED_MIN_MOVIE_VOTES } from "./catalogue-data.server";
import { addDays, DEMO_TODAY, fromDayNumber, toDayNumber } from "./dates";
import { MOVIE_GENRES, TV_GENRES } from "./genres";
import { POPULAR_ACTORS } from "./popular-actors";
import { createRng } from "./random";

describe("demo catalogue data", () => {
  const catalogue = demoCatalogue();

  it("has the promised size", () => {
    expect(catalogue.movies.length).toBeGreaterThanOrEqual(2000);
    expect(catalogue.series).toHaveLength(400);
    expect(catalogue.people.filter((person) => !person.curated)).toHaveLength(1500);
    expect(catalogue.people.length).toBe(1500 + POPULAR_ACTORS.length);
  });

  it("is the same on every build", () => {
    const again = buildDemoCatalogue();
    expect(JSON.stringify(again.movies)).toBe(JSON.stringify(catalogue.movies));
    expect(JSON.stringify(again.series)).toBe(JSON.stringify(catalogue.series));
    expect(JSON.stringify(again.people)).toBe(JSON.stringify(catalogue.people));
    expect(JSON.stringify(again.collections)).toBe(JSON.stringify(catalogue.collections));
  });

  it("keeps ids in separate ranges and unique", () => {
    const movieIds = catalogue.movies.map((movie) => movie.id);
    const seriesIds = catalogue.series.map((series) => series.id);
    expect(new Set(movieIds).size).toBe(movieIds.length);
    expect(Math.min(...movieIds)).toBe(100001);
    expect(Math.min(...seriesIds)).toBe(200001);
    expect(Math.max(...seriesIds)).toBe(200400);
    const generated = catalogue.people.filter((person) => !person.curated).map((person) => person.id);
    expect(Math.min(...generated)).toBe(3000001);
  });

  it("contains the well-known actors with their real TMDB ids and names", () => {
    expect(POPULAR_ACTORS.length).toBeGreaterThanOrEqual(55);
    expect(new Set(POPULAR_ACTORS.map((actor) => actor.id)).size).toBe(POPULAR_ACTORS.length);
    for (const actor of POPULAR_ACTORS) {
      expect(catalogue.personById.get(actor.id)?.name).toBe(actor.name);
    }
    expect(catalogue.personById.get(31)?.name).toBe("Tom Hanks");
    expect(catalogue.personById.get(1190668)?.name).toBe("Timothée Chalamet");
  });

  it("uses TMDB's genre ids and names", () => {
    expect(MOVIE_GENRES).toHaveLength(19);
    expect(TV_GENRES).toHaveLength(16);
    expect(MOVIE_GENRES.find((genre) => genre.id === 878)?.name).toBe("Science Fiction");
    expect(TV_GENRES.find((genre) => genre.id === 10765)?.name).toBe("Sci-Fi & Fantasy");
    const movieGenreIds = new Set(MOVIE_GENRES.map((genre) => genre.id));
    for (const genre of MOVIE_GENRES) {
      expect(catalogue.movies.filter((movie) => movie.genreIds.includes(genre.id)).length).toBeGreaterThan(
        40,
      );
    }
    expect(catalogue.movies.every((movie) => movie.genreIds.every((id) => movieGenreIds.has(id)))).toBe(true);
  });

  it("has plenty of Japanese anime series", () => {
    const anime = catalogue.series.filter(
      (series) =>
        series.originCountry.includes("JP") &&
        series.originalLanguage === "ja" &&
        series.genreIds.includes(16),
    );
    expect(anime.length).toBeGreaterThanOrEqual(25);
    expect(anime.every((series) => series.originalName !== series.name)).toBe(true);
  });

  it("plans seasons like real shows: specials, long seasons, long-running shows", () => {
    expect(
      catalogue.series.some((series) => series.seasons.some((season) => season.seasonNumber === 0)),
    ).toBe(true);
    expect(catalogue.series.some((series) => series.seasons.some((season) => season.episodeCount > 10))).toBe(
      true,
    );
    expect(catalogue.series.filter((series) => series.seasons.length >= 15).length).toBeGreaterThanOrEqual(3);
  });

  it("spreads release dates around DEMO_TODAY without reading the clock", () => {
    expect(DEMO_TODAY).toBe("2026-11-01");
    const dates = catalogue.movies.map((movie) => movie.releaseDate).sort();
    expect((dates[0] ?? "") < "1976").toBe(true);
    expect((dates.at(-1) ?? "") > DEMO_TODAY).toBe(true);
    expect((dates.at(-1) ?? "") <= addDays(DEMO_TODAY, 190)).toBe(true);
  });

  it("mimics real data's traps", () => {
    const movies = catalogue.movies;
    const noPoster = movies.filter((movie) => movie.posterPath === null).length;
    expect(noPoster).toBeGreaterThan(10);
    expect(noPoster).toBeLessThan(100);
    expect(movies.some((movie) => movie.backdropPath === null)).toBe(true);
    expect(movies.some((movie) => movie.runtime === null)).toBe(true);
    expect(movies.some((movie) => movie.runtime === 0)).toBe(true);
    expect(catalogue.people.some((person) => person.profilePath === null)).toBe(true);
    expect(movies.filter((movie) => movie.voteCount >= TOP_RATED_MIN_MOVIE_VOTES).length).toBeGreaterThan(
      100,
    );
  });
});

describe("seeded helpers", () => {
  it("draw the same numbers from the same seed", () => {
    const a = createRng(42);
    const b = createRng(42);
    const first = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(first);
    expect(first.every((value) => value >= 0 && value < 1)).toBe(true);
  });

  it("convert day numbers and ISO dates both ways", () => {
    for (const iso of ["1970-01-01", "1999-12-31", "2000-02-29", DEMO_TODAY, "2027-05-02"]) {
      expect(fromDayNumber(toDayNumber(iso))).toBe(iso);
    }
  });
});
