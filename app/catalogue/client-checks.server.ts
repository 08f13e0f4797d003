import { CatalogueError } from "./catalogue-error";
import { type CatalogueLanguage, type CatalogueLocale, isCatalogueLanguage } from "./locale";
import type { TitleKind } from "./types";

// Checks of the catalogue client's parameters, shared by its methods (tmdb-client.server.ts) and the query
// builders beside it. A bad parameter names nothing TMDB could have: it throws the client's "invalid" error,
// a not_found CatalogueError, so a page answers it like an unknown id and nothing reaches TMDB.

export const MAX_PAGE = 500;
export const MAX_QUERY_LENGTH = 200;

export function invalid(message: string): CatalogueError {
  return new CatalogueError("not_found", message);
}

export function checkId(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value <= 0) throw invalid(`Invalid ${what}`);
  return value;
}

export function checkPage(value: number | undefined): number {
  const page = value ?? 1;
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) throw invalid("Invalid page");
  return page;
}

/** An ISO 3166-1 alpha-2 code in any case, as TMDB spells it ("US"). */
export function checkRegion(value: string | undefined, what: string): string | undefined {
  if (value === undefined) return undefined;
  const code = String(value).trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) throw invalid(`Invalid ${what}`);
  return code;
}

/**
 * The language a call is made in: undefined for en-US, which keeps each request exactly as it was before
 * languages (some send language=en-US, some send no language), so English answers share their cache entries.
 */
export function checkLocale(
  locale: CatalogueLocale | undefined,
): Exclude<CatalogueLanguage, "en-US"> | undefined {
  if (locale === undefined) return undefined;
  if (!isCatalogueLanguage(locale.language)) throw invalid("Invalid language");
  return locale.language === "en-US" ? undefined : locale.language;
}

/** TMDB's path segment for a kind. */
export function tmdbKind(kind: TitleKind): "movie" | "tv" {
  if (kind === "movie") return "movie";
  if (kind === "series") return "tv";
  throw invalid("Invalid kind");
}

export function normaliseQuery(query: string): string {
  return query.trim().slice(0, MAX_QUERY_LENGTH).trim();
}
