import { useCallback, useEffect, useRef, useState } from "react";
import { useLingui } from "~/i18n/i18n";
import { writeSeriesPlaces } from "~/local/continue-watching";
import type { ImportFormat, ImportProblem } from "~/local/import/import-rows";
import type { ReadImport } from "~/local/import/read-import-file";
import type { ImportProgress, ImportReport } from "~/local/import/run-import";
import { loadNotInterested, mergeNotInterested, saveNotInterested } from "~/local/not-interested";
import { loadPlayback, updatePlayback } from "~/local/playback";
import { mergePlayback } from "~/local/playback-merge";
import { mergeIntoWatchlist } from "~/local/watchlist";
import { importMessage } from "~/local/watchlist-file";

// The list page's import (issue 26): reads the chosen file, then looks its rows up and applies them batch by
// batch, keeping the page usable. The parsers, papaparse and fflate are loaded only here, when a file is chosen,
// so no page's first load carries them. Our own file merges at once, as it always did.

export type ImportState =
  | { phase: "idle" }
  | { phase: "reading" }
  | { phase: "matching"; format: ImportFormat; progress: ImportProgress }
  | { phase: "done"; format: ImportFormat; report: ImportReport }
  | { phase: "problem"; problem: ImportProblem }
  | { phase: "own"; message: string };

export function useHistoryImport() {
  const { i18n } = useLingui();
  const [state, setState] = useState<ImportState>({ phase: "idle" });
  const running = useRef<AbortController | null>(null);

  // Leaving the page stops the lookups; what was applied stays.
  useEffect(() => () => running.current?.abort(), []);

  const importOwn = useCallback(
    (read: Extract<ReadImport, { kind: "own" }>) => {
      const added = mergeIntoWatchlist(read.file.entries);
      const playback = read.file.playback;
      if (playback) {
        updatePlayback((current) => mergePlayback(current, playback));
        writeSeriesPlaces(loadPlayback());
      }
      // Discover's "Not interested" titles (issue 24) merge the same way, entry by entry.
      const notInterested = read.file.notInterested;
      if (notInterested) saveNotInterested(mergeNotInterested(loadNotInterested(), notInterested));
      setState({ phase: "own", message: importMessage(read.file, added, i18n) });
    },
    [i18n],
  );

  const start = useCallback(
    async (file: File) => {
      if (running.current) return;
      const controller = new AbortController();
      running.current = controller;
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
        running.current = null;
      }
    },
    [importOwn],
  );

  const cancel = useCallback(() => running.current?.abort(), []);
  const dismiss = useCallback(() => setState({ phase: "idle" }), []);
  return { state, start, cancel, dismiss };
}
