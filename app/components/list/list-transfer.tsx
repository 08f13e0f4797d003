import { useState } from "react";
import { useLingui } from "~/i18n/i18n";
import { writeSeriesPlaces } from "~/local/continue-watching";
import { loadNotInterested, mergeNotInterested, saveNotInterested } from "~/local/not-interested";
import { loadPlayback, updatePlayback } from "~/local/playback";
import { mergePlayback } from "~/local/playback-merge";
import { mergeIntoWatchlist, readWatchlist } from "~/local/watchlist";
import {
  EXPORT_FILE_NAME,
  importMessage,
  listFileText,
  MAX_IMPORT_BYTES,
  readListFile,
} from "~/local/watchlist-file";

/** Saves the list and the viewing progress to a file the visitor keeps. */
function downloadWatchlist(): void {
  const blob = new Blob([listFileText(readWatchlist(), loadPlayback(), new Date(), loadNotInterested())], {
    type: "application/json",
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = EXPORT_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Export to and import from a JSON file: the list lives in one browser, and this is how it moves to
 * another. An import adds the file's valid titles that are not listed yet and merges its viewing progress
 * and watched marks, the newer of each entry winning; a bad file changes nothing.
 */
export function ListTransfer({ canExport }: { canExport: boolean }) {
  const { i18n } = useLingui();
  const [message, setMessage] = useState("");

  async function importFile(file: File): Promise<void> {
    try {
      // Check the size before reading a file that cannot be an export.
      const parsed = readListFile(file.size > MAX_IMPORT_BYTES ? "" : await file.text(), file.size);
      const added = parsed.ok ? mergeIntoWatchlist(parsed.entries) : 0;
      const playback = parsed.ok ? parsed.playback : null;
      if (playback) {
        updatePlayback((current) => mergePlayback(current, playback));
        writeSeriesPlaces(loadPlayback());
      }
      // Discover's "Not interested" titles (issue 24) merge the same way, entry by entry.
      if (parsed.ok && parsed.notInterested) {
        saveNotInterested(mergeNotInterested(loadNotInterested(), parsed.notInterested));
      }
      setMessage(importMessage(parsed, added, i18n));
    } catch {
      setMessage(i18n._("list.transfer.unreadable"));
    }
  }

  return (
    <div className="list-transfer">
      {canExport ? (
        <button type="button" className="button button-secondary" onClick={downloadWatchlist}>
          {i18n._("list.transfer.export")}
        </button>
      ) : null}
      <label className="button button-secondary list-import">
        {i18n._("list.transfer.import")}
        <input
          type="file"
          accept="application/json,.json"
          className="visually-hidden"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            // Clear the input so choosing the same file again imports again.
            event.currentTarget.value = "";
            if (file) void importFile(file);
          }}
        />
      </label>
      <p className="list-message" role="status">
        {message}
      </p>
    </div>
  );
}
