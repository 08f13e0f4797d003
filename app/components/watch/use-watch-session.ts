import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import {
  EPISODE_WATCHED_AT,
  itemKey,
  loadPlayback,
  MOVIE_FINISHED_AT,
  type PlayItem,
  type ProgressRecord,
  recordPosition,
  startPlay,
  updatePlayback,
  watchedFraction,
} from "~/local/playback";
import { readProgress, saveProgress } from "~/local/progress";
import type { PlayerEvent } from "~/player/progress-message";
import type { WatchData } from "~/player/watch.server";

/** A saved position this close to the start is not worth resuming from (seconds). */
const RESUME_FROM_SECONDS = 10;
/**
 * Time updates are stored at most this often: some players post several a second, and each store rewrites the
 * playback document (and wakes sync). Pauses and the end are always stored.
 */
const STORE_EVERY_MS = 5_000;

/** Where the player starts: the saved position, unless there is none worth it or the item was finished. */
export function resumePosition(saved: ProgressRecord | undefined, kind: PlayItem["kind"]): number {
  if (!saved || saved.position < RESUME_FROM_SECONDS) return 0;
  const finished = kind === "movie" ? MOVIE_FINISHED_AT : EPISODE_WATCHED_AT;
  const fraction = watchedFraction(saved);
  return fraction !== null && fraction >= finished ? 0 : Math.floor(saved.position);
}

export interface WatchSession {
  /** Seconds to start the player at; null until read from this browser (the frame waits for it). */
  startAt: number | null;
  /** The film or episode reached its end: the page offers what comes next. */
  ended: boolean;
  dismissEnded: () => void;
  onPlayerEvent: (event: PlayerEvent) => void;
}

/**
 * The watch page's side of the visitor's playback: opening it counts the film or episode as started
 * (and, for a series, saves the place under the spec's continue_{id}); the player's reports keep the position;
 * the end marks an episode watched and moves the series' place to the next episode.
 */
export function useWatchSession(watch: WatchData): WatchSession {
  const { id, kind, title, posterPath, episode, upNext } = watch;
  const item: PlayItem = useMemo(
    () => (kind === "series" && episode ? { kind, id, episode } : { kind: "movie", id }),
    [kind, id, episode],
  );
  const key = itemKey(item);
  const [started, setStarted] = useState<{ key: string; startAt: number } | null>(null);
  const [endedKey, setEndedKey] = useState<string | null>(null);
  const next = upNext ? { season: upNext.season, episode: upNext.episode } : null;
  const nextSeason = next?.season;
  const nextEpisode = next?.episode;

  // Once per film or episode, not again when the same page's data is loaded again: that would restart the frame.
  const opened = useRef({ item, title, posterPath, next });
  opened.current = { item, title, posterPath, next };
  useEffect(() => {
    const { item: current, title: name, posterPath: poster, next: following } = opened.current;
    setStarted({ key, startAt: resumePosition(loadPlayback().progress[key], current.kind) });
    updatePlayback((playback, now) =>
      startPlay(playback, { item: current, title: name, posterPath: poster, next: following }, now),
    );
    // Spec §4: progress is saved whenever s and e are present.
    if (current.kind === "series") saveProgress(current.id, current.episode);
  }, [key]);

  const store = useCallback(
    (event: PlayerEvent) => {
      const ended = event.event === "ended";
      updatePlayback((playback, now) =>
        recordPosition(playback, item, { position: event.position, duration: event.duration, ended }, now),
      );
      if (item.kind === "series") {
        // While it plays, this episode is the series' place (as the page saved it on arrival, should another
        // tab have moved it); once it ends, the next one is.
        const place =
          ended && nextSeason !== undefined && nextEpisode !== undefined
            ? { season: nextSeason, episode: nextEpisode }
            : item.episode;
        const saved = readProgress(item.id);
        if (saved?.season !== place.season || saved.episode !== place.episode) saveProgress(item.id, place);
      }
      if (ended) setEndedKey(key);
    },
    [item, key, nextSeason, nextEpisode],
  );

  // Time updates closer together than STORE_EVERY_MS wait, and only the latest of them is stored; one still
  // waiting when the visitor leaves the page is stored then.
  const throttle = useRef<{ last: number; timer?: number; pending?: () => void }>({ last: 0 });
  useEffect(
    () => () => {
      const state = throttle.current;
      window.clearTimeout(state.timer);
      state.pending?.();
    },
    [],
  );
  const onPlayerEvent = useCallback(
    (event: PlayerEvent) => {
      const state = throttle.current;
      window.clearTimeout(state.timer);
      const storeNow = () => {
        state.pending = undefined;
        state.last = Date.now();
        store(event);
      };
      const wait = state.last + STORE_EVERY_MS - Date.now();
      if (event.event === "time" && wait > 0) {
        state.pending = storeNow;
        state.timer = window.setTimeout(storeNow, wait);
        return;
      }
      storeNow();
    },
    [store],
  );

  return {
    startAt: started?.key === key ? started.startAt : null,
    ended: endedKey === key,
    dismissEnded: useCallback(() => setEndedKey(null), []),
    onPlayerEvent,
  };
}
