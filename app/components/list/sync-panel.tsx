import { useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { QrCode } from "~/components/qr-code";
import { useLanguage, useLingui } from "~/i18n/i18n";
import { type Language, pathInLanguage } from "~/i18n/languages";
import type { I18n } from "~/i18n/runtime";
import { useStoredValue } from "~/local/browser-storage";
import { codeProblem, newSyncCode, parseSyncCode } from "~/local/sync/sync-code";
import { SYNC_CODE_KEY } from "~/local/sync/sync-key";
import { createSync, deleteSynced, forgetSync, joinSync, startSync } from "~/local/sync/sync-runner";
import { getSyncStatus, type SyncStatus, subscribeSyncStatus } from "~/local/sync/sync-status";
import { ListMessage } from "./list-message";

const OFF: SyncStatus = { state: "off" };
const readCode = (raw: string | null) => (raw ? raw : null);

/** What the status line says (the page says when sync is paused; a wrong code is named as such). */
export function statusText(status: SyncStatus, i18n: I18n): string {
  switch (status.state) {
    case "off":
      return "";
    case "syncing":
      return i18n._("sync.status.syncing");
    case "synced":
      return i18n._("sync.status.synced");
    case "paused":
      return i18n._("sync.status.paused", { seconds: status.retryInSeconds });
    case "not_found":
      return i18n._("sync.status.notFound");
    case "damaged":
      return i18n._("sync.status.damaged");
    case "too_large":
      return i18n._("sync.status.tooLarge");
  }
}

/**
 * The code in the link a phone's camera opens: after '#', which browsers never send to a server. The link opens
 * My List in the language of the page that showed it.
 */
export function joinLink(origin: string, code: string, language: Language): string {
  return `${origin}${pathInLanguage("/list", language)}#sync=${code}`;
}

/**
 * Sync by code on the list page: start syncing this list under a new code (shown with a QR code for
 * phones), or join another device's code, typed or scanned; stop syncing here, or delete the synced copy.
 */
export function SyncPanel() {
  const { i18n } = useLingui();
  const language = useLanguage();
  const code = useStoredValue("local", SYNC_CODE_KEY, readCode, null);
  const status = useSyncExternalStore(subscribeSyncStatus, getSyncStatus, () => OFF);
  const [typed, setTyped] = useState("");
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const inputId = useId();

  async function join(input: string): Promise<void> {
    const parsed = parseSyncCode(input);
    if (!parsed.ok) return setMessage(codeProblem(parsed.reason, i18n));
    setBusy(true);
    setMessage(i18n._("sync.joining"));
    const result = await joinSync(parsed.code);
    setBusy(false);
    if (result.state === "synced") {
      setMessage("");
      setTyped("");
      return;
    }
    // Nothing retries a join by itself: the code stays in the box for another press of Join.
    setTyped(parsed.code);
    setMessage(result.state === "paused" ? i18n._("sync.joinUnreachable") : statusText(result, i18n));
  }

  // A scanned QR code opens /list#sync=CODE: join it, and take the code out of the address bar and history.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the address the page opened with
  useEffect(() => {
    const scanned = /^#sync=([\w-]{20,60})$/.exec(window.location.hash)?.[1];
    if (!scanned) return;
    window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
    void join(scanned);
  }, []);
  useEffect(() => {
    if (code) void startSync();
  }, [code]);
  // Starting, joining or stopping swaps the panel's controls: focus goes to its heading, not the page's start.
  const heading = useRef<HTMLHeadingElement>(null);
  const shownCode = useRef(code);
  useEffect(() => {
    if (shownCode.current === code) return;
    shownCode.current = code;
    heading.current?.focus();
  }, [code]);

  return (
    <section className="sync-panel" aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`} className="sync-heading" ref={heading} tabIndex={-1}>
        {i18n._("sync.heading")}
      </h2>
      {code ? (
        <>
          <p className="list-note">{i18n._("sync.codeHelp")}</p>
          <p className="sync-code">
            <span className="visually-hidden">{`${i18n._("sync.codeLabel")} `}</span>
            {code}
          </p>
          <QrCode
            text={joinLink(window.location.origin, code, language)}
            label={i18n._("sync.qrLabel")}
            className="sync-qr"
          />
          <ListMessage>{message || statusText(status, i18n)}</ListMessage>
          <div className="sync-actions">
            <button type="button" className="button button-secondary" onClick={() => forgetSync()}>
              {i18n._("sync.stop")}
            </button>
            <button
              type="button"
              className="button button-secondary"
              disabled={busy}
              onClick={async () => {
                setBusy(true);
                const deleted = await deleteSynced(code);
                setBusy(false);
                setMessage(deleted ? "" : i18n._("sync.deleteFailed"));
              }}
            >
              {i18n._("sync.delete")}
            </button>
          </div>
        </>
      ) : (
        <>
          <p className="list-note">{i18n._("sync.intro")}</p>
          <button
            type="button"
            className="button button-primary"
            disabled={busy}
            onClick={() => {
              setMessage("");
              void createSync(newSyncCode());
            }}
          >
            {i18n._("sync.start")}
          </button>
          <form
            className="sync-join"
            onSubmit={(event) => {
              event.preventDefault();
              void join(typed);
            }}
          >
            <label htmlFor={inputId}>{i18n._("sync.joinLabel")}</label>
            <div className="sync-join-row">
              <input
                id={inputId}
                className="field sync-input"
                value={typed}
                onChange={(event) => setTyped(event.currentTarget.value)}
                placeholder={i18n._("sync.codePlaceholder")}
                // Codes are Latin letters and digits, read left to right in every language.
                dir="ltr"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
              />
              <button type="submit" className="button button-secondary" disabled={busy}>
                {i18n._("sync.join")}
              </button>
            </div>
          </form>
          <ListMessage>{message}</ListMessage>
        </>
      )}
    </section>
  );
}
