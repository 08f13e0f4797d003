import { describe, expect, it } from "vitest";
import { readServerEnv } from "./server-env.mjs";

describe("readServerEnv", () => {
  it("trusts no proxy, limits the API to 120 a minute and keeps 64 MB of pages unless told", () => {
    expect(readServerEnv({})).toEqual({ trustProxy: 0, apiRateLimit: 120, htmlCacheBytes: 64 * 1024 * 1024 });
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
});
