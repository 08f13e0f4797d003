import { describe } from "vitest";
import { postgresBinDir, startThrowawayPostgres } from "../../tests/support/throwaway-postgres.mjs";
import { notInstalled } from "../../tests/support/tools.mjs";
import { openPostgresStore } from "./postgres-store.mjs";
import { describeSyncStore } from "./store-contract";

// Against a real PostgreSQL that this file starts on a free port and deletes afterwards. Without PostgreSQL the
// same tests are listed as skipped, and the run's summary says why (tests/support/skipped-tools.mjs).
const installed = postgresBinDir() !== null;

describe.skipIf(!installed)(installed ? "PostgreSQL" : `PostgreSQL: ${notInstalled("postgresql")}`, () => {
  describeSyncStore("PostgreSQL sync store (a throwaway server)", async () => {
    const server = await startThrowawayPostgres();
    return {
      store: await openPostgresStore({ url: server.url }),
      reopen: () => openPostgresStore({ url: server.url }),
      cleanup: () => server.destroy(),
    };
  });
});
