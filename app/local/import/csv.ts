import type { ParseResult, Parser } from "papaparse";
import { checkRowCount, ImportFileError } from "./import-rows";

// CSV files (IMDb, Letterboxd) read with papaparse, loaded only when an import starts. The text is parsed in
// slices of 32 kB with a pause between them, so that a 10,000-row file never holds the page's main thread for
// long (figures in docs/performance.md). Quoting, commas and line breaks inside titles, a BOM and Windows line ends are
// papaparse's to handle.

export type CsvRecord = Record<string, string | undefined>;

export interface CsvTable {
  headers: string[];
  records: CsvRecord[];
}

const SLICE_BYTES = 32 * 1024;

export async function parseCsv(text: string): Promise<CsvTable> {
  const { default: Papa } = await import("papaparse");
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  return new Promise((resolve, reject) => {
    const records: CsvRecord[] = [];
    let headers: string[] = [];
    Papa.parse<CsvRecord>(body, {
      header: true,
      skipEmptyLines: "greedy",
      transformHeader: (header) => header.trim(),
      chunkSize: SLICE_BYTES,
      chunk(results: ParseResult<CsvRecord>, parser: Parser) {
        headers = results.meta.fields ?? headers;
        for (const record of results.data) records.push(record);
        try {
          checkRowCount(records.length);
        } catch (error) {
          // Settled first: abort() calls complete at once.
          reject(error);
          parser.abort();
          return;
        }
        parser.pause();
        // A macrotask between slices: the page can paint and answer input.
        setTimeout(() => parser.resume(), 0);
      },
      complete: () => resolve({ headers, records }),
      error: () => reject(new ImportFileError("unreadable")),
    });
  });
}

export function hasColumns(table: CsvTable, ...names: string[]): boolean {
  return names.every((name) => table.headers.includes(name));
}
