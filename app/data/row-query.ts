import { exploreHref, exploreListOf, parseSelection } from "~/lib/explore-params";
import { EXPLORE_CATEGORIES } from "./categories";
import type { ListQuery } from "./list-query";

export interface RowDefinition {
  /** Stable id, used as the row's anchor and React key. */
  id: string;
  /** The message catalogues' key of the row's heading ("row.home.trending-movies"), shown in the page's language. */
  title: string;
  /** What the row lists (its first page); also what decides its "See all" (rowMorePath). */
  query: ListQuery;
}

/** The same list: the same source and the same filters. */
function sameList(a: ListQuery, b: ListQuery): boolean {
  const fields = (query: ListQuery) => query as Readonly<Record<string, unknown>>;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => fields(a)[key] === fields(b)[key]);
}

/**
 * The explore page that lists a row's titles in full, or null where none does (trending, anime): the page of a
 * category whose table entry (app/data/explore-categories.ts) lists the very same list, or the page of the row's
 * genre. Rows show only their first cards, and home's lower rows none without scripts: this is their way on for
 * every visitor and crawler (docs/decisions/0018-works-without-javascript.md). Called by loaders only, so it stays
 * on the server.
 */
export function rowMorePath(query: ListQuery): string | null {
  for (const kind of ["movie", "series"] as const) {
    const candidates = query.source === "discover" ? [String(query.genreId)] : EXPLORE_CATEGORIES[kind];
    const g = candidates.find((value) => sameList(exploreListOf(kind, parseSelection(kind, value)), query));
    if (g !== undefined) return exploreHref(kind, 1, g);
  }
  return null;
}

/** The 'See all' path of the row with this id, among the given definitions. */
export function rowMorePathById(rows: readonly RowDefinition[], id: string): string | null {
  const row = rows.find((definition) => definition.id === id);
  return row ? rowMorePath(row.query) : null;
}
