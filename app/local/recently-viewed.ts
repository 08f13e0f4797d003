import type { TitleKind } from "~/catalogue/types";
import { isRecord } from "~/lib/plain-object";
import { parseList, readRaw, useStoredValue, writeRaw } from "./browser-storage";
import { storedId, storedKind, storedPosterPath, storedTitle } from "./entry-fields";

// Recently viewed titles, under the original site's key and shape (spec §3):
// { id, poster_path, title, media_type ("tv" | "movie"), type }, newest first, unique by id and type, at most 15.

export const VIEWED_KEY = "viewed";
export const VIEWED_CAP = 15;

export interface ViewedEntry {
  id: number;
  poster_path: string | null;
  title: string;
  media_type: "tv" | "movie";
  type: TitleKind;
}

export function readViewedEntry(value: unknown): ViewedEntry | undefined {
  if (!isRecord(value)) return undefined;
  const id = storedId(value.id);
  const posterPath = storedPosterPath(value.poster_path);
  if (id === undefined || posterPath === undefined) return undefined;
  const mediaType = value.media_type;
  if (mediaType !== undefined && mediaType !== "tv" && mediaType !== "movie") return undefined;
  const storedType = value.type === undefined ? undefined : storedKind(value.type);
  if (value.type !== undefined && storedType === undefined) return undefined;
  // Either field tells the kind; an entry with neither cannot be linked.
  const type = storedType ?? (mediaType === "tv" ? "series" : mediaType);
  if (!type) return undefined;
  return {
    id,
    poster_path: posterPath,
    title: storedTitle(value.title),
    media_type: type === "series" ? "tv" : "movie",
    type,
  };
}

const EMPTY: ViewedEntry[] = [];

export function parseViewed(raw: string | null): ViewedEntry[] {
  return newestUnique(parseList(raw, readViewedEntry));
}

function newestUnique(entries: readonly ViewedEntry[]): ViewedEntry[] {
  const seen = new Set<string>();
  return entries
    .filter((entry) => {
      const key = `${entry.type}:${entry.id}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, VIEWED_CAP);
}

export function readViewed(): ViewedEntry[] {
  return parseViewed(readRaw("local", VIEWED_KEY));
}

/** Puts the title first, removing an older visit of it, and keeps the newest 15. */
export function recordView(entry: Omit<ViewedEntry, "media_type">): void {
  const viewed: ViewedEntry = { ...entry, media_type: entry.type === "series" ? "tv" : "movie" };
  writeRaw("local", VIEWED_KEY, JSON.stringify(newestUnique([viewed, ...readViewed()])));
}

/** Adds titles after those already there (an import, newest first), keeping the newest 15. */
export function addViewed(entries: readonly Omit<ViewedEntry, "media_type">[]): void {
  const added = entries.map(
    (entry): ViewedEntry => ({ ...entry, media_type: entry.type === "series" ? "tv" : "movie" }),
  );
  writeRaw("local", VIEWED_KEY, JSON.stringify(newestUnique([...readViewed(), ...added])));
}

export function useViewed(): ViewedEntry[] {
  return useStoredValue("local", VIEWED_KEY, parseViewed, EMPTY);
}
