import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/i18n/languages";
import { i18nIn } from "~/i18n/test-language";
import {
  CATEGORY_NAMES,
  categoryName,
  EXPLORE_CATEGORIES,
  type ExploreCategory,
  MENU_CATEGORIES,
  SERIES_TABS,
  seriesTabLabel,
} from "./categories";
import { genreName, genresOf, MOVIE_GENRES, SERIES_GENRES } from "./genres";

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

describe("names in the page's language", () => {
  const categories = [
    ...new Set<ExploreCategory>([...EXPLORE_CATEGORIES.movie, ...EXPLORE_CATEGORIES.series]),
  ];

  it("are the English names in English, so English pages read as before", () => {
    const en = i18nIn("en");
    for (const category of categories) expect(categoryName(en, category)).toBe(CATEGORY_NAMES[category]);
    for (const tab of SERIES_TABS) expect(seriesTabLabel(en, tab.category)).toBe(tab.label);
    for (const kind of ["movie", "series"] as const)
      for (const genre of genresOf(kind)) expect(genreName(en, kind, genre.id)).toBe(genre.name);
  });

  it("are translated in every other language, for every genre and category", () => {
    for (const language of LANGUAGES.filter((l) => l.code !== "en")) {
      const i18n = i18nIn(language.code);
      for (const category of categories) {
        const name = categoryName(i18n, category);
        expect(name).not.toMatch(/^category\./);
      }
      for (const kind of ["movie", "series"] as const)
        for (const genre of genresOf(kind)) expect(genreName(i18n, kind, genre.id)).not.toMatch(/^genre\./);
    }
    expect(genreName(i18nIn("es"), "movie", 878)).toBe("Ciencia ficción");
    expect(categoryName(i18nIn("de"), "top_rated")).toBe("Bestbewertet");
    expect(seriesTabLabel(i18nIn("fr"), "on_the_air")).toBe("EN DIFFUSION");
  });

  it("gives an unknown genre its number rather than a message key", () => {
    expect(genreName(i18nIn("ja"), "movie", 123456)).toBe("123456");
  });
});
