import { useLingui } from "~/i18n/i18n";
import { MAX_IMPORT_FILE_BYTES, MAX_IMPORT_ROWS } from "~/local/import/import-rows";
import { loadNotInterested } from "~/local/not-interested";
import { loadPlayback } from "~/local/playback";
import { readViewed } from "~/local/recently-viewed";
import { readWatchlist } from "~/local/watchlist";
import { EXPORT_FILE_NAME, listFileText } from "~/local/watchlist-file";
import { downloadFile } from "./download-file";
import { ImportStatus } from "./import-status";
import { useHistoryImport } from "./use-history-import";

/** Saves the list and the viewing progress to a file the visitor keeps. */
function downloadWatchlist(): void {
  downloadFile(
    listFileText(readWatchlist(), loadPlayback(), new Date(), loadNotInterested()),
    EXPORT_FILE_NAME,
    "application/json",
  );
}

/** The two CSV files Letterboxd's importer reads: My List's films, and the films finished. */
async function downloadForLetterboxd(which: "watchlist" | "watched"): Promise<void> {
  const exporter = await import("~/local/import/letterboxd-export");
  if (which === "watchlist") {
    downloadFile(
      exporter.letterboxdWatchlistCsv(readWatchlist()),
      exporter.LETTERBOXD_WATCHLIST_FILE,
      "text/csv",
    );
  } else {
    const known = { watchlist: readWatchlist(), viewed: readViewed() };
    downloadFile(
      exporter.letterboxdWatchedCsv(loadPlayback(), known),
      exporter.LETTERBOXD_WATCHED_FILE,
      "text/csv",
    );
  }
}

/** The Letterboxd menu's files, each with its button's words. */
const LETTERBOXD_FILES = [
  ["watchlist", "list.export.letterboxdWatchlist"],
  ["watched", "list.export.letterboxdWatched"],
] as const;

const MEGABYTE = 1024 * 1024;

/**
 * Export to and import from files: the list lives in one browser, and this is how it moves to another, or
 * arrives from IMDb, Letterboxd or Trakt. An import of our own file adds its valid titles not listed yet and
 * merges its viewing progress; another service's file is looked up title by title (use-history-import.ts). A
 * bad file changes nothing.
 */
export function ListTransfer({ canExport }: { canExport: boolean }) {
  const { i18n } = useLingui();
  const { state, start, cancel, dismiss } = useHistoryImport();
  const busy = state.phase === "reading" || state.phase === "matching";

  return (
    <div className="list-transfer">
      {canExport ? (
        <>
          <button type="button" className="button button-secondary" onClick={downloadWatchlist}>
            {i18n._("list.transfer.export")}
          </button>
          <details className="letterboxd-export">
            <summary className="button button-secondary">{i18n._("list.export.letterboxd")}</summary>
            <div className="letterboxd-export-menu">
              {LETTERBOXD_FILES.map(([which, label]) => (
                <button
                  key={which}
                  type="button"
                  className="button button-secondary"
                  onClick={() => void downloadForLetterboxd(which)}
                >
                  {i18n._(label)}
                </button>
              ))}
            </div>
          </details>
        </>
      ) : null}
      <label className="button button-secondary list-import" aria-disabled={busy}>
        {i18n._("list.transfer.import")}
        <input
          type="file"
          accept="application/json,.json,text/csv,.csv,application/zip,.zip"
          className="visually-hidden"
          disabled={busy}
          aria-describedby="list-import-accepts"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            // Clear the input so choosing the same file again imports again.
            event.currentTarget.value = "";
            if (file) void start(file);
          }}
        />
      </label>
      <p className="list-import-accepts" id="list-import-accepts">
        {i18n._("list.import.accepts", {
          size: i18n.number(MAX_IMPORT_FILE_BYTES / MEGABYTE),
          rows: i18n.number(MAX_IMPORT_ROWS),
        })}
      </p>
      <ImportStatus state={state} onCancel={cancel} onDismiss={dismiss} />
    </div>
  );
}
