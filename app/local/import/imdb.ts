import type { TitleKind } from "~/catalogue/types";
import { type CsvTable, hasColumns } from "./csv";
import { type ImportRow, readDate, readYear } from "./import-rows";

// IMDb's CSV exports: the watchlist and any list (Position, Const, Created, Modified, Description, Title,
// Original Title, URL, Title Type, IMDb Rating, Runtime (mins), Year, Genres, Num Votes, Release Date, Directors,
// Your Rating, Date Rated) and the ratings (Const, Your Rating, Date Rated, Title, …, without Position). A list
// becomes My List, dated by Created; a rating means the visitor saw the film, so ratings become finished films,
// dated by Date Rated. Episodes, games and the like are not titles here and are reported as not found.

const SERIES_TYPES = new Set(["tvSeries", "tvMiniSeries", "TV Series", "TV Mini Series"]);
const IMDB_ID = /^tt\d{7,10}$/;

export function isImdbCsv(table: CsvTable): boolean {
  return (
    hasColumns(table, "Const", "Title") &&
    table.records.some((record) => IMDB_ID.test(record.Const?.trim() ?? ""))
  );
}

export function imdbRows(table: CsvTable): ImportRow[] {
  const isList = table.headers.includes("Position");
  return table.records.flatMap((record) => {
    const imdbId = record.Const?.trim() ?? "";
    if (!IMDB_ID.test(imdbId)) return [];
    const kind: TitleKind = SERIES_TYPES.has(record["Title Type"]?.trim() ?? "") ? "series" : "movie";
    const rated = !isList && (record["Your Rating"]?.trim() ?? "") !== "";
    return [
      {
        item: `imdb:${imdbId}`,
        kind,
        title: record.Title?.trim() || imdbId,
        year: readYear(record.Year),
        list: isList || !rated ? "watchlist" : "watched",
        date: readDate(isList ? record.Created : record["Date Rated"]),
      },
    ];
  });
}
