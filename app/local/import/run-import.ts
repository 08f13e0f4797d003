import { type AppliedCounts, applyMatches, type MatchedTitle } from "./apply-import";
import type { ImportRow } from "./import-rows";

// Looks the rows up through the site's own GET /api/match (app/routes/api.match.ts) and applies each batch as it
// comes back (apply-import.ts). One request at a time, at most 25 items each, and no more often than every
// 650 ms: under the API's rate limit of 120 a minute per visitor (API_RATE_LIMIT), with room left for the rest of
// the visitor's pages. A 429 or 503 with Retry-After is waited out and asked again: the site defers an import's
// lookups whenever pages need TMDB's rate more (decision 0028), which may last a while on a busy site, so those
// waits are not failures; other failures are, six in a row. Cancel stops between batches: what was applied
// stays, whole.

export const MATCH_BATCH_ITEMS = 25;
/** Well under the server's 8 KB URL limit (414), long titles and percent-encoding included. */
const MAX_URL_CHARS = 6000;
export const MIN_REQUEST_GAP_MS = 650;
const MAX_ATTEMPTS = 6;
/** How long one batch may be deferred by Retry-After before the import stops (and says so), keeping its work. */
export const MAX_DEFERRED_MS = 10 * 60 * 1000;

export interface ImportProgress {
  /** Rows looked up so far (found or not). */
  done: number;
  total: number;
  found: number;
}

export interface ImportReport extends AppliedCounts {
  total: number;
  notFound: ImportRow[];
  /** Stopped by the visitor; the counts are of the rows done until then. */
  cancelled: boolean;
  /** Stopped because the site would not answer; what was done until then is kept. */
  failed: boolean;
}

export type FetchMatches = (items: string[], signal: AbortSignal) => Promise<Response>;

export const fetchFromSite: FetchMatches = (items, signal) => {
  const query = new URLSearchParams(items.map((item) => ["i", item]));
  return fetch(`/api/match?${query}`, { signal, headers: { accept: "application/json" } });
};

/** Items in batches of at most 25 whose URL stays short. */
export function batchesOf(items: readonly string[]): string[][] {
  const batches: string[][] = [];
  let batch: string[] = [];
  let length = 0;
  for (const item of items) {
    const size = encodeURIComponent(item).length + 3;
    if (batch.length > 0 && (batch.length >= MATCH_BATCH_ITEMS || length + size > MAX_URL_CHARS)) {
      batches.push(batch);
      batch = [];
      length = 0;
    }
    batch.push(item);
    length += size;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted || ms <= 0) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
    signal.addEventListener("abort", done, { once: true });
  });
}

function isMatch(value: unknown): value is MatchedTitle {
  if (typeof value !== "object" || value === null) return false;
  const title = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(title.id) &&
    (title.type === "movie" || title.type === "series") &&
    typeof title.title === "string" &&
    (title.poster_path === null || typeof title.poster_path === "string")
  );
}

/** One batch's answers, item by item; null when the site did not answer after waiting and retrying. */
async function lookUp(
  batch: string[],
  fetchMatches: FetchMatches,
  signal: AbortSignal,
): Promise<Array<MatchedTitle | null> | null> {
  let deferredMs = 0;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS && !signal.aborted; ) {
    let response: Response;
    try {
      response = await fetchMatches(batch, signal);
    } catch {
      if (signal.aborted) return null;
      await wait(1000 * 2 ** attempt, signal);
      attempt += 1;
      continue;
    }
    if (response.ok) {
      const body = (await response.json().catch(() => null)) as { data?: unknown } | null;
      const data = Array.isArray(body?.data) ? body.data : [];
      if (data.length !== batch.length) return null;
      return data.map((value) => (isMatch(value) ? value : null));
    }
    if (response.status !== 429 && response.status < 500) return null;
    const retryAfter = Number(response.headers.get("retry-after"));
    if (Number.isFinite(retryAfter) && retryAfter > 0) {
      // Asked to come back later: patiently, up to a point.
      deferredMs += retryAfter * 1000;
      if (deferredMs > MAX_DEFERRED_MS) return null;
      await wait(retryAfter * 1000, signal);
      continue;
    }
    await wait(1000 * 2 ** attempt, signal);
    attempt += 1;
  }
  return null;
}

export async function runImport(
  rows: readonly ImportRow[],
  options: {
    signal: AbortSignal;
    onProgress: (progress: ImportProgress) => void;
    fetchMatches?: FetchMatches;
  },
): Promise<ImportReport> {
  const { signal, onProgress, fetchMatches = fetchFromSite } = options;
  const rowsByItem = new Map<string, ImportRow[]>();
  // Oldest first, so that My List grows in the order the file's dates say across batches too (stable: undated
  // rows keep the file's order, ahead of the dated ones).
  const byDate = [...rows].sort((a, b) => (a.date ?? 0) - (b.date ?? 0));
  for (const row of byDate) rowsByItem.set(row.item, [...(rowsByItem.get(row.item) ?? []), row]);
  const report: ImportReport = {
    total: rows.length,
    added: 0,
    already: 0,
    notFound: [],
    cancelled: false,
    failed: false,
  };
  let done = 0;
  let found = 0;
  onProgress({ done, total: rows.length, found });
  let lastStart = 0;
  for (const batch of batchesOf([...rowsByItem.keys()])) {
    await wait(lastStart + MIN_REQUEST_GAP_MS - Date.now(), signal);
    if (signal.aborted) break;
    lastStart = Date.now();
    const answers = await lookUp(batch, fetchMatches, signal);
    if (signal.aborted) break;
    if (!answers) {
      report.failed = true;
      break;
    }
    const matched: Array<{ row: ImportRow; title: MatchedTitle }> = [];
    batch.forEach((item, index) => {
      const title = answers[index];
      for (const row of rowsByItem.get(item) ?? []) {
        if (title) matched.push({ row, title });
        else report.notFound.push(row);
        done += 1;
      }
    });
    found += matched.length;
    const counts = applyMatches(matched, Date.now());
    report.added += counts.added;
    report.already += counts.already;
    onProgress({ done, total: rows.length, found });
  }
  report.cancelled = signal.aborted;
  return report;
}

/** The rows not found, as a CSV the visitor can keep (Title, Year, List, Lookup). */
export function notFoundCsv(rows: readonly ImportRow[]): string {
  const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  const lines = rows.map((row) =>
    [row.title, row.year === null ? "" : String(row.year), row.list, row.item].map(cell).join(","),
  );
  return `${["Title", "Year", "List", "Lookup"].join(",")}\r\n${lines.map((line) => `${line}\r\n`).join("")}`;
}
