import { describe, expect, it } from "vitest";
import { CATEGORY_NAMES, MENU_CATEGORIES, SERIES_TABS } from "./categories";
import { MOVIE_GENRES, SERIES_GENRES } from "./genres";

describe("category names", () => {
  it("are the spec's names", () => {
    expect(CATEGORY_NAMES).toEqual({
      popular: "Popular",
      upcoming: "Upcoming",
      top_rated: "Top Rated",
      on_the_air: "On The Air",
      underrated: "Underrated",
    });
  });

  it("the side menu offers three categories for movies and the first two for series", () => {
    expect(MENU_CATEGORIES.movie.map((c) => CATEGORY_NAMES[c])).toEqual(["Popular", "Top Rated", "Upcoming"]);
    expect(MENU_CATEGORIES.series.map((c) => CATEGORY_NAMES[c])).toEqual(["Popular", "Top Rated"]);
  });

  it("explore-series has the three tabs in order", () => {
    expect(SERIES_TABS.map((tab) => [tab.label, tab.category])).toEqual([
      ["POPULAR", "popular"],
      ["TOP RATED", "top_rated"],
      ["ON THE AIR", "on_the_air"],
    ]);
  });
});

describe("genres", () => {
  it("lists the spec's 19 movie genres with TMDB's ids", () => {
    expect(MOVIE_GENRES.map((genre) => `${genre.id} ${genre.name}`)).toEqual([
      "28 Action",
      "12 Adventure",
      "16 Animation",
      "35 Comedy",
      "80 Crime",
      "99 Documentary",
      "18 Drama",
      "10751 Family",
      "14 Fantasy",
      "36 History",
      "27 Horror",
      "10402 Music",
      "9648 Mystery",
      "10749 Romance",
      "878 Science Fiction",
      "10770 TV Movie",
      "53 Thriller",
      "10752 War",
      "37 Western",
    ]);
  });

  it("lists TMDB's 16 TV genres", () => {
    expect(SERIES_GENRES).toHaveLength(16);
    expect(SERIES_GENRES.find((genre) => genre.id === 10768)?.name).toBe("War & Politics");
  });

  it("has no duplicate ids within a kind", () => {
    for (const list of [MOVIE_GENRES, SERIES_GENRES]) {
      expect(new Set(list.map((genre) => genre.id)).size).toBe(list.length);
    }
  });
});
