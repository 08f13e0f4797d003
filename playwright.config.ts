import { existsSync } from "node:fs";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumPath } from "./scripts/chromium-path.mjs";
import { FAKE_TMDB_KEY, PORTS } from "./tests/e2e/support/env";

// End-to-end tests drive a real Chromium against the production build (`npm run build` first).
// Two apps run: one on the embedded demo catalogue, and, where the recorded TMDB fixtures are present,
// one pointed at a local stub of TMDB serving them, with a recognisable fake key.
const fixturesPresent = existsSync(path.resolve("../shared/tmdb-fixtures/recorded"));
const noCredential = { TMDB_API_KEY: "", TMDB_READ_TOKEN: "" };
// Every spec's requests come from one address: the shared apps run without the API's rate limit, which
// tests/e2e/http-headers.spec.ts checks on a server of its own.
const noRateLimit = { API_RATE_LIMIT: "0" };

const demoServer = {
  command: "node server/server.mjs",
  url: `http://127.0.0.1:${PORTS.demoApp}/healthz`,
  env: { ...noCredential, ...noRateLimit, PORT: String(PORTS.demoApp), HOST: "127.0.0.1" },
  reuseExistingServer: false,
  timeout: 60_000,
};

const stubServers = [
  {
    command: `node tests/support/tmdb-stub.mjs --port ${PORTS.tmdbStub} --api-key ${FAKE_TMDB_KEY}`,
    url: `http://127.0.0.1:${PORTS.tmdbStub}/3/configuration?api_key=${FAKE_TMDB_KEY}`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
  {
    command: "node server/server.mjs",
    url: `http://127.0.0.1:${PORTS.stubApp}/healthz`,
    env: {
      ...noCredential,
      ...noRateLimit,
      PORT: String(PORTS.stubApp),
      HOST: "127.0.0.1",
      TMDB_API_KEY: FAKE_TMDB_KEY,
      TMDB_API_BASE_URL: `http://127.0.0.1:${PORTS.tmdbStub}/3`,
    },
    reuseExistingServer: false,
    timeout: 60_000,
  },
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Three, on 2 CPUs: the fault and cluster files mostly wait on timeouts and restarts, and a third worker
  // runs browser tests meanwhile (the suite took 891 s with 3 against 946 s with 2).
  workers: 3,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Two cores render eight rows of cards per client navigation; give assertions room on a busy machine.
  expect: { timeout: 10_000 },
  // skipped-tools: one line at the end per tool whose absence skipped tests (redis-server, HAProxy...).
  reporter: process.env.CI
    ? [["list"], ["./tests/support/skipped-tools.mjs"]]
    : [["list"], ["html", { open: "never" }], ["./tests/support/skipped-tools.mjs"]],
  use: {
    // No trace recorded: recording one for every test, to keep it only on a failure, took a third of the
    // suite's CPU (4 spec files, 73 tests: 143 s against 85-98 s; its DOM snapshots alone 110-114 s), and CI's
    // clean clone keeps none of them. To see a failing test's trace, run it again with `--trace on`.
    trace: "off",
    // As a visitor who asked for less motion (the site honours it: footer.css), so that no animation keeps a
    // 2-CPU machine drawing frames: the demo player's background pans forever. 30% less time (44 watch, overlay
    // and remote tests: 123 s -> 85 s). The specs of the rows' smooth scrolling (cards, right-to-left) run with
    // motion, as most visitors have it.
    reducedMotion: "reduce",
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        "--disable-background-networking",
        // One renderer process for a page and its frames (the player's): fewer processes on a 2-CPU machine,
        // 10% less time for the same tests. The iframe's sandbox and the CSP hold without it.
        "--disable-site-isolation-trials",
        "--disable-features=site-per-process,IsolateOrigins",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    {
      // Fault injection and fuzzing: each file starts its own fake upstream and app servers (any free port),
      // and its tests share them, so a file runs in one worker, in order. First in the list, so that these long
      // files (mostly waiting on timeouts) start first, beside the others, instead of running alone at the end.
      name: "faults",
      testMatch: /\.faults\.spec\.ts$/,
      fullyParallel: false,
      use: { ...devices["Desktop Chrome"] },
    },
    {
      name: "demo",
      testIgnore: [/\.stub\.spec\.ts$/, /\.faults\.spec\.ts$/],
      use: { ...devices["Desktop Chrome"], baseURL: `http://127.0.0.1:${PORTS.demoApp}` },
    },
    ...(fixturesPresent
      ? [
          {
            name: "tmdb-stub",
            testMatch: /\.stub\.spec\.ts$/,
            use: { ...devices["Desktop Chrome"], baseURL: `http://127.0.0.1:${PORTS.stubApp}` },
          },
        ]
      : []),
  ],
  webServer: fixturesPresent ? [demoServer, ...stubServers] : [demoServer],
});
