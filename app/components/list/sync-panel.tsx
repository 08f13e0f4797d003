import { useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { useStoredValue } from "~/local/browser-storage";
import { codeProblem, newSyncCode, parseSyncCode } from "~/local/sync/sync-code";
import { SYNC_CODE_KEY } from "~/local/sync/sync-key";
import {
  createSync,
  deleteSynced,
  forgetSync,
  getSyncStatus,
  joinSync,
  type SyncStatus,
  startSync,
  subscribeSyncStatus,
} from "~/local/sync/sync-runner";
import { SyncQrCode } from "./sync-qr-code";

const OFF: SyncStatus = { state: "off" };
const readCode = (raw: string | null) => (raw ? raw : null);

/** What the status line says (issue 16: the page says when sync is paused; a wrong code is named as such). */
export function statusText(status: SyncStatus): string {
  switch (status.state) {
    case "off":
      return "";
    case "syncing":
      return "Syncing…";
    case "synced":
      return "Synced. Changes here reach your other devices within seconds.";
    case "paused":
      return `Sync is paused: the server cannot be reached. Your list is safe here; trying again in ${status.retryInSeconds} s.`;
    case "not_found":
      return "No synced list for this code.";
    case "damaged":
      return "The synced list could not be read with this code, so nothing was changed here.";
    case "too_large":
      return "Your lists are too large to sync.";
  }
}

/** The code in the link a phone's camera opens: after '#', which browsers never send to a server. */
export function joinLink(origin: string, code: string): string {
  return `${origin}/list#sync=${code}`;
}

/**
 * Sync by code (issue 16) on the list page: start syncing this list under a new code (shown with a QR code for
 * phones), or join another device's code, typed or scanned; stop syncing here, or delete the synced copy.
 */
export function SyncPanel() {
  const code = useStoredValue("local", SYNC_CODE_KEY, readCode, null);
  const status = useSyncExternalStore(subscribeSyncStatus, getSyncStatus, () => OFF);
  const [typed, setTyped] = useState("");
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const inputId = useId();

  async function join(input: string): Promise<void> {
    const parsed = parseSyncCode(input);
    if (!parsed.ok) return setMessage(codeProblem(parsed.reason));
    setBusy(true);
    setMessage("Joining…");
    const result = await joinSync(parsed.code);
    setBusy(false);
    if (result.state === "synced") {
      setMessage("");
      setTyped("");
      return;
    }
    // Nothing retries a join by itself: the code stays in the box for another press of Join.
    setTyped(parsed.code);
    setMessage(
      result.state === "paused"
        ? "The sync server cannot be reached just now. Please press Join again in a moment."
        : statusText(result),
    );
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
        Sync across devices
      </h2>
      {code ? (
        <>
          <p className="list-note">
            Enter this code on your other devices, or scan it with a phone. Keep it private: whoever has it
            can see and change this list.
          </p>
          <p className="sync-code">
            <span className="visually-hidden">Sync code: </span>
            {code}
          </p>
          <SyncQrCode text={joinLink(window.location.origin, code)} />
          <p className="list-message" role="status">
            {message || statusText(status)}
          </p>
          <div className="sync-actions">
            <button type="button" className="button button-secondary" onClick={() => forgetSync()}>
              Stop syncing
            </button>
            <button
              type="button"
              className="button button-secondary"
              disabled={busy}
              onClick={async () => {
                setBusy(true);
                const deleted = await deleteSynced(code);
                setBusy(false);
                setMessage(deleted ? "" : "The synced copy could not be deleted just now. Please try again.");
              }}
            >
              Delete synced data
            </button>
          </div>
        </>
      ) : (
        <>
          <p className="list-note">
            Keep your list, progress and watched episodes on your other devices with a code: no account, and
            encrypted in this browser, so not even this site can read it.
          </p>
          <button
            type="button"
            className="button button-primary"
            disabled={busy}
            onClick={() => {
              setMessage("");
              void createSync(newSyncCode());
            }}
          >
            Sync this list
          </button>
          <form
            className="sync-join"
            onSubmit={(event) => {
              event.preventDefault();
              void join(typed);
            }}
          >
            <label htmlFor={inputId}>Have a code from another device?</label>
            <div className="sync-join-row">
              <input
                id={inputId}
                className="field sync-input"
                value={typed}
                onChange={(event) => setTyped(event.currentTarget.value)}
                placeholder="XXXX-XXXX-XXXX-…"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
              />
              <button type="submit" className="button button-secondary" disabled={busy}>
                Join
              </button>
            </div>
          </form>
          <p className="list-message" role="status">
            {message}
          </p>
        </>
      )}
    </section>
  );
}
