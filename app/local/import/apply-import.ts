import { writeSeriesPlaces } from "../continue-watching";
import {
  EMPTY_PLAYBACK,
  episodeKey,
  loadPlayback,
  type MarkRecord,
  MOVIE_FINISHED_AT,
  type ProgressRecord,
  titleKey,
  updatePlayback,
  watchedFraction,
} from "../playback";
import { mergePlayback } from "../playback-merge";
import { addViewed } from "../recently-viewed";
import { mergeIntoWatchlist, readWatchlist, type WatchlistEntry } from "../watchlist";
import type { ImportRow } from "./import-rows";

// What matched rows become, written in one step per batch of lookups so that a cancelled import
// leaves whole rows, never half of one:
// - a watchlist row: a My List entry, appended in the file's date order (the list keeps no dates of its own);
// - a film watched: a finished film in the playback document (docs/decisions/0016), dated by the file, so that a
//   later play or mark here still wins the merge, and the newest of them in Recently Viewed;
// - a show watched (Trakt): a watched mark per episode, dated by the file; without episodes (an IMDb rating of a
//   series), a My List entry.
// Each row is counted as added, or already there when the list already had it that way.

export interface MatchedTitle {
  id: number;
  type: "movie" | "series";
  title: string;
  year: number | null;
  poster_path: string | null;
}

export interface AppliedCounts {
  added: number;
  already: number;
}

/**
 * A film finished with no length known: the file says it was watched, not for how long. A fraction of 1 is
 * what every reader of the document takes as finished (Continue Watching leaves it out, a Play starts at 0).
 */
export function finishedRecord(updatedAt: number): ProgressRecord {
  return { position: 1, duration: 1, updatedAt };
}

export function isFinished(record: ProgressRecord | undefined): boolean {
  return (watchedFraction(record) ?? 0) >= MOVIE_FINISHED_AT;
}

const byDate = (a: { row: ImportRow }, b: { row: ImportRow }) => (a.row.date ?? 0) - (b.row.date ?? 0);

export function applyMatches(
  matched: ReadonlyArray<{ row: ImportRow; title: MatchedTitle }>,
  now: number,
): AppliedCounts {
  let added = 0;
  let already = 0;
  const entry = (title: MatchedTitle): WatchlistEntry => ({
    id: title.id,
    poster_path: title.poster_path,
    title: title.title,
    type: title.type,
  });

  // My List: watchlist rows, and shows watched without episodes.
  const toList = matched
    .filter(
      ({ row, title }) => row.list === "watchlist" || (title.type === "series" && !row.episodes?.length),
    )
    .sort(byDate);
  if (toList.length > 0) {
    const listed = new Set(readWatchlist().map((item) => `${item.type}:${item.id}`));
    for (const { title } of toList) {
      const key = `${title.type}:${title.id}`;
      if (listed.has(key)) already += 1;
      else added += 1;
      listed.add(key);
    }
    mergeIntoWatchlist(toList.map(({ title }) => entry(title)));
  }

  // Films and episodes watched.
  const watched = matched.filter(({ row }) => row.list === "watched");
  const films = watched.filter(({ title }) => title.type === "movie");
  const shows = watched.filter(({ title, row }) => title.type === "series" && row.episodes?.length);
  if (films.length > 0 || shows.length > 0) {
    const current = loadPlayback();
    const progress: Record<string, ProgressRecord> = {};
    const marks: Record<string, MarkRecord> = {};
    for (const { row, title } of films) {
      const key = titleKey("movie", title.id);
      const mine = current.progress[key];
      const record = finishedRecord(row.date ?? now);
      // Already there: finished here, or played here since the file's date (a rewatch under way, which the
      // merge keeps, as the newer entry).
      if (progress[key] || isFinished(mine) || (mine && mine.updatedAt >= record.updatedAt)) already += 1;
      else added += 1;
      progress[key] = record;
    }
    for (const { row, title } of shows) {
      let newMarks = 0;
      for (const episode of row.episodes ?? []) {
        const key = episodeKey(title.id, { season: episode.season, episode: episode.episode });
        const mine = current.marks[key];
        const mark = { watched: true, updatedAt: episode.watchedAt ?? row.date ?? now };
        // Marked here already, or unmarked here since the file's date: the visitor's newer choice stays.
        if (!marks[key] && !(mine && (mine.watched || mine.updatedAt >= mark.updatedAt))) newMarks += 1;
        marks[key] = mark;
      }
      if (newMarks > 0) added += 1;
      else already += 1;
    }
    updatePlayback((playback) => mergePlayback(playback, { ...EMPTY_PLAYBACK, progress, marks }));
    if (shows.length > 0) writeSeriesPlaces(loadPlayback());
    const newest = [...films, ...shows].sort(byDate).reverse();
    addViewed(newest.slice(0, 15).map(({ title }) => entry(title)));
  }
  return { added, already };
}
