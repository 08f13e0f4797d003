import type { SeriesExploreCategory } from "./categories";
import type { RowDefinition } from "./row-query";

// The series page rows, in the spec's order (§2); genre ids as TMDB's (§3), Anime as in §7.
export const SERIES_ROWS: readonly RowDefinition[] = [
  {
    id: "trending-series",
    title: "row.series.trending-series",
    query: { source: "trending", kind: "series" },
  },
  {
    id: "popular-series",
    title: "row.series.popular-series",
    query: { source: "series", category: "popular" },
  },
  {
    id: "top-rated-series",
    title: "row.series.top-rated-series",
    query: { source: "series", category: "top_rated" },
  },
  {
    id: "on-the-air-series",
    title: "row.series.on-the-air-series",
    query: { source: "series", category: "on_the_air" },
  },
  {
    id: "comedy-series",
    title: "row.series.comedy-series",
    query: { source: "discover", kind: "series", genreId: 35 },
  },
  {
    id: "drama-series",
    title: "row.series.drama-series",
    query: { source: "discover", kind: "series", genreId: 18 },
  },
  {
    id: "animation-series",
    title: "row.series.animation-series",
    query: { source: "discover", kind: "series", genreId: 16 },
  },
  {
    id: "anime-series",
    title: "row.series.anime-series",
    query: { source: "discover", kind: "series", genreId: 16, originCountry: "JP" },
  },
];

/**
 * The series categories the page links to, each opening the series explore page (spec §2), named by the
 * category's name in the page's language (categoryName: Popular, Top Rated, On The Air).
 */
export const SERIES_CATEGORY_LINKS = [
  { category: "popular", to: "/explore-series?p=1&g=popular" },
  { category: "top_rated", to: "/explore-series?p=1&g=top_rated" },
  { category: "on_the_air", to: "/explore-series?p=1&g=on_the_air" },
] as const satisfies ReadonlyArray<{ category: SeriesExploreCategory; to: string }>;
