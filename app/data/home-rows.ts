import type { RowDefinition } from "./row-query";

// The home page rows, in the spec's order (§2). Recently Viewed comes first but lives in the visitor's
// browser, so it is not a catalogue row.
export const HOME_ROWS: readonly RowDefinition[] = [
  { id: "trending-movies", title: "Trending movies this week", query: { source: "trending", kind: "movie" } },
  {
    id: "trending-series",
    title: "Trending series this week",
    query: { source: "trending", kind: "series" },
  },
  { id: "popular-movies", title: "Popular movies", query: { source: "movies", category: "popular" } },
  { id: "popular-series", title: "Popular Series", query: { source: "series", category: "popular" } },
  { id: "top-rated-movies", title: "Top Rated Movies", query: { source: "movies", category: "top_rated" } },
  { id: "top-rated-series", title: "Top Rated Series", query: { source: "series", category: "top_rated" } },
  {
    id: "on-the-air-series",
    title: "On The Air Series",
    query: { source: "series", category: "on_the_air" },
  },
];
