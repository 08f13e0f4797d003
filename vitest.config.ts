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
    ],
    environment: "node",
    // After the summary, one line per tool whose absence skipped tests (redis-server, PostgreSQL).
    reporters: ["default", vitestSkippedTools()],
    setupFiles: ["./tests/setup-vitest.ts"],
  },
});
