import { useLingui } from "~/i18n/i18n";
import { MAX_IMPORT_FILE_BYTES, MAX_IMPORT_ROWS, SOURCE_NAMES } from "~/local/import/import-rows";
import { importMessage } from "~/local/watchlist-file";
import { downloadFile } from "./download-file";
import { ListMessage } from "./list-message";
import type { ImportState } from "./use-history-import";

// What an import is doing, and what it did: a progress bar with counts and Cancel while rows are
// looked up; then a report of titles added, already there and not found, the last listed and downloadable as CSV.

const NOT_FOUND_FILE = "marquee-import-not-found.csv";
const MEGABYTE = 1024 * 1024;

async function downloadNotFound(rows: Extract<ImportState, { phase: "done" }>["report"]["notFound"]) {
  const { notFoundCsv } = await import("~/local/import/run-import");
  downloadFile(notFoundCsv(rows), NOT_FOUND_FILE, "text/csv");
}

/** Stands for the title in the formatted message, which is then cut around it. */
const TITLE_MARK = "\uE000";

/**
 * "Amélie? (2001)" as the language writes a title and its year, the title isolated (<bdi>): a film named in
 * Latin letters on an Arabic page keeps its own punctuation where it belongs ("?Amélie" otherwise).
 */
function TitleAndYear({ title, year }: { title: string; year: number | null }) {
  const { i18n } = useLingui();
  if (year === null) return <bdi>{title}</bdi>;
  const text = i18n._("list.import.titleYear", { title: TITLE_MARK, year: String(year) });
  const [before = "", after = ""] = text.split(TITLE_MARK);
  return (
    <>
      {before}
      <bdi>{title}</bdi>
      {after}
    </>
  );
}

interface ImportStatusProps {
  state: ImportState;
  /** Stops the import between batches: what was added stays. */
  onCancel: () => void;
  /** Puts the report away. */
  onDismiss: () => void;
}

export function ImportStatus({ state, onCancel, onDismiss }: ImportStatusProps) {
  const { i18n } = useLingui();
  switch (state.phase) {
    case "idle":
      return null;
    case "own":
      return <ListMessage>{importMessage(state.file, state.added, i18n)}</ListMessage>;
    case "reading":
      return (
        <div className="import-status" role="status">
          <p className="import-status-line">{i18n._("list.import.reading")}</p>
        </div>
      );
    case "problem":
      return (
        <ListMessage className="import-problem">
          {i18n._(`list.import.problem.${state.problem}`, {
            size: i18n.number(MAX_IMPORT_FILE_BYTES / MEGABYTE),
            rows: i18n.number(MAX_IMPORT_ROWS),
          })}
        </ListMessage>
      );
    case "matching": {
      const { done, total } = state.progress;
      const counts = i18n._("list.import.progress", { done: i18n.number(done), total: i18n.number(total) });
      return (
        <div className="import-status">
          <p className="import-status-line" id="import-progress-label">
            {i18n._("list.import.matching", { source: SOURCE_NAMES[state.format] })}
          </p>
          <progress
            className="import-progress"
            max={total}
            value={done}
            aria-labelledby="import-progress-label"
          />
          <div className="import-status-row">
            <p className="import-status-count" aria-live="polite">
              {counts}
            </p>
            <button type="button" className="button button-secondary" onClick={onCancel}>
              {i18n._("list.import.cancel")}
            </button>
          </div>
        </div>
      );
    }
    case "done": {
      const { report } = state;
      const heading = report.cancelled
        ? i18n._("list.import.cancelled")
        : report.failed
          ? i18n._("list.import.failed")
          : i18n._("list.import.finished", { source: SOURCE_NAMES[state.format] });
      return (
        <section
          className="import-status import-report"
          aria-labelledby="import-report-heading"
          aria-live="polite"
        >
          <h2 className="import-report-heading" id="import-report-heading">
            {heading}
          </h2>
          <ul className="import-report-counts">
            <li>{i18n._("list.import.added", { count: i18n.number(report.added) })}</li>
            <li>{i18n._("list.import.already", { count: i18n.number(report.already) })}</li>
            <li>{i18n._("list.import.notFound", { count: i18n.number(report.notFound.length) })}</li>
          </ul>
          {report.notFound.length > 0 ? (
            <details className="import-not-found">
              <summary>{i18n._("list.import.notFoundList")}</summary>
              <ul>
                {report.notFound.map((row) => (
                  <li key={`${row.list}|${row.item}`}>
                    <TitleAndYear title={row.title} year={row.year} />
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
          <div className="import-status-row">
            {report.notFound.length > 0 ? (
              <button
                type="button"
                className="button button-secondary"
                onClick={() => void downloadNotFound(report.notFound)}
              >
                {i18n._("list.import.downloadNotFound")}
              </button>
            ) : null}
            <button type="button" className="button button-secondary" onClick={onDismiss}>
              {i18n._("list.import.dismiss")}
            </button>
          </div>
        </section>
      );
    }
  }
}
