import type { TitleKind } from "~/catalogue/types";
import { MAX_EPISODE, MAX_SEASON } from "~/lib/episode-numbers";
import { isRecord } from "~/lib/plain-object";

// Field readers shared by the stored lists. Lenient where old or hand-edited data may differ harmlessly
// (an id stored as "123", a missing poster), strict where a wrong value would break a link. Each returns the
// value or undefined. Written by hand rather than with zod: zod is ~24 KB gzip in the browser (zod/mini ~7 KB),
// more than these few rules are worth on every page's first load (docs/decisions/0010-performance-budget.md).

/** The value as a number the way a form field would read it ("123" is 123), or NaN. */
function coerceNumber(value: unknown): number {
  if (typeof value === "number") return value;
  if (typeof value === "string" && value.trim() !== "") return Number(value);
  return Number.NaN;
}

/** An integer from min to max, also when stored as text; otherwise undefined. */
export function storedInteger(value: unknown, min: number, max: number): number | undefined {
  const number = coerceNumber(value);
  return Number.isInteger(number) && number >= min && number <= max ? number : undefined;
}

export function storedId(value: unknown): number | undefined {
  return storedInteger(value, 1, Number.MAX_SAFE_INTEGER);
}

/** A poster path, or null when there is none; undefined when the value is not a path at all. */
export function storedPosterPath(value: unknown): string | null | undefined {
  if (value === null || value === undefined) return null;
  return typeof value === "string" && value.length <= 2048 ? value : undefined;
}

/** A title is never a reason to drop an entry: an unusable one reads as "No title". */
export function storedTitle(value: unknown): string {
  const title = typeof value === "string" ? value.trim() : "";
  return title.length >= 1 && title.length <= 500 ? title : "No title";
}

/** The app's "movie" | "series"; "tv" (TMDB's word) is read as "series". */
export function storedKind(value: unknown): TitleKind | undefined {
  if (value === "tv" || value === "series") return "series";
  return value === "movie" ? "movie" : undefined;
}

/** A season number (0 holds the specials), also when stored as text; otherwise undefined. */
export function storedSeasonNumber(value: unknown): number | undefined {
  return storedInteger(value, 0, MAX_SEASON);
}

/** An episode number, also when stored as text; otherwise undefined. */
export function storedEpisodeNumber(value: unknown): number | undefined {
  return storedInteger(value, 1, MAX_EPISODE);
}

/** Where a visitor is in a series, { season, episode }; undefined unless both numbers are ones. */
export function storedSeasonEpisode(value: unknown): { season: number; episode: number } | undefined {
  if (!isRecord(value)) return undefined;
  const season = storedSeasonNumber(value.season);
  const episode = storedEpisodeNumber(value.episode);
  return season === undefined || episode === undefined ? undefined : { season, episode };
}
