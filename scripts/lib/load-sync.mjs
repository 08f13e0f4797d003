// @ts-check
// The sync API's part of `npm run load` (scripts/load.mjs): GET and PUT of sync records, on the embedded
// SQLite store and on a throwaway PostgreSQL, each behind its own app server. Records are seeded first; every
// request goes to the next of them in turn, and every PUT carries the record's current version (If-Match), so
// the runs measure the real read and conditional-write paths, not their 404s and 412s.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { postgresBinDir, startThrowawayPostgres } from "../../tests/support/throwaway-postgres.mjs";

/** Records in the store during a run, and the size of each one's ciphertext: a list of a few hundred titles. */
export const SYNC_RECORDS = 1000;
export const CIPHERTEXT_BYTES = 16 * 1024;

/**
 * The stores to measure, each with the app environment that selects it and a cleanup.
 * @returns {Promise<{ name: string, env: Record<string, string>, cleanup: () => Promise<void> }[]>}
 */
export async function syncStores() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "marquee-load-sync-"));
  /** @type {{ name: string, env: Record<string, string>, cleanup: () => Promise<void> }[]} */
  const stores = [
    {
      name: "SQLite",
      env: { SYNC_DB_PATH: path.join(dir, "sync.sqlite") },
      cleanup: async () => rmSync(dir, { recursive: true, force: true }),
    },
  ];
  if (postgresBinDir()) {
    const server = await startThrowawayPostgres();
    stores.push({ name: "PostgreSQL", env: { DATABASE_URL: server.url }, cleanup: () => server.destroy() });
  } else {
    console.log("PostgreSQL is not installed (apt-get install postgresql): its sync runs are left out.");
  }
  return stores;
}

/**
 * Creates the records the runs use; answers their ids and a map of their current versions.
 * @param {string} appUrl
 */
export async function seedSyncRecords(appUrl) {
  const ids = Array.from({ length: SYNC_RECORDS }, () => randomBytes(32).toString("base64url"));
  /** @type {Map<string, number>} */
  const versions = new Map();
  const ciphertext = randomBytes((CIPHERTEXT_BYTES * 3) / 4).toString("base64url");
  for (const id of ids) {
    const response = await fetch(`${appUrl}/api/sync/${id}`, {
      method: "PUT",
      headers: { "Content-Type": "application/json", "If-None-Match": "*" },
      body: JSON.stringify({ ciphertext }),
    });
    if (response.status !== 201) throw new Error(`seeding the sync store: ${response.status}`);
    versions.set(id, 1);
  }
  return { ids, versions, ciphertext };
}

/**
 * autocannon request lists for the two sync runs.
 * @param {{ ids: string[], versions: Map<string, number>, ciphertext: string }} seeded
 * @returns {{ get: import("autocannon").RequestStep[], put: import("autocannon").RequestStep[] }}
 */
export function syncRequests({ ids, versions, ciphertext }) {
  let n = 0;
  const nextId = () => ids[n++ % ids.length] ?? "";
  const body = JSON.stringify({ ciphertext });
  return {
    get: [
      {
        setupRequest: (request) => ({
          ...request,
          method: "GET",
          path: `/api/sync/${nextId()}`,
        }),
      },
    ],
    put: [
      {
        setupRequest: (request, context) => {
          const id = nextId();
          context.id = id;
          return {
            ...request,
            method: "PUT",
            path: `/api/sync/${id}`,
            headers: { "content-type": "application/json", "if-match": `"${versions.get(id) ?? 1}"` },
            body,
          };
        },
        // 200 and 412 both name the record's version now: the next write to it is conditional on that one.
        onResponse: (status, text, context) => {
          if (status !== 200 && status !== 412) return;
          const { version } = JSON.parse(text);
          if (typeof context.id === "string" && typeof version === "number")
            versions.set(context.id, version);
        },
      },
    ],
  };
}
