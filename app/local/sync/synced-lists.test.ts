import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EMPTY_PLAYBACK } from "../playback";
import type { ViewedEntry } from "../recently-viewed";
import type { WatchlistEntry } from "../watchlist";
import {
  EMPTY_SYNCED,
  localLists,
  mergeSynced,
  readSyncedLists,
  type SyncedLists,
  stampChanges,
  syncedText,
  TOMBSTONE_DAYS,
} from "./synced-lists";

const T0 = Date.UTC(2026, 10, 23);
const movie = (id: number): WatchlistEntry => ({
  id,
  poster_path: null,
  title: `Movie ${id}`,
  type: "movie",
});
const seen = (id: number): ViewedEntry => ({
  id,
  poster_path: null,
  title: `Movie ${id}`,
  media_type: "movie",
  type: "movie",
});
const local = (watchlist: WatchlistEntry[], viewed: ViewedEntry[] = []) => ({
  watchlist,
  viewed,
  playback: EMPTY_PLAYBACK,
});

describe("stamping local changes", () => {
  it("keeps the time of what did not change and stamps what did", () => {
    const first = stampChanges(EMPTY_SYNCED, local([movie(1), movie(2)]), T0);
    const second = stampChanges(first, local([movie(1), movie(3)]), T0 + 1000);
    expect(second.watchlist["movie:1"]).toEqual(first.watchlist["movie:1"]);
    expect(second.watchlist["movie:3"]).toEqual({ value: movie(3), updatedAt: T0 + 1000 });
    expect(second.watchlist["movie:2"]).toEqual({ value: null, updatedAt: T0 + 1000 });
  });

  it("keeps the order of titles added together, and forgets removals after 90 days", () => {
    const stamped = stampChanges(EMPTY_SYNCED, local([movie(3), movie(1), movie(2)]), T0);
    expect(localLists(stamped).watchlist.map((entry) => entry.id)).toEqual([3, 1, 2]);
    const removed = stampChanges(stamped, local([movie(3)]), T0);
    expect(removed.watchlist["movie:1"]?.value).toBeNull();
    const later = stampChanges(removed, local([movie(3)]), T0 + TOMBSTONE_DAYS * 86_400_000 + 1);
    expect(Object.keys(later.watchlist)).toEqual(["movie:3"]);
  });

  it("dates recently viewed by its order, and a title viewed again moves to now", () => {
    const first = stampChanges(EMPTY_SYNCED, local([], [seen(1), seen(2), seen(3)]), T0);
    expect(localLists(first).viewed.map((entry) => entry.id)).toEqual([1, 2, 3]);
    const again = stampChanges(first, local([], [seen(3), seen(1), seen(2)]), T0 + 5000);
    expect(again.viewed["movie:3"]?.updatedAt).toBe(T0 + 5000);
    expect(again.viewed["movie:1"]).toEqual(first.viewed["movie:1"]);
  });
});

describe("merging two devices' lists", () => {
  it("keeps both devices' additions, and a removal newer than the other's copy", () => {
    const base = stampChanges(EMPTY_SYNCED, local([movie(1), movie(2)]), T0);
    const phone = stampChanges(base, local([movie(1), movie(2), movie(3)]), T0 + 10);
    const laptop = stampChanges(base, local([movie(2), movie(4)]), T0 + 20);
    const merged = localLists(mergeSynced(phone, laptop));
    expect(merged.watchlist.map((entry) => entry.id).sort()).toEqual([2, 3, 4]);
  });

  it("keeps the newest 15 recently viewed", () => {
    const a = stampChanges(
      EMPTY_SYNCED,
      local(
        [],
        Array.from({ length: 15 }, (_, i) => seen(i + 1)),
      ),
      T0,
    );
    const b = stampChanges(
      EMPTY_SYNCED,
      local(
        [],
        Array.from({ length: 15 }, (_, i) => seen(i + 100)),
      ),
      T0 + 1,
    );
    const viewed = localLists(mergeSynced(a, b)).viewed;
    expect(viewed).toHaveLength(15);
    expect(viewed[0]?.id).toBe(100);
  });

  // Small random lists with few ids and times, so that copies collide often.
  const stamped = <T>(value: fc.Arbitrary<T>) =>
    fc.record({ value: fc.option(value, { nil: null }), updatedAt: fc.integer({ min: 1, max: 5 }) });
  const id = fc.integer({ min: 1, max: 5 });
  const copies: fc.Arbitrary<SyncedLists> = fc
    .record({
      watchlist: fc.array(fc.tuple(id, stamped(id.map(movie))), { maxLength: 5 }),
      viewed: fc.array(
        fc.tuple(id, fc.record({ value: id.map(seen), updatedAt: fc.integer({ min: 1, max: 30 }) })),
        { maxLength: 20 },
      ),
    })
    .map(({ watchlist, viewed }) => ({
      watchlist: Object.fromEntries(
        watchlist.map(([key, entry]) => [`movie:${entry.value?.id ?? key}`, entry]),
      ),
      viewed: Object.fromEntries(viewed.map(([, entry]) => [`movie:${entry.value.id}`, entry])),
      playback: EMPTY_PLAYBACK,
    }));

  it("is commutative, associative and idempotent", () => {
    fc.assert(
      fc.property(copies, copies, copies, (a, b, c) => {
        expect(mergeSynced(a, b)).toEqual(mergeSynced(b, a));
        expect(mergeSynced(mergeSynced(a, b), c)).toEqual(mergeSynced(a, mergeSynced(b, c)));
        const once = mergeSynced(a, b);
        expect(mergeSynced(once, b)).toEqual(once);
      }),
      { seed: 16, numRuns: 300 },
    );
  });

  it("loses no addition: a title added after the other copy's last word on it is kept", () => {
    fc.assert(
      fc.property(copies, copies, id, (a, b, added) => {
        const key = `movie:${added}`;
        const latest = Math.max(a.watchlist[key]?.updatedAt ?? 0, b.watchlist[key]?.updatedAt ?? 0);
        const withAddition = {
          ...a,
          watchlist: { ...a.watchlist, [key]: { value: movie(added), updatedAt: latest + 1 } },
        };
        expect(localLists(mergeSynced(withAddition, b)).watchlist).toContainEqual(movie(added));
      }),
      { seed: 16, numRuns: 300 },
    );
  });
});

describe("reading another device's document", () => {
  it("reads back what was written, and drops bad entries one by one", () => {
    const lists = stampChanges(EMPTY_SYNCED, local([movie(1), movie(2)], [seen(3)]), T0);
    const removed = stampChanges(lists, local([movie(1)], [seen(3)]), T0 + 1);
    expect(readSyncedLists(syncedText(removed))).toEqual(removed);
    const json = JSON.parse(syncedText(removed));
    json.watchlist["movie:9"] = { value: movie(1), updatedAt: T0 };
    json.watchlist["movie:8"] = { value: { id: "x" }, updatedAt: T0 };
    json.watchlist["movie:7"] = { value: movie(7), updatedAt: -4 };
    json.viewed["movie:6"] = { value: null, updatedAt: T0 };
    expect(readSyncedLists(JSON.stringify(json))).toEqual(removed);
  });

  it("refuses what is not such a document", () => {
    for (const text of ["", "[]", "null", '{"watchlist":{}}', "{oops"])
      expect(readSyncedLists(text), text).toBeNull();
  });
});

describe("pruning removals", () => {
  it("drops a removal 90 days older than the newest change, in every copy alike", () => {
    const day = 86_400_000;
    const old = {
      watchlist: { "movie:5": { value: null, updatedAt: T0 } },
      viewed: {},
      playback: EMPTY_PLAYBACK,
    };
    const recent = stampChanges(EMPTY_SYNCED, local([movie(1)]), T0 + 91 * day);
    expect(Object.keys(mergeSynced(old, recent).watchlist)).toEqual(["movie:1"]);
    expect(mergeSynced(recent, old)).toEqual(mergeSynced(old, recent));
    const soon = stampChanges(EMPTY_SYNCED, local([movie(1)]), T0 + 89 * day);
    expect(Object.keys(mergeSynced(old, soon).watchlist).sort()).toEqual(["movie:1", "movie:5"]);
  });
});
