import { expect, test } from "@playwright/test";
import { runCluster } from "../../scripts/lib/cluster/run.mjs";
import { postgresBinDir } from "../support/throwaway-postgres.mjs";
import { notInstalled, toolInstalled } from "../support/tools.mjs";

// The proven cluster, short: Redis, PostgreSQL, three instances and Debian's HAProxy with the
// deployment's own configuration (deploy/haproxy/haproxy.cfg), under load of pages and sync writes, through a
// crawl against the shared TMDB rate cap, a rolling SIGTERM restart of every instance, and a SIGKILL.
// `npm run cluster` runs the same, longer, and prints the figures (docs/operating.md).

const missing = [
  ...(toolInstalled("haproxy") ? [] : [notInstalled("haproxy")]),
  ...(toolInstalled("redis-server") ? [] : [notInstalled("redis-server")]),
  ...(postgresBinDir() ? [] : [notInstalled("postgresql")]),
];

test(
  missing.length === 0
    ? "three instances behind HAProxy: no page fails in a rolling restart, acknowledged sync writes survive, exits are 0, the TMDB cap holds, a SIGKILL fails only what was in flight"
    : `the cluster: ${missing.join("; ")}`,
  async () => {
    test.skip(missing.length > 0, missing.join("; "));
    // About 80 s on a quiet machine: three drains of 8 s each are most of it.
    test.setTimeout(300_000);
    const lines: string[] = [];
    const { figures, problems } = await runCluster({
      crawlSeconds: 6,
      settleSeconds: 2,
      visitors: 6,
      crawlers: 30,
      devices: 4,
      // Low enough that the crawl reaches it even on a busy two-core machine, where three instances render only
      // a dozen new title pages a second.
      tmdbMaxRps: 10,
      log: (line) => lines.push(line),
    });
    test.info().annotations.push({ type: "cluster", description: lines.join("\n") });
    console.log(lines.join("\n"));
    expect(problems, lines.join("\n")).toEqual([]);
    // Not vacuous: the restarts happened under load, each exit was 0, and sync writes were acknowledged.
    const restarts = figures.restarts as Array<{ code: number | null }>;
    expect(restarts.map((restart) => restart.code)).toEqual([0, 0, 0]);
    const phases = figures.phases as Record<string, { ok: number; failed: number }>;
    expect(phases["rolling restart: page"]?.failed).toBe(0);
    expect(phases["rolling restart: page"]?.ok).toBeGreaterThan(100);
    expect((figures.sync as { acknowledgedWrites: number; lost: number }).lost).toBe(0);
  },
);
