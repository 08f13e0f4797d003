import { describe, expect, it } from "vitest";
import { CONTINUE_WATCHING_MAX, continueWatching } from "./continue-watching";
import {
  EMPTY_PLAYBACK,
  hideTitle,
  type Playback,
  type PlayItem,
  recordPosition,
  setWatched,
  startPlay,
} from "./playback";

const T0 = Date.UTC(2026, 10, 23, 12);

function watch(
  playback: Playback,
  item: PlayItem,
  position: number,
  duration: number,
  at: number,
  next = null as null | { season: number; episode: number },
) {
  const started = startPlay(playback, { item, title: `Title ${item.id}`, posterPath: null, next }, at);
  return recordPosition(started, item, { position, duration, ended: false }, at);
}

describe("continueWatching", () => {
  it("lists movies from 2 minutes in until 95 %, newest first, with how far they got", () => {
    let playback = watch(EMPTY_PLAYBACK, { kind: "movie", id: 1 }, 119, 6000, T0);
    playback = watch(playback, { kind: "movie", id: 2 }, 3000, 6000, T0 + 1);
    playback = watch(playback, { kind: "movie", id: 3 }, 5700, 6000, T0 + 2);
    playback = watch(playback, { kind: "movie", id: 4 }, 600, 6000, T0 + 3);
    const row = continueWatching(playback);
    expect(row.map((entry) => entry.id)).toEqual([4, 2]);
    expect(row[1]).toMatchObject({ kind: "movie", title: "Title 2", episode: null, fraction: 0.5 });
  });

  it("offers a series at the episode in progress, or the next one once it is watched", () => {
    const s1e3 = { kind: "series", id: 7, episode: { season: 1, episode: 3 } } as const;
    let playback = watch(EMPTY_PLAYBACK, s1e3, 600, 2400, T0, { season: 1, episode: 4 });
    expect(continueWatching(playback)[0]).toMatchObject({
      id: 7,
      episode: { season: 1, episode: 3 },
      fraction: 0.25,
    });
    playback = recordPosition(playback, s1e3, { position: 2400, duration: 2400, ended: true }, T0 + 5);
    expect(continueWatching(playback)[0]).toMatchObject({
      id: 7,
      episode: { season: 1, episode: 4 },
      fraction: null,
    });
  });

  it("leaves out a series whose last episode is watched, and uses the visitor's marks", () => {
    const last = { kind: "series", id: 8, episode: { season: 3, episode: 10 } } as const;
    let playback = watch(EMPTY_PLAYBACK, last, 100, 2400, T0, null);
    expect(continueWatching(playback)).toHaveLength(1);
    playback = setWatched(playback, 8, [{ season: 3, episode: 10 }], true, T0 + 1);
    expect(continueWatching(playback)).toEqual([]);
  });

  it("counts a series as started without any progress report", () => {
    const item = { kind: "series", id: 9, episode: { season: 1, episode: 1 } } as const;
    const playback = startPlay(EMPTY_PLAYBACK, { item, title: "Quiet", posterPath: null, next: null }, T0);
    expect(continueWatching(playback)).toMatchObject([
      { id: 9, episode: { season: 1, episode: 1 }, fraction: null },
    ]);
  });

  it("leaves out what the visitor removed, and can keep to one kind", () => {
    let playback = watch(EMPTY_PLAYBACK, { kind: "movie", id: 1 }, 3000, 6000, T0);
    playback = watch(
      playback,
      { kind: "series", id: 2, episode: { season: 1, episode: 1 } },
      60,
      2400,
      T0 + 1,
    );
    expect(continueWatching(playback, "series").map((entry) => entry.id)).toEqual([2]);
    expect(continueWatching(hideTitle(playback, "movie", 1, T0 + 2)).map((entry) => entry.id)).toEqual([2]);
  });

  it("shows at most 20", () => {
    let playback = EMPTY_PLAYBACK;
    for (let id = 1; id <= 25; id += 1) playback = watch(playback, { kind: "movie", id }, 600, 6000, T0 + id);
    const row = continueWatching(playback);
    expect(row).toHaveLength(CONTINUE_WATCHING_MAX);
    expect(row[0]?.id).toBe(25);
  });
});
