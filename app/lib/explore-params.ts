import type { TitleKind } from "~/catalogue/types";
import {
  CATEGORY_NAMES,
  DEFAULT_CATEGORY,
  type ExploreCategory,
  exploreCategoryOf,
  FALLBACK_CATEGORY,
} from "~/data/categories";
import { findGenre } from "~/data/genres";
import type { ListQuery } from "~/data/list-query";

// The rules of the explore pages' query string (spec §2, §4, §5), as pure functions shared by loaders and UI.
// Anything a visitor can type into the address bar ends up here, so nothing in this file throws.

/** TMDB serves list pages 1 to 500 and answers an error beyond that. */
export const MAX_PAGE = 500;

/** A page from `p`: missing, invalid, non-integer or below 1 becomes 1; above 500 becomes 500. */
export function parsePage(raw: string | null | undefined): number {
  const text = raw?.trim() ?? "";
  if (!/^[+-]?\d+$/.test(text)) return 1;
  if (text.startsWith("-")) return 1;
  // Digits only: a 10 KB number is simply "above 500", without trusting Number() with it.
  const digits = text.replace(/^\+?0*/, "");
  if (digits.length > String(MAX_PAGE).length) return MAX_PAGE;
  const page = Number(digits || "0");
  return Math.min(Math.max(page, 1), MAX_PAGE);
}

export type ExploreSelection =
  | { type: "genre"; g: string; genreId: number; name: string }
  | { type: "category"; g: ExploreCategory; category: ExploreCategory; name: string };

/**
 * What `g` asks for. A value in the kind's genre id list is a genre (discover); any other value is a text
 * category of the kind's page (app/data/explore-categories.ts), and one the page does not show falls back to
 * Popular (spec §5, §7). `g` is always the normalised value, safe to put back into links.
 */
export function parseSelection(kind: TitleKind, raw: string | null | undefined): ExploreSelection {
  const value = raw?.trim() ?? "";
  if (/^\d{1,6}$/.test(value)) {
    const genre = findGenre(kind, Number(value));
    if (genre) return { type: "genre", g: String(genre.id), genreId: genre.id, name: genre.name };
  }
  const category = exploreCategoryOf(kind, value || DEFAULT_CATEGORY)?.category ?? FALLBACK_CATEGORY;
  return { type: "category", g: category, category, name: CATEGORY_NAMES[category] };
}

/**
 * What the catalogue is asked for on a kind's page: a genre's Discover, or the list the category's table entry
 * names. A category that page does not show has no list to fall back on: it throws rather than show another's.
 */
export function exploreListOf(kind: TitleKind, selection: ExploreSelection): ListQuery {
  if (selection.type === "genre") return { source: "discover", kind, genreId: selection.genreId };
  const entry = exploreCategoryOf(kind, selection.category);
  if (!entry) throw new RangeError(`The ${kind} explore page shows no category "${selection.category}"`);
  return entry.list;
}

export function explorePath(kind: TitleKind): string {
  return kind === "movie" ? "/explore-movies" : "/explore-series";
}

/** Links always carry both p and g, as the side menu's `?p=1&g=...` does. */
export function exploreHref(kind: TitleKind, page: number, g: string): string {
  return `${explorePath(kind)}?p=${page}&g=${encodeURIComponent(g)}`;
}

/** The last page a visitor can reach: TMDB may report more pages than it serves. */
export function lastReachablePage(totalPages: number): number {
  return Math.min(Math.max(totalPages, 0), MAX_PAGE);
}

export interface PagingTargets {
  /** null: PREV stays where it is (page 1). */
  previous: number | null;
  /** null: NEXT stays where it is (last page, or no pages at all). */
  next: number | null;
}

/** Spec §4: next stays on the last page or when total_pages is 0; previous stays on page 1. */
export function pagingTargets(page: number, totalPages: number): PagingTargets {
  const last = lastReachablePage(totalPages);
  return {
    previous: page > 1 ? page - 1 : null,
    next: last === 0 || page >= last ? null : page + 1,
  };
}

/** The highest page the jump input accepts: total_pages, or 1 when unknown (spec §5). */
export function jumpMaximum(totalPages: number): number {
  return lastReachablePage(totalPages) || 1;
}

/** Spec §5: the jump input accepts empty, or an integer from 1 to total_pages; anything else is ignored. */
export function acceptsJumpValue(value: string, totalPages: number): boolean {
  if (value === "") return true;
  if (!/^\d{1,3}$/.test(value)) return false;
  const page = Number(value);
  return page >= 1 && page <= jumpMaximum(totalPages);
}

/** The page a jump goes to, or null for "do nothing" (empty or not acceptable). */
export function jumpTarget(value: string, totalPages: number): number | null {
  if (value === "" || !acceptsJumpValue(value, totalPages)) return null;
  return Number(value);
}
