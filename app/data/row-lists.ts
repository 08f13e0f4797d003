import type { ListQuery } from "./list-query";
import type { RowDefinition } from "./row-query";

// Every list the home and series pages show as a row, once, by the row's id (its anchor and React key): a page
// lists the ids of its rows (home-rows.ts, series-rows.ts). A row's "See all" follows from its list
// (rowMorePath: the explore page that lists the same), its heading from the page and id ("row.home.<id>").
// Genre ids as TMDB's (spec §3), Anime as in §7.

const ROW_LISTS = {
  "trending-movies": { source: "trending", kind: "movie" },
  "trending-series": { source: "trending", kind: "series" },
  "popular-movies": { source: "movies", category: "popular" },
  "popular-series": { source: "series", category: "popular" },
  "top-rated-movies": { source: "movies", category: "top_rated" },
  "top-rated-series": { source: "series", category: "top_rated" },
  "on-the-air-series": { source: "series", category: "on_the_air" },
  "comedy-series": { source: "discover", kind: "series", genreId: 35 },
  "drama-series": { source: "discover", kind: "series", genreId: 18 },
  "animation-series": { source: "discover", kind: "series", genreId: 16 },
  "anime-series": { source: "discover", kind: "series", genreId: 16, originCountry: "JP" },
} as const satisfies Record<string, ListQuery>;

export type RowId = keyof typeof ROW_LISTS;

/** A page's rows in its order, each headed by the page's message for it: "<page>.<id>". */
export function rowsOf(page: "row.home" | "row.series", ids: readonly RowId[]): readonly RowDefinition[] {
  return ids.map((id) => ({ id, title: `${page}.${id}`, query: ROW_LISTS[id] }));
}
