import { describe, expect, it } from "vitest";
import { readServerEnv } from "./server-env.mjs";

describe("readServerEnv", () => {
  it("trusts no proxy, limits the API to 120 a minute and keeps 64 MB of pages unless told", () => {
    expect(readServerEnv({})).toMatchObject({
      trustProxy: 0,
      apiRateLimit: 120,
      htmlCacheBytes: 64 * 1024 * 1024,
      logLevel: "info",
      metricsToken: undefined,
      metricsPort: undefined,
    });
  });

  it("reads TRUST_PROXY as a number of proxies, with true meaning one", () => {
    expect(readServerEnv({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(readServerEnv({ TRUST_PROXY: "true" }).trustProxy).toBe(1);
    expect(readServerEnv({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(readServerEnv({ TRUST_PROXY: "false" }).trustProxy).toBe(0);
  });

  it("turns the rate limit and the HTML cache off with 0", () => {
    const env = readServerEnv({ API_RATE_LIMIT: "0", HTML_CACHE_MB: "0" });
    expect(env.apiRateLimit).toBe(0);
    expect(env.htmlCacheBytes).toBe(0);
    expect(readServerEnv({ API_RATE_LIMIT: " 600 " }).apiRateLimit).toBe(600);
  });

  it("names the variable and refuses nonsense", () => {
    expect(() => readServerEnv({ API_RATE_LIMIT: "lots" })).toThrow(/API_RATE_LIMIT/);
    expect(() => readServerEnv({ API_RATE_LIMIT: "-1" })).toThrow(/API_RATE_LIMIT/);
    expect(() => readServerEnv({ TRUST_PROXY: "yes please" })).toThrow(/TRUST_PROXY/);
    expect(() => readServerEnv({ HTML_CACHE_MB: "1.5" })).toThrow(/HTML_CACHE_MB/);
  });

  it("reads the operating settings, and refuses bad ones without echoing a token", () => {
    const env = readServerEnv({
      LOG_LEVEL: "Debug",
      METRICS_TOKEN: "s3cret-token-0123456789",
      METRICS_PORT: "9464",
    });
    expect(env).toMatchObject({
      logLevel: "debug",
      metricsToken: "s3cret-token-0123456789",
      metricsPort: 9464,
    });
    expect(() => readServerEnv({ LOG_LEVEL: "chatty" })).toThrow(/LOG_LEVEL/);
    expect(() => readServerEnv({ METRICS_TOKEN: "short-secret" })).toThrow(
      /METRICS_TOKEN must be at least 16/,
    );
    expect(() => readServerEnv({ METRICS_TOKEN: "short-secret" })).not.toThrow(/short-secret/);
    expect(() => readServerEnv({ METRICS_PORT: "3000", PORT: "3000" })).toThrow(/METRICS_PORT must differ/);
    expect(() => readServerEnv({ METRICS_PORT: "0" })).toThrow(/METRICS_PORT/);
  });
});

describe("readServerEnv: the sync store", () => {
  it("keeps sync records in data/sync.sqlite unless told, with a 2 s timeout", () => {
    expect(readServerEnv({}).sync).toEqual({
      location: { kind: "sqlite", file: "data/sync.sqlite" },
      timeoutMs: 2000,
    });
    expect(
      readServerEnv({ SYNC_DB_PATH: "/var/lib/marquee/sync.db", SYNC_DB_TIMEOUT_MS: "500" }).sync,
    ).toEqual({
      location: { kind: "sqlite", file: "/var/lib/marquee/sync.db" },
      timeoutMs: 500,
    });
  });

  it("uses PostgreSQL when DATABASE_URL is a postgres:// URL", () => {
    const url = "postgresql://marquee:s3cret@db.internal:5432/marquee";
    expect(readServerEnv({ DATABASE_URL: url }).sync.location).toEqual({ kind: "postgres", url });
    expect(readServerEnv({ DATABASE_URL: "postgres://db/marquee" }).sync.location.kind).toBe("postgres");
  });

  it("refuses a DATABASE_URL it cannot use, saying why, without printing its password", () => {
    const refusal = (DATABASE_URL: string) => {
      try {
        readServerEnv({ DATABASE_URL });
      } catch (error) {
        return (error as Error).message;
      }
      return "accepted";
    };
    expect(refusal("mysql://root:hunter2@db/marquee")).toMatch(
      /must be a postgres:\/\/ or postgresql:\/\/ URL/,
    );
    expect(refusal("//db.internal:5432 hunter2")).toMatch(/DATABASE_URL is not a URL/);
    expect(refusal("marquee:hunter2@db.internal")).toMatch(/must be a postgres:\/\//);
    expect(refusal("postgres://:hunter2@/marquee")).toMatch(/DATABASE_URL is not a URL/);
    for (const url of [
      "mysql://root:hunter2@db/marquee",
      "db.internal:5432 hunter2",
      "postgres://:hunter2@/x",
    ]) {
      expect(refusal(url)).not.toContain("hunter2");
    }
    expect(() => readServerEnv({ DATABASE_URL: "postgres://db/x", SYNC_DB_PATH: "a.db" })).toThrow(
      /not both/,
    );
    expect(() => readServerEnv({ SYNC_DB_TIMEOUT_MS: "0" })).toThrow(/SYNC_DB_TIMEOUT_MS/);
    expect(() => readServerEnv({ SYNC_DB_TIMEOUT_MS: "false" })).toThrow(/SYNC_DB_TIMEOUT_MS/);
  });

  it("relays rooms in memory unless REDIS_URL is a redis:// or rediss:// URL, never echoing it", () => {
    expect(readServerEnv({}).redisUrl).toBeUndefined();
    expect(readServerEnv({ REDIS_URL: " " }).redisUrl).toBeUndefined();
    expect(readServerEnv({ REDIS_URL: "redis://:pw@cache:6379/2" }).redisUrl).toBe(
      "redis://:pw@cache:6379/2",
    );
    expect(readServerEnv({ REDIS_URL: "rediss://cache:6380" }).redisUrl).toBe("rediss://cache:6380");
    for (const bad of ["cache:6379 hunter2x", "http://hunter2x@cache"]) {
      let message = "";
      try {
        readServerEnv({ REDIS_URL: bad });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(/^REDIS_URL /);
      expect(message).not.toContain("hunter2x");
    }
  });

  it("drains for 8 s and gives requests in flight 10 s after SIGTERM unless told", () => {
    expect(readServerEnv({})).toMatchObject({ drainDelayMs: 8000, shutdownTimeoutMs: 10_000 });
    const env = readServerEnv({ DRAIN_DELAY_MS: "0", SHUTDOWN_TIMEOUT_MS: "25000" });
    expect(env).toMatchObject({ drainDelayMs: 0, shutdownTimeoutMs: 25_000 });
    expect(() => readServerEnv({ DRAIN_DELAY_MS: "8s" })).toThrow(/DRAIN_DELAY_MS/);
    expect(() => readServerEnv({ SHUTDOWN_TIMEOUT_MS: "9999999" })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  });
});
