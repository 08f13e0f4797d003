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
// Anything a visitor can type into the address bar ends up here, so nothing in this file throws. The page
// number's rules (p), which every paged list shares, Discover's included, are in page-number.ts.

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
