// @ts-check
// The sync store's schema, as a numbered list applied in order and recorded in `sync_migrations`: a database at
// version n gets n+1, n+2, ... at start-up, inside one transaction. The SQL is written once for both SQLite and
// PostgreSQL (TEXT, BIGINT, plain indexes), so the two stores cannot drift apart. Never edit an applied step:
// add the next one.

/** @typedef {{ version: number, name: string, statements: string[] }} Migration */

/** @type {Migration[]} */
export const MIGRATIONS = [
  {
    version: 1,
    name: "sync records",
    statements: [
      // Times are milliseconds since the epoch: the same integer in both databases, no time zone to mind.
      // touched_at: the last write, or a read at most a day older (store.mjs); the purge goes by it.
      `CREATE TABLE sync_records (
        id TEXT PRIMARY KEY,
        ciphertext TEXT NOT NULL,
        version BIGINT NOT NULL,
        created_at BIGINT NOT NULL,
        updated_at BIGINT NOT NULL,
        touched_at BIGINT NOT NULL
      )`,
      "CREATE INDEX sync_records_touched_at ON sync_records (touched_at)",
    ],
  },
];

/** Creates the bookkeeping table itself; safe to run on every start. */
export const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS sync_migrations (
  version BIGINT PRIMARY KEY,
  name TEXT NOT NULL,
  applied_at BIGINT NOT NULL
)`;
