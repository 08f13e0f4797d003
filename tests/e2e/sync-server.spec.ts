import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { testServerEnv } from "./support/app-server";

// The production server with the sync store: it opens the SQLite file at start-up, closes it on
// SIGTERM (SQLite then folds its write-ahead log into the file and deletes it), keeps the data for the next
// start, and refuses a DATABASE_URL it cannot use without printing its password.

function startServer(env: Record<string, string>) {
  const server: ChildProcess = spawn(process.execPath, ["server/server.mjs"], {
    env: testServerEnv(env),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  server.stdout?.on("data", collect);
  server.stderr?.on("data", collect);
  const url = new Promise<string>((resolve, reject) => {
    server.stdout?.on("data", () => {
      const match = output.match(/http:\/\/127\.0\.0\.1:\d+/);
      if (match) resolve(match[0]);
    });
    server.once("exit", (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  // A test of a refused start never asks for the URL; its rejection is expected there.
  url.catch(() => {});
  return { server, url, output: () => output };
}

/** A lookup id as the browser makes them: 43 base64url characters. */
const ID = "sync-server-spec-".padEnd(43, "0");

test("keeps synced lists in SQLite across a restart and closes the file cleanly on SIGTERM", async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "marquee-sync-e2e-"));
  const file = path.join(dir, "data", "sync.sqlite");
  const first = startServer({ SYNC_DB_PATH: file });
  try {
    const url = await first.url;
    // Opened (created, migrated) at start-up, before any sync request.
    await expect.poll(() => existsSync(file)).toBe(true);
    const created = await fetch(`${url}/api/sync/${ID}`, {
      method: "PUT",
      headers: { "Content-Type": "application/json", "If-None-Match": "*" },
      body: JSON.stringify({ ciphertext: "c2VhbGVk" }),
    });
    expect(created.status).toBe(201);
    expect(existsSync(`${file}-wal`)).toBe(true);

    const exited = once(first.server, "exit");
    first.server.kill("SIGTERM");
    expect((await exited)[0]).toBe(0);
    // Every write is in the file itself: the write-ahead log is gone or empty (checkpointed at close).
    expect(existsSync(`${file}-wal`) ? statSync(`${file}-wal`).size : 0).toBe(0);

    const second = startServer({ SYNC_DB_PATH: file });
    try {
      const read = await fetch(`${await second.url}/api/sync/${ID}`);
      expect(read.status).toBe(200);
      expect(await read.json()).toMatchObject({ version: 1, ciphertext: "c2VhbGVk" });
    } finally {
      second.server.kill("SIGKILL");
    }
  } finally {
    if (first.server.exitCode === null) first.server.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  }
});

test("refuses to start with a DATABASE_URL it cannot use, naming the problem and not the password", async () => {
  const started = startServer({ DATABASE_URL: "mysql://marquee:hunter2@db.internal/marquee" });
  const [code] = await once(started.server, "exit");
  expect(code).toBe(1);
  expect(started.output()).toContain("DATABASE_URL must be a postgres:// or postgresql:// URL");
  expect(started.output()).not.toContain("hunter2");
});
