import { parseJson } from "./browser-storage";
import { parseWatchlist, type WatchlistEntry } from "./watchlist";

// The watchlist lives in one browser only, so the list page can save it to a file and read one back.
// The file is the stored list itself: a JSON array of { id, poster_path, title, type }, the original shape.

export const EXPORT_FILE_NAME = "marquee-watchlist.json";
/** Far above any real list (about 200 bytes an entry); anything larger is not one of our exports. */
export const MAX_IMPORT_BYTES = 1_000_000;

export function watchlistFileText(entries: readonly WatchlistEntry[]): string {
  return `${JSON.stringify(entries, null, 2)}\n`;
}

export type WatchlistFile =
  | { ok: true; entries: WatchlistEntry[] }
  | { ok: false; reason: "not_an_export" | "empty" | "too_large" };

/** Reads a chosen file's text. Entries that fail validation are dropped, as in stored data. */
export function readWatchlistFile(text: string, byteSize: number = text.length): WatchlistFile {
  if (byteSize > MAX_IMPORT_BYTES) return { ok: false, reason: "too_large" };
  const json = parseJson(text);
  if (!Array.isArray(json)) return { ok: false, reason: "not_an_export" };
  if (json.length === 0) return { ok: false, reason: "empty" };
  const entries = parseWatchlist(text);
  return entries.length > 0 ? { ok: true, entries } : { ok: false, reason: "not_an_export" };
}

function titles(count: number): string {
  return count === 1 ? "1 title" : `${count} titles`;
}

/** What the page tells the visitor after an import: how many were added, or why nothing was. */
export function importMessage(file: WatchlistFile, added: number): string {
  if (!file.ok) {
    if (file.reason === "too_large") return "That file is too large to be a watchlist export.";
    if (file.reason === "empty") return "That watchlist export is empty: there was nothing to add.";
    return "That file is not a watchlist export.";
  }
  const already = file.entries.length - added;
  if (added === 0)
    return `Added 0 titles: ${already === 1 ? "it was" : "they were all"} on your list already.`;
  return already > 0
    ? `Added ${titles(added)} (${already} already on your list).`
    : `Added ${titles(added)}.`;
}
