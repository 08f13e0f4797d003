import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { postgresBinDir, startThrowawayPostgres } from "../../tests/support/throwaway-postgres.mjs";
import { startSyncApp, type TestApp, tempSqliteFile } from "./http-harness";
import { closeSyncStore } from "./open-store.mjs";

// When the database fails, the sync API says so with 503 and Retry-After, within its timeout, and works again
// once the database is back; the API rate limit covers sync requests like the rest of /api/.

const newId = () => randomBytes(32).toString("base64url");
/** Short, to keep the tests quick, but long enough for a busy machine's ordinary queries. */
const TIMEOUT_MS = 800;
const apps: TestApp[] = [];
const cleanups: (() => void | Promise<void>)[] = [];

async function app(env: Record<string, string>) {
  const started = await startSyncApp({ SYNC_DB_TIMEOUT_MS: String(TIMEOUT_MS), ...env });
  apps.push(started);
  return started;
}
const put = (url: string, id: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${url}/api/sync/${id}`, {
    method: "PUT",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

afterEach(async () => {
  await Promise.all(apps.splice(0).map((one) => one.close()));
  await closeSyncStore();
  for (const cleanup of cleanups.splice(0)) await cleanup();
  vi.restoreAllMocks();
});

async function expectUnavailable(response: Response) {
  expect(response.status).toBe(503);
  expect(response.headers.get("retry-after")).toBe("5");
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(await response.json()).toMatchObject({ error: "unavailable", message: expect.any(String) });
}

describe("sync API on SQLite, when the database fails", () => {
  it("answers 503 where the database file cannot be opened, and logs it once without the ciphertext", async () => {
    const warnings: string[] = [];
    vi.spyOn(console, "warn").mockImplementation((line: string) => void warnings.push(line));
    const sqlite = tempSqliteFile();
    cleanups.push(sqlite.cleanup);
    writeFileSync(path.join(path.dirname(sqlite.file), "file"), "not a folder");
    const { url } = await app({ SYNC_DB_PATH: path.join(path.dirname(sqlite.file), "file", "sync.sqlite") });
    const sealed = `sealed${randomBytes(16).toString("base64url")}`;
    await expectUnavailable(await put(url, newId(), { ciphertext: sealed }));
    await expectUnavailable(await fetch(`${url}/api/sync/${newId()}`));
    await expectUnavailable(await fetch(`${url}/api/sync/${newId()}`, { method: "DELETE" }));
    expect(warnings.filter((line) => line.includes("Sync store unavailable"))).toHaveLength(1);
    expect(warnings.join("\n")).not.toContain(sealed);
  });

  it("answers 503 to a write while another process holds the file's write lock, then writes once it lets go", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const sqlite = tempSqliteFile();
    cleanups.push(sqlite.cleanup);
    const { url } = await app({ SYNC_DB_PATH: sqlite.file });
    const id = newId();
    expect((await put(url, id, { ciphertext: "v1" })).status).toBe(201);

    const other = new DatabaseSync(sqlite.file);
    other.exec("BEGIN IMMEDIATE");
    try {
      const started = Date.now();
      await expectUnavailable(await put(url, id, { ciphertext: "v2" }, { "If-Match": '"1"' }));
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1_500);
      // Readers are not blocked by a writer in WAL mode.
      expect((await fetch(`${url}/api/sync/${id}`)).status).toBe(200);
    } finally {
      other.exec("ROLLBACK");
      other.close();
    }
    expect((await put(url, id, { ciphertext: "v2" }, { "If-Match": '"1"' })).status).toBe(200);
  });
});

const pgInstalled = postgresBinDir() !== null;

describe.skipIf(!pgInstalled)(
  pgInstalled
    ? "sync API on PostgreSQL, when the database fails"
    : "sync API on PostgreSQL (PostgreSQL is not installed: skipped; apt-get install postgresql)",
  () => {
    let server: Awaited<ReturnType<typeof startThrowawayPostgres>>;
    afterAll(async () => {
      await server?.destroy();
    });

    it("answers 503 within the timeout while the database hangs or is down, and recovers", async () => {
      const warnings: string[] = [];
      vi.spyOn(console, "warn").mockImplementation((line: string) => void warnings.push(line));
      server = await startThrowawayPostgres();
      const { url } = await app({ DATABASE_URL: server.url });
      const id = newId();
      // The store opens (connects, migrates) on the first request; on a busy machine that may take longer than
      // the timeout, and the request that gave up must not have written: creating again must still succeed.
      await vi.waitFor(
        async () =>
          expect((await put(url, id, { ciphertext: "v1" }, { "If-None-Match": "*" })).status).toBe(201),
        { timeout: 10_000, interval: 200 },
      );

      server.freeze();
      try {
        const started = Date.now();
        await expectUnavailable(await fetch(`${url}/api/sync/${id}`));
        await expectUnavailable(await put(url, id, { ciphertext: "v2" }, { "If-Match": '"1"' }));
        expect(Date.now() - started).toBeLessThan(2 * TIMEOUT_MS + 1_500);
      } finally {
        server.thaw();
      }
      await vi.waitFor(async () => expect((await fetch(`${url}/api/sync/${id}`)).status).toBe(200), {
        timeout: 15_000,
        interval: 200,
      });

      await server.stop("SIGKILL");
      await expectUnavailable(await fetch(`${url}/api/sync/${id}`));
      await server.start();
      // A write answered 503 may still have been applied (the frozen database ran it once thawed): the client
      // cannot know, so it reads the current version before writing again, as it does after a 412.
      const current = await vi.waitFor(
        async () => {
          const response = await fetch(`${url}/api/sync/${id}`);
          expect(response.status).toBe(200);
          return (await response.json()) as { version: number };
        },
        { timeout: 15_000, interval: 200 },
      );
      expect([1, 2]).toContain(current.version);
      const write = await put(url, id, { ciphertext: "v3" }, { "If-Match": `"${current.version}"` });
      expect(write.status).toBe(200);
      expect(warnings.some((line) => line.includes("Sync store is back"))).toBe(true);
    }, 60_000);

    it("answers 503 when the database is not there at the first request, and opens it once it is", async () => {
      vi.spyOn(console, "warn").mockImplementation(() => {});
      server ??= await startThrowawayPostgres();
      await server.stop();
      const { url } = await app({ DATABASE_URL: server.url });
      await expectUnavailable(await fetch(`${url}/api/sync/${newId()}`));
      await server.start();
      await vi.waitFor(async () => expect((await fetch(`${url}/api/sync/${newId()}`)).status).toBe(404), {
        timeout: 10_000,
        interval: 200,
      });
    }, 30_000);
  },
);

describe("sync API behind the API rate limit", () => {
  it("answers 429 with Retry-After once a client passes API_RATE_LIMIT", async () => {
    const sqlite = tempSqliteFile();
    cleanups.push(sqlite.cleanup);
    const { url } = await app({ SYNC_DB_PATH: sqlite.file, API_RATE_LIMIT: "3" });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await fetch(`${url}/api/sync/${newId()}`)).status);
    expect(statuses).toEqual([404, 404, 404, 429]);
    const limited = await put(url, newId(), { ciphertext: "abc" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.headers.get("cache-control")).toBe("no-store");
  });
});
