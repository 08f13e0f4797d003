import { type ListFile, readListFile } from "../watchlist-file";
import { type CsvTable, parseCsv } from "./csv";
import { imdbRows, isImdbCsv } from "./imdb";
import {
  checkRowCount,
  ImportFileError,
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

// A chosen file, recognised by its content (issue 26): a zip is Letterboxd's export; JSON is our own list file
// (versions 1 and 2, app/local/watchlist-file.ts) or Trakt's; CSV is IMDb's, Letterboxd's, or the CSV "Export
// for Letterboxd" writes. Anything else, or a file past the limits, throws ImportFileError naming the problem,
// before anything is changed. Loaded only when an import starts, with papaparse and fflate behind it.

/** Our own file: merged as it always was, with no lookups. */
export type ReadImport =
  | { kind: "own"; file: Extract<ListFile, { ok: true }> }
  | ({ kind: "rows" } & ParsedImport);

/** A zip bomb's guard: Letterboxd's CSVs of 20,000 rows are a few MB. */
const MAX_UNZIPPED_BYTES = 40 * 1024 * 1024;

function startsWithZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

async function readZip(bytes: Uint8Array): Promise<ParsedImport> {
  const { unzipSync, strFromU8 } = await import("fflate");
  let files: Record<string, Uint8Array>;
  try {
    let total = 0;
    files = unzipSync(bytes, {
      // Only the lists, at the top of the archive (or one folder down, if someone zipped the folder).
      filter: (file) => {
        const name = file.name.split("/").slice(-1)[0] ?? "";
        const depth = file.name.split("/").length;
        total += file.originalSize;
        return depth <= 2 && name in LETTERBOXD_FILES && total <= MAX_UNZIPPED_BYTES;
      },
    });
  } catch {
    throw new ImportFileError("unreadable");
  }
  const rows: ImportRow[] = [];
  for (const [path, content] of Object.entries(files)) {
    const name = path.split("/").slice(-1)[0] ?? "";
    const list = LETTERBOXD_FILES[name];
    if (!list) continue;
    const table = await parseCsv(strFromU8(content));
    if (!isLetterboxdCsv(table)) continue;
    rows.push(...letterboxdRows(table, list));
    checkRowCount(rows.length);
  }
  if (Object.keys(files).length === 0) throw new ImportFileError("zip_without_lists");
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
    const text = new TextDecoder("utf-8", { fatal: false }).decode(bytes);
    const start = text.replace(/^\ufeff/, "").trimStart();
    if (start.startsWith("{") || start.startsWith("[")) {
      const json = readJson(text.replace(/^\ufeff/, ""));
      if (json.kind === "own") return json;
      parsed = json;
    } else {
      parsed = readTable(await parseCsv(text), file.name);
    }
  }
  const rows = uniqueRows(parsed.rows);
  if (rows.length === 0) throw new ImportFileError("empty");
  return { kind: "rows", format: parsed.format, rows };
}
