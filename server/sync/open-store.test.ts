import { afterEach, describe, expect, it, vi } from "vitest";
import { tempSqliteFile } from "./http-harness";
import { createSyncStoreHandle, PURGE_AFTER_MS } from "./open-store.mjs";
import { StoreUnavailableError } from "./store.mjs";

// The store as the server holds it: the 400-day purge when it opens, a retry after a failed open, and close.

const DAY = 24 * 60 * 60 * 1000;
const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

function handleOn(file: string, now: () => number, log: (line: string) => void = () => {}) {
  const handle = createSyncStoreHandle({ location: { kind: "sqlite", file }, timeoutMs: 2000 }, { now, log });
  cleanups.push(() => handle.close());
  return handle;
}

describe("the server's sync store handle", () => {
  it("purges lists untouched for 400 days when it opens, and keeps younger ones", async () => {
    const sqlite = tempSqliteFile();
    cleanups.push(sqlite.cleanup);
    const t0 = Date.UTC(2025, 0, 1);
    const before = handleOn(sqlite.file, () => t0);
    await before.run((store) => store.create("old".padEnd(43, "A"), "x", t0));
    await before.run((store) => store.create("young".padEnd(43, "A"), "x", t0 + 2 * DAY));
    await before.close();

    const logs: string[] = [];
    const later = handleOn(
      sqlite.file,
      () => t0 + PURGE_AFTER_MS + DAY,
      (line) => logs.push(line),
    );
    await later.run(async () => {}); // opens it, as the server does at start-up
    await vi.waitFor(() => expect(logs).toContain("Sync store: purged 1 list(s) untouched for 400 days"));
    expect(await later.run((store) => store.get("old".padEnd(43, "A"), t0))).toBeNull();
    expect(await later.run((store) => store.get("young".padEnd(43, "A"), t0))).not.toBeNull();
  });

  it("fails with StoreUnavailableError while the store cannot open, and opens at a later request", async () => {
    const sqlite = tempSqliteFile();
    cleanups.push(sqlite.cleanup);
    const { writeFileSync, rmSync } = await import("node:fs");
    const path = await import("node:path");
    const blocker = path.join(path.dirname(sqlite.file), "later");
    writeFileSync(blocker, "a file where the folder should be");
    const handle = handleOn(path.join(blocker, "sync.sqlite"), Date.now);
    await expect(handle.run(async () => "opened")).rejects.toBeInstanceOf(StoreUnavailableError);
    rmSync(blocker);
    expect(await handle.run(async () => "opened")).toBe("opened");
  });

  it("refuses work once closed", async () => {
    const sqlite = tempSqliteFile();
    cleanups.push(sqlite.cleanup);
    const handle = handleOn(sqlite.file, Date.now);
    await handle.run(async () => {});
    await handle.close();
    await expect(handle.run(async () => "late")).rejects.toThrow(/closed/);
  });
});
