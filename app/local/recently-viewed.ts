import { z } from "zod";
import type { TitleKind } from "~/catalogue/types";
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

const entrySchema = z
  .object({
    id: storedId,
    poster_path: storedPosterPath,
    title: storedTitle,
    media_type: z.enum(["tv", "movie"]).optional(),
    type: storedKind.optional(),
  })
  .transform((entry, context): ViewedEntry | typeof z.NEVER => {
    // Either field tells the kind; an entry with neither cannot be linked.
    const type = entry.type ?? (entry.media_type === "tv" ? "series" : entry.media_type);
    if (!type) {
      context.addIssue({ code: "custom", message: "no kind" });
      return z.NEVER;
    }
    return {
      id: entry.id,
      poster_path: entry.poster_path,
      title: entry.title,
      media_type: type === "series" ? "tv" : "movie",
      type,
    };
  });

const EMPTY: ViewedEntry[] = [];

export function parseViewed(raw: string | null): ViewedEntry[] {
  return newestUnique(parseList(raw, entrySchema));
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

export function useViewed(): ViewedEntry[] {
  return useStoredValue("local", VIEWED_KEY, parseViewed, EMPTY);
}
