import { describe, expect, it } from "vitest";
import { KNOWN_FOR_COUNT, knownForFromCredits, mapPersonWithCredits } from "./known-for.server";
import { personCreditSchema, personWithCreditsSchema } from "./tmdb-schemas.server";

// Raw inputs go through the real schemas first, as they do in the client.

function rawMovie(overrides: Record<string, unknown> = {}) {
  return {
    id: 550,
    title: "Fight Club",
    poster_path: "/poster.jpg",
    release_date: "1999-10-15",
    ...overrides,
  };
}

function rawSeries(overrides: Record<string, unknown> = {}) {
  return {
    id: 1399,
    name: "Game of Thrones",
    poster_path: "/got.jpg",
    first_air_date: "2011-04-17",
    ...overrides,
  };
}

describe("known for, from combined_credits", () => {
  const credit = (value: Record<string, unknown>) => personCreditSchema.parse(value);
  const movie = (id: number, popularity: number, extra: Record<string, unknown> = {}) =>
    credit({ ...rawMovie({ id, title: `Movie ${id}` }), media_type: "movie", popularity, ...extra });
  const series = (id: number, popularity: number, extra: Record<string, unknown> = {}) =>
    credit({ ...rawSeries({ id, name: `Series ${id}` }), media_type: "tv", popularity, ...extra });

  it(`keeps the ${KNOWN_FOR_COUNT} most popular roles, movies and series alike, most popular first`, () => {
    const titles = knownForFromCredits([
      movie(1, 10),
      series(2, 80),
      movie(3, 50),
      movie(4, 5),
      series(5, 30),
    ]);
    expect(titles).toEqual([
      { id: 2, kind: "series", title: "Series 2" },
      { id: 3, kind: "movie", title: "Movie 3" },
      { id: 5, kind: "series", title: "Series 5" },
    ]);
  });

  it("names each title once, orders ties by id and treats a missing popularity as 0", () => {
    const titles = knownForFromCredits([
      movie(9, 20, { character: "Young Bob" }),
      movie(9, 20, { character: "Old Bob" }),
      movie(7, 20),
      series(9, 20),
      movie(1, Number.NaN),
      credit({ ...rawMovie({ id: 8 }), media_type: "movie" }),
    ]);
    expect(titles.map((title) => [title.kind, title.id])).toEqual([
      ["movie", 7],
      ["movie", 9],
      ["series", 9],
    ]);
  });

  it("leaves out talk, news and reality shows and appearances as themselves", () => {
    const titles = knownForFromCredits([
      series(1, 900, { genre_ids: [10767], character: "Guest" }),
      series(2, 800, { genre_ids: [10763] }),
      series(3, 700, { genre_ids: [35, 10764] }),
      movie(4, 600, { genre_ids: [99], character: "Self - Interviewee" }),
      movie(5, 500, { character: "Himself" }),
      movie(6, 10, { character: "Selfridge" }),
      series(7, 5, { genre_ids: [18], character: "Herself (archive footage)" }),
    ]);
    expect(titles.map((title) => title.id)).toEqual([6]);
  });

  it("drops people and collections among the credits", () => {
    const titles = knownForFromCredits([
      credit({ id: 1, media_type: "person", name: "Someone", popularity: 99 }),
      credit({ id: 2, media_type: "collection", name: "A Saga", popularity: 98 }),
      credit({ id: 3, name: "No media type", popularity: 97 }),
      movie(4, 1),
    ]);
    expect(titles.map((title) => title.id)).toEqual([4]);
  });

  it("maps a person with credits to a list entry; without credits, known for nothing", () => {
    const withCredits = personWithCreditsSchema.parse({
      id: 31,
      name: " Tom Hanks ",
      profile_path: "/hanks.jpg",
      combined_credits: { cast: [movie(13, 62, { title: "Forrest Gump" })], crew: [] },
    });
    expect(mapPersonWithCredits(withCredits)).toEqual({
      id: 31,
      name: "Tom Hanks",
      profilePath: "/hanks.jpg",
      knownFor: [{ id: 13, kind: "movie", title: "Forrest Gump" }],
    });
    const plain = personWithCreditsSchema.parse({ id: 31, name: "Tom Hanks", profile_path: "" });
    expect(mapPersonWithCredits(plain)).toEqual({
      id: 31,
      name: "Tom Hanks",
      profilePath: null,
      knownFor: [],
    });
    const malformed = personWithCreditsSchema.parse({
      id: 31,
      name: "Tom Hanks",
      combined_credits: "oops",
    });
    expect(mapPersonWithCredits(malformed).knownFor).toEqual([]);
  });
});
