// @vitest-environment happy-dom
import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import {
  EMPTY_PLAYBACK,
  hideTitle,
  isEpisodeWatched,
  loadPlayback,
  PLAYBACK_CAPS,
  PLAYBACK_KEY,
  type Playback,
  parsePlayback,
  playbackText,
  readPlayback,
  recordPosition,
  setWatched,
  startPlay,
  updatePlayback,
} from "./playback";
import { mergePlayback } from "./playback-merge";

const T0 = Date.UTC(2026, 10, 23, 12);
const heat = { kind: "movie", id: 949 } as const;
const darkS2E7 = { kind: "series", id: 70523, episode: { season: 2, episode: 7 } } as const;

function started(): Playback {
  const one = startPlay(
    EMPTY_PLAYBACK,
    { item: heat, title: "Heat", posterPath: "/heat.jpg", next: null },
    T0,
  );
  return startPlay(
    one,
    { item: darkS2E7, title: "Dark", posterPath: null, next: { season: 2, episode: 8 } },
    T0 + 1,
  );
}

beforeEach(() => localStorage.clear());

describe("recording playback", () => {
  it("counts a title as started as soon as the watch page opens, with no position yet", () => {
    const playback = started();
    expect(playback.progress["movie:949"]).toEqual({ position: 0, duration: null, updatedAt: T0 });
    expect(playback.titles["series:70523"]).toMatchObject({
      title: "Dark",
      episode: { season: 2, episode: 7 },
      next: { season: 2, episode: 8 },
      hidden: false,
    });
  });

  it("keeps position and duration, and marks an episode watched once it passes 90 %", () => {
    let playback = recordPosition(
      started(),
      darkS2E7,
      { position: 1200, duration: 2700, ended: false },
      T0 + 5,
    );
    expect(isEpisodeWatched(playback, 70523, { season: 2, episode: 7 })).toBe(false);
    playback = recordPosition(playback, darkS2E7, { position: 2440, duration: 2700, ended: false }, T0 + 10);
    expect(playback.progress["series:70523:2:7"]).toEqual({
      position: 2440,
      duration: 2700,
      updatedAt: T0 + 10,
    });
    expect(playback.marks["series:70523:2:7"]).toEqual({ watched: true, updatedAt: T0 + 10 });
  });

  it("does not overrule a visitor who unmarked an episode while it plays on past 90 %", () => {
    let playback = recordPosition(
      started(),
      darkS2E7,
      { position: 2500, duration: 2700, ended: false },
      T0 + 5,
    );
    playback = setWatched(playback, 70523, [{ season: 2, episode: 7 }], false, T0 + 6);
    playback = recordPosition(playback, darkS2E7, { position: 2510, duration: 2700, ended: false }, T0 + 7);
    expect(isEpisodeWatched(playback, 70523, { season: 2, episode: 7 })).toBe(false);
  });

  it("puts an ended item at its end", () => {
    const playback = recordPosition(started(), heat, { position: 6000, duration: 6060, ended: true }, T0 + 5);
    expect(playback.progress["movie:949"]?.position).toBe(6060);
  });

  it("hides a title from Continue Watching with a newer entry, not by forgetting it", () => {
    const playback = hideTitle(started(), "movie", 949, T0 + 9);
    expect(playback.titles["movie:949"]).toMatchObject({ hidden: true, updatedAt: T0 + 9 });
    // Playing it again brings it back.
    const again = startPlay(playback, { item: heat, title: "Heat", posterPath: null, next: null }, T0 + 10);
    expect(again.titles["movie:949"]?.hidden).toBe(false);
  });

  it("keeps the newest progress records up to the cap, dropping the oldest first", () => {
    // A full map to start with (one update per entry would take seconds at the cap), then 20 more plays.
    let playback = readPlayback({
      progress: Object.fromEntries(
        Array.from({ length: PLAYBACK_CAPS.progress }, (_, index) => [
          `movie:${index + 1}`,
          { position: 10, duration: 100, updatedAt: T0 + index + 1 },
        ]),
      ),
    });
    for (let id = PLAYBACK_CAPS.progress + 1; id <= PLAYBACK_CAPS.progress + 20; id += 1) {
      playback = recordPosition(
        playback,
        { kind: "movie", id },
        { position: 10, duration: 100, ended: false },
        T0 + id,
      );
    }
    const ids = Object.keys(playback.progress);
    expect(ids).toHaveLength(PLAYBACK_CAPS.progress);
    expect(ids).not.toContain("movie:20");
    expect(ids).toContain("movie:21");
    expect(ids).toContain(`movie:${PLAYBACK_CAPS.progress + 20}`);
  });
});

describe("reading stored playback", () => {
  it("reads back what it wrote", () => {
    const playback = recordPosition(
      started(),
      heat,
      { position: 99.5, duration: 6060, ended: false },
      T0 + 5,
    );
    expect(parsePlayback(playbackText(playback))).toEqual(playback);
  });

  it("drops bad entries one by one and keeps the rest", () => {
    const good = { position: 10, duration: 100, updatedAt: T0 };
    const text = JSON.stringify({
      version: 1,
      progress: {
        "movie:1": good,
        "movie:0": good,
        "movie:2": { ...good, position: -1 },
        "movie:3": { ...good, position: 200 },
        "movie:4": { ...good, updatedAt: "yesterday" },
        "series:5": good,
        "series:5:1:1": good,
        __proto__: good,
      },
      marks: {
        "series:5:1:1": { watched: true, updatedAt: T0 },
        "series:5:1:2": { watched: "yes", updatedAt: T0 },
        "movie:1": { watched: true, updatedAt: T0 },
      },
      titles: {
        "movie:1": { title: "One", poster_path: null, updatedAt: T0 },
        "movie:2": { title: "Two", poster_path: 7, updatedAt: T0 },
        "series:5": {
          title: "",
          poster_path: null,
          episode: { season: 1, episode: 1 },
          next: "soon",
          updatedAt: T0,
        },
      },
    });
    const playback = parsePlayback(text);
    expect(Object.keys(playback.progress)).toEqual(["movie:1", "series:5:1:1"]);
    expect(Object.keys(playback.marks)).toEqual(["series:5:1:1"]);
    expect(Object.keys(playback.titles)).toEqual(["movie:1"]);
  });

  it("reads anything else as empty, without throwing", () => {
    for (const raw of [null, "", "{", "[]", "42", '{"progress":[1,2]}', '"text"']) {
      expect(parsePlayback(raw), String(raw)).toEqual(EMPTY_PLAYBACK);
    }
  });

  it("survives a browser that refuses to store, and a damaged stored value", () => {
    localStorage.setItem(PLAYBACK_KEY, "{damaged");
    expect(loadPlayback()).toEqual(EMPTY_PLAYBACK);
    expect(
      updatePlayback((playback, now) =>
        startPlay(playback, { item: heat, title: "Heat", posterPath: null, next: null }, now),
      ),
    ).toBe(true);
    expect(loadPlayback().titles["movie:949"]?.title).toBe("Heat");
  });
});

// Arbitrary small playback documents, with few keys and times so that copies collide often.
const time = fc.integer({ min: 1, max: 6 });
const key = (prefix: string) => fc.integer({ min: 1, max: 4 }).map((n) => `${prefix}${n}`);
const progressMap = fc.dictionary(
  fc.oneof(key("movie:"), key("series:9:1:")),
  fc.record({ position: fc.integer({ min: 0, max: 50 }), duration: fc.constant(100), updatedAt: time }),
  { maxKeys: 6 },
);
const marksMap = fc.dictionary(key("series:9:1:"), fc.record({ watched: fc.boolean(), updatedAt: time }), {
  maxKeys: 4,
});
const titlesMap = fc.dictionary(
  key("movie:"),
  fc.record({
    title: fc.constantFrom("A", "B"),
    poster_path: fc.constant(null),
    episode: fc.constant(null),
    next: fc.constant(null),
    hidden: fc.boolean(),
    updatedAt: time,
  }),
  { maxKeys: 4 },
);
const playbacks = fc.record({ progress: progressMap, marks: marksMap, titles: titlesMap });

describe("merging two copies", () => {
  it("gives the same result whichever copy comes first", () => {
    fc.assert(
      fc.property(playbacks, playbacks, (a, b) => {
        expect(mergePlayback(a, b)).toEqual(mergePlayback(b, a));
      }),
      { seed: 15 },
    );
  });

  it("changes nothing when a copy is merged again", () => {
    fc.assert(
      fc.property(playbacks, playbacks, (a, b) => {
        const once = mergePlayback(a, b);
        expect(mergePlayback(once, b)).toEqual(once);
        expect(mergePlayback(a, a)).toEqual(a);
      }),
      { seed: 15 },
    );
  });

  it("loses no entry, and keeps the newest version of each", () => {
    fc.assert(
      fc.property(playbacks, playbacks, (a, b) => {
        const merged = mergePlayback(a, b);
        for (const part of ["progress", "marks", "titles"] as const) {
          const keys = new Set([...Object.keys(a[part]), ...Object.keys(b[part])]);
          expect(new Set(Object.keys(merged[part]))).toEqual(keys);
          for (const entryKey of keys) {
            const newest = Math.max(a[part][entryKey]?.updatedAt ?? 0, b[part][entryKey]?.updatedAt ?? 0);
            expect(merged[part][entryKey]?.updatedAt).toBe(newest);
          }
        }
      }),
      { seed: 15 },
    );
  });

  it("is the same in any grouping of three copies", () => {
    fc.assert(
      fc.property(playbacks, playbacks, playbacks, (a, b, c) => {
        expect(mergePlayback(mergePlayback(a, b), c)).toEqual(mergePlayback(a, mergePlayback(b, c)));
      }),
      { seed: 15 },
    );
  });
});
