import type { I18n } from "~/i18n/runtime";
import { isRecord } from "~/lib/plain-object";
import { parseJson } from "./browser-storage";
import {
  EMPTY_NOT_INTERESTED,
  type NotInterested,
  notInterestedDocument,
  readNotInterested,
} from "./not-interested";
import { PLAYBACK_VERSION, type Playback, readPlayback } from "./playback";
import { parseWatchlist, type WatchlistEntry } from "./watchlist";

// The visitor's lists live in one browser only, so the list page can save them to a file and read one back.
// Version 2 (now): { format: "marquee-list", version: 2, exportedAt, watchlist: [...], playback: {...} }, the
// watchlist in its stored shape and the playback document (progress and watched marks, playback.ts).
// Version 1 (before playback was kept): the stored watchlist itself, a JSON array of { id, poster_path, title,
// type }; such files still import. Since Discover's "Not interested" list, a version 2 file may also carry
// `notInterested` (not-interested.ts's document); files without it still import.

export const EXPORT_FILE_NAME = "marquee-watchlist.json";
export const LIST_FILE_FORMAT = "marquee-list";
export const LIST_FILE_VERSION = 2;
/** Far above any real export (a full playback document is ~150 kB); anything larger is not one of ours. */
export const MAX_IMPORT_BYTES = 2_000_000;

export function listFileText(
  entries: readonly WatchlistEntry[],
  playback: Playback,
  now = new Date(),
  notInterested: NotInterested = EMPTY_NOT_INTERESTED,
): string {
  const file = {
    format: LIST_FILE_FORMAT,
    version: LIST_FILE_VERSION,
    exportedAt: now.toISOString(),
    watchlist: entries,
    playback: { version: PLAYBACK_VERSION, ...playback },
    notInterested: notInterestedDocument(notInterested),
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

export type ListFile =
  | { ok: true; entries: WatchlistEntry[]; playback: Playback | null; notInterested?: NotInterested }
  | { ok: false; reason: "not_an_export" | "empty" | "too_large" };

function hasPlayback(playback: Playback): boolean {
  return [playback.progress, playback.marks, playback.titles].some((map) => Object.keys(map).length > 0);
}

/** Reads a chosen file's text. Entries that fail validation are dropped, as in stored data. */
export function readListFile(text: string, byteSize: number = text.length): ListFile {
  if (byteSize > MAX_IMPORT_BYTES) return { ok: false, reason: "too_large" };
  const json = parseJson(text);
  // Version 1: the watchlist array alone.
  if (Array.isArray(json)) {
    if (json.length === 0) return { ok: false, reason: "empty" };
    const entries = parseWatchlist(text);
    return entries.length > 0
      ? { ok: true, entries, playback: null }
      : { ok: false, reason: "not_an_export" };
  }
  if (!isRecord(json) || json.format !== LIST_FILE_FORMAT || !Array.isArray(json.watchlist)) {
    return { ok: false, reason: "not_an_export" };
  }
  const entries = parseWatchlist(JSON.stringify(json.watchlist));
  const playback = readPlayback(json.playback);
  const notInterested = readNotInterested(json.notInterested);
  const hasNotInterested = Object.keys(notInterested).length > 0;
  if (entries.length === 0 && !hasPlayback(playback) && !hasNotInterested)
    return { ok: false, reason: "empty" };
  return {
    ok: true,
    entries,
    playback: hasPlayback(playback) ? playback : null,
    ...(hasNotInterested ? { notInterested } : null),
  };
}

/**
 * What the page tells the visitor after an import, in the page's language: how many were added, or why nothing
 * was.
 */
export function importMessage(file: ListFile, added: number, i18n: I18n): string {
  if (!file.ok) {
    if (file.reason === "too_large") return i18n._("list.transfer.tooLarge");
    if (file.reason === "empty") return i18n._("list.transfer.empty");
    return i18n._("list.transfer.notAnExport");
  }
  const merged = file.playback ? i18n._("list.transfer.merged") : null;
  const already = file.entries.length - added;
  if (file.entries.length === 0) return merged ?? "";
  const result =
    added === 0
      ? i18n._("list.transfer.addedNone", { already })
      : already > 0
        ? i18n._("list.transfer.addedSome", { added, already })
        : i18n._("list.transfer.added", { added });
  return merged ? i18n._("list.transfer.andMerged", { result, merged }) : result;
}
