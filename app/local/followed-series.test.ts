import { describe, expect, it } from "vitest";
import { followedSeries } from "./followed-series";
import { EMPTY_PLAYBACK, type Playback } from "./playback";

// Which series the calendar follows: My List's series first, then those with a watched episode, once each.

describe("followedSeries", () => {
  it("takes My List's series in order, then series with a watched episode, most recent first; never movies", () => {
    const playback: Playback = {
      ...EMPTY_PLAYBACK,
      marks: {
        "series:30:1:1": { watched: true, updatedAt: 100 },
        "series:40:2:3": { watched: true, updatedAt: 300 },
        "series:50:1:1": { watched: false, updatedAt: 500 },
        "series:10:1:1": { watched: true, updatedAt: 900 },
      },
      progress: {
        "series:60:1:2": { position: 2700, duration: 2800, updatedAt: 200 },
        "series:70:1:2": { position: 100, duration: 2800, updatedAt: 999 },
        "movie:80": { position: 7000, duration: 7100, updatedAt: 999 },
      },
      titles: {
        "series:40": {
          title: "Watched Show",
          poster_path: "/w.jpg",
          episode: { season: 2, episode: 3 },
          next: null,
          hidden: true,
          updatedAt: 300,
        },
      },
    };
    const followed = followedSeries(
      [
        { id: 10, type: "series", title: "Listed", poster_path: null },
        { id: 20, type: "movie", title: "A Film", poster_path: null },
        { id: 5, type: "series", title: "Also Listed", poster_path: "/a.jpg" },
      ],
      playback,
    );
    expect(followed).toEqual([
      { id: 10, title: "Listed", posterPath: null },
      { id: 5, title: "Also Listed", posterPath: "/a.jpg" },
      { id: 40, title: "Watched Show", posterPath: "/w.jpg" },
      { id: 60, title: "", posterPath: null },
      { id: 30, title: "", posterPath: null },
    ]);
  });

  it("follows nothing for a new visitor", () => {
    expect(followedSeries([], EMPTY_PLAYBACK)).toEqual([]);
  });
});
