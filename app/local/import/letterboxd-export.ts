import { type Playback, parseTitleKey } from "../playback";
import type { ViewedEntry } from "../recently-viewed";
import type { WatchlistEntry } from "../watchlist";
import { isFinished } from "./apply-import";
import { LETTERBOXD_IMPORT_COLUMNS } from "./letterboxd";

// "Export for Letterboxd": the CSV Letterboxd's importer reads (tmdbID, Title, Year, WatchedDate),
// one file for My List's films and one for the films finished. Letterboxd matches on tmdbID, so a film whose
// title this browser does not keep (a film finished and never listed) still imports; the Year is left empty, as
// nothing here stores it. Series are left out: Letterboxd has films only.

export const LETTERBOXD_WATCHLIST_FILE = "marquee-letterboxd-watchlist.csv";
export const LETTERBOXD_WATCHED_FILE = "marquee-letterboxd-watched.csv";

function cell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function csv(rows: ReadonlyArray<readonly string[]>): string {
  return [LETTERBOXD_IMPORT_COLUMNS, ...rows].map((row) => `${row.map(cell).join(",")}\r\n`).join("");
}

/** The date in UTC as Letterboxd reads it: 2024-06-01. */
function day(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

export function letterboxdWatchlistCsv(watchlist: readonly WatchlistEntry[]): string {
  return csv(
    watchlist
      .filter((entry) => entry.type === "movie")
      .map((entry) => [String(entry.id), entry.title, "", ""]),
  );
}

/** Finished films, the most recently watched first, titled from whichever list here knows the film. */
export function letterboxdWatchedCsv(
  playback: Playback,
  known: { watchlist: readonly WatchlistEntry[]; viewed: readonly ViewedEntry[] },
): string {
  const titles = new Map<number, string>();
  for (const entry of [...known.watchlist, ...known.viewed])
    if (entry.type === "movie") titles.set(entry.id, entry.title);
  for (const [key, record] of Object.entries(playback.titles)) {
    const title = parseTitleKey(key);
    if (title?.kind === "movie") titles.set(title.id, record.title);
  }
  const rows = Object.entries(playback.progress)
    .flatMap(([key, record]) => {
      const title = parseTitleKey(key);
      return title?.kind === "movie" && isFinished(record) ? [{ id: title.id, at: record.updatedAt }] : [];
    })
    .sort((a, b) => b.at - a.at)
    .map(({ id, at }) => [String(id), titles.get(id) ?? "", "", day(at)]);
  return csv(rows);
}
