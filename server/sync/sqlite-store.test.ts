import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
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
      expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
      expect(db.prepare("SELECT version, name FROM sync_migrations").all()).toEqual([
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
