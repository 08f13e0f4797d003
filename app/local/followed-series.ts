import { useMemo } from "react";
import { EPISODE_WATCHED_AT, type Playback, usePlayback, watchedFraction } from "./playback";
import { useWatchlist, type WatchlistEntry } from "./watchlist";

// The series a visitor follows (the calendar, New episodes): those on My List, and those with an
// episode watched here. Worked out in the browser from what it already keeps (watchlist.ts, playback.ts);
// nothing is stored for it, and the list leaves the browser only as the ids of a calendar link the visitor makes.

export interface FollowedSeries {
  id: number;
  /** As stored with the list entry or the playback; the catalogue's name replaces it once loaded. */
  title: string;
  posterPath: string | null;
}

const EPISODE_MARK = /^series:([1-9]\d{0,14}):\d{1,4}:[1-9]\d{0,4}$/;

/** Series with a watched episode (a mark, or progress past the watched point), most recently watched first. */
function watchedSeries(playback: Playback): Array<{ id: number; updatedAt: number }> {
  const latest = new Map<number, number>();
  for (const [key, mark] of Object.entries(playback.marks)) {
    const id = Number(EPISODE_MARK.exec(key)?.[1]);
    if (mark.watched && id > 0) latest.set(id, Math.max(latest.get(id) ?? 0, mark.updatedAt));
  }
  for (const [key, record] of Object.entries(playback.progress)) {
    const id = Number(EPISODE_MARK.exec(key)?.[1]);
    if (!(id > 0) || playback.marks[key]) continue;
    if ((watchedFraction(record) ?? 0) >= EPISODE_WATCHED_AT)
      latest.set(id, Math.max(latest.get(id) ?? 0, record.updatedAt));
  }
  return [...latest]
    .map(([id, updatedAt]) => ({ id, updatedAt }))
    .sort((a, b) => b.updatedAt - a.updatedAt || a.id - b.id);
}

/** My List's series in its order, then the other series with a watched episode, most recent first; once each. */
export function followedSeries(watchlist: readonly WatchlistEntry[], playback: Playback): FollowedSeries[] {
  const followed = new Map<number, FollowedSeries>();
  for (const entry of watchlist) {
    if (entry.type === "series" && !followed.has(entry.id)) {
      followed.set(entry.id, { id: entry.id, title: entry.title, posterPath: entry.poster_path });
    }
  }
  for (const { id } of watchedSeries(playback)) {
    if (followed.has(id)) continue;
    const record = playback.titles[`series:${id}`];
    followed.set(id, { id, title: record?.title ?? "", posterPath: record?.poster_path ?? null });
  }
  return [...followed.values()];
}

export function useFollowedSeries(): FollowedSeries[] {
  const watchlist = useWatchlist();
  const playback = usePlayback();
  return useMemo(() => followedSeries(watchlist, playback), [watchlist, playback]);
}
