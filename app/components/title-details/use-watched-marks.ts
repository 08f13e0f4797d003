import { useMemo } from "react";
import type { TitleOverlay } from "~/catalogue/title-overlay.server";
import { isoDay, type NextEpisodeInput, nextEpisode, nextUnwatched } from "~/lib/next-episode";
import { type EpisodeRef, resumeEpisode } from "~/lib/title-details";
import { isEpisodeWatched, movePlace, setWatched, updatePlayback, usePlayback } from "~/local/playback";
import { type Progress, saveProgress } from "~/local/progress";

export interface WatchedMarks {
  /** Where Play starts: the saved place, moved past the episodes marked watched (issue 15: next up uses the marks). */
  nextUp: EpisodeRef;
  isWatched: (episode: EpisodeRef) => boolean;
  /** Marks episodes watched or not; when the saved place is now watched, it moves on to the next unwatched one. */
  mark: (episodes: readonly EpisodeRef[], watched: boolean) => void;
}

/** The overlay's view of the visitor's watched marks for one series. */
export function useWatchedMarks(title: TitleOverlay, saved: Progress | null): WatchedMarks {
  const playback = usePlayback();
  const { id, seasons, season } = title;
  return useMemo(() => {
    const facts: Omit<NextEpisodeInput, "current"> = {
      seasons,
      episodesOf: (seasonNumber) => (seasonNumber === season?.seasonNumber ? season.episodes : null),
      today: isoDay(),
    };
    const place = resumeEpisode(seasons, saved);
    const isWatched = (episode: EpisodeRef) => isEpisodeWatched(playback, id, episode);
    // Everything from the saved place on is watched: Play offers the saved place again.
    const nextUp = nextUnwatched(place, facts, isWatched) ?? place;
    const mark = (episodes: readonly EpisodeRef[], watched: boolean) => {
      let moved: EpisodeRef | null = null;
      updatePlayback((current, now) => {
        const marked = setWatched(current, id, episodes, watched, now);
        const up = nextUnwatched(place, facts, (episode) => isEpisodeWatched(marked, id, episode));
        if (!up || (up.season === place.season && up.episode === place.episode)) return marked;
        moved = up;
        return movePlace(marked, id, { episode: up, next: nextEpisode({ ...facts, current: up }) }, now);
      });
      if (moved) saveProgress(id, moved);
    };
    return { nextUp, isWatched, mark };
  }, [playback, id, seasons, season, saved]);
}
