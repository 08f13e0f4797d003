import { rowsOf } from "./row-lists";

// The home page rows, in the spec's order (§2). Recently Viewed comes first but lives in the visitor's
// browser, so it is not a catalogue row.
export const HOME_ROWS = rowsOf("row.home", [
  "trending-movies",
  "trending-series",
  "popular-movies",
  "popular-series",
  "top-rated-movies",
  "top-rated-series",
  "on-the-air-series",
]);
