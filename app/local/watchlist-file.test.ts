// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { i18nIn as inLanguage } from "~/i18n/test-language";
import { EMPTY_PLAYBACK, recordPosition, startPlay } from "./playback";
import { addToWatchlist, mergeIntoWatchlist, readWatchlist } from "./watchlist";
import { importMessage, listFileText, readListFile as readWatchlistFile } from "./watchlist-file";

const english = inLanguage("en");

const heat = { id: 949, poster_path: "/heat.jpg", title: "Heat", type: "movie" as const };
const dark = { id: 70523, poster_path: null, title: "Dark", type: "series" as const };

beforeEach(() => localStorage.clear());

const T0 = Date.UTC(2026, 10, 23);
const watched = recordPosition(
  startPlay(
    EMPTY_PLAYBACK,
    { item: { kind: "movie", id: 949 }, title: "Heat", posterPath: null, next: null },
    T0,
  ),
  { kind: "movie", id: 949 },
  { position: 600, duration: 10_200, ended: false },
  T0 + 1,
);

describe("list export", () => {
  it("writes version 2: the watchlist in its stored shape and the playback, and reads back the same", () => {
    const text = listFileText([heat, dark], watched, new Date(T0));
    expect(JSON.parse(text)).toMatchObject({
      format: "marquee-list",
      version: 2,
      exportedAt: "2026-11-23T00:00:00.000Z",
      watchlist: [heat, dark],
      playback: { version: 1, progress: { "movie:949": { position: 600, duration: 10_200 } } },
    });
    expect(readWatchlistFile(text)).toEqual({ ok: true, entries: [heat, dark], playback: watched });
  });

  it("still imports a version 1 file, the bare watchlist array", () => {
    expect(readWatchlistFile(JSON.stringify([heat, dark]))).toEqual({
      ok: true,
      entries: [heat, dark],
      playback: null,
    });
  });

  it("imports a version 2 file that has only progress, and says so", () => {
    const file = readWatchlistFile(listFileText([], watched));
    expect(file).toEqual({ ok: true, entries: [], playback: watched });
    expect(importMessage(file, 0, english)).toBe("Your viewing progress and watched episodes were merged.");
    expect(importMessage(readWatchlistFile(listFileText([heat], watched)), 1, english)).toBe(
      "Added 1 title. Your viewing progress and watched episodes were merged.",
    );
  });

  it("calls a version 2 file with nothing in it empty, and one with damaged progress a watchlist", () => {
    expect(readWatchlistFile(listFileText([], EMPTY_PLAYBACK))).toEqual({ ok: false, reason: "empty" });
    const damaged = JSON.stringify({
      format: "marquee-list",
      version: 2,
      watchlist: [heat],
      playback: "oops",
    });
    expect(readWatchlistFile(damaged)).toEqual({ ok: true, entries: [heat], playback: null });
  });
});

describe("watchlist import", () => {
  it("merges new titles after the current ones, skipping those already listed", () => {
    addToWatchlist(heat);
    const file = readWatchlistFile(JSON.stringify([dark, heat]));
    if (!file.ok) throw new Error("expected a valid export");
    const added = mergeIntoWatchlist(file.entries);
    expect(readWatchlist()).toEqual([heat, dark]);
    expect(importMessage(file, added, english)).toBe("Added 1 title (1 already on your list).");
  });

  it("keeps the valid entries of a partly damaged file", () => {
    const file = readWatchlistFile(JSON.stringify([heat, { id: "nope" }, 7, null, dark, dark]));
    expect(file).toEqual({ ok: true, entries: [heat, dark], playback: null });
    expect(importMessage(file, 2, english)).toBe("Added 2 titles.");
    expect(importMessage(file, 0, english)).toBe("Added 0 titles: they were all on your list already.");
  });

  it("refuses files that are not an export, politely", () => {
    for (const text of ["", "hello", "{}", '{"wishlist": []}', '[1, 2, "x"]', "[{}]", "<html></html>"]) {
      const file = readWatchlistFile(text);
      expect(file, text).toEqual({ ok: false, reason: "not_an_export" });
      expect(importMessage(file, 0, english)).toBe("That file is not a watchlist export.");
    }
  });

  it("says when an export is empty, and refuses very large files without reading them", () => {
    expect(importMessage(readWatchlistFile("[]"), 0, english)).toBe(
      "That watchlist export is empty: there was nothing to add.",
    );
    expect(readWatchlistFile("", 5_000_000)).toEqual({ ok: false, reason: "too_large" });
    expect(readWatchlistFile(JSON.stringify({ format: "other", watchlist: [heat] }))).toEqual({
      ok: false,
      reason: "not_an_export",
    });
  });
});

describe("import messages in the page's language", () => {
  const file = readWatchlistFile(JSON.stringify([heat, dark]));

  it("counts titles with each language's plural forms", () => {
    expect(importMessage(file, 1, inLanguage("es"))).toBe("Se ha añadido 1 título (1 ya en tu lista).");
    expect(importMessage(file, 2, inLanguage("es"))).toBe("Se han añadido 2 títulos.");
    expect(importMessage(file, 2, inLanguage("ar"))).toBe("أُضيف عنوانان.");
    expect(importMessage(file, 2, inLanguage("ja"))).toBe("2件の作品を追加しました。");
  });

  it("joins the merged progress as the language writes sentences", () => {
    const withProgress = readWatchlistFile(listFileText([heat], watched));
    expect(importMessage(withProgress, 1, inLanguage("fr"))).toBe(
      "1 titre ajouté. Votre progression et vos épisodes vus ont été fusionnés.",
    );
    expect(importMessage(withProgress, 1, inLanguage("ja"))).toBe(
      "1件の作品を追加しました。視聴の進み具合と視聴済みのエピソードを統合しました。",
    );
  });

  it("says why nothing was imported", () => {
    expect(importMessage(readWatchlistFile("hello"), 0, inLanguage("de"))).toBe(
      "Diese Datei ist kein Export einer Merkliste.",
    );
  });
});
