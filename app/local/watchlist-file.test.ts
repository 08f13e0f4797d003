// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { addToWatchlist, mergeIntoWatchlist, readWatchlist } from "./watchlist";
import { importMessage, readWatchlistFile, watchlistFileText } from "./watchlist-file";

const heat = { id: 949, poster_path: "/heat.jpg", title: "Heat", type: "movie" as const };
const dark = { id: 70523, poster_path: null, title: "Dark", type: "series" as const };

beforeEach(() => localStorage.clear());

describe("watchlist export", () => {
  it("writes the entries in the stored shape, and reads back the same", () => {
    const text = watchlistFileText([heat, dark]);
    expect(JSON.parse(text)).toEqual([heat, dark]);
    expect(readWatchlistFile(text)).toEqual({ ok: true, entries: [heat, dark] });
  });
});

describe("watchlist import", () => {
  it("merges new titles after the current ones, skipping those already listed", () => {
    addToWatchlist(heat);
    const file = readWatchlistFile(JSON.stringify([dark, heat]));
    if (!file.ok) throw new Error("expected a valid export");
    const added = mergeIntoWatchlist(file.entries);
    expect(readWatchlist()).toEqual([heat, dark]);
    expect(importMessage(file, added)).toBe("Added 1 title (1 already on your list).");
  });

  it("keeps the valid entries of a partly damaged file", () => {
    const file = readWatchlistFile(JSON.stringify([heat, { id: "nope" }, 7, null, dark, dark]));
    expect(file).toEqual({ ok: true, entries: [heat, dark] });
    expect(importMessage(file, 2)).toBe("Added 2 titles.");
    expect(importMessage(file, 0)).toBe("Added 0 titles: they were all on your list already.");
  });

  it("refuses files that are not an export, politely", () => {
    for (const text of ["", "hello", "{}", '{"wishlist": []}', '[1, 2, "x"]', "[{}]", "<html></html>"]) {
      const file = readWatchlistFile(text);
      expect(file, text).toEqual({ ok: false, reason: "not_an_export" });
      expect(importMessage(file, 0)).toBe("That file is not a watchlist export.");
    }
  });

  it("says when an export is empty, and refuses very large files without reading them", () => {
    expect(importMessage(readWatchlistFile("[]"), 0)).toBe(
      "That watchlist export is empty: there was nothing to add.",
    );
    expect(readWatchlistFile("", 5_000_000)).toEqual({ ok: false, reason: "too_large" });
  });
});
