// @ts-check
// The embedded sync store: one SQLite file (SYNC_DB_PATH, default data/sync.sqlite), through libsql (SQLite's
// library with better-sqlite3's API, shipped as a binary on npm: no compiler at install, decision 0017).
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
  // Imported here, not at the top: loading the server must not load a native module nobody uses yet.
  const { default: Database } = await import("libsql");
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file, { timeout: busyTimeoutMs });
  try {
    db.pragma("journal_mode = WAL");
    // With WAL, NORMAL loses no committed data on a crash of the process, only possibly the last writes on a
    // power cut, and saves an fsync per write.
    db.pragma("synchronous = NORMAL");
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
  // Rows are read by column name: libsql's pluck() still answers whole rows, which carry a `_metadata` field.
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
      return changes === 1 ? { version: 1, updatedAt: now } : null;
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
      if (changes === 1) return "deleted";
      const current = /** @type {{ version: number } | undefined} */ (versionOf.get(id));
      return current === undefined ? "not_found" : { currentVersion: current.version };
    },
    async purgeUntouchedBefore(before) {
      return purge.run(before).changes;
    },
    async close() {
      if (!db.open) return;
      // Leaves every write in the file itself: libsql lets go of the connection only when the garbage collector
      // takes it, not at close(), so SQLite's own checkpoint at the last close would come late or never. The
      // checkpoint here empties the log now. Should it fail (another process reading), the log stays and the
      // next open replays it: nothing is lost either way.
      try {
        db.pragma("wal_checkpoint(TRUNCATE)");
      } catch {}
      db.close();
    },
  };
}

/** Applies the migrations this file has not had yet, all in one write transaction. @param {import("libsql").Database} db */
function migrate(db) {
  db.transaction(() => {
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
  }).immediate();
}
