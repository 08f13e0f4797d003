// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import {
  addToWatchlist,
  mergeIntoWatchlist,
  parseWatchlist,
  readWatchlist,
  removeFromWatchlist,
  WATCHLIST_KEY,
} from "./watchlist";

const heat = { id: 949, poster_path: "/heat.jpg", title: "Heat", type: "movie" as const };
const dark = { id: 70523, poster_path: null, title: "Dark", type: "series" as const };

beforeEach(() => localStorage.clear());

describe("parseWatchlist", () => {
  it("reads the original site's entries unchanged", () => {
    expect(parseWatchlist(JSON.stringify([heat, dark]))).toEqual([heat, dark]);
  });

  it("treats missing, non-JSON and non-array values as an empty list", () => {
    expect(parseWatchlist(null)).toEqual([]);
    expect(parseWatchlist("{not json")).toEqual([]);
    expect(parseWatchlist('{"id":1}')).toEqual([]);
  });

  it("keeps valid entries when others are malformed, and repairs harmless differences", () => {
    const stored = [
      heat,
      { id: "abc", title: "Broken" },
      null,
      7,
      { ...dark, id: "70523", type: "tv" },
      { id: -1 },
    ];
    expect(parseWatchlist(JSON.stringify(stored))).toEqual([heat, dark]);
  });

  it("drops duplicates by id and type, but keeps a movie and a series sharing an id", () => {
    const sameIdSeries = { ...heat, type: "series" as const };
    expect(parseWatchlist(JSON.stringify([heat, heat, sameIdSeries]))).toEqual([heat, sameIdSeries]);
  });
});

describe("watchlist changes", () => {
  it("adds once, removes by id and type, and stores the original shape", () => {
    addToWatchlist(heat);
    addToWatchlist(heat);
    addToWatchlist(dark);
    expect(JSON.parse(localStorage.getItem(WATCHLIST_KEY) ?? "")).toEqual([heat, dark]);
    removeFromWatchlist(949, "series");
    expect(readWatchlist()).toEqual([heat, dark]);
    removeFromWatchlist(949, "movie");
    expect(readWatchlist()).toEqual([dark]);
  });

  it("announces each change to subscribers in the same tab", () => {
    let announced = 0;
    window.addEventListener("marquee:storage", () => {
      announced += 1;
    });
    addToWatchlist(heat);
    removeFromWatchlist(heat.id, heat.type);
    expect(announced).toBe(2);
  });

  it("merges an import: valid new entries are added after the current ones, duplicates and junk skipped", () => {
    addToWatchlist(heat);
    const added = mergeIntoWatchlist([dark, heat, { nonsense: true }]);
    expect(added).toBe(1);
    expect(readWatchlist()).toEqual([heat, dark]);
  });
});
