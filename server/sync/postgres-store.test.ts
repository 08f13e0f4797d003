import { describe } from "vitest";
import { postgresBinDir, startThrowawayPostgres } from "../../tests/support/throwaway-postgres.mjs";
import { openPostgresStore } from "./postgres-store.mjs";
import { describeSyncStore } from "./store-contract";

// Against a real PostgreSQL that this file starts on a free port and deletes afterwards.
const installed = postgresBinDir() !== null;

if (installed) {
  describeSyncStore("PostgreSQL sync store (a throwaway server)", async () => {
    const server = await startThrowawayPostgres();
    return {
      store: await openPostgresStore({ url: server.url }),
      reopen: () => openPostgresStore({ url: server.url }),
      cleanup: () => server.destroy(),
    };
  });
} else {
  describe.skip("PostgreSQL sync store (PostgreSQL is not installed: skipped; apt-get install postgresql)", () => {});
}
