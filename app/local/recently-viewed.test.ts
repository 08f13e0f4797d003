// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { parseProgress, readProgress, saveProgress } from "./progress";
import { parseViewed, readViewed, recordView, VIEWED_KEY } from "./recently-viewed";

beforeEach(() => localStorage.clear());

describe("recently viewed", () => {
  it("puts the newest first, removes an earlier visit of the same title and keeps 15", () => {
    for (let id = 1; id <= 20; id += 1)
      recordView({ id, poster_path: null, title: `Title ${id}`, type: "movie" });
    recordView({ id: 10, poster_path: null, title: "Title 10", type: "movie" });
    const viewed = readViewed();
    expect(viewed).toHaveLength(15);
    expect(viewed.map((entry) => entry.id).slice(0, 3)).toEqual([10, 20, 19]);
    expect(viewed.filter((entry) => entry.id === 10)).toHaveLength(1);
  });

  it("stores the original shape with media_type and type", () => {
    recordView({ id: 1399, poster_path: "/got.jpg", title: "Game of Thrones", type: "series" });
    expect(JSON.parse(localStorage.getItem(VIEWED_KEY) ?? "")).toEqual([
      { id: 1399, poster_path: "/got.jpg", title: "Game of Thrones", media_type: "tv", type: "series" },
    ]);
  });

  it("survives hand-edited data: junk dropped, entries with only media_type kept", () => {
    const stored = [
      { id: 5, title: "Only media type", media_type: "tv" },
      { id: 6 },
      "junk",
      { id: 7, type: "movie" },
    ];
    expect(parseViewed(JSON.stringify(stored)).map((entry) => [entry.id, entry.type])).toEqual([
      [5, "series"],
      [7, "movie"],
    ]);
    expect(parseViewed("]]")).toEqual([]);
  });
});

describe("series progress", () => {
  it("saves and reads { season, episode } under continue_{id}", () => {
    saveProgress(1399, { season: 2, episode: 7 });
    expect(localStorage.getItem("continue_1399")).toBe('{"season":2,"episode":7}');
    expect(readProgress(1399)).toEqual({ season: 2, episode: 7 });
  });

  it("ignores malformed progress", () => {
    expect(parseProgress('{"season":"x","episode":1}')).toBeNull();
    expect(parseProgress("null")).toBeNull();
    expect(parseProgress('{"season":"2","episode":"3"}')).toEqual({ season: 2, episode: 3 });
  });
});
