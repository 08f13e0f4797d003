// @ts-check
// The sync store for several instances: PostgreSQL (DATABASE_URL=postgres://...), through a small `pg` pool.
// Every query is one statement on the primary key; a server-side statement timeout and a client-side query
// timeout bound each one, so a database that hangs costs a request a couple of seconds and a 503, not a hang.
import { MIGRATIONS, MIGRATIONS_TABLE } from "./migrations.mjs";
import { TOUCH_INTERVAL_MS } from "./store.mjs";

/** Any fixed number: instances starting at once take this lock in turn to migrate. */
const MIGRATION_LOCK = 7_160_017;

/**
 * Opens a pool and migrates the database; rejects if the database cannot be reached.
 * @param {{ url: string, timeoutMs?: number, maxConnections?: number, log?: (line: string) => void }} options
 * @returns {Promise<import("./store.mjs").SyncStore>}
 */
export async function openPostgresStore({ url, timeoutMs = 2000, maxConnections = 5, log = console.warn }) {
  // Imported here, not at the top: only a server configured for PostgreSQL loads the driver.
  const { default: pg } = await import("pg");
  const pool = new pg.Pool({
    connectionString: url,
    max: maxConnections,
    connectionTimeoutMillis: timeoutMs,
    idleTimeoutMillis: 30_000,
    statement_timeout: timeoutMs,
    query_timeout: timeoutMs + 500,
    application_name: "marquee-sync",
  });
  // An idle connection that the server drops emits here; unhandled, it would end the process.
  pool.on("error", (error) => log(`Sync store (PostgreSQL): idle connection lost: ${error.message}`));
  try {
    await migrate(pool);
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }

  /** @param {unknown} value BIGINT columns arrive as strings; ours stay far below 2^53. */
  const int = (value) => Number(value);

  return {
    async get(id, now) {
      const { rows } = await pool.query(
        "SELECT id, ciphertext, version, updated_at, touched_at FROM sync_records WHERE id = $1",
        [id],
      );
      const row = rows[0];
      if (!row) return null;
      if (now - int(row.touched_at) >= TOUCH_INTERVAL_MS) {
        await pool.query("UPDATE sync_records SET touched_at = $1 WHERE id = $2", [now, id]);
      }
      return {
        id: row.id,
        ciphertext: row.ciphertext,
        version: int(row.version),
        updatedAt: int(row.updated_at),
      };
    },
    async create(id, ciphertext, now) {
      const { rowCount } = await pool.query(
        `INSERT INTO sync_records (id, ciphertext, version, created_at, updated_at, touched_at)
         VALUES ($1, $2, 1, $3, $3, $3) ON CONFLICT (id) DO NOTHING`,
        [id, ciphertext, now],
      );
      return rowCount === 1 ? { version: 1, updatedAt: now } : null;
    },
    async update(id, ciphertext, expectedVersion, now) {
      const { rows } = await pool.query(
        `UPDATE sync_records SET ciphertext = $2, version = version + 1, updated_at = $3, touched_at = $3
         WHERE id = $1 AND version = $4 RETURNING version`,
        [id, ciphertext, now, expectedVersion],
      );
      if (rows[0]) return { ok: true, written: { version: int(rows[0].version), updatedAt: now } };
      const current = await pool.query("SELECT version FROM sync_records WHERE id = $1", [id]);
      return { ok: false, currentVersion: current.rows[0] ? int(current.rows[0].version) : null };
    },
    async delete(id, expectedVersion) {
      const { rowCount } =
        expectedVersion === undefined
          ? await pool.query("DELETE FROM sync_records WHERE id = $1", [id])
          : await pool.query("DELETE FROM sync_records WHERE id = $1 AND version = $2", [
              id,
              expectedVersion,
            ]);
      if (rowCount === 1) return "deleted";
      const current = await pool.query("SELECT version FROM sync_records WHERE id = $1", [id]);
      return current.rows[0] ? { currentVersion: int(current.rows[0].version) } : "not_found";
    },
    async purgeUntouchedBefore(before) {
      const { rowCount } = await pool.query("DELETE FROM sync_records WHERE touched_at < $1", [before]);
      return rowCount ?? 0;
    },
    async close() {
      await pool.end();
    },
  };
}

/**
 * Applies the migrations the database has not had yet, in one transaction, under an advisory lock so that
 * instances starting together do not race.
 * @param {import("pg").Pool} pool
 */
async function migrate(pool) {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    await client.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
    await client.query(MIGRATIONS_TABLE);
    const { rows } = await client.query("SELECT COALESCE(MAX(version), 0) AS applied FROM sync_migrations");
    const applied = Number(rows[0]?.applied ?? 0);
    for (const migration of MIGRATIONS) {
      if (migration.version <= applied) continue;
      for (const statement of migration.statements) await client.query(statement);
      await client.query("INSERT INTO sync_migrations (version, name, applied_at) VALUES ($1, $2, $3)", [
        migration.version,
        migration.name,
        Date.now(),
      ]);
    }
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
