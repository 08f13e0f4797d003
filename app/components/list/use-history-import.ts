import { useSyncExternalStore } from "react";
import { writeSeriesPlaces } from "~/local/continue-watching";
import type { ImportFormat, ImportProblem } from "~/local/import/import-rows";
import type { ReadImport } from "~/local/import/read-import-file";
import type { ImportProgress, ImportReport } from "~/local/import/run-import";
import { loadNotInterested, mergeNotInterested, saveNotInterested } from "~/local/not-interested";
import { loadPlayback, updatePlayback } from "~/local/playback";
import { mergePlayback } from "~/local/playback-merge";
import { mergeIntoWatchlist } from "~/local/watchlist";
import type { ListFile } from "~/local/watchlist-file";

// The list page's import: reads the chosen file, then looks its rows up and applies them batch by
// batch. The parsers, papaparse and fflate are loaded only here, when a file is chosen, so no page's first load
// carries them. Our own file merges at once, as it always did.
// The import belongs to the tab, not to the page: a visitor moving years of history may open a title or browse
// while it runs (minutes, for thousands of rows), and finds it going on, or its report, back on My List. Closing
// or reloading the tab stops it; what was applied stays, whole batches.

export type ImportState =
  | { phase: "idle" }
  | { phase: "reading" }
  | { phase: "matching"; format: ImportFormat; progress: ImportProgress }
  | { phase: "done"; format: ImportFormat; report: ImportReport }
  | { phase: "problem"; problem: ImportProblem }
  | { phase: "own"; file: Extract<ListFile, { ok: true }>; added: number };

const IDLE: ImportState = { phase: "idle" };
let state: ImportState = IDLE;
let running: AbortController | null = null;
const listeners = new Set<() => void>();

function setState(next: ImportState): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function importOwn(read: Extract<ReadImport, { kind: "own" }>): void {
  const added = mergeIntoWatchlist(read.file.entries);
  const playback = read.file.playback;
  if (playback) {
    updatePlayback((current) => mergePlayback(current, playback));
    writeSeriesPlaces(loadPlayback());
  }
  // Discover's "Not interested" titles merge the same way, entry by entry.
  const notInterested = read.file.notInterested;
  if (notInterested) saveNotInterested(mergeNotInterested(loadNotInterested(), notInterested));
  setState({ phase: "own", file: read.file, added });
}

async function start(file: File): Promise<void> {
  if (running) return;
  const controller = new AbortController();
  running = controller;
  setState({ phase: "reading" });
  try {
    const { readImportFile } = await import("~/local/import/read-import-file");
    const { ImportFileError } = await import("~/local/import/import-rows");
    let read: ReadImport;
    try {
      read = await readImportFile(file);
    } catch (error) {
      setState({
        phase: "problem",
        problem: error instanceof ImportFileError ? error.problem : "unreadable",
      });
      return;
    }
    if (read.kind === "own") {
      importOwn(read);
      return;
    }
    const { format, rows } = read;
    const { runImport } = await import("~/local/import/run-import");
    const report = await runImport(rows, {
      signal: controller.signal,
      onProgress: (progress) => setState({ phase: "matching", format, progress }),
    });
    setState({ phase: "done", format, report });
  } catch {
    setState({ phase: "problem", problem: "unreadable" });
  } finally {
    running = null;
  }
}

/** Stops between batches: what was applied stays. */
function cancel(): void {
  running?.abort();
}

function dismiss(): void {
  if (!running) setState(IDLE);
}

export function useHistoryImport() {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => IDLE,
  );
  return { state: current, start, cancel, dismiss };
}
