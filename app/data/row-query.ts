import type { MovieCategory, SeriesCategory, TitleKind } from "~/catalogue/types";

/** What a collection row shows, as data: rows are listed in data files and loaded by one function. */
export type RowQuery =
  | { source: "trending"; kind: TitleKind }
  | { source: "movies"; category: MovieCategory }
  | { source: "series"; category: SeriesCategory }
  | { source: "discover"; kind: TitleKind; genreId: number; originCountry?: string };

export interface RowDefinition {
  /** Stable id, used as the row's anchor and React key. */
  id: string;
  title: string;
  query: RowQuery;
}
