import type { TitleKind, TitleRef } from "~/catalogue/types";
import { isNotInterested, type NotInterested } from "../not-interested";
import { EPISODE_WATCHED_AT, type Playback, parseTitleKey, titleKey, watchedFraction } from "../playback";
import type { ViewedEntry } from "../recently-viewed";
import type { WatchlistEntry } from "../watchlist";

// What home's personal rows know of the visitor, read from what this browser already keeps: the
// playback document, My List, Recently Viewed and "Not interested". Nothing here is sent anywhere; the rows ask
// the site for one title's recommendations or schedule at a time (docs/decisions/0031-for-you-in-the-browser.md).

/** A film or an episode counts as watched from this far in (seconds), as Continue Watching counts a film. */
export const WATCHED_FROM_SECONDS = 120;
/** An episode marked watched with no position known (marked by hand, imported) counts as this long. */
export const MARKED_EPISODE_SECONDS = 40 * 60;

export interface WatchedTitle extends TitleRef {
  /** Seconds watched, all of a series' episodes together. */
  seconds: number;
  /** When the visitor last finished it (a film played to 90 %, an episode watched), ms; null if never. */
  finishedAt: number | null;
  /** When it was last played, ms. */
  playedAt: number;
}

export interface VisitorHistory {
  /** Titles played past the first two minutes, or finished. */
  watched: WatchedTitle[];
  /** My List, newest added first. */
  listed: TitleRef[];
  /** Recently Viewed, newest first. */
  viewed: TitleRef[];
  /** "movie:550" keys of every title never to recommend: played at all, on My List, or not wanted. */
  excluded: ReadonlySet<string>;
  notInterested: NotInterested;
}

interface Tally {
  seconds: number;
  finishedAt: number | null;
  playedAt: number;
}

const EPISODE_ITEM = /^series:(\d+):\d+:\d+$/;

/** Seconds and finishing times per title, from progress records and episode marks. */
function tallies(playback: Playback): Map<string, Tally> {
  const byTitle = new Map<string, Tally>();
  const tally = (key: string) => {
    let entry = byTitle.get(key);
    if (!entry) {
      entry = { seconds: 0, finishedAt: null, playedAt: 0 };
      byTitle.set(key, entry);
    }
    return entry;
  };
  const finished = (entry: Tally, at: number) => {
    entry.finishedAt = Math.max(entry.finishedAt ?? 0, at);
  };
  for (const [key, record] of Object.entries(playback.progress)) {
    const episode = EPISODE_ITEM.exec(key);
    const entry = tally(episode ? titleKey("series", Number(episode[1])) : key);
    const fraction = watchedFraction(record) ?? 0;
    const mark = episode ? playback.marks[key] : undefined;
    entry.seconds +=
      mark?.watched && fraction < EPISODE_WATCHED_AT ? MARKED_EPISODE_SECONDS : record.position;
    entry.playedAt = Math.max(entry.playedAt, record.updatedAt);
    if (fraction >= EPISODE_WATCHED_AT && mark?.watched !== false) finished(entry, record.updatedAt);
  }
  for (const [key, mark] of Object.entries(playback.marks)) {
    if (!mark.watched) continue;
    const episode = EPISODE_ITEM.exec(key);
    if (!episode) continue;
    const entry = tally(titleKey("series", Number(episode[1])));
    // Marked with no progress at all (by hand, or imported): counted here; with progress, counted above.
    if (!playback.progress[key]) entry.seconds += MARKED_EPISODE_SECONDS;
    entry.playedAt = Math.max(entry.playedAt, mark.updatedAt);
    finished(entry, mark.updatedAt);
  }
  return byTitle;
}

function ref(kind: TitleKind, id: number, title: string, posterPath: string | null): TitleRef {
  return { kind, id, title, posterPath };
}

export function visitorHistory(input: {
  playback: Playback;
  watchlist: readonly WatchlistEntry[];
  viewed: readonly ViewedEntry[];
  notInterested: NotInterested;
}): VisitorHistory {
  const { playback, watchlist, viewed, notInterested } = input;
  const listed = [...watchlist]
    .reverse()
    .map((entry) => ref(entry.type, entry.id, entry.title, entry.poster_path));
  const seen = viewed.map((entry) => ref(entry.type, entry.id, entry.title, entry.poster_path));
  // A title's name and poster: its playback record's, else My List's or Recently Viewed's.
  const named = new Map<string, TitleRef>();
  for (const entry of [...seen, ...listed]) named.set(titleKey(entry.kind, entry.id), entry);
  for (const [key, record] of Object.entries(playback.titles)) {
    const title = parseTitleKey(key);
    if (title) named.set(key, ref(title.kind, title.id, record.title, record.poster_path));
  }

  const excluded = new Set<string>(Object.keys(playback.titles));
  const watched: WatchedTitle[] = [];
  for (const [key, tally] of tallies(playback)) {
    excluded.add(key);
    const title = named.get(key);
    const parsed = parseTitleKey(key);
    if (!title || !parsed) continue; // no name to say "Because you watched" with
    if (tally.seconds < WATCHED_FROM_SECONDS && tally.finishedAt === null) continue;
    if (isNotInterested(notInterested, parsed.kind, parsed.id)) continue;
    watched.push({ ...title, ...tally });
  }
  for (const entry of listed) excluded.add(titleKey(entry.kind, entry.id));
  for (const [key, record] of Object.entries(notInterested)) if (record.hidden) excluded.add(key);
  return { watched, listed, viewed: seen, excluded, notInterested };
}

/** Whether this browser holds anything personal rows could be made of. */
export function hasHistory(history: VisitorHistory): boolean {
  return history.watched.length > 0 || history.listed.length > 0 || history.viewed.length > 0;
}
