// Per-field fallback to English, the one mapper step every translated catalogue answer goes through
// (tmdb-client.server.ts): TMDB answers "" where a language has no translation of a field (an overview, a
// tagline, at times a title or an episode's name), and the visitor should then read the English text of that
// field, not an empty card and not the whole title in English. It works on mapped domain values, so that the
// English answer it needs is the very cache entry English pages use; the mappers' stand-ins for missing text
// ("No title", "Season 2", "Episode 3") therefore count as empty. docs/decisions/0024-catalogue-languages.md.

import { isRecord } from "~/lib/plain-object";
import { episodeStandIn, NO_TITLE, seasonStandIn } from "./tmdb-mappers.server";

/** The text fields TMDB translates; only these are ever filled in. */
const TEXT_FIELDS = ["title", "name", "overview", "tagline", "biography"] as const;

type Record_ = Record<string, unknown>;

/**
 * What pairs an item of a translated list with the same item of the English one: a title or person by id
 * (and kind, since a movie and a series may share an id), an episode by its number, a season by its number.
 * Items with none of these (videos) are left as they are.
 */
function identity(item: unknown): string | undefined {
  if (!isRecord(item)) return undefined;
  if (typeof item.id === "number") return `${String(item.kind ?? "")}:${item.id}`;
  if (typeof item.episodeNumber === "number")
    return `e${String(item.seasonNumber ?? "")}:${item.episodeNumber}`;
  if (typeof item.seasonNumber === "number") return `s${item.seasonNumber}`;
  return undefined;
}

/** Whether a text field holds no text from TMDB: "" or the mapper's stand-in for it. */
function isMissing(item: Record_, field: (typeof TEXT_FIELDS)[number]): boolean {
  const value = item[field];
  if (value === "") return true;
  if (field === "title") return value === NO_TITLE;
  if (field !== "name") return false;
  if (typeof item.episodeNumber === "number") return value === episodeStandIn(item.episodeNumber);
  if (typeof item.seasonNumber === "number") return value === seasonStandIn(item.seasonNumber);
  return false;
}

/** Whether any translated text field in the answer is missing, so that the English answer is worth fetching. */
export function hasEmptyText(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasEmptyText);
  if (!isRecord(value)) return false;
  for (const field of TEXT_FIELDS) if (isMissing(value, field)) return true;
  return Object.values(value).some(
    (child) => child !== null && typeof child === "object" && hasEmptyText(child),
  );
}

/**
 * The translated answer with each empty text field taken from the English answer of the same resource, field
 * by field (a title whose overview is untranslated keeps its translated name). Lists are paired item by item
 * through identity(); anything English lacks stays as translated. Returns a new value; neither input changes.
 */
export function fillFromEnglish<T>(translated: T, english: unknown): T {
  if (Array.isArray(translated)) {
    if (!Array.isArray(english)) return translated;
    const byIdentity = new Map<string, unknown>();
    for (const item of english) {
      const key = identity(item);
      if (key !== undefined) byIdentity.set(key, item);
    }
    return translated.map((item) => {
      const key = identity(item);
      return key === undefined ? item : fillFromEnglish(item, byIdentity.get(key));
    }) as T;
  }
  if (!isRecord(translated) || !isRecord(english)) return translated;
  const filled: Record_ = { ...translated };
  for (const field of TEXT_FIELDS) {
    const fallback = english[field];
    if (isMissing(filled, field) && typeof fallback === "string" && fallback !== "") filled[field] = fallback;
  }
  for (const [key, value] of Object.entries(filled)) {
    if (value !== null && typeof value === "object") filled[key] = fillFromEnglish(value, english[key]);
  }
  return filled as T;
}
