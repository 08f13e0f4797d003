import { describe, expect, it } from "vitest";
import { genreOf, genrePath, genreTitle, parseGenreParams } from "./genre-params";

describe("parseGenreParams", () => {
  it("accepts movie or series with a positive whole id", () => {
    expect(parseGenreParams("movie", "28")).toEqual({ kind: "movie", genreId: 28 });
    expect(parseGenreParams("series", "10765")).toEqual({ kind: "series", genreId: 10765 });
  });

  it("rejects any other type", () => {
    for (const type of ["movies", "tv", "Movie", "", undefined]) {
      expect(parseGenreParams(type, "28"), String(type)).toBeNull();
    }
  });

  it("rejects ids that are not numeric or are zero", () => {
    for (const id of ["0", "000", "abc", "-28", "2.5", "1e3", "", undefined, "9".repeat(400)]) {
      expect(parseGenreParams("movie", id), String(id).slice(0, 12)).toBeNull();
    }
  });
});

describe("genreTitle and genreOf", () => {
  it("names the page after the genre and kind, each word capitalised", () => {
    expect(genreTitle("movie", { name: "Science Fiction" })).toBe("Science Fiction Movies");
    expect(genreTitle("series", { name: "War & Politics" })).toBe("War & Politics Series");
  });

  it("finds genres in the kind's own list only", () => {
    expect(genreOf({ kind: "movie", genreId: 28 })?.name).toBe("Action");
    expect(genreOf({ kind: "series", genreId: 28 })).toBeUndefined();
    expect(genreOf({ kind: "series", genreId: 10762 })?.name).toBe("Kids");
  });

  it("links to a page, leaving p out for the first", () => {
    expect(genrePath("movie", 28, 1)).toBe("/genre/movie/28");
    expect(genrePath("series", 18, 3)).toBe("/genre/series/18?p=3");
  });
});
