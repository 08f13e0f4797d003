import type { TitleKind } from "~/catalogue/types";
import { isRecord } from "~/lib/plain-object";
import { parseJson, readRaw, useStoredValue, writeRaw } from "./browser-storage";
import { storedInteger, storedTitle } from "./entry-fields";
import { NOT_INTERESTED_KEY } from "./not-interested-key";
import { capped, parseTitleKey, type TitleRecord, titleKey } from "./playback";
import { mergeEntries } from "./playback-merge";

// Titles the visitor said "Not interested" to in Discover, in this browser (localStorage
// 'not_interested'). Kept as the playback document is (docs/decisions/0016-playback-store.md): one versioned
// document, one entry per title with its update time, so two copies (another device's through sync, an imported
// file) merge entry by entry, the newer winning. Undo is an entry too (hidden: false), never a missing key, so a
// merge cannot bring back what the visitor took back. Read entry by entry: a bad entry is dropped alone.

export { NOT_INTERESTED_KEY };
export const NOT_INTERESTED_VERSION = 1;
/** The newest entries kept; older ones go first. */
export const NOT_INTERESTED_CAP = 2000;

/**
 * A title's entry, as the playback document's titles keep theirs: its name when marked (for a list of them to show
 * one day and for the export file's reader), hidden true when not interested and false when taken back (Undo).
 */
export type NotInterestedRecord = Pick<TitleRecord, "title" | "hidden" | "updatedAt">;

/** Keyed "movie:550", "series:1399", as the playback document's titles. */
export type NotInterested = Record<string, NotInterestedRecord>;

export const EMPTY_NOT_INTERESTED: NotInterested = Object.freeze({});

function readRecord(value: unknown): NotInterestedRecord | undefined {
  if (!isRecord(value) || typeof value.hidden !== "boolean") return undefined;
  const updatedAt = storedInteger(value.updatedAt, 1, Number.MAX_SAFE_INTEGER);
  if (updatedAt === undefined) return undefined;
  return { title: storedTitle(value.title), hidden: value.hidden, updatedAt };
}

/** The titles map of a stored document, an export file's or another device's; anything unreadable left out. */
export function readNotInterested(value: unknown): NotInterested {
  const titles = isRecord(value) ? value.titles : undefined;
  if (!isRecord(titles)) return EMPTY_NOT_INTERESTED;
  const entries: [string, NotInterestedRecord][] = [];
  for (const [key, raw] of Object.entries(titles)) {
    const record = parseTitleKey(key) ? readRecord(raw) : undefined;
    if (record) entries.push([key, record]);
  }
  return capped(entries, NOT_INTERESTED_CAP);
}

export function parseNotInterested(raw: string | null): NotInterested {
  return readNotInterested(parseJson(raw));
}

/** The document as stored and as it travels in the export file and sync. */
export function notInterestedDocument(titles: NotInterested): { version: number; titles: NotInterested } {
  return { version: NOT_INTERESTED_VERSION, titles };
}

export function mergeNotInterested(a: NotInterested, b: NotInterested): NotInterested {
  return mergeEntries(a, b, NOT_INTERESTED_CAP);
}

export function isNotInterested(titles: NotInterested, kind: TitleKind, id: number): boolean {
  return titles[titleKey(kind, id)]?.hidden === true;
}

/** Says (or, with hidden false, takes back) "Not interested"; pure, stamped `now`. */
export function setNotInterested(
  titles: NotInterested,
  title: { kind: TitleKind; id: number; title: string },
  hidden: boolean,
  now: number,
): NotInterested {
  const key = titleKey(title.kind, title.id);
  const { [key]: _previous, ...rest } = titles;
  return capped(
    [...Object.entries(rest), [key, { title: title.title, hidden, updatedAt: now }]],
    NOT_INTERESTED_CAP,
  );
}

// ---- the browser's copy ----

export function loadNotInterested(): NotInterested {
  return parseNotInterested(readRaw("local", NOT_INTERESTED_KEY));
}

export function notInterestedText(titles: NotInterested): string {
  return JSON.stringify(notInterestedDocument(titles));
}

export function saveNotInterested(titles: NotInterested): boolean {
  return writeRaw("local", NOT_INTERESTED_KEY, notInterestedText(titles));
}

export function markNotInterested(
  title: { kind: TitleKind; id: number; title: string },
  hidden: boolean,
): void {
  saveNotInterested(setNotInterested(loadNotInterested(), title, hidden, Date.now()));
}

export function useNotInterested(): NotInterested {
  return useStoredValue("local", NOT_INTERESTED_KEY, parseNotInterested, EMPTY_NOT_INTERESTED);
}
