import type { RowDefinition } from "./row-query";

// The home page rows, in the spec's order (§2). Recently Viewed comes first but lives in the visitor's
// browser, so it is not a catalogue row.
export const HOME_ROWS: readonly RowDefinition[] = [
  { id: "trending-movies", title: "row.home.trending-movies", query: { source: "trending", kind: "movie" } },
  {
    id: "trending-series",
    title: "row.home.trending-series",
    query: { source: "trending", kind: "series" },
  },
  {
    id: "popular-movies",
    title: "row.home.popular-movies",
    query: { source: "movies", category: "popular" },
  },
  {
    id: "popular-series",
    title: "row.home.popular-series",
    query: { source: "series", category: "popular" },
  },
  {
    id: "top-rated-movies",
    title: "row.home.top-rated-movies",
    query: { source: "movies", category: "top_rated" },
  },
  {
    id: "top-rated-series",
    title: "row.home.top-rated-series",
    query: { source: "series", category: "top_rated" },
  },
  {
    id: "on-the-air-series",
    title: "row.home.on-the-air-series",
    query: { source: "series", category: "on_the_air" },
  },
];
