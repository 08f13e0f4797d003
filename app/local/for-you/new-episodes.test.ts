import { describe, expect, it } from "vitest";
import type { ScheduledEpisode, SeriesSchedule } from "~/catalogue/types";
import { EMPTY_PLAYBACK, type Playback } from "../playback";
import { FOLLOWED_MAX, latestAired, newEpisodes, seriesToCheck } from "./new-episodes";

const TODAY = "2025-06-20";

function makeEpisode(seasonNumber: number, episodeNumber: number, airDate: string): ScheduledEpisode {
  return { seasonNumber, episodeNumber, airDate, name: `Episode ${episodeNumber}` };
}

function makeSchedule(id: number, episodes: ScheduledEpisode[], overrides: Partial<SeriesSchedule> = {}) {
  return {
    id,
    title: `Series ${id}`,
    posterPath: `/p${id}.jpg`,
    backdropPath: null,
    status: "Returning Series",
    lastAired: null,
    nextEpisode: null,
    episodes,
    dateAnnounced: true,
    ...overrides,
  } satisfies SeriesSchedule;
}

const series = (id: number) => ({ kind: "series" as const, id, title: `Followed ${id}`, posterPath: null });

function watched(...keys: string[]): Playback {
  return {
    ...EMPTY_PLAYBACK,
    marks: Object.fromEntries(keys.map((key, index) => [key, { watched: true, updatedAt: 100 + index }])),
  };
}

describe("latestAired", () => {
  it("is the last regular episode aired by the visitor's today, never a special or a coming one", () => {
    const schedule = makeSchedule(1, [
      makeEpisode(2, 3, "2025-06-13"),
      makeEpisode(0, 1, "2025-06-19"),
      makeEpisode(2, 4, "2025-06-20"),
      makeEpisode(2, 5, "2025-06-27"),
    ]);
    expect(latestAired(schedule, TODAY)).toMatchObject({ seasonNumber: 2, episodeNumber: 4 });
    expect(latestAired(schedule, "2025-06-19")).toMatchObject({ seasonNumber: 2, episodeNumber: 3 });
  });

  it("falls back on TMDB's last aired episode when the window holds none", () => {
    const schedule = makeSchedule(1, [], { lastAired: makeEpisode(1, 8, "2025-06-01") });
    expect(latestAired(schedule, TODAY)).toMatchObject({ episodeNumber: 8 });
  });
});

describe("newEpisodes", () => {
  const schedules = new Map([
    [1, makeSchedule(1, [makeEpisode(3, 3, "2025-06-11"), makeEpisode(3, 4, "2025-06-18")])],
    [2, makeSchedule(2, [makeEpisode(1, 2, "2025-06-06")])], // 14 days ago: still new
    [3, makeSchedule(3, [makeEpisode(1, 9, "2025-06-05")])], // 15 days ago: not new
    [4, makeSchedule(4, [makeEpisode(5, 1, "2025-06-19")])],
    [5, makeSchedule(5, [makeEpisode(1, 1, "2025-06-25")])], // only a coming episode
  ]);

  it("lists each followed series whose latest episode aired in the last 14 days, newest first", () => {
    const found = newEpisodes({
      followed: [1, 2, 3, 4, 5].map(series),
      schedules,
      playback: EMPTY_PLAYBACK,
      today: TODAY,
    });
    expect(
      found.map(({ series, episode }) => [series.id, episode.seasonNumber, episode.episodeNumber]),
    ).toEqual([
      [4, 5, 1],
      [1, 3, 4],
      [2, 1, 2],
    ]);
    expect(found[0]?.series).toEqual({ kind: "series", id: 4, title: "Series 4", posterPath: "/p4.jpg" });
  });

  it("leaves out a series whose latest episode the visitor has watched", () => {
    const found = newEpisodes({
      followed: [1, 4].map(series),
      schedules,
      playback: watched("series:4:5:1", "series:1:3:3"),
      today: TODAY,
    });
    expect(found.map(({ series }) => series.id)).toEqual([1]);
  });

  it("counts days in the visitor's calendar: a day later, an episode is no longer new", () => {
    const followed = [series(2)];
    expect(newEpisodes({ followed, schedules, playback: EMPTY_PLAYBACK, today: "2025-06-20" })).toHaveLength(
      1,
    );
    expect(newEpisodes({ followed, schedules, playback: EMPTY_PLAYBACK, today: "2025-06-21" })).toHaveLength(
      0,
    );
  });

  it("keeps the order the series are followed in when they aired the same day", () => {
    const sameDay = new Map([
      [7, makeSchedule(7, [makeEpisode(1, 1, "2025-06-19")])],
      [6, makeSchedule(6, [makeEpisode(1, 1, "2025-06-19")])],
    ]);
    const found = newEpisodes({
      followed: [7, 6].map(series),
      schedules: sameDay,
      playback: EMPTY_PLAYBACK,
      today: TODAY,
    });
    expect(found.map(({ series }) => series.id)).toEqual([7, 6]);
  });
});

describe("seriesToCheck", () => {
  const listedSeries = (id: number) => ({
    id,
    title: `Listed ${id}`,
    poster_path: null,
    type: "series" as const,
  });
  const played = (id: number, updatedAt: number) => ({
    [`series:${id}`]: {
      title: `Played ${id}`,
      poster_path: null,
      episode: { season: 1, episode: 1 },
      next: null,
      hidden: false,
      updatedAt,
    },
  });

  it("asks first for the series played most recently, then My List's newest; never a dismissed one", () => {
    const playback: Playback = {
      ...watched("series:1:1:1", "series:2:1:1"),
      titles: { ...played(1, 100), ...played(2, 200) },
    };
    const followed = seriesToCheck({
      playback,
      watchlist: [
        listedSeries(3),
        { id: 4, title: "A film", poster_path: null, type: "movie" },
        listedSeries(1),
        listedSeries(5),
        listedSeries(6),
      ],
      notInterested: { "series:5": { title: "Gone", hidden: true, updatedAt: 1 } },
    });
    expect(followed.map((title) => title.id)).toEqual([2, 1, 6, 3]);
  });

  it("are at most FOLLOWED_MAX, so home never asks for more schedules than that", () => {
    const watchlist = Array.from({ length: FOLLOWED_MAX + 5 }, (_, index) => listedSeries(index + 1));
    const followed = seriesToCheck({ playback: EMPTY_PLAYBACK, watchlist, notInterested: {} });
    expect(followed).toHaveLength(FOLLOWED_MAX);
    expect(followed[0]?.id).toBe(FOLLOWED_MAX + 5);
  });
});
