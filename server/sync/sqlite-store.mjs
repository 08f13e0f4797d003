// @ts-check
// The embedded sync store: one SQLite file (SYNC_DB_PATH, default data/sync.sqlite), through Node.js's own
// `node:sqlite` (DatabaseSync): no dependency, nothing to download or compile at install (decision 0017).
// The driver is synchronous, so every query here is a single-row statement on the primary key (or the purge's
// index) that takes microseconds; WAL lets readers go on while one writer writes, and a writer that finds the
// file locked waits up to `busyTimeoutMs` and then fails, which the API answers with 503.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { MIGRATIONS, MIGRATIONS_TABLE } from "./migrations.mjs";
import { TOUCH_INTERVAL_MS } from "./store.mjs";

/**
 * Opens (creating the file and its folder on first use) and migrates the database.
 * @param {{ file: string, busyTimeoutMs?: number }} options
 * @returns {Promise<import("./store.mjs").SyncStore>}
 */
export async function openSqliteStore({ file, busyTimeoutMs = 2000 }) {
  // Imported here, not at the top: loading the server must not open SQLite for a sync store nobody uses yet,
  // and a Node.js without the module fails here, with a message, rather than when the server is loaded.
  const { DatabaseSync } = await import("node:sqlite").catch((error) => {
    throw new Error(`The SQLite sync store needs node:sqlite (Node.js 24): ${error.message}`, {
      cause: error,
    });
  });
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  // `timeout` is SQLite's busy timeout: a writer that finds the file locked waits this long, then fails.
  const db = new DatabaseSync(file, { timeout: busyTimeoutMs });
  try {
    db.exec("PRAGMA journal_mode = WAL");
    // With WAL, NORMAL loses no committed data on a crash of the process, only possibly the last writes on a
    // power cut, and saves an fsync per write.
    db.exec("PRAGMA synchronous = NORMAL");
    migrate(db);
  } catch (error) {
    db.close();
    throw error;
  }

  const select = db.prepare(
    "SELECT id, ciphertext, version, updated_at, touched_at FROM sync_records WHERE id = ?",
  );
  const touch = db.prepare("UPDATE sync_records SET touched_at = ? WHERE id = ?");
  const insert = db.prepare(
    `INSERT INTO sync_records (id, ciphertext, version, created_at, updated_at, touched_at)
     VALUES (?, ?, 1, ?, ?, ?) ON CONFLICT (id) DO NOTHING`,
  );
  const update = db.prepare(
    `UPDATE sync_records SET ciphertext = ?, version = version + 1, updated_at = ?, touched_at = ?
     WHERE id = ? AND version = ? RETURNING version`,
  );
  const versionOf = db.prepare("SELECT version FROM sync_records WHERE id = ?");
  const remove = db.prepare("DELETE FROM sync_records WHERE id = ?");
  const removeAt = db.prepare("DELETE FROM sync_records WHERE id = ? AND version = ?");
  const purge = db.prepare("DELETE FROM sync_records WHERE touched_at < ?");

  return {
    async get(id, now) {
      const row =
        /** @type {{ id: string, ciphertext: string, version: number, updated_at: number, touched_at: number } | undefined} */ (
          select.get(id)
        );
      if (!row) return null;
      if (now - row.touched_at >= TOUCH_INTERVAL_MS) touch.run(now, id);
      return { id: row.id, ciphertext: row.ciphertext, version: row.version, updatedAt: row.updated_at };
    },
    async create(id, ciphertext, now) {
      const { changes } = insert.run(id, ciphertext, now, now, now);
      return Number(changes) === 1 ? { version: 1, updatedAt: now } : null;
    },
    async update(id, ciphertext, expectedVersion, now) {
      const row = /** @type {{ version: number } | undefined} */ (
        update.get(ciphertext, now, now, id, expectedVersion)
      );
      if (row) return { ok: true, written: { version: row.version, updatedAt: now } };
      const current = /** @type {{ version: number } | undefined} */ (versionOf.get(id));
      return { ok: false, currentVersion: current?.version ?? null };
    },
    async delete(id, expectedVersion) {
      const { changes } = expectedVersion === undefined ? remove.run(id) : removeAt.run(id, expectedVersion);
      if (Number(changes) === 1) return "deleted";
      const current = /** @type {{ version: number } | undefined} */ (versionOf.get(id));
      return current === undefined ? "not_found" : { currentVersion: current.version };
    },
    async purgeUntouchedBefore(before) {
      return Number(purge.run(before).changes);
    },
    async close() {
      if (!db.isOpen) return;
      // Closes the connection now: as the file's last connection, SQLite folds the write-ahead log into the file
      // and deletes it. Should another process still have the file open, the log stays and the next open
      // replays it: nothing is lost either way.
      db.close();
    },
  };
}

/**
 * Applies the migrations this file has not had yet, all in one write transaction (IMMEDIATE: the write lock is
 * taken first, so two processes opening the same new file cannot both migrate it).
 * @param {import("node:sqlite").DatabaseSync} db
 */
function migrate(db) {
  db.exec("BEGIN IMMEDIATE");
  try {
    db.exec(MIGRATIONS_TABLE);
    const { applied } = /** @type {{ applied: number }} */ (
      db.prepare("SELECT COALESCE(MAX(version), 0) AS applied FROM sync_migrations").get()
    );
    const record = db.prepare("INSERT INTO sync_migrations (version, name, applied_at) VALUES (?, ?, ?)");
    for (const migration of MIGRATIONS) {
      if (migration.version <= applied) continue;
      for (const statement of migration.statements) db.exec(statement);
      record.run(migration.version, migration.name, Date.now());
    }
    db.exec("COMMIT");
  } catch (error) {
    // SQLite may have rolled back already (a full disk, for one): only an open transaction is rolled back here.
    if (db.isTransaction) db.exec("ROLLBACK");
    throw error;
  }
}
