import { describe, expect, it } from "vitest";
import { i18nIn } from "~/i18n/test-language";
import { exploreHeadingOf } from "./explore-heading";
import { exploreHref, parseSelection } from "./explore-params";
import { acceptsJumpValue, jumpMaximum, jumpTarget, pagingTargets, parsePage } from "./page-number";

describe("parsePage", () => {
  it("defaults to 1 when p is missing or empty", () => {
    expect(parsePage(null)).toBe(1);
    expect(parsePage(undefined)).toBe(1);
    expect(parsePage("")).toBe(1);
  });

  it("reads whole numbers from 1 to 500 as they are", () => {
    expect(parsePage("1")).toBe(1);
    expect(parsePage("7")).toBe(7);
    expect(parsePage(" 42 ")).toBe(42);
    expect(parsePage("007")).toBe(7);
    expect(parsePage("500")).toBe(500);
  });

  it("turns values below 1 into 1", () => {
    expect(parsePage("0")).toBe(1);
    expect(parsePage("-5")).toBe(1);
    expect(parsePage("000")).toBe(1);
  });

  it("turns invalid and non-integer values into 1", () => {
    for (const raw of ["abc", "2.5", "1e309", "1e3", "NaN", "Infinity", "0x10", "3 4", "../../etc", "½"]) {
      expect(parsePage(raw), raw).toBe(1);
    }
  });

  it("caps values above 500 at 500, however long", () => {
    expect(parsePage("501")).toBe(500);
    expect(parsePage("99999999999999999999999")).toBe(500);
    expect(parsePage("9".repeat(10_000))).toBe(500);
  });
});

describe("parseSelection", () => {
  it("defaults to Top Rated", () => {
    expect(parseSelection("movie", null)).toMatchObject({
      type: "category",
      g: "top_rated",
      name: "Top Rated",
    });
    expect(parseSelection("series", "")).toMatchObject({
      type: "category",
      g: "top_rated",
      name: "Top Rated",
    });
  });

  it("treats a value in the kind's genre id list as a genre", () => {
    expect(parseSelection("movie", "28")).toEqual({ type: "genre", g: "28", genreId: 28, name: "Action" });
    expect(parseSelection("movie", "878")).toMatchObject({ genreId: 878, name: "Science Fiction" });
    expect(parseSelection("series", "10765")).toMatchObject({ genreId: 10765, name: "Sci-Fi & Fantasy" });
  });

  it("uses each kind's own genre list", () => {
    // 28 Action is a movie genre only; TV has 10759 Action & Adventure instead.
    expect(parseSelection("series", "28")).toMatchObject({ type: "category", g: "popular" });
    expect(parseSelection("movie", "10759")).toMatchObject({ type: "category", g: "popular" });
  });

  it("knows each kind's text categories", () => {
    for (const g of ["popular", "top_rated", "upcoming", "underrated"]) {
      expect(parseSelection("movie", g)).toMatchObject({ type: "category", g });
    }
    for (const g of ["popular", "top_rated", "on_the_air"]) {
      expect(parseSelection("series", g)).toMatchObject({ type: "category", g });
    }
    expect(parseSelection("movie", "upcoming").name).toBe("Upcoming");
    expect(parseSelection("movie", "underrated").name).toBe("Underrated");
    expect(parseSelection("series", "on_the_air").name).toBe("On The Air");
  });

  it("falls back to Popular for any other value", () => {
    for (const raw of [
      "on_the_air",
      "../../etc",
      "999999",
      "0",
      "x".repeat(10_000),
      "Popular",
      "top rated",
    ]) {
      expect(parseSelection("movie", raw), raw.slice(0, 20)).toMatchObject({ g: "popular", name: "Popular" });
    }
    expect(parseSelection("series", "upcoming")).toMatchObject({ g: "popular" });
    expect(parseSelection("series", "underrated")).toMatchObject({ g: "popular" });
  });
});

describe("the explore heading and exploreHref", () => {
  it("names the page by what it shows (spec §2: '{category or genre name} Movies' or '... Series')", () => {
    const english = i18nIn("en");
    expect(exploreHeadingOf(english, "movie", "top_rated")).toBe("Top Rated Movies");
    expect(exploreHeadingOf(english, "series", "18")).toBe("Drama Series");
  });

  it("links keep both p and g", () => {
    expect(exploreHref("movie", 3, "28")).toBe("/explore-movies?p=3&g=28");
    expect(exploreHref("series", 1, "on_the_air")).toBe("/explore-series?p=1&g=on_the_air");
  });
});

describe("pagingTargets", () => {
  it("has no previous page on page 1", () => {
    expect(pagingTargets(1, 10)).toEqual({ previous: null, next: 2 });
  });

  it("steps both ways in the middle", () => {
    expect(pagingTargets(5, 10)).toEqual({ previous: 4, next: 6 });
  });

  it("has no next page on the last page", () => {
    expect(pagingTargets(10, 10)).toEqual({ previous: 9, next: null });
    expect(pagingTargets(2, 2)).toEqual({ previous: 1, next: null });
  });

  it("has no next page when there are no pages", () => {
    expect(pagingTargets(1, 0)).toEqual({ previous: null, next: null });
  });

  it("stops at page 500 even when the catalogue reports more", () => {
    expect(pagingTargets(499, 48_000)).toEqual({ previous: 498, next: 500 });
    expect(pagingTargets(500, 48_000)).toEqual({ previous: 499, next: null });
  });

  it("has no next page beyond the last page", () => {
    expect(pagingTargets(7, 3)).toEqual({ previous: 6, next: null });
  });
});

describe("jump to page", () => {
  it("accepts empty", () => {
    expect(acceptsJumpValue("", 10)).toBe(true);
    expect(jumpTarget("", 10)).toBeNull();
  });

  it("accepts whole numbers from 1 to total_pages", () => {
    expect(acceptsJumpValue("1", 10)).toBe(true);
    expect(acceptsJumpValue("10", 10)).toBe(true);
    expect(jumpTarget("7", 10)).toBe(7);
  });

  it("ignores anything else", () => {
    for (const value of ["0", "11", "-1", "2.5", "1e1", "abc", " 3", "+3"]) {
      expect(acceptsJumpValue(value, 10), value).toBe(false);
      expect(jumpTarget(value, 10), value).toBeNull();
    }
  });

  it("takes 1 as the maximum when total_pages is unknown", () => {
    expect(jumpMaximum(0)).toBe(1);
    expect(acceptsJumpValue("1", 0)).toBe(true);
    expect(acceptsJumpValue("2", 0)).toBe(false);
  });

  it("never goes past page 500", () => {
    expect(jumpMaximum(48_000)).toBe(500);
    expect(acceptsJumpValue("500", 48_000)).toBe(true);
    expect(acceptsJumpValue("501", 48_000)).toBe(false);
  });
});
