import type { TitleKind } from "~/catalogue/types";

// What every import format is read into, before any lookup: one row per title and list, with what the
// file says of it. The match item is how the server is asked which TMDB title the row means
// (app/catalogue/import-match.server.ts): a TMDB id where the file has one, else an IMDb id, else title and year.

export type ImportList = "watchlist" | "watched";

export interface WatchedEpisode {
  season: number;
  episode: number;
  /** Milliseconds; null when the file gives no date. */
  watchedAt: number | null;
}

export interface ImportRow {
  /** The /api/match item: "tmdb:movie:550", "imdb:tt0137523" or "movie:1999:Fight Club". */
  item: string;
  kind: TitleKind;
  /** As the file names it, for the report. */
  title: string;
  year: number | null;
  list: ImportList;
  /** When added (a watchlist) or last watched, in milliseconds; null when the file gives no date. */
  date: number | null;
  /** Trakt's watched shows: the episodes watched. */
  episodes?: WatchedEpisode[];
}

export type ImportFormat = "imdb" | "letterboxd" | "letterboxd-export" | "trakt";

export interface ParsedImport {
  format: ImportFormat;
  rows: ImportRow[];
}

/** What can be wrong with a chosen file; each has its own message. */
export type ImportProblem =
  | "too_large"
  | "too_many_rows"
  | "empty"
  | "unknown_format"
  | "unreadable"
  | "zip_without_lists";

export const MAX_IMPORT_FILE_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 20_000;

export class ImportFileError extends Error {
  constructor(readonly problem: ImportProblem) {
    super(problem);
  }
}

/** "2024-03-01", "2024-03-01T20:15:00Z" or "2024-03-01 20:15:00" as milliseconds; null when not a date. */
export function readDate(text: string | undefined | null): number | null {
  const value = text?.trim();
  if (!value) return null;
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value.replace(" ", "T");
  const time = Date.parse(iso);
  return Number.isFinite(time) && time > Date.UTC(1870, 0, 1) && time < Date.UTC(2200, 0, 1) ? time : null;
}

export function readYear(text: string | number | undefined | null): number | null {
  const year =
    typeof text === "number"
      ? text
      : Number(
          String(text ?? "")
            .trim()
            .slice(0, 4),
        );
  return Number.isInteger(year) && year >= 1870 && year <= 2200 ? year : null;
}

/** The item that asks for a title by name and year; the name is kept to what the server reads. */
export function titleItem(kind: TitleKind, title: string, year: number | null): string {
  const clean = title
    .replace(/\p{Cc}+/gu, " ")
    .trim()
    .slice(0, 200);
  return `${kind}:${year ?? ""}:${clean}`;
}

/**
 * One row per item and list: a title listed twice keeps its latest date, and a show's episodes from every row.
 * Order is the file's, by first appearance.
 */
export function uniqueRows(rows: readonly ImportRow[]): ImportRow[] {
  const byKey = new Map<string, ImportRow>();
  for (const row of rows) {
    const key = `${row.list}|${row.item}`;
    const seen = byKey.get(key);
    if (!seen) {
      byKey.set(key, row);
      continue;
    }
    const date = Math.max(seen.date ?? 0, row.date ?? 0) || null;
    const episodes =
      seen.episodes || row.episodes ? [...(seen.episodes ?? []), ...(row.episodes ?? [])] : undefined;
    byKey.set(key, { ...seen, date, ...(episodes ? { episodes } : {}) });
  }
  return [...byKey.values()];
}

export function checkRowCount(count: number): void {
  if (count > MAX_IMPORT_ROWS) throw new ImportFileError("too_many_rows");
}

/** The services' names, the same in every language. */
export const SOURCE_NAMES: Record<ImportFormat, string> = {
  imdb: "IMDb",
  letterboxd: "Letterboxd",
  "letterboxd-export": "Letterboxd",
  trakt: "Trakt",
};
