import type { TitleKind } from "~/catalogue/types";
import {
  EPISODE_WATCHED_AT,
  episodeKey,
  isEpisodeWatched,
  MOVIE_FINISHED_AT,
  type Playback,
  parseTitleKey,
  watchedFraction,
} from "./playback";
import type { Progress } from "./progress";

// The Continue Watching row (issue 15): titles started and not finished, newest first, at most 20. A movie
// counts from 2 minutes in until 95 %; a series while there is an episode to go on with: the one last played
// when it is not yet watched, else the one after it.

export const CONTINUE_WATCHING_MAX = 20;
/** A movie shows in the row from this far in (seconds): opening one by mistake does not put it there. */
export const MOVIE_STARTED_AT_SECONDS = 120;

export interface ContinueEntry {
  id: number;
  kind: TitleKind;
  title: string;
  posterPath: string | null;
  /** Series: the episode to play. */
  episode: Progress | null;
  /** How far through the movie or that episode, 0 to 1; null when the length is unknown. */
  fraction: number | null;
  updatedAt: number;
}

export function continueWatching(playback: Playback, only?: TitleKind): ContinueEntry[] {
  const entries: ContinueEntry[] = [];
  for (const [key, record] of Object.entries(playback.titles)) {
    const title = parseTitleKey(key);
    if (!title || record.hidden || (only && title.kind !== only)) continue;
    const base = {
      ...title,
      title: record.title,
      posterPath: record.poster_path,
      updatedAt: record.updatedAt,
    };
    if (title.kind === "movie") {
      const progress = playback.progress[key];
      const fraction = watchedFraction(progress);
      if (!progress || progress.position < MOVIE_STARTED_AT_SECONDS) continue;
      if (fraction !== null && fraction >= MOVIE_FINISHED_AT) continue;
      entries.push({ ...base, episode: null, fraction });
      continue;
    }
    const played = record.episode;
    if (!played) continue;
    const done = isEpisodeWatched(playback, title.id, played);
    const episode = done ? record.next : played;
    if (!episode) continue;
    const fraction = watchedFraction(playback.progress[episodeKey(title.id, episode)]);
    // An episode watched to its end before (a rewatch) starts again, so its bar is empty.
    entries.push({
      ...base,
      episode,
      fraction: fraction !== null && fraction >= EPISODE_WATCHED_AT ? 0 : fraction,
    });
  }
  return entries.sort((a, b) => b.updatedAt - a.updatedAt).slice(0, CONTINUE_WATCHING_MAX);
}
