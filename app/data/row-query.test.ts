import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/i18n/languages";
import { HOME_ROWS } from "./home-rows";
import { rowMorePath, rowMorePathById } from "./row-query";
import { SERIES_ROWS } from "./series-rows";

describe("rowMorePath", () => {
  it("leads a category or genre row to page 1 of its explore page", () => {
    expect(rowMorePath({ source: "movies", category: "popular" })).toBe("/explore-movies?p=1&g=popular");
    expect(rowMorePath({ source: "series", category: "on_the_air" })).toBe(
      "/explore-series?p=1&g=on_the_air",
    );
    expect(rowMorePath({ source: "discover", kind: "series", genreId: 35 })).toBe("/explore-series?p=1&g=35");
  });

  it("gives no link where no page lists the same titles", () => {
    expect(rowMorePath({ source: "trending", kind: "movie" })).toBeNull();
    // Explore has no now-playing list, and no page filters by country (anime).
    expect(rowMorePath({ source: "movies", category: "now_playing" })).toBeNull();
    expect(rowMorePath({ source: "discover", kind: "series", genreId: 16, originCountry: "JP" })).toBeNull();
    expect(rowMorePath({ source: "discover", kind: "movie", genreId: 424242 })).toBeNull();
  });

  it("reaches every home row but the trending ones, whose cards come in the HTML", () => {
    expect(HOME_ROWS.map((row) => [row.id, rowMorePathById(HOME_ROWS, row.id)])).toEqual([
      ["trending-movies", null],
      ["trending-series", null],
      ["popular-movies", "/explore-movies?p=1&g=popular"],
      ["popular-series", "/explore-series?p=1&g=popular"],
      ["top-rated-movies", "/explore-movies?p=1&g=top_rated"],
      ["top-rated-series", "/explore-series?p=1&g=top_rated"],
      ["on-the-air-series", "/explore-series?p=1&g=on_the_air"],
    ]);
    expect(rowMorePathById(SERIES_ROWS, "drama-series")).toBe("/explore-series?p=1&g=18");
    expect(rowMorePathById(SERIES_ROWS, "no-such-row")).toBeNull();
  });
});

describe("row titles", () => {
  const messagesOf = (code: string) =>
    JSON.parse(
      readFileSync(path.join(import.meta.dirname, "../i18n/messages", `${code}.json`), "utf8"),
    ) as Record<string, string>;

  it("are message keys whose English is the spec's headings", () => {
    const en = messagesOf("en");
    expect(HOME_ROWS.map((row) => en[row.title])).toEqual([
      "Trending movies this week",
      "Trending series this week",
      "Popular movies",
      "Popular Series",
      "Top Rated Movies",
      "Top Rated Series",
      "On The Air Series",
    ]);
    expect(SERIES_ROWS.map((row) => en[row.title])).toEqual([
      "Trending series this week",
      "Popular series",
      "Top rated series",
      "On the air series",
      "Comedy series",
      "Drama series",
      "Animation series",
      "Anime series",
    ]);
  });

  it("are translated in every language", () => {
    for (const language of LANGUAGES) {
      const messages = messagesOf(language.code);
      for (const row of [...HOME_ROWS, ...SERIES_ROWS]) expect(messages[row.title], row.title).toBeTruthy();
    }
  });
});
