import type { TitleKind, TitleRef } from "~/catalogue/types";
import {
  EPISODE_WATCHED_AT,
  episodeKey,
  isEpisodeWatched,
  MOVIE_FINISHED_AT,
  type Playback,
  parseTitleKey,
  type TitleRecord,
  watchedFraction,
} from "./playback";
import { type Progress, readProgress, saveProgress } from "./progress";

// The Continue Watching row: titles started and not finished, newest first, at most 20. A movie
// counts from 2 minutes in until 95 %; a series while there is an episode to go on with: the one last played
// when it is not yet watched, else the one after it.

export const CONTINUE_WATCHING_MAX = 20;
/** A movie shows in the row from this far in (seconds): opening one by mistake does not put it there. */
export const MOVIE_STARTED_AT_SECONDS = 120;

export interface ContinueEntry extends TitleRef {
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
    const episode = seriesPlace(playback, title.id, record);
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

/** Where a series goes on: the episode last played, or, once that one is watched, the next (null after the last). */
export function seriesPlace(playback: Playback, seriesId: number, record: TitleRecord): Progress | null {
  if (!record.episode) return null;
  return isEpisodeWatched(playback, seriesId, record.episode) ? record.next : record.episode;
}

/**
 * Writes each series' place under the spec's continue_{id}, which every Play button reads, after playback came
 * from elsewhere (another device, an imported file). The last episode of a finished series stays its place.
 */
export function writeSeriesPlaces(playback: Playback): void {
  for (const [key, record] of Object.entries(playback.titles)) {
    const title = parseTitleKey(key);
    if (title?.kind !== "series" || !record.episode) continue;
    const place = seriesPlace(playback, title.id, record) ?? record.episode;
    const saved = readProgress(title.id);
    if (saved?.season !== place.season || saved.episode !== place.episode) saveProgress(title.id, place);
  }
}
