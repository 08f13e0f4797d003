import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { MIGRATIONS } from "./migrations.mjs";
import { openSqliteStore } from "./sqlite-store.mjs";
import { describeSyncStore } from "./store-contract";

describeSyncStore("SQLite sync store (a temporary file)", async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "marquee-sqlite-"));
  // A folder that does not exist yet: the store creates it on first use.
  const file = path.join(dir, "nested", "sync.sqlite");
  return {
    store: await openSqliteStore({ file }),
    reopen: () => openSqliteStore({ file }),
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
});

describe("SQLite sync store, on disk", () => {
  it("creates its folder and file on first use, in WAL mode, with the migrations recorded", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "marquee-sqlite-"));
    const file = path.join(dir, "data", "sync.sqlite");
    try {
      expect(existsSync(file)).toBe(false);
      const store = await openSqliteStore({ file });
      await store.close();
      const db = new DatabaseSync(file, { readOnly: true });
      const mode = db.prepare("PRAGMA journal_mode").get() as { journal_mode: string };
      expect(mode.journal_mode).toBe("wal");
      const migrations = db.prepare("SELECT version, name FROM sync_migrations").all() as {
        version: number;
        name: string;
      }[];
      expect(migrations.map(({ version, name }) => ({ version, name }))).toEqual([
        { version: 1, name: "sync records" },
      ]);
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("folds its write-ahead log into the file when it closes, so the file alone holds every write", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "marquee-sqlite-"));
    const file = path.join(dir, "sync.sqlite");
    try {
      const store = await openSqliteStore({ file });
      await store.create("closed".padEnd(43, "A"), "kept", 1);
      expect(existsSync(`${file}-wal`)).toBe(true);
      await store.close();
      expect(existsSync(`${file}-wal`)).toBe(false);
      await store.close(); // a second close does nothing
      await expect(store.get("closed".padEnd(43, "A"), 1)).rejects.toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("opens a file written before (schema version 1, its log not yet folded in) and keeps working on it", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "marquee-sqlite-"));
    const file = path.join(dir, "sync.sqlite");
    const id = "before".padEnd(43, "A");
    try {
      // The file as the earlier driver (libsql) left it: migration 1's schema, written out here as it was then,
      // a record at version 2, and the last writes still in the log, as after a process that was killed.
      const before = new DatabaseSync(file);
      before.exec("PRAGMA journal_mode = WAL");
      before.exec(`
        CREATE TABLE sync_migrations (version BIGINT PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL);
        CREATE TABLE sync_records (id TEXT PRIMARY KEY, ciphertext TEXT NOT NULL, version BIGINT NOT NULL,
          created_at BIGINT NOT NULL, updated_at BIGINT NOT NULL, touched_at BIGINT NOT NULL);
        CREATE INDEX sync_records_touched_at ON sync_records (touched_at);
        INSERT INTO sync_migrations VALUES (1, 'sync records', 1764000000000);
        INSERT INTO sync_records VALUES ('${id}', 'sealed', 2, 1764000000000, 1764000001000, 1764000001000);
      `);
      // A second reader keeps the log from being folded in when `before` closes.
      const other = new DatabaseSync(file);
      other.prepare("SELECT COUNT(*) FROM sync_records").get();
      before.close();
      expect(existsSync(`${file}-wal`)).toBe(true);

      const store = await openSqliteStore({ file });
      expect(await store.get(id, 1764000002000)).toEqual({
        id,
        ciphertext: "sealed",
        version: 2,
        updatedAt: 1764000001000,
      });
      expect(await store.update(id, "resealed", 2, 1764000003000)).toEqual({
        ok: true,
        written: { version: 3, updatedAt: 1764000003000 },
      });
      await store.close();
      other.close();

      const db = new DatabaseSync(file, { readOnly: true });
      // Migration 1 is not applied again; any later one is applied on top.
      const versions = db.prepare("SELECT version FROM sync_migrations ORDER BY version").all();
      expect(versions.map((row) => row.version)).toEqual(MIGRATIONS.map((migration) => migration.version));
      // Integers stay integers: the file is the same to either driver.
      expect(db.prepare("SELECT typeof(version) AS type FROM sync_records WHERE id = ?").get(id)).toEqual({
        type: "integer",
      });
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("fails to open, with the driver's reason, where no file can be made", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "marquee-sqlite-"));
    try {
      const blocker = path.join(dir, "not-a-folder");
      await (await openSqliteStore({ file: blocker })).close();
      await expect(openSqliteStore({ file: path.join(blocker, "sync.sqlite") })).rejects.toThrow(
        /EEXIST|ENOTDIR/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
