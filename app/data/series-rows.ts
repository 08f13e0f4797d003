import type { RowDefinition } from "./row-query";

// The series page rows, in the spec's order (§2); genre ids as TMDB's (§3), Anime as in §7.
export const SERIES_ROWS: readonly RowDefinition[] = [
  {
    id: "trending-series",
    title: "Trending series this week",
    query: { source: "trending", kind: "series" },
  },
  { id: "popular-series", title: "Popular series", query: { source: "series", category: "popular" } },
  { id: "top-rated-series", title: "Top rated series", query: { source: "series", category: "top_rated" } },
  {
    id: "on-the-air-series",
    title: "On the air series",
    query: { source: "series", category: "on_the_air" },
  },
  { id: "comedy-series", title: "Comedy series", query: { source: "discover", kind: "series", genreId: 35 } },
  { id: "drama-series", title: "Drama series", query: { source: "discover", kind: "series", genreId: 18 } },
  {
    id: "animation-series",
    title: "Animation series",
    query: { source: "discover", kind: "series", genreId: 16 },
  },
  {
    id: "anime-series",
    title: "Anime series",
    query: { source: "discover", kind: "series", genreId: 16, originCountry: "JP" },
  },
];

/** The series categories the page links to, each opening the series explore page (spec §2). */
export const SERIES_CATEGORY_LINKS = [
  { label: "Popular", to: "/explore-series?p=1&g=popular" },
  { label: "Top Rated", to: "/explore-series?p=1&g=top_rated" },
  { label: "On The Air", to: "/explore-series?p=1&g=on_the_air" },
] as const;
