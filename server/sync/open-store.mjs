// @ts-check
// The sync store as the server uses it: opened when the production server starts (openSyncStoreAtStart) or else
// on the first sync request, never at import (loading the server touches no database); reopened after a failed
// open; purged of lists untouched for 400 days when it opens and then daily; closed on SIGTERM through
// closeSyncStore() (server/server.mjs).
import { openPostgresStore } from "./postgres-store.mjs";
import { openSqliteStore } from "./sqlite-store.mjs";
import { StoreUnavailableError, withDeadline } from "./store.mjs";

/** Lists neither written nor read for this long are deleted (docs/operating.md, docs/decisions/0017-sync-store.md). */
export const PURGE_AFTER_MS = 400 * 24 * 60 * 60 * 1000;
const PURGE_EVERY_MS = 24 * 60 * 60 * 1000;

/**
 * @typedef {{ kind: "sqlite", file: string } | { kind: "postgres", url: string }} StoreLocation
 * @typedef {{ location: StoreLocation, timeoutMs: number }} SyncStoreConfig
 * @typedef {object} SyncStoreHandle
 * @property {<T>(work: (store: import("./store.mjs").SyncStore) => Promise<T>) => Promise<T>} run
 *   Runs `work` on the open store (opening it first if needed) within the timeout; any failure of the database
 *   is a StoreUnavailableError.
 * @property {() => Promise<void>} close
 */

/**
 * @param {SyncStoreConfig} config
 * @param {{ log?: (line: string) => void, now?: () => number }} [options]
 * @returns {SyncStoreHandle}
 */
export function createSyncStoreHandle(config, { log = console.warn, now = Date.now } = {}) {
  /** @type {import("./store.mjs").SyncStore | undefined} */
  let store;
  /** @type {Promise<import("./store.mjs").SyncStore> | undefined} */
  let opening;
  /** @type {NodeJS.Timeout | undefined} */
  let purgeTimer;
  let closed = false;
  let unavailable = false;

  function open() {
    const { location, timeoutMs } = config;
    return location.kind === "postgres"
      ? openPostgresStore({ url: location.url, timeoutMs, log })
      : openSqliteStore({ file: location.file, busyTimeoutMs: timeoutMs });
  }

  /** @param {import("./store.mjs").SyncStore} opened */
  function startPurging(opened) {
    const purge = () =>
      withDeadline(() => opened.purgeUntouchedBefore(now() - PURGE_AFTER_MS), config.timeoutMs * 5).then(
        (count) => {
          if (count > 0) log(`Sync store: purged ${count} list(s) untouched for 400 days`);
        },
        (error) => log(`Sync store: purge failed, next try in a day: ${error.message}`),
      );
    void purge();
    purgeTimer = setInterval(purge, PURGE_EVERY_MS);
    purgeTimer.unref();
  }

  /** The open store, or the open in progress (shared by concurrent requests; a failed one is tried again). */
  function current() {
    if (store) return Promise.resolve(store);
    if (closed) return Promise.reject(new StoreUnavailableError("the sync store is closed"));
    opening ??= open().then(
      (opened) => {
        opening = undefined;
        if (closed) {
          void opened.close();
          throw new StoreUnavailableError("the sync store is closed");
        }
        store = opened;
        startPurging(opened);
        return opened;
      },
      (error) => {
        opening = undefined;
        throw error;
      },
    );
    return opening;
  }

  return {
    async run(work) {
      try {
        let gaveUp = false;
        const result = await withDeadline(
          async () => {
            const opened = await current();
            // A request answered 503 while the store was opening must not write once it has opened.
            if (gaveUp) throw new StoreUnavailableError("gave up before the store opened");
            return work(opened);
          },
          config.timeoutMs,
          () => {
            gaveUp = true;
          },
        );
        if (unavailable) log("Sync store is back");
        unavailable = false;
        return result;
      } catch (error) {
        // Once per outage, not once per request; the message is the driver's and carries no ciphertext.
        if (!unavailable) log(`Sync store unavailable: ${error instanceof Error ? error.message : error}`);
        unavailable = true;
        throw error;
      }
    },
    async close() {
      closed = true;
      clearInterval(purgeTimer);
      const open = store ?? (await opening?.catch(() => undefined));
      store = undefined;
      await open?.close();
    },
  };
}

/** @type {Map<string, SyncStoreHandle>} */
const shared = new Map();

/**
 * The process's one handle for a configuration: every app listener built on it shares the database connection.
 * @param {SyncStoreConfig} config
 */
export function sharedSyncStore(config) {
  const key = JSON.stringify(config);
  let handle = shared.get(key);
  if (!handle) {
    handle = createSyncStoreHandle(config);
    shared.set(key, handle);
  }
  return handle;
}

/**
 * Opens the store now, in the background, so that migrations and the first purge run at start-up; a database
 * that is not there yet is logged once and tried again by the first sync request.
 * @param {SyncStoreConfig} config
 * @returns {Promise<void>} settles once the store is open or the attempt failed
 */
export function openSyncStoreAtStart(config) {
  return sharedSyncStore(config)
    .run(async () => {})
    .catch(() => {});
}

/** Closes every sync store this process opened (the SQLite file, the PostgreSQL pool); for the stop path. */
export async function closeSyncStore() {
  const handles = [...shared.values()];
  shared.clear();
  await Promise.allSettled(handles.map((handle) => handle.close()));
}
