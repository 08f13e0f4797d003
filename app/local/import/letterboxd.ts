import { type CsvTable, hasColumns } from "./csv";
import { type ImportList, type ImportRow, readDate, readYear, titleItem } from "./import-rows";

// Letterboxd's export: a .zip of CSV files, or any one of them. watchlist.csv, watched.csv and ratings.csv have
// Date, Name, Year, Letterboxd URI (ratings add Rating); diary.csv adds Rating, Rewatch, Tags and Watched Date.
// Letterboxd gives neither TMDB nor IMDb ids, so rows are matched by title and year. The watchlist becomes My
// List; everything else is films watched, dated by the diary's Watched Date where there is one.
// Also read: the CSV Letterboxd's own importer takes (tmdbID, Title, Year, WatchedDate), which "Export for
// Letterboxd" writes; its rows carry TMDB ids, and a row with a WatchedDate is a film watched.

export const LETTERBOXD_FILES: Record<string, ImportList> = {
  "watchlist.csv": "watchlist",
  "watched.csv": "watched",
  "diary.csv": "watched",
  "ratings.csv": "watched",
};

export function isLetterboxdCsv(table: CsvTable): boolean {
  return (
    hasColumns(table, "Name", "Year") && (hasColumns(table, "Letterboxd URI") || hasColumns(table, "Date"))
  );
}

/**
 * Which list a lone CSV holds. The diary and ratings say so by their columns; watchlist.csv and watched.csv have
 * the same four columns, so there the file's name decides, and a name that says neither is taken as a
 * watchlist: adding to My List is easily undone, marking films watched that were not is not.
 */
export function letterboxdList(table: CsvTable, fileName: string): ImportList {
  if (hasColumns(table, "Watched Date") || hasColumns(table, "Rating")) return "watched";
  const name = fileName.toLowerCase();
  if (name.includes("watchlist")) return "watchlist";
  return name.includes("watched") || name.includes("diary") ? "watched" : "watchlist";
}

export function letterboxdRows(table: CsvTable, list: ImportList): ImportRow[] {
  return table.records.flatMap((record) => {
    const title = record.Name?.trim() ?? "";
    if (title === "") return [];
    const year = readYear(record.Year);
    return [
      {
        item: titleItem("movie", title, year),
        kind: "movie" as const,
        title,
        year,
        list,
        date: readDate(record["Watched Date"]) ?? readDate(record.Date),
      },
    ];
  });
}

export const LETTERBOXD_IMPORT_COLUMNS = ["tmdbID", "Title", "Year", "WatchedDate"] as const;

export function isLetterboxdImportCsv(table: CsvTable): boolean {
  return hasColumns(table, "tmdbID");
}

export function letterboxdImportRows(table: CsvTable): ImportRow[] {
  return table.records.flatMap((record) => {
    const id = record.tmdbID?.trim() ?? "";
    if (!/^[1-9]\d{0,15}$/.test(id)) return [];
    const watched = readDate(record.WatchedDate);
    return [
      {
        item: `tmdb:movie:${id}`,
        kind: "movie" as const,
        title: record.Title?.trim() || `TMDB ${id}`,
        year: readYear(record.Year),
        list: watched === null && !(record.WatchedDate?.trim() ?? "") ? "watchlist" : "watched",
        date: watched,
      },
    ];
  });
}
