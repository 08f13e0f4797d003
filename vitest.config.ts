import { defineConfig } from "vitest/config";
import { compileCatalogues, serveCatalogueFiles } from "./app/i18n/catalogue-compiler.ts";
import { vitestSkippedTools } from "./tests/support/skipped-tools.mjs";

// Kept apart from vite.config.ts on purpose: the reactRouter() plugin must not load under Vitest.
export default defineConfig({
  plugins: [compileCatalogues(), serveCatalogueFiles()],
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.{ts,mjs}",
      "scripts/**/*.test.ts",
      "tests/contract/**/*.test.ts",
      "tests/deploy/**/*.test.ts",
      "tests/architecture/**/*.test.ts",
    ],
    environment: "node",
    // The demo catalogue's filter checks and the property-based tests do real work (a thousand runs, hundreds of
    // titles' details): 5 s was passed at a load average of 25 on these 2-CPU machines. A limit, not a timing.
    testTimeout: 30_000,
    // One worker per CPU: the default leaves one idle, and the suite took 135 s instead of 85 s on 2 CPUs.
    maxWorkers: "100%",
    // Files share a worker's module cache instead of each loading its imports afresh: half the CPU time (75 s
    // against 135 s of user time for the suite on 2 CPUs). The tests keep no state across files: stores are
    // made per test, and what is global (timers, stubs, the catalogue) is restored by the file that changes it.
    isolate: false,
    // After the summary, one line per tool whose absence skipped tests (redis-server, PostgreSQL).
    reporters: ["default", vitestSkippedTools()],
    setupFiles: ["./tests/setup-vitest.ts"],
  },
});
