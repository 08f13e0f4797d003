import type { ChildProcess } from "node:child_process";
import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  freePort,
  redisServerInstalled,
  startRedis,
  stopRedis,
} from "../../tests/support/throwaway-redis.mjs";
import { CACHE_POLICY } from "./cache.server";
import type { Catalogue } from "./catalogue";
import { connectRedis, createRedisCache, REDIS_KEY_PREFIX, redisUrlSecrets } from "./redis-cache.server";
import { createTmdbClient } from "./tmdb-client.server";
import type { FetchFunction } from "./tmdb-request.server";

// The shared cache against a real redis-server that this file starts (and stops) on a free port: several
// instances make one upstream call per key, and pages keep answering when Redis dies, hangs or is absent.

const KEY = "FAKEKEY-redis-3b8e50";

const installed = redisServerInstalled();

async function until(condition: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const giveUp = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > giveUp) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const page = (marker: number) => ({ page: 1, total_pages: 1, total_results: marker, results: [] });

/** One counted upstream for every instance, answering after `latencyMs`. */
function countedUpstream(latencyMs = 100) {
  const paths: string[] = [];
  const fetch: FetchFunction = async (request) => {
    paths.push(new URL(request.url).pathname);
    await new Promise((resolve) => setTimeout(resolve, latencyMs));
    return new Response(JSON.stringify(page(paths.length)), { status: 200 });
  };
  return { fetch, paths };
}

interface Instance {
  catalogue: Catalogue;
  redis: Redis;
  logs: string[];
  close(): Promise<void>;
}

describe.skipIf(!installed)(
  installed
    ? "shared Redis cache against a real redis-server"
    : "shared Redis cache (redis-server is not installed: skipped; apt-get install redis-server)",
  () => {
    let port: number;
    let url: string;
    let server: ChildProcess | undefined;
    let admin: Redis;
    const instances: Instance[] = [];

    function instance(fetch: FetchFunction, options: { now?: () => number } = {}): Instance {
      const redis = connectRedis(url, { maxReconnectDelayMs: 100 });
      const logs: string[] = [];
      const cache = createRedisCache(redis, {
        namespace: "tmdb:",
        log: (line) => logs.push(line),
        retryAfterFailureMs: 200,
        lockPollMs: 20,
        ...options,
      });
      const catalogue = createTmdbClient({
        baseUrl: "https://tmdb.test/3",
        credential: { kind: "api_key", value: KEY },
        fetch,
        cache,
        upstream: { retries: 0 },
      });
      const created = { catalogue, redis, logs, close: () => cache.close() };
      instances.push(created);
      return created;
    }

    const ready = (...all: Instance[]) =>
      until(() => all.every((one) => one.redis.status === "ready"), "Redis connections");

    beforeAll(async () => {
      port = await freePort();
      url = `redis://127.0.0.1:${port}`;
      server = await startRedis(port);
      admin = new Redis(url, { maxRetriesPerRequest: 1, retryStrategy: () => 100 });
      admin.on("error", () => {}); // it reconnects by itself after the kill test
    });

    afterAll(async () => {
      admin?.disconnect();
      await stopRedis(server, "SIGTERM");
    });

    beforeEach(async () => {
      if (!server || server.exitCode !== null || server.signalCode !== null) server = await startRedis(port);
      await until(() => admin.status === "ready", "the admin connection");
      await admin.flushall();
    });

    afterEach(async () => {
      await Promise.all(instances.splice(0).map((one) => one.close()));
    });

    it("two instances asking for the same key at once make one upstream call", async () => {
      const upstream = countedUpstream(150);
      const a = instance(upstream.fetch);
      const b = instance(upstream.fetch);
      await ready(a, b);
      const answers = await Promise.all([
        a.catalogue.listTrending("movie"),
        b.catalogue.listTrending("movie"),
        a.catalogue.listTrending("movie"),
        b.catalogue.listTrending("movie"),
      ]);
      expect(upstream.paths).toEqual(["/3/trending/movie/week"]);
      expect(new Set(answers.map((answer) => answer.totalResults))).toEqual(new Set([1]));

      // A third instance that starts later is served from Redis from its very first request.
      const c = instance(upstream.fetch);
      expect(await c.catalogue.listTrending("movie")).toMatchObject({ totalResults: 1 });
      expect(upstream.paths).toHaveLength(1);
    });

    it("stores JSON under the versioned prefix, expiring with the stale window, with no credential", async () => {
      const upstream = countedUpstream(0);
      const a = instance(upstream.fetch);
      await ready(a);
      await a.catalogue.listMovies("popular");
      await expect(a.catalogue.getTitle("movie", 424_242)).rejects.toMatchObject({ status: 502 });
      const keys = await admin.keys("*");
      expect(keys).toEqual([`${REDIS_KEY_PREFIX}tmdb:movie/popular?language=en-US&page=1`]);
      const ttl = await admin.pttl(keys[0] as string);
      const listLife = CACHE_POLICY.list.freshMs + CACHE_POLICY.list.staleMs;
      expect(ttl).toBeGreaterThan(listLife - 5_000);
      expect(ttl).toBeLessThanOrEqual(listLife);
      const stored = (await admin.get(keys[0] as string)) ?? "";
      expect(JSON.parse(stored)).toMatchObject({ value: { found: true, value: { totalResults: 1 } } });
      expect(`${keys.join()}${stored}`).not.toContain(KEY);
    });

    it("keeps languages apart: es-ES and en-US of the same path are separate entries", async () => {
      const upstream = countedUpstream(0);
      const a = instance(upstream.fetch);
      const b = instance(upstream.fetch);
      await ready(a, b);
      // The stub's pages have no text to fill: one upstream call per language, one entry each.
      const english = await a.catalogue.listMovies("popular");
      const spanish = await a.catalogue.listMovies("popular", 1, { language: "es-ES" });
      expect(english.totalResults).not.toBe(spanish.totalResults);
      expect((await admin.keys("*")).sort()).toEqual([
        `${REDIS_KEY_PREFIX}tmdb:movie/popular?language=en-US&page=1`,
        `${REDIS_KEY_PREFIX}tmdb:movie/popular?language=es-ES&page=1`,
      ]);
      // Another instance gets each language's own answer from Redis.
      expect(await b.catalogue.listMovies("popular", 1, { language: "es-ES" })).toEqual(spanish);
      expect(await b.catalogue.listMovies("popular")).toEqual(english);
      expect(upstream.paths).toHaveLength(2);
    });

    it("past fresh, both instances answer stale at once and only one refreshes", async () => {
      let now = Date.now();
      // TMDB takes a second here, so answering stale (no wait for it) is told apart from waiting even when a
      // busy machine makes the Redis round trips slow.
      const upstream = countedUpstream(1_000);
      const a = instance(upstream.fetch, { now: () => now });
      const b = instance(upstream.fetch, { now: () => now });
      await ready(a, b);
      await a.catalogue.listSeries("popular");
      expect(await b.catalogue.listSeries("popular")).toMatchObject({ totalResults: 1 });
      now += CACHE_POLICY.list.freshMs + 1_000;
      const started = Date.now();
      const stale = await Promise.all([a.catalogue.listSeries("popular"), b.catalogue.listSeries("popular")]);
      expect(Date.now() - started).toBeLessThan(600);
      expect(stale.map((answer) => answer.totalResults)).toEqual([1, 1]);
      await until(() => upstream.paths.length === 2, "the background refresh");
      // Past the refresh's answer (1 s): still one refresh, and its value stored.
      await new Promise((resolve) => setTimeout(resolve, 1_300));
      expect(upstream.paths).toHaveLength(2);
      // The refreshed value reached Redis, so the other instance sees it too.
      const c = instance(upstream.fetch, { now: () => now });
      await ready(c);
      expect(await c.catalogue.listSeries("popular")).toMatchObject({ totalResults: 2 });
    });

    it("keeps answering when Redis is killed mid-run, logs it once, and shares again once it is back", async () => {
      const upstream = countedUpstream(10);
      const a = instance(upstream.fetch);
      const b = instance(upstream.fetch);
      await ready(a, b);
      await a.catalogue.listTrending("series");

      await stopRedis(server, "SIGKILL");
      await until(() => a.redis.status !== "ready" && b.redis.status !== "ready", "the clients to notice");
      const started = Date.now();
      for (let i = 1; i <= 5; i += 1) {
        // Already in A's memory: no upstream call. New keys: straight to TMDB.
        expect(await a.catalogue.listTrending("series")).toMatchObject({ totalResults: 1 });
        await a.catalogue.listMovies("popular", i);
        await b.catalogue.listMovies("top_rated", i);
      }
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(upstream.paths).toHaveLength(11);
      expect(a.logs.filter((line) => line.includes("unavailable"))).toHaveLength(1);
      expect(a.logs.join("\n")).not.toContain(KEY);

      server = await startRedis(port);
      await ready(a, b);
      await until(() => a.logs.some((line) => line.includes("is back")), "the recovery log line");
      await a.catalogue.listMovies("upcoming");
      await b.catalogue.listMovies("upcoming");
      expect(upstream.paths).toHaveLength(12);
      expect(await admin.keys("*")).toHaveLength(1);
    }, 30_000);

    it("a hung Redis costs a short timeout, not a hang", async () => {
      const upstream = countedUpstream(0);
      const a = instance(upstream.fetch);
      await ready(a);
      server?.kill("SIGSTOP");
      try {
        const started = Date.now();
        await a.catalogue.listMovies("now_playing");
        await a.catalogue.listMovies("now_playing", 2);
        expect(Date.now() - started).toBeLessThan(1_500);
        expect(upstream.paths).toHaveLength(2);
        expect(a.logs.filter((line) => line.includes("unavailable"))).toHaveLength(1);
      } finally {
        server?.kill("SIGCONT");
      }
    });

    it("starts and serves with no Redis listening at all", async () => {
      const upstream = countedUpstream(0);
      const redis = connectRedis(`redis://127.0.0.1:${await freePort()}`, { maxReconnectDelayMs: 100 });
      const logs: string[] = [];
      const cache = createRedisCache(redis, { log: (line) => logs.push(line) });
      const catalogue = createTmdbClient({
        baseUrl: "https://tmdb.test/3",
        credential: null,
        fetch: upstream.fetch,
        cache,
      });
      try {
        expect(await catalogue.listTrending("movie")).toMatchObject({ totalResults: 1 });
        await until(() => logs.length > 0, "the outage log line");
        // Several reconnection attempts later, still one line.
        await new Promise((resolve) => setTimeout(resolve, 400));
        expect(logs).toEqual([expect.stringContaining("Shared cache (Redis) unavailable")]);
        expect(await catalogue.listTrending("movie")).toMatchObject({ totalResults: 1 });
        expect(upstream.paths).toHaveLength(1);
      } finally {
        await cache.close();
      }
    });
  },
);

describe("redisUrlSecrets", () => {
  it("names the password of a Redis URL so logs can leave it out", () => {
    expect(redisUrlSecrets("redis://:s3cr%40t@cache.internal:6379/0")).toEqual(["s3cr%40t", "s3cr@t"]);
    expect(redisUrlSecrets("redis://127.0.0.1:6379")).toEqual([]);
  });
});
