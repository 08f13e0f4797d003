import { describe, expect, it } from "vitest";
import {
  clockTime,
  episodeAhead,
  pathToFollow,
  playerNow,
  roomTitleOf,
  sameTitle,
  type WatchPlace,
} from "./room-place";

const episode = {
  kind: "series" as const,
  id: 200156,
  season: 2,
  episode: 7,
  heading: "Dark S2 E7",
  startAt: 0,
};

describe("the room's title and this page", () => {
  it("names an episode, or a film, with a watch path in no language", () => {
    expect(roomTitleOf(episode)).toEqual({
      kind: "series",
      id: 200156,
      season: 2,
      episode: 7,
      path: "/watch/200156?s=2&e=7",
    });
    expect(roomTitleOf({ ...episode, kind: "movie", id: 101488, season: null, episode: null })).toEqual({
      kind: "movie",
      id: 101488,
      season: null,
      episode: null,
      path: "/watch/101488",
    });
  });

  it("tells the same episode from another", () => {
    const here = roomTitleOf(episode);
    expect(sameTitle(here, { ...here, path: "/es/watch/200156?s=2&e=7" })).toBe(true);
    expect(sameTitle(here, { ...here, episode: 8 })).toBe(false);
    expect(sameTitle(here, null)).toBe(false);
  });

  it("follows a room only to a watch page rebuilt from its numbers, never to the path it was sent", () => {
    const hostile = { ...roomTitleOf(episode), path: "https://elsewhere.example/" };
    expect(pathToFollow(hostile)).toBe("/watch/200156?s=2&e=7");
    expect(pathToFollow({ ...hostile, kind: "movie", season: null, episode: null })).toBe("/watch/200156");
    expect(pathToFollow({ ...hostile, id: -1 })).toBeNull();
    expect(pathToFollow({ ...hostile, episode: 1.5 })).toBeNull();
    expect(pathToFollow({ ...hostile, kind: "game" as "movie" })).toBeNull();
  });
});

describe("positions", () => {
  it("reads as a clock", () => {
    expect(clockTime(75)).toBe("1:15");
    expect(clockTime(3725.9)).toBe("1:02:05");
    expect(clockTime(Number.NaN)).toBe("0:00");
    expect(clockTime(-4)).toBe("0:00");
  });

  it("runs on between a playing player's reports, and stands still after a pause", () => {
    const at = 1_000_000;
    const time = { event: { event: "time", position: 100 }, at };
    expect(playerNow(time, 0, at + 2_500)).toEqual({ position: 102.5, playing: true });
    expect(playerNow({ event: { event: "pause", position: 100 }, at }, 0, at + 9_000)).toEqual({
      position: 100,
      playing: false,
    });
    expect(playerNow(null, 42, at)).toEqual({ position: 42, playing: true });
  });
});

describe("the episode a navigation is heading to", () => {
  const place: WatchPlace = { kind: "series", id: 200271, season: 1, episode: 1, heading: "", startAt: null };

  it("is the series' other episode, in any language", () => {
    expect(episodeAhead(place, { pathname: "/watch/200271", search: "?s=1&e=2" })).toEqual({
      season: 1,
      episode: 2,
    });
    expect(episodeAhead(place, { pathname: "/es/watch/200271", search: "?s=2&e=1&me=9" })).toEqual({
      season: 2,
      episode: 1,
    });
  });

  it("is nothing for this episode, another title, a film or a broken address", () => {
    expect(episodeAhead(place, { pathname: "/watch/200271", search: "?s=1&e=1" })).toBeNull();
    expect(episodeAhead(place, { pathname: "/watch/1200271", search: "?s=1&e=2" })).toBeNull();
    expect(episodeAhead(place, { pathname: "/series/200271", search: "?s=1&e=2" })).toBeNull();
    expect(episodeAhead(place, { pathname: "/watch/200271", search: "?e=2" })).toBeNull();
    expect(episodeAhead(place, { pathname: "/watch/200271", search: "?s=1&e=0" })).toBeNull();
    expect(episodeAhead(place, { pathname: "/watch/200271", search: "?s=x&e=2" })).toBeNull();
    expect(
      episodeAhead({ ...place, kind: "movie" }, { pathname: "/watch/200271", search: "?s=1&e=2" }),
    ).toBeNull();
  });
});
