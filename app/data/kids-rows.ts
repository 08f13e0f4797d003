import type { TitleKind } from "~/catalogue/types";
import type { ListQuery } from "./list-query";
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

/** A row of one kind's Discover titles: of one genre, or of all of them without one. */
function discoverRow(id: string, title: string, kind: TitleKind, genreId?: number): RowDefinition {
  const query: ListQuery =
    genreId === undefined ? { source: "discover", kind } : { source: "discover", kind, genreId };
  return { id, title, query };
}

export const KIDS_HOME_ROWS: readonly RowDefinition[] = [
  discoverRow("kids-popular-movies", "row.home.popular-movies", "movie"),
  discoverRow("kids-animation-movies", "genre.movie.16", "movie", ANIMATION),
  discoverRow("kids-family-movies", "genre.movie.10751", "movie", FAMILY),
  discoverRow("kids-series", "genre.series.10762", "series", KIDS),
  discoverRow("kids-animation-series", "row.series.animation-series", "series", ANIMATION),
];

export const KIDS_SERIES_ROWS: readonly RowDefinition[] = KIDS_HOME_ROWS.filter(
  (row) => row.query.source === "discover" && row.query.kind === "series",
);
