// @ts-check
// What the sync API needs from a database, and nothing more: one record per lookup id, holding the browser's
// ciphertext, a version that grows by one on every write, and two times. Two implementations follow this shape
// (sqlite-store.mjs, the embedded default, and postgres-store.mjs, for several instances), and one shared test
// suite holds both to it (store-contract.ts). docs/decisions/0017-sync-store.md explains the choices.

/**
 * @typedef {object} SyncRecord
 * @property {string} id the lookup id (43 base64url characters); not the sync code, which never leaves the browser
 * @property {string} ciphertext opaque to the server
 * @property {number} version 1 on creation, one more on every update
 * @property {number} updatedAt milliseconds since the epoch of the last write
 *
 * @typedef {{ version: number, updatedAt: number }} Written
 * @typedef {{ ok: true, written: Written } | { ok: false, currentVersion: number | null }} UpdateOutcome
 *   currentVersion null: there is no record with this id
 * @typedef {"deleted" | "not_found" | { currentVersion: number }} DeleteOutcome
 *
 * @typedef {object} SyncStore
 * @property {(id: string, now: number) => Promise<SyncRecord | null>} get
 *   Also marks the record as touched, at most once a day, so that a list only ever read is not purged.
 * @property {(id: string, ciphertext: string, now: number) => Promise<Written | null>} create
 *   null: a record with this id exists already (nothing is written)
 * @property {(id: string, ciphertext: string, expectedVersion: number, now: number) => Promise<UpdateOutcome>} update
 *   Writes only when the stored version is `expectedVersion`.
 * @property {(id: string, expectedVersion?: number) => Promise<DeleteOutcome>} delete
 * @property {(before: number) => Promise<number>} purgeUntouchedBefore
 *   Deletes records neither written nor read since `before`; answers how many.
 * @property {() => Promise<void>} close
 */

/** A record read this long after it was last marked as touched is marked again (one write a day at most). */
export const TOUCH_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** The database cannot answer now (down, unreachable, locked, too slow): the API says 503, the client retries. */
export class StoreUnavailableError extends Error {
  /** @param {string} message @param {unknown} [cause] */
  constructor(message, cause) {
    super(message, { cause });
    this.name = "StoreUnavailableError";
  }
}

/**
 * Settles with `work`, or rejects with StoreUnavailableError after `ms` (calling `onTimeout` then); any other
 * failure of `work` becomes one too (a driver error is the database's problem, never the caller's input: the
 * API has validated that).
 * @template T
 * @param {() => Promise<T>} work
 * @param {number} ms
 * @param {() => void} [onTimeout]
 * @returns {Promise<T>}
 */
export function withDeadline(work, ms, onTimeout) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const deadline = new Promise((_resolve, reject) => {
    timer = setTimeout(() => {
      onTimeout?.();
      reject(new StoreUnavailableError(`no answer within ${ms} ms`));
    }, ms);
  });
  const attempt = Promise.resolve()
    .then(work)
    .catch((error) => {
      throw error instanceof StoreUnavailableError
        ? error
        : new StoreUnavailableError(error instanceof Error ? error.message : String(error), error);
    });
  // The deadline may win; the attempt's own rejection then has nobody to tell.
  attempt.catch(() => {});
  return /** @type {Promise<T>} */ (Promise.race([attempt, deadline]).finally(() => clearTimeout(timer)));
}
