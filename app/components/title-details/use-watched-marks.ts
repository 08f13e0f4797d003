import { useEffect, useMemo, useState } from "react";
import type { TitleOverlay } from "~/catalogue/title-overlay.server";
import { isoDay, type NextEpisodeInput, nextEpisode, nextUnwatched } from "~/lib/next-episode";
import { type EpisodeRef, resumeEpisode } from "~/lib/title-details";
import { useStoredValue } from "~/local/browser-storage";
import type * as PlaybackStore from "~/local/playback";
import { PLAYBACK_KEY } from "~/local/playback-key";
import { type Progress, saveProgress } from "~/local/progress";

export interface WatchedMarks {
  /** Where Play starts: the saved place, moved past the episodes marked watched (next up uses the marks). */
  nextUp: EpisodeRef;
  isWatched: (episode: EpisodeRef) => boolean;
  /** Marks episodes watched or not; when the saved place is now watched, it moves on to the next unwatched one. */
  mark: (episodes: readonly EpisodeRef[], watched: boolean) => void;
}

// The playback store's code (local/playback.ts, 1.6 kB gzip) loads once a series' overlay is hydrated, not with
// the title page's first scripts. Marks live in this browser only: the server and the first render
// show none, as before; they appear when the store has been read, a moment later than the page's hydration.
// A mark made meanwhile is carried out once the code is there.
let store: typeof PlaybackStore | undefined;
let loading: Promise<typeof PlaybackStore> | undefined;
function loadStore(): Promise<typeof PlaybackStore> {
  loading ??= import("~/local/playback").then((module) => {
    store = module;
    return module;
  });
  return loading;
}

const NOTHING_WATCHED: PlaybackStore.Playback = Object.freeze({ progress: {}, marks: {}, titles: {} });
const readNothing = () => NOTHING_WATCHED;

/** The visitor's playback once the store's code has loaded (for a series only), nothing watched until then. */
function useSeriesPlayback(series: boolean): PlaybackStore.Playback {
  const [loaded, setLoaded] = useState(store);
  useEffect(() => {
    if (series && !loaded) void loadStore().then(setLoaded);
  }, [series, loaded]);
  return useStoredValue("local", PLAYBACK_KEY, loaded?.parsePlayback ?? readNothing, NOTHING_WATCHED);
}

/** The overlay's view of the visitor's watched marks for one series. */
export function useWatchedMarks(title: TitleOverlay, saved: Progress | null): WatchedMarks {
  const playback = useSeriesPlayback(title.kind === "series");
  const { id, seasons, season } = title;
  return useMemo(() => {
    const facts: Omit<NextEpisodeInput, "current"> = {
      seasons,
      episodesOf: (seasonNumber) => (seasonNumber === season?.seasonNumber ? season.episodes : null),
      today: isoDay(),
    };
    const place = resumeEpisode(seasons, saved);
    const isWatched = (episode: EpisodeRef) => store?.isEpisodeWatched(playback, id, episode) ?? false;
    // Everything from the saved place on is watched: Play offers the saved place again.
    const nextUp = nextUnwatched(place, facts, isWatched) ?? place;
    const mark = (episodes: readonly EpisodeRef[], watched: boolean) => {
      void loadStore().then(({ isEpisodeWatched, movePlace, setWatched, updatePlayback }) => {
        let moved: EpisodeRef | null = null;
        updatePlayback((current, now) => {
          const marked = setWatched(current, id, episodes, watched, now);
          const up = nextUnwatched(place, facts, (episode) => isEpisodeWatched(marked, id, episode));
          if (!up || (up.season === place.season && up.episode === place.episode)) return marked;
          moved = up;
          return movePlace(marked, id, { episode: up, next: nextEpisode({ ...facts, current: up }) }, now);
        });
        if (moved) saveProgress(id, moved);
      });
    };
    return { nextUp, isWatched, mark };
  }, [playback, id, seasons, season, saved]);
}
