import type { MovieCategory, SeriesCategory, TitleKind } from "~/catalogue/types";
import { exploreHref } from "~/lib/explore-params";
import { EXPLORE_CATEGORIES } from "./categories";
import { findGenre } from "./genres";

/** What a collection row shows, as data: rows are listed in data files and loaded by one function. */
export type RowQuery =
  | { source: "trending"; kind: TitleKind }
  | { source: "movies"; category: MovieCategory }
  | { source: "series"; category: SeriesCategory }
  /** Without a genre: the kind's Discover, most popular first (a kids' row, filtered by the limit). */
  | { source: "discover"; kind: TitleKind; genreId?: number; originCountry?: string };

export interface RowDefinition {
  /** Stable id, used as the row's anchor and React key. */
  id: string;
  /** The message catalogues' key of the row's heading ("row.home.trending-movies"), shown in the page's language. */
  title: string;
  query: RowQuery;
}

/**
 * The explore page that lists a row's titles in full, or null where none does (trending, anime). Rows show only
 * their first cards, and home's lower rows none without scripts: this is their way on for every visitor and
 * crawler (docs/decisions/0018-works-without-javascript.md). Called by loaders only, so it stays on the server.
 */
export function rowMorePath(query: RowQuery): string | null {
  switch (query.source) {
    case "trending":
      return null;
    case "movies":
    case "series": {
      const kind = query.source === "movies" ? "movie" : "series";
      const listed = (EXPLORE_CATEGORIES[kind] as readonly string[]).includes(query.category);
      return listed ? exploreHref(kind, 1, query.category) : null;
    }
    case "discover":
      return query.originCountry || query.genreId === undefined || !findGenre(query.kind, query.genreId)
        ? null
        : exploreHref(query.kind, 1, String(query.genreId));
  }
}

/** The 'See all' path of the row with this id, among the given definitions. */
export function rowMorePathById(rows: readonly RowDefinition[], id: string): string | null {
  const row = rows.find((definition) => definition.id === id);
  return row ? rowMorePath(row.query) : null;
}
