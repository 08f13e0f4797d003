import { describe, expect, it } from "vitest";
import { genresOf } from "~/data/genres";
import { discoverGenreHref } from "./discover-genre-href";
import { discoverHrefFor } from "./discover-href";

describe("discoverGenreHref", () => {
  it("writes every genre's link as Discover's own canonical form does", () => {
    for (const kind of ["movie", "series"] as const) {
      expect(genresOf(kind).length).toBeGreaterThan(10);
      for (const genre of genresOf(kind))
        expect(discoverGenreHref(kind, genre.id)).toBe(discoverHrefFor({ kind, genres: [genre.id] }));
    }
    expect(discoverGenreHref("series", 16)).toBe("/discover?type=series&genres=16");
  });
});
