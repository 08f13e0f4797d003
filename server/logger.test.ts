import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger, requestContext, scrub, secretsIn } from "./logger.mjs";
import { metricsAllowed } from "./metrics.mjs";

const KEY = "fakekey-logger-5d8e1c0b9a";

function capture(level = "info", secrets: string[] = [KEY]) {
  const lines: Array<Record<string, unknown>> = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, log: createLogger({ level, secrets, destination }) };
}

describe("the logger", () => {
  it("writes JSON lines with the level's name, and skips what is below LOG_LEVEL", () => {
    const { lines, log } = capture("warn");
    log.info("not shown");
    log.warn({ route: "/" }, "shown");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: "warn", msg: "shown", route: "/" });
    expect(typeof lines[0]?.time).toBe("string");
  });

  it("never writes a known secret, in a message or an error, nor an api_key or Bearer value", () => {
    const { lines, log } = capture();
    log.error(`GET https://api.example/3/movie/1?api_key=${KEY} failed`);
    log.error({ err: new Error(`token ${KEY} refused`) }, "upstream");
    log.warn("Authorization: Bearer abc.def.ghi was sent");
    const text = JSON.stringify(lines);
    expect(text).not.toContain(KEY);
    expect(text).not.toContain("abc.def.ghi");
    expect(text).toContain("[redacted]");
  });

  it("tags every line written while answering a request with its id", () => {
    const { lines, log } = capture();
    requestContext.run({ requestId: "req-1234567890" }, () => log.info("inside"));
    log.info("outside");
    expect(lines[0]).toMatchObject({ msg: "inside", reqId: "req-1234567890" });
    expect(lines[1]?.reqId).toBeUndefined();
  });

  it("finds the secrets in the environment: the TMDB credential, the metrics token, the Redis password", () => {
    expect(
      secretsIn({
        TMDB_API_KEY: "k1",
        TMDB_READ_TOKEN: "t2",
        METRICS_TOKEN: "m3",
        REDIS_URL: "redis://:p%40ss@127.0.0.1:6379",
      }),
    ).toEqual(["k1", "t2", "m3", "p@ss"]);
    expect(scrub("a p@ss b", ["p@ss"])).toBe("a [redacted] b");
  });
});

describe("metricsAllowed", () => {
  const token = "metrics-token-0123456789";
  it("opens /metrics to the exact Bearer token only", () => {
    expect(metricsAllowed(`Bearer ${token}`, token)).toBe(true);
    expect(metricsAllowed(`bearer ${token}`, token)).toBe(true);
    expect(metricsAllowed(`Bearer ${token}x`, token)).toBe(false);
    expect(metricsAllowed(`Basic ${token}`, token)).toBe(false);
    expect(metricsAllowed(undefined, token)).toBe(false);
    expect(metricsAllowed(`Bearer ${token}`, undefined)).toBe(false);
  });
});
