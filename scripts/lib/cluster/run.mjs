// @ts-check
// The proven cluster: Redis, PostgreSQL, a fake TMDB, three instances and HAProxy, all on 127.0.0.1.
// Under load it (1) pushes the TMDB rate cap with a crawl, (2) restarts each instance in turn with SIGTERM,
// (3) kills one with SIGKILL, and checks what an operator relies on. Used by `npm run cluster` and by
// tests/e2e/cluster.faults.spec.ts; it returns the figures and the list of what did not hold.

import { readServerEnv } from "../../../server/server-env.mjs";
import { startThrowawayPostgres } from "../../../tests/support/throwaway-postgres.mjs";
import { freePort, startRedis, stopRedis } from "../../../tests/support/throwaway-redis.mjs";
import { startFakeTmdb, startHaproxy, startInstance, stopChild } from "./processes.mjs";
import { startRoomPair } from "./rooms.mjs";
import { startTraffic } from "./traffic.mjs";

const FAKE_KEY = "cluster-fake-tmdb-key-5e1b";
/** HAProxy's health checks (deploy/haproxy/haproxy.cfg): every 2 s, out after 3 failures, in after 2 passes. */
const CHECK_MS = 2000;

/**
 * @typedef {object} ClusterOptions
 * @property {number} crawlSeconds how long the crawl pushes the TMDB cap
 * @property {number} settleSeconds steady load before the restarts, between them and after the kill
 * @property {number} tmdbMaxRps the cap the instances share through Redis
 * @property {number} visitors concurrent visitors
 * @property {number} crawlers concurrent crawler connections
 * @property {number} devices devices writing synced lists
 * @property {(line: string) => void} log
 */

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @param {number[]} values @param {number} q */
function quantile(values, q) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/** @param {ClusterOptions} options */
export async function runCluster(options) {
  const { log } = options;
  const { drainDelayMs, shutdownTimeoutMs } = readServerEnv({});
  /** @type {string[]} */
  const problems = [];
  /** @type {(() => Promise<void>)[]} */
  const cleanups = [];
  /** @type {Record<string, unknown>} */
  const figures = { drainDelayMs, shutdownTimeoutMs, tmdbMaxRps: options.tmdbMaxRps };
  try {
    const redisPort = await freePort();
    const redis = await startRedis(redisPort);
    cleanups.push(() => stopRedis(redis));
    const postgres = await startThrowawayPostgres();
    cleanups.push(() => postgres.destroy());
    const tmdb = await startFakeTmdb({ apiKey: FAKE_KEY, latencyMs: 50 });
    cleanups.push(() => stopChild(tmdb.child, "SIGKILL"));
    log(
      `Redis on ${redisPort}, PostgreSQL at ${postgres.url.replace(/^postgres:\/\/[^@]*@/, "")}, fake TMDB at ${tmdb.baseUrl}`,
    );

    /** @type {Record<string, string>} */
    const env = {
      TMDB_API_KEY: FAKE_KEY,
      TMDB_API_BASE_URL: tmdb.baseUrl,
      TMDB_MAX_RPS: String(options.tmdbMaxRps),
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      DATABASE_URL: postgres.url,
      SYNC_DB_PATH: "",
      TRUST_PROXY: "1",
      // One client (this script) sends everything; the per-client API limit would refuse its sync writes.
      API_RATE_LIMIT: "0",
      LOG_LEVEL: "warn",
    };
    const ports = [await freePort(), await freePort(), await freePort()];
    const instances = await Promise.all(ports.map((port) => startInstance(port, env)));
    cleanups.push(async () => {
      await Promise.all(instances.map((instance) => stopChild(instance, "SIGKILL")));
    });
    const haproxy = await startHaproxy({
      listenPort: await freePort(),
      statsPort: await freePort(),
      instancePorts: ports,
    });
    cleanups.push(() => stopChild(haproxy.child, "SIGKILL"));
    log(`Instances on ${ports.join(", ")}; HAProxy at ${haproxy.url}`);

    /** Waits until HAProxy reports `name` in a state matching `pattern`; answers how long it took. */
    const until = async (
      /** @type {string} */ name,
      /** @type {RegExp} */ pattern,
      /** @type {number} */ timeoutMs,
    ) => {
      const started = performance.now();
      for (;;) {
        const state = (await haproxy.states())[name] ?? "";
        if (pattern.test(state)) return performance.now() - started;
        if (performance.now() - started > timeoutMs)
          throw new Error(`HAProxy: ${name} still "${state}" after ${timeoutMs} ms`);
        await sleep(100);
      }
    };
    for (const name of ["app1", "app2", "app3"]) await until(name, /^UP$/, 60_000);
    log("HAProxy sees the three instances UP");

    const traffic = startTraffic({
      url: haproxy.url,
      visitors: options.visitors,
      crawlers: options.crawlers,
      devices: options.devices,
    });
    cleanups.push(() => traffic.stop());
    // Two watch-together members, on two different instances, through everything below.
    const room = await startRoomPair({ ports, log });
    let roomFinished = false;
    cleanups.push(async () => {
      if (!roomFinished) await room.abandon();
    });

    // Every visitor page into Redis and each instance's page cache, as on a site that has been up for a while.
    await sleep(5000);

    // 1. The crawl: more titles nobody asked for than the cap lets through, spread over the three instances.
    traffic.setPhase("crawl");
    traffic.setCrawling(true);
    const crawlStart = Date.now();
    await sleep(options.crawlSeconds * 1000);
    traffic.setCrawling(false);
    const crawlEnd = Date.now();
    await sleep(1500);
    const { bySecond } = await tmdb.stats();
    // Whole seconds inside the crawl only.
    const seconds = Object.entries(bySecond)
      .map(([second, count]) => [Number(second), count])
      .filter(([second = 0]) => second * 1000 >= crawlStart && (second + 1) * 1000 <= crawlEnd)
      .map(([, count = 0]) => count);
    const maxPerSecond = Math.max(0, ...seconds);
    const meanPerSecond = seconds.length ? seconds.reduce((a, b) => a + b, 0) / seconds.length : 0;
    figures.tmdb = {
      seconds: seconds.length,
      maxPerSecond,
      meanPerSecond: Math.round(meanPerSecond * 10) / 10,
    };
    log(
      `Crawl: TMDB calls per second over ${seconds.length} s: max ${maxPerSecond}, mean ${meanPerSecond.toFixed(1)} (cap ${options.tmdbMaxRps})`,
    );
    if (maxPerSecond > options.tmdbMaxRps)
      problems.push(`TMDB got ${maxPerSecond} calls in one second, over the cap of ${options.tmdbMaxRps}`);
    if (meanPerSecond < options.tmdbMaxRps / 2)
      problems.push(`the crawl did not push the cap (mean ${meanPerSecond.toFixed(1)} a second)`);

    // 2. Rolling restart: each instance in turn, SIGTERM, wait for it to exit, start it again, wait until UP.
    traffic.setPhase("steady");
    await sleep(options.settleSeconds * 1000);
    traffic.setPhase("rolling restart");
    /** @type {Array<Record<string, number | string | null>>} */
    const restarts = [];
    for (const [index, port] of ports.entries()) {
      const name = `app${index + 1}`;
      const old = instances[index];
      if (!old) continue;
      const signalled = performance.now();
      old.process.kill("SIGTERM");
      const outOfRotation = await until(name, /^DOWN/, drainDelayMs + shutdownTimeoutMs);
      const { code, signal, at } = await old.exited;
      const exitMs = at - signalled;
      const fresh = await startInstance(port, env);
      instances[index] = fresh;
      const startedAt = performance.now();
      await until(name, /^UP$/, 60_000);
      const backMs = performance.now() - startedAt;
      restarts.push({
        name,
        code,
        signal,
        outOfRotationMs: Math.round(outOfRotation),
        exitMs: Math.round(exitMs),
        backInRotationMs: Math.round(backMs),
      });
      log(
        `${name}: SIGTERM -> out of rotation after ${(outOfRotation / 1000).toFixed(1)} s, exited ${code ?? signal} after ${(exitMs / 1000).toFixed(1)} s; restarted, back in rotation ${(backMs / 1000).toFixed(1)} s later`,
      );
      if (code !== 0) problems.push(`${name} exited with ${code ?? signal} on SIGTERM, not 0`);
      if (exitMs > drainDelayMs + shutdownTimeoutMs + 1000)
        problems.push(`${name} took ${Math.round(exitMs)} ms to exit, over the drain and the timeout`);
      if (exitMs < drainDelayMs)
        problems.push(`${name} exited after ${Math.round(exitMs)} ms, before its drain delay was over`);
      await sleep(options.settleSeconds * 1000);
    }
    figures.restarts = restarts;

    // 3. SIGKILL: only what was in flight on that instance at that instant may fail.
    traffic.setPhase("after SIGKILL");
    const victim = 1;
    const killed = instances[victim];
    const inFlight = traffic.inFlightNow();
    const failedBeforeKill = traffic.failures.length;
    const killedAt = performance.now();
    killed?.process.kill("SIGKILL");
    await killed?.exited;
    // The signal is delivered and the process gone a moment after kill() returns: what was sent meanwhile was
    // in flight at the instant it died, too.
    for (const [id, request] of traffic.inFlightNow()) inFlight.set(id, request);
    const outAfterKill = await until(`app${victim + 1}`, /^DOWN/, 4 * CHECK_MS + 2000);
    await sleep(options.settleSeconds * 1000);
    const afterKill = traffic.failures.filter((failure) => failure.end >= killedAt);
    const notInFlight = afterKill.filter((failure) => !inFlight.has(failure.id));
    figures.sigkill = {
      inFlightAtKill: inFlight.size,
      failedAfterKill: afterKill.length,
      failedNotInFlight: notInFlight.length,
      outOfRotationMs: Math.round(outAfterKill),
    };
    log(
      `SIGKILL app${victim + 1}: ${inFlight.size} requests in flight (all instances), ${afterKill.length} failed, ${notInFlight.length} of them not in flight at the kill; out of rotation after ${(outAfterKill / 1000).toFixed(1)} s`,
    );
    for (const failure of notInFlight.slice(0, 5))
      problems.push(
        `after SIGKILL, ${failure.kind} ${failure.target} (sent after the kill) failed: ${failure.what}`,
      );
    instances[victim] = await startInstance(ports[victim] ?? 0, env);
    await until(`app${victim + 1}`, /^UP$/, 60_000);

    await traffic.stop();
    const rooms = await room.finish();
    roomFinished = true;
    figures.room = rooms.figures;
    log(
      `Room: ${rooms.figures.lines} chat lines, ${rooms.figures.delivered} delivered, ${rooms.figures.reconnects} reconnects (Ana on ${rooms.figures.instances.Ana.join(" > ")}, Bo on ${rooms.figures.instances.Bo.join(" > ")}), delay p50 ${rooms.figures.p50Ms} ms, max ${rooms.figures.maxMs} ms; same state on both: ${rooms.figures.sameState ? "yes" : "no"}`,
    );
    problems.push(...rooms.problems);
    const sync = await traffic.checkSyncedLists();
    figures.sync = {
      devices: sync.devices,
      acknowledgedWrites: sync.acknowledgedWrites,
      conflicts: sync.conflicts,
      lost: sync.lost.length,
    };
    log(
      `Sync: ${sync.acknowledgedWrites} acknowledged writes by ${sync.devices} devices; every list read back: ${sync.lost.length === 0 ? "yes" : sync.lost.join("; ")}`,
    );
    for (const line of sync.lost) problems.push(`an acknowledged sync write was not read back: ${line}`);
    if (sync.acknowledgedWrites === 0) problems.push("no sync write was acknowledged");

    /** @type {Record<string, Record<string, number>>} */
    const phases = {};
    for (const [phase, byKind] of traffic.tallies) {
      for (const [kind, tally] of Object.entries(byKind)) {
        if (tally.sent === 0) continue;
        phases[`${phase}: ${kind}`] = {
          sent: tally.sent,
          ok: tally.ok,
          failed: tally.failed,
          busy: tally.busy,
          p50: Math.round(quantile(tally.ms, 0.5)),
          p99: Math.round(quantile(tally.ms, 0.99)),
        };
      }
    }
    figures.phases = phases;
    // Before the kill: from the steady load after the crawl on, through every restart, no visitor's page may fail.
    // During the crawl itself an instance may refuse a page it has not cached yet (the cap's cheap 503), and a
    // sync write may be refused at any time by a database slower than SYNC_DB_TIMEOUT_MS (503 with Retry-After:
    // the browser keeps the list and writes again): those are counted in the figures. What must hold for sync is
    // that no acknowledged write is lost (checkSyncedLists).
    const beforeKill = traffic.failures
      .slice(0, failedBeforeKill)
      .filter(
        (failure) =>
          failure.kind === "page" && (failure.phase === "steady" || failure.phase === "rolling restart"),
      );
    figures.syncFailures = traffic.failures
      .filter((failure) => failure.kind === "sync-write")
      .map((failure) => `${failure.phase}: ${failure.what}`);
    for (const failure of beforeKill.slice(0, 10)) {
      problems.push(`during the ${failure.phase}, ${failure.kind} ${failure.target} failed: ${failure.what}`);
    }
    const pages = phases["rolling restart: page"];
    if ((pages?.ok ?? 0) < 100)
      problems.push(`too few pages served during the rolling restart to show anything (${pages?.ok ?? 0})`);
    return { figures, problems };
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  }
}
