// @vitest-environment happy-dom
import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import { isFinished } from "./finished";
import {
  EMPTY_NOT_INTERESTED,
  isNotInterested,
  loadNotInterested,
  markNotInterested,
  mergeNotInterested,
  NOT_INTERESTED_KEY,
  type NotInterested,
  parseNotInterested,
  setNotInterested,
} from "./not-interested";
import { EMPTY_PLAYBACK, recordPosition, startPlay } from "./playback";
import {
  EMPTY_SYNCED,
  localLists,
  mergeSynced,
  readSyncedLists,
  stampChanges,
  syncedText,
} from "./sync/synced-lists";
import { listFileText, readListFile } from "./watchlist-file";

const T0 = Date.UTC(2026, 10, 25);
const heat = { kind: "movie" as const, id: 949, title: "Heat" };
const dark = { kind: "series" as const, id: 70523, title: "Dark" };

beforeEach(() => localStorage.clear());

describe("the Not interested list", () => {
  it("marks, undoes and keeps the undo as an entry, so a merge cannot bring the title back", () => {
    const marked = setNotInterested(EMPTY_NOT_INTERESTED, heat, true, T0);
    expect(isNotInterested(marked, "movie", 949)).toBe(true);
    expect(isNotInterested(marked, "series", 949)).toBe(false);
    const undone = setNotInterested(marked, heat, false, T0 + 1);
    expect(isNotInterested(undone, "movie", 949)).toBe(false);
    expect(isNotInterested(mergeNotInterested(marked, undone), "movie", 949)).toBe(false);
    expect(isNotInterested(mergeNotInterested(undone, marked), "movie", 949)).toBe(false);
  });

  it("is stored under its own key and read back; bad entries are dropped one by one", () => {
    markNotInterested(heat, true);
    expect(isNotInterested(loadNotInterested(), "movie", 949)).toBe(true);
    const stored = JSON.parse(localStorage.getItem(NOT_INTERESTED_KEY) ?? "null");
    expect(stored).toMatchObject({ version: 1, titles: { "movie:949": { title: "Heat", hidden: true } } });
    const damaged = JSON.stringify({
      version: 1,
      titles: {
        "movie:949": { title: "Heat", hidden: true, updatedAt: T0 },
        "movie:abc": { title: "x", hidden: true, updatedAt: T0 },
        "series:5": { title: "x", hidden: "yes", updatedAt: T0 },
        "series:6": { hidden: true, updatedAt: -1 },
      },
    });
    expect(Object.keys(parseNotInterested(damaged))).toEqual(["movie:949"]);
    for (const raw of [null, "", "[]", "{", '{"titles":5}', "null"])
      expect(parseNotInterested(raw)).toEqual({});
  });

  it("merges commutatively, associatively and idempotently", () => {
    const copy: fc.Arbitrary<NotInterested> = fc
      .array(
        fc.record({
          id: fc.integer({ min: 1, max: 6 }),
          hidden: fc.boolean(),
          updatedAt: fc.integer({ min: 1, max: 5 }),
        }),
        { maxLength: 6 },
      )
      .map((entries) =>
        Object.fromEntries(
          entries.map((entry) => [
            `movie:${entry.id}`,
            { title: "T", hidden: entry.hidden, updatedAt: entry.updatedAt },
          ]),
        ),
      );
    fc.assert(
      fc.property(copy, copy, copy, (a, b, c) => {
        expect(mergeNotInterested(a, b)).toEqual(mergeNotInterested(b, a));
        expect(mergeNotInterested(mergeNotInterested(a, b), c)).toEqual(
          mergeNotInterested(a, mergeNotInterested(b, c)),
        );
        expect(mergeNotInterested(mergeNotInterested(a, b), b)).toEqual(mergeNotInterested(a, b));
      }),
    );
  });

  it("travels in the export file, and older files without it still import", () => {
    const titles = setNotInterested(setNotInterested({}, heat, true, T0), dark, true, T0 + 1);
    const text = listFileText([], EMPTY_PLAYBACK, new Date(T0), titles);
    expect(JSON.parse(text).notInterested).toEqual({ version: 1, titles });
    expect(readListFile(text)).toEqual({ ok: true, entries: [], playback: null, notInterested: titles });
    const older = JSON.stringify({ format: "marquee-list", version: 2, watchlist: [], playback: {} });
    expect(readListFile(older)).toEqual({ ok: false, reason: "empty" });
  });

  it("travels with sync: another device's marks and undos merge into this one's", () => {
    const here = setNotInterested({}, heat, true, T0);
    const there = setNotInterested(setNotInterested({}, heat, false, T0 + 5), dark, true, T0 + 6);
    const local = (notInterested: NotInterested) => ({
      watchlist: [],
      viewed: [],
      playback: EMPTY_PLAYBACK,
      notInterested,
    });
    const mine = stampChanges(EMPTY_SYNCED, local(here), T0);
    const theirs = readSyncedLists(syncedText(stampChanges(EMPTY_SYNCED, local(there), T0 + 6)));
    expect(theirs).not.toBeNull();
    const merged = localLists(mergeSynced(mine, theirs ?? EMPTY_SYNCED)).notInterested ?? {};
    expect(isNotInterested(merged, "movie", 949)).toBe(false);
    expect(isNotInterested(merged, "series", 70523)).toBe(true);
  });
});

describe("what Hide watched hides", () => {
  it("a movie played past 90 %, not one at half way", () => {
    const started = startPlay(
      EMPTY_PLAYBACK,
      { item: { kind: "movie", id: 949 }, title: "Heat", posterPath: null, next: null },
      T0,
    );
    const at = (position: number) =>
      recordPosition(started, { kind: "movie", id: 949 }, { position, duration: 1000, ended: false }, T0 + 1);
    expect(isFinished(at(500), "movie", 949)).toBe(false);
    expect(isFinished(at(910), "movie", 949)).toBe(true);
    expect(isFinished(EMPTY_PLAYBACK, "movie", 949)).toBe(false);
  });

  it("a series whose last episode is watched, not one with an episode to go", () => {
    const play = (next: { season: number; episode: number } | null) =>
      recordPosition(
        startPlay(
          EMPTY_PLAYBACK,
          {
            item: { kind: "series", id: 7, episode: { season: 1, episode: 8 } },
            title: "Dark",
            posterPath: null,
            next,
          },
          T0,
        ),
        { kind: "series", id: 7, episode: { season: 1, episode: 8 } },
        { position: 950, duration: 1000, ended: false },
        T0 + 1,
      );
    expect(isFinished(play(null), "series", 7)).toBe(true);
    expect(isFinished(play({ season: 2, episode: 1 }), "series", 7)).toBe(false);
  });
});
