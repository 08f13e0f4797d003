import { rowsOf } from "./row-lists";

// The series page rows, in the spec's order (§2).
export const SERIES_ROWS = rowsOf("row.series", [
  "trending-series",
  "popular-series",
  "top-rated-series",
  "on-the-air-series",
  "comedy-series",
  "drama-series",
  "animation-series",
  "anime-series",
]);
