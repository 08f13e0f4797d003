import type { TitleKind } from "~/catalogue/types";
import { isRecord } from "~/lib/plain-object";
import { parseList, readRaw, useStoredValue, writeRaw } from "./browser-storage";
import { storedId, storedKind, storedPosterPath, storedTitle } from "./entry-fields";

// The watchlist, under the original site's key and entry shape (spec §3): a list of
// { id, poster_path, title, type }, unique by id and type, in the order added.

export const WATCHLIST_KEY = "wishlist";

export interface WatchlistEntry {
  id: number;
  poster_path: string | null;
  title: string;
  type: TitleKind;
}

export function readWatchlistEntry(value: unknown): WatchlistEntry | undefined {
  if (!isRecord(value)) return undefined;
  const id = storedId(value.id);
  const posterPath = storedPosterPath(value.poster_path);
  const type = storedKind(value.type);
  if (id === undefined || posterPath === undefined || type === undefined) return undefined;
  return { id, poster_path: posterPath, title: storedTitle(value.title), type };
}

const EMPTY: WatchlistEntry[] = [];

/** Parses stored text into valid, unique entries; anything else is dropped. */
export function parseWatchlist(raw: string | null): WatchlistEntry[] {
  return uniqueEntries(parseList(raw, readWatchlistEntry));
}

export function uniqueEntries(entries: readonly WatchlistEntry[]): WatchlistEntry[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const key = `${entry.type}:${entry.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function isListed(list: readonly WatchlistEntry[], id: number, type: TitleKind): boolean {
  return list.some((entry) => entry.id === id && entry.type === type);
}

export function readWatchlist(): WatchlistEntry[] {
  return parseWatchlist(readRaw("local", WATCHLIST_KEY));
}

function save(list: readonly WatchlistEntry[]): void {
  writeRaw("local", WATCHLIST_KEY, JSON.stringify(list));
}

export function addToWatchlist(entry: WatchlistEntry): void {
  const list = readWatchlist();
  if (!isListed(list, entry.id, entry.type)) save([...list, entry]);
}

export function removeFromWatchlist(id: number, type: TitleKind): void {
  save(readWatchlist().filter((entry) => !(entry.id === id && entry.type === type)));
}

/** Adds entries not yet listed (an import), keeping the current order first. Returns how many were added. */
export function mergeIntoWatchlist(entries: readonly unknown[]): number {
  const current = readWatchlist();
  const incoming = entries.flatMap((entry) => readWatchlistEntry(entry) ?? []);
  const merged = uniqueEntries([...current, ...incoming]);
  save(merged);
  return merged.length - current.length;
}

export function useWatchlist(): WatchlistEntry[] {
  return useStoredValue("local", WATCHLIST_KEY, parseWatchlist, EMPTY);
}
