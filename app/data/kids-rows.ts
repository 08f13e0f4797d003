import type { RowDefinition } from "./row-query";

// The rows of a kids' URL's home and series pages: rows made for children (animation, family, TMDB's Kids
// genre for series) instead of the trending and top-rated lists, whose titles are mostly for grown-ups, headed
// by the genres' own names (no new words for every page's catalogue to carry). Every
// row is a Discover query: for movies TMDB filters it by the limit in the same call (one call a row), for series
// each title's content rating is asked once and cached a day (app/catalogue/kids-catalogue.server.ts,
// docs/decisions/0044-kids-limit-on-the-server.md). The first row's first title is the hero.

const ANIMATION = 16;
const FAMILY = 10751;
/** TMDB's "Kids" genre, series only. */
const KIDS = 10762;

export const KIDS_HOME_ROWS: readonly RowDefinition[] = [
  {
    id: "kids-popular-movies",
    title: "row.home.popular-movies",
    query: { source: "discover", kind: "movie" },
  },
  {
    id: "kids-animation-movies",
    title: "genre.movie.16",
    query: { source: "discover", kind: "movie", genreId: ANIMATION },
  },
  {
    id: "kids-family-movies",
    title: "genre.movie.10751",
    query: { source: "discover", kind: "movie", genreId: FAMILY },
  },
  {
    id: "kids-series",
    title: "genre.series.10762",
    query: { source: "discover", kind: "series", genreId: KIDS },
  },
  {
    id: "kids-animation-series",
    title: "row.series.animation-series",
    query: { source: "discover", kind: "series", genreId: ANIMATION },
  },
];

export const KIDS_SERIES_ROWS: readonly RowDefinition[] = KIDS_HOME_ROWS.filter(
  (row) => row.query.source === "discover" && row.query.kind === "series",
);
