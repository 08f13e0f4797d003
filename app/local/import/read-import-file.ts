import { type ListFile, readListFile } from "../watchlist-file";
import { type CsvTable, parseCsv } from "./csv";
import { imdbRows, isImdbCsv } from "./imdb";
import {
  checkRowCount,
  ImportFileError,
  type ImportList,
  type ImportRow,
  MAX_IMPORT_FILE_BYTES,
  type ParsedImport,
  uniqueRows,
} from "./import-rows";
import {
  isLetterboxdCsv,
  isLetterboxdImportCsv,
  LETTERBOXD_FILES,
  letterboxdImportRows,
  letterboxdList,
  letterboxdRows,
} from "./letterboxd";
import { traktRows } from "./trakt";

// A chosen file, recognised by its content: a zip is Letterboxd's export; JSON is our own list file
// (versions 1 and 2, app/local/watchlist-file.ts) or Trakt's; CSV is IMDb's, Letterboxd's, or the CSV "Export
// for Letterboxd" writes. Anything else, or a file past the limits, throws ImportFileError naming the problem,
// before anything is changed. Loaded only when an import starts, with papaparse and fflate behind it.

/** Our own file: merged as it always was, with no lookups. */
export type ReadImport =
  | { kind: "own"; file: Extract<ListFile, { ok: true }> }
  | ({ kind: "rows" } & ParsedImport);

/** A zip bomb's guard, on the lists read: Letterboxd's CSVs of 20,000 rows each are a few MB. */
const MAX_UNZIPPED_BYTES = 40 * 1024 * 1024;

/**
 * Letterboxd's folders beside the lists: deleted/ and orphaned/ hold diary entries the visitor deleted (or whose
 * film is gone), likes/ and lists/ other things. Only the export's own top level is read: the zip's, or its one
 * folder's when someone zipped the folder they had unpacked.
 */
const NOT_LISTS = new Set(["deleted", "orphaned", "likes", "lists"]);

function listPath(path: string): { folder: string; list: ImportList } | null {
  const parts = path.split("/");
  const name = parts.pop() ?? "";
  const list = LETTERBOXD_FILES[name];
  if (!list || parts.length > 1) return null;
  const folder = parts[0] ?? "";
  return NOT_LISTS.has(folder.toLowerCase()) ? null : { folder, list };
}

/**
 * UTF-8, as every service writes it (a BOM dropped); a file a spreadsheet saved again in Windows-1252 ("Amélie"
 * as one byte) is read as that instead of losing its accents to replacement characters.
 */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

function startsWithZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

async function readZip(bytes: Uint8Array): Promise<ParsedImport> {
  const { unzipSync } = await import("fflate");
  let files: Record<string, Uint8Array>;
  let total = 0;
  try {
    files = unzipSync(bytes, {
      filter: (file) => {
        if (!listPath(file.name)) return false;
        total += file.originalSize;
        // Before anything is inflated: caught below, as a damaged file.
        if (total > MAX_UNZIPPED_BYTES) throw new Error("too large unzipped");
        return true;
      },
    });
  } catch {
    throw new ImportFileError("unreadable");
  }
  // The top level when it has lists, else the one folder that has them.
  const found = Object.keys(files).flatMap((path) => {
    const where = listPath(path);
    return where ? [{ path, ...where }] : [];
  });
  if (found.length === 0) throw new ImportFileError("zip_without_lists");
  const folder = found.some((file) => file.folder === "") ? "" : (found[0]?.folder ?? "");
  // The diary first: a film it holds is dated by its Watched Date, not by the day it was logged or rated, which
  // is all watched.csv and ratings.csv know of it.
  const order = (path: string) => (path.endsWith("diary.csv") ? 0 : 1);
  const lists = found.filter((file) => file.folder === folder).sort((a, b) => order(a.path) - order(b.path));
  const rows: ImportRow[] = [];
  const inDiary = new Set<string>();
  for (const { path, list } of lists) {
    const table = await parseCsv(decodeText(files[path] ?? new Uint8Array()));
    if (!isLetterboxdCsv(table)) continue;
    const isDiary = path.endsWith("diary.csv");
    for (const row of letterboxdRows(table, list)) {
      if (isDiary) inDiary.add(row.item);
      else if (row.list === "watched" && inDiary.has(row.item)) continue;
      rows.push(row);
    }
  }
  return { format: "letterboxd", rows };
}

function readJson(text: string): ReadImport {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ImportFileError("unknown_format");
  }
  const trakt = traktRows(json);
  if (trakt) {
    checkRowCount(trakt.length);
    return { kind: "rows", format: "trakt", rows: trakt };
  }
  const own = readListFile(text);
  if (own.ok) return { kind: "own", file: own };
  throw new ImportFileError(own.reason === "empty" ? "empty" : "unknown_format");
}

function readTable(table: CsvTable, fileName: string): ParsedImport {
  if (isLetterboxdImportCsv(table)) return { format: "letterboxd-export", rows: letterboxdImportRows(table) };
  if (isImdbCsv(table)) return { format: "imdb", rows: imdbRows(table) };
  if (isLetterboxdCsv(table)) {
    return { format: "letterboxd", rows: letterboxdRows(table, letterboxdList(table, fileName)) };
  }
  throw new ImportFileError("unknown_format");
}

export async function readImportFile(file: File): Promise<ReadImport> {
  if (file.size > MAX_IMPORT_FILE_BYTES) throw new ImportFileError("too_large");
  if (file.size === 0) throw new ImportFileError("empty");
  const bytes = new Uint8Array(await file.arrayBuffer());
  let parsed: ParsedImport;
  if (startsWithZip(bytes)) {
    parsed = await readZip(bytes);
  } else {
    const text = decodeText(bytes).replace(/^\ufeff/, "");
    const start = text.trimStart();
    if (start.startsWith("{") || start.startsWith("[")) {
      const json = readJson(text);
      if (json.kind === "own") return json;
      parsed = json;
    } else {
      parsed = readTable(await parseCsv(text), file.name);
    }
  }
  const rows = uniqueRows(parsed.rows);
  if (rows.length === 0) throw new ImportFileError("empty");
  // A zip's lists name the same films (diary, watched, ratings): the limit is on each file, and on the titles.
  checkRowCount(rows.length);
  return { kind: "rows", format: parsed.format, rows };
}
