import { readRaw, subscribe, writeRaw } from "../browser-storage";
import { NOT_INTERESTED_KEY } from "../not-interested";
import { PLAYBACK_KEY } from "../playback";
import { VIEWED_KEY } from "../recently-viewed";
import { WATCHLIST_KEY } from "../watchlist";
import { parseSyncCode } from "./sync-code";
import { decrypt, deriveSecrets, encrypt, type SyncSecrets } from "./sync-crypto";
import { SYNC_CODE_KEY } from "./sync-key";
import { getSyncStatus, type SyncStatus, setSyncStatus } from "./sync-status";
import { applyingMerge, applyLocal, readLocal, readState, SYNC_STATE_KEY, saveState } from "./sync-stored";
import { mergeSynced, readSyncedLists, type SyncedLists, stampChanges, syncedText } from "./synced-lists";

// Keeps this browser's lists and the encrypted copy on the server in step. It pulls on load, when the
// page comes back into view, and every POLL_MS while it is shown (a GET with If-None-Match: 304 when nothing
// changed), and pushes PUSH_DELAY_MS after a local change. A write names the version it merged (If-Match); when
// another device wrote first (412) it pulls, merges and tries again. When the server cannot be reached it waits
// longer each time (RETRY_MS, doubling, at most MAX_RETRY_MS); the lists here keep working meanwhile.
// docs/decisions/0017-sync-store.md

export { SYNC_CODE_KEY, SYNC_STATE_KEY };
export const POLL_MS = 30_000;
export const PUSH_DELAY_MS = 2_000;
const RETRY_MS = 2_000;
const MAX_RETRY_MS = 300_000;
const MAX_ATTEMPTS = 4;

// ---- one exchange with the server ----

async function call(
  method: "GET" | "PUT" | "DELETE",
  id: string,
  init: RequestInit = {},
): Promise<Response | null> {
  try {
    return await fetch(`/api/sync/${id}`, { ...init, method, cache: "no-store" });
  } catch {
    return null; // offline, or the server is down
  }
}

const etag = (version: number) => `"${version}"`;

/**
 * Pull, merge, push. "join" refuses to create a record (a code typed on this device must already exist);
 * otherwise a missing record is created, unless this device had synced it before: then it was deleted.
 */
export async function syncOnce(
  secrets: SyncSecrets,
  mode: "join" | "sync",
  isCurrent: () => boolean = () => true,
): Promise<SyncStatus> {
  let state = readState();
  // A device that has synced this list before and finds it gone must not create it again: it was deleted.
  const hadSynced = state.version !== null;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const headers: Record<string, string> = state.version ? { "If-None-Match": etag(state.version) } : {};
    const pulled = await call("GET", secrets.lookupId, { headers });
    if (!pulled) return { state: "paused", retryInSeconds: 0 };
    let remote: SyncedLists | null = null;
    let version: number | null = null;
    if (pulled.status === 304) {
      remote = state.known;
      version = state.version;
    } else if (pulled.status === 404) {
      if (mode === "join" || hadSynced) return { state: "not_found" };
    } else if (pulled.ok) {
      const body = (await pulled.json().catch(() => null)) as {
        version?: unknown;
        ciphertext?: unknown;
      } | null;
      const text = typeof body?.ciphertext === "string" ? await decrypt(secrets, body.ciphertext) : null;
      remote = text === null ? null : readSyncedLists(text);
      if (!remote || typeof body?.version !== "number") return { state: "damaged" };
      version = body.version;
    } else {
      return { state: "paused", retryInSeconds: 0 };
    }

    // Syncing stopped, or moved to another code, while this answer was on its way: leave everything as it is.
    if (!isCurrent()) return { state: "off" };
    // Read and written in one go, with no wait between: a change made meanwhile is never overwritten.
    const local = readLocal();
    const merged = remote
      ? mergeSynced(stampChanges(state.known, local, Date.now()), remote)
      : stampChanges(state.known, local, Date.now());
    applyLocal(merged, local);
    // The remote copy as a merge writes it, so that only a real difference is pushed.
    if (remote && syncedText(merged) === syncedText(mergeSynced(remote, remote))) {
      saveState({ version, known: merged });
      return { state: "synced", at: Date.now() };
    }

    const ciphertext = await encrypt(secrets, syncedText(merged));
    const precondition: Record<string, string> = version
      ? { "If-Match": etag(version) }
      : { "If-None-Match": "*" };
    const pushed = await call("PUT", secrets.lookupId, {
      headers: { ...precondition, "Content-Type": "application/json" },
      body: JSON.stringify({ ciphertext }),
    });
    if (!pushed) return { state: "paused", retryInSeconds: 0 };
    if (pushed.status === 412) {
      // Another device wrote first: start again from what it wrote, keeping what was merged here as the base.
      state = { version: null, known: merged };
      continue;
    }
    if (pushed.status === 413) return { state: "too_large" };
    // Deleted from another device (or purged) since it was read.
    if (pushed.status === 404) return { state: "not_found" };
    const written = (await pushed.json().catch(() => null)) as { version?: unknown } | null;
    if (!pushed.ok || typeof written?.version !== "number") return { state: "paused", retryInSeconds: 0 };
    if (!isCurrent()) return { state: "off" };
    saveState({ version: written.version, known: merged });
    return { state: "synced", at: Date.now() };
  }
  return { state: "paused", retryInSeconds: 0 };
}

// ---- running in the background of every page ----

let running: { code: string; secrets: SyncSecrets; stop: () => void } | null = null;
let timer: number | undefined;
/** When the pending run is due (ms since 1970), so a change never puts off a run that is due sooner. */
let dueAt = Number.POSITIVE_INFINITY;
let busy = false;
let again = false;
let failures = 0;

function schedule(delay: number): void {
  window.clearTimeout(timer);
  dueAt = Date.now() + delay;
  timer = window.setTimeout(() => {
    dueAt = Number.POSITIVE_INFINITY;
    void run();
  }, delay);
}

/** Runs within `delay` at the latest: a steady stream of changes (a film playing) cannot postpone it for ever. */
function scheduleWithin(delay: number): void {
  if (dueAt > Date.now() + delay) schedule(delay);
}

async function run(): Promise<void> {
  const current = running;
  if (!current) return;
  if (busy) {
    again = true;
    return;
  }
  if (document.visibilityState === "hidden") return schedule(POLL_MS);
  busy = true;
  if (getSyncStatus().state !== "synced") setSyncStatus({ state: "syncing" });
  const result = await syncOnce(current.secrets, "sync", () => running === current);
  busy = false;
  if (running !== current) {
    // Stopped, or restarted with another code, meanwhile: the new session's first run may have waited on this one.
    if (running) schedule(0);
    return;
  }
  if (result.state === "paused") {
    failures += 1;
    const wait = Math.min(MAX_RETRY_MS, RETRY_MS * 2 ** (failures - 1));
    setSyncStatus({ state: "paused", retryInSeconds: Math.round(wait / 1000) });
    return schedule(wait);
  }
  failures = 0;
  setSyncStatus(result);
  if (result.state !== "synced") return stopSync(); // not found, damaged or too large: the visitor decides
  schedule(again ? 0 : POLL_MS);
  again = false;
}

/** Starts syncing with the code stored here, if any. Safe to call more than once. */
export async function startSync(): Promise<void> {
  const parsed = parseSyncCode(readRaw("local", SYNC_CODE_KEY) ?? "");
  if (!parsed.ok || running?.code === parsed.code) return;
  const secrets = await deriveSecrets(parsed.code);
  if (running?.code === parsed.code) return;
  stopSync();
  const soon = () => schedule(0);
  const onVisible = () => {
    if (document.visibilityState === "visible") soon();
  };
  const onChange = () => {
    if (!applyingMerge()) scheduleWithin(PUSH_DELAY_MS);
  };
  // Another tab stopped syncing or moved to another code: this one follows.
  const onCode = () => {
    if (readRaw("local", SYNC_CODE_KEY) === parsed.code) return;
    stopSync();
    void startSync();
  };
  const unsubscribe = [WATCHLIST_KEY, VIEWED_KEY, PLAYBACK_KEY, NOT_INTERESTED_KEY].map((key) =>
    subscribe("local", key, onChange),
  );
  unsubscribe.push(subscribe("local", SYNC_CODE_KEY, onCode));
  window.addEventListener("focus", soon);
  document.addEventListener("visibilitychange", onVisible);
  running = {
    code: parsed.code,
    secrets,
    stop: () => {
      for (const stop of unsubscribe) stop();
      window.removeEventListener("focus", soon);
      document.removeEventListener("visibilitychange", onVisible);
      window.clearTimeout(timer);
      dueAt = Number.POSITIVE_INFINITY;
    },
  };
  schedule(0);
}

export function stopSync(): void {
  running?.stop();
  running = null;
  failures = 0;
}

/** Forgets the code and the sync state here; the lists themselves stay. */
export function forgetSync(): void {
  stopSync();
  writeRaw("local", SYNC_CODE_KEY, null);
  writeRaw("local", SYNC_STATE_KEY, null);
  setSyncStatus({ state: "off" });
}

/** Deletes the synced copy from the server, then forgets the code here. False when the server could not be told. */
export async function deleteSynced(code: string): Promise<boolean> {
  const secrets = await deriveSecrets(code);
  const answer = await call("DELETE", secrets.lookupId);
  if (!answer || (answer.status !== 204 && answer.status !== 404)) return false;
  forgetSync();
  return true;
}

/**
 * Joins a code typed or scanned here: succeeds only when the server has a list for it, which is then merged
 * with this browser's. The code is kept and syncing starts.
 */
export async function joinSync(code: string): Promise<SyncStatus> {
  stopSync();
  writeRaw("local", SYNC_STATE_KEY, null);
  const result = await syncOnce(await deriveSecrets(code), "join");
  if (result.state === "synced") {
    writeRaw("local", SYNC_CODE_KEY, code);
    void startSync();
  }
  setSyncStatus(result);
  return result;
}

/** Starts syncing this browser's lists under a new code. */
export async function createSync(code: string): Promise<void> {
  stopSync();
  writeRaw("local", SYNC_STATE_KEY, null);
  writeRaw("local", SYNC_CODE_KEY, code);
  await startSync();
}
