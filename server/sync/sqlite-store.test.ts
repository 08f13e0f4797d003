import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "libsql";
import { describe, expect, it } from "vitest";
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
      const db = new Database(file, { readonly: true });
      // Read by column name: libsql's rows also carry a `_metadata` field.
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
