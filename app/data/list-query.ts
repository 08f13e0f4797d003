import type { MovieCategory, SeriesCategory, TitleKind } from "~/catalogue/types";

/**
 * A list of titles the catalogue can page through, as data: what a collection row shows (its first page) and what
 * an explore category lists. app/catalogue/lists.server.ts turns it into the catalogue's call.
 */
export type ListQuery =
  | { source: "trending"; kind: TitleKind }
  | { source: "movies"; category: MovieCategory }
  | { source: "series"; category: SeriesCategory }
  /** The curated list of underrated movies (spec §3). */
  | { source: "underrated" }
  /** Without a genre: the kind's Discover, most popular first (a kids' row, filtered by the limit). */
  | { source: "discover"; kind: TitleKind; genreId?: number; originCountry?: string };
