// @ts-check
// The sync part of `npm run load`: GET and PUT of sync records on each store (scripts/lib/load-sync.mjs).
import {
  CIPHERTEXT_BYTES,
  SYNC_RECORDS,
  seedSyncRecords,
  syncRequests,
  syncStores,
} from "../lib/load-sync.mjs";
import { run } from "./autocannon-run.mjs";
import { startApp } from "./processes.mjs";

/**
 * GET and PUT of sync records on each store, each behind an app server of its own.
 * @param {import("./autocannon-run.mjs").RunSettings} settings
 */
export async function syncRuns(settings) {
  console.log(
    `Sync runs: ${SYNC_RECORDS.toLocaleString("en")} lists of ${CIPHERTEXT_BYTES / 1024} KB ciphertext each, seeded ` +
      "first; each request reads or writes the next list in turn, and each PUT is conditional on the list's " +
      "current version (If-Match), so nearly every write succeeds.\n",
  );
  /** @type {import("./autocannon-run.mjs").Row[]} */
  const rows = [];
  for (const store of await syncStores()) {
    try {
      const appUrl = await startApp({ API_RATE_LIMIT: "0", ...store.env });
      const requests = syncRequests(await seedSyncRecords(appUrl));
      const name = `sync ${store.name}`;
      rows.push(
        await run(name, appUrl, { page: "GET /api/sync/{id}", requests: requests.get }, null, settings),
      );
      rows.push(
        await run(
          name,
          appUrl,
          { page: "PUT /api/sync/{id}, If-Match", requests: requests.put },
          null,
          settings,
        ),
      );
    } finally {
      await store.cleanup();
    }
  }
  return rows;
}
