import { describe, expect, it } from "vitest";
import { publicConfig, readServerConfig } from "./config.server";

describe("readServerConfig", () => {
  it("runs on the demo catalogue, with the app's own artwork, when no credential is set", () => {
    const config = readServerConfig({});
    expect(config.catalogue).toBe("demo");
    expect(config.credential).toBeNull();
    expect(config.imageBaseUrl).toBe("/demo-images");
    expect(config.productName).toBe("Marquee");
  });

  it("treats an empty credential as unset", () => {
    expect(readServerConfig({ TMDB_API_KEY: "  ", TMDB_READ_TOKEN: "" }).catalogue).toBe("demo");
  });

  it("uses real TMDB with a v3 key, sending it as api_key, and TMDB's image host", () => {
    const config = readServerConfig({ TMDB_API_KEY: "abc" });
    expect(config.catalogue).toBe("tmdb");
    expect(config.credential).toEqual({ kind: "api_key", value: "abc" });
    expect(config.tmdbApiBaseUrl).toBe("https://api.themoviedb.org/3");
    expect(config.imageBaseUrl).toBe("https://image.tmdb.org/t/p");
  });

  it("prefers a v4 read token over a v3 key", () => {
    const config = readServerConfig({ TMDB_API_KEY: "abc", TMDB_READ_TOKEN: "token" });
    expect(config.credential).toEqual({ kind: "bearer", value: "token" });
  });

  it("accepts other base URLs without a trailing slash", () => {
    const config = readServerConfig({
      TMDB_API_KEY: "abc",
      TMDB_API_BASE_URL: "http://127.0.0.1:4180/3/",
      TMDB_IMAGE_BASE_URL: "https://images.example.test/t/p/",
    });
    expect(config.tmdbApiBaseUrl).toBe("http://127.0.0.1:4180/3");
    expect(config.imageBaseUrl).toBe("https://images.example.test/t/p");
  });

  it("bounds each upstream call by TMDB_TIMEOUT_MS, 8 s unless set, and rejects nonsense", () => {
    expect(readServerConfig({}).tmdbTimeoutMs).toBe(8000);
    expect(readServerConfig({ TMDB_TIMEOUT_MS: "1500" }).tmdbTimeoutMs).toBe(1500);
    expect(() => readServerConfig({ TMDB_TIMEOUT_MS: "0" })).toThrow(/TMDB_TIMEOUT_MS/);
    expect(() => readServerConfig({ TMDB_TIMEOUT_MS: "soon" })).toThrow(/TMDB_TIMEOUT_MS/);
  });

  it("caps TMDB at 30 requests a second with a 2 s queue unless set, and reads the takedown list's path", () => {
    expect(readServerConfig({})).toMatchObject({
      tmdbMaxRps: 30,
      tmdbQueueMs: 2000,
      blockedTitlesFile: undefined,
    });
    const set = readServerConfig({
      TMDB_MAX_RPS: "40",
      TMDB_QUEUE_MS: "0",
      BLOCKED_TITLES_FILE: " /etc/b.txt ",
    });
    expect(set).toMatchObject({ tmdbMaxRps: 40, tmdbQueueMs: 0, blockedTitlesFile: "/etc/b.txt" });
    expect(() => readServerConfig({ TMDB_MAX_RPS: "0" })).toThrow(/TMDB_MAX_RPS/);
    expect(() => readServerConfig({ TMDB_QUEUE_MS: "forever" })).toThrow(/TMDB_QUEUE_MS/);
  });

  it("keeps the cache in memory unless REDIS_URL names a shared one", () => {
    expect(readServerConfig({}).redisUrl).toBeUndefined();
    expect(readServerConfig({ REDIS_URL: "" }).redisUrl).toBeUndefined();
    expect(readServerConfig({ REDIS_URL: "redis://127.0.0.1:6379" }).redisUrl).toBe("redis://127.0.0.1:6379");
    expect(() => readServerConfig({ REDIS_URL: "localhost" })).toThrow(/REDIS_URL/);
  });

  it("names a bad variable without echoing any value", () => {
    expect(() => readServerConfig({ TMDB_API_KEY: "secret-value", TMDB_API_BASE_URL: "not a url" })).toThrow(
      /TMDB_API_BASE_URL/,
    );
    try {
      readServerConfig({ TMDB_API_KEY: "secret-value", TMDB_API_BASE_URL: "not a url" });
    } catch (error) {
      expect(String(error)).not.toContain("secret-value");
      expect(String(error)).not.toContain("not a url");
    }
  });
});

describe("player providers", () => {
  const providers = JSON.stringify([
    { name: "One", movie: "https://one.example.test/embed/movie/{id}" },
    { name: "Two", series: "https://two.example.test/tv/{id}/{season}/{episode}", sandbox: ["allow-forms"] },
  ]);

  it("has none by default", () => {
    expect(readServerConfig({}).playerProviders).toEqual([]);
  });

  it("reads PLAYER_PROVIDERS in order", () => {
    const names = readServerConfig({ PLAYER_PROVIDERS: providers }).playerProviders.map(
      (provider) => provider.name,
    );
    expect(names).toEqual(["One", "Two"]);
  });

  it("reads the same JSON from the file PLAYER_PROVIDERS_FILE names", () => {
    const read: string[] = [];
    const config = readServerConfig({ PLAYER_PROVIDERS_FILE: "/etc/marquee/players.json" }, (path) => {
      read.push(path);
      return providers;
    });
    expect(read).toEqual(["/etc/marquee/players.json"]);
    expect(config.playerProviders).toHaveLength(2);
  });

  it("fails with a clear message for a missing file, both variables, or a bad provider", () => {
    const missing = () => {
      throw new Error("ENOENT");
    };
    expect(() => readServerConfig({ PLAYER_PROVIDERS_FILE: "/nowhere.json" }, missing)).toThrow(
      "Invalid PLAYER_PROVIDERS_FILE: cannot read /nowhere.json",
    );
    expect(() => readServerConfig({ PLAYER_PROVIDERS: providers, PLAYER_PROVIDERS_FILE: "/x.json" })).toThrow(
      /not both/,
    );
    expect(() =>
      readServerConfig({
        PLAYER_PROVIDERS: '[{"name":"One","movie":"http://one.example.test/{id}?k=s3cr3t"}]',
      }),
    ).toThrow(/^Invalid PLAYER_PROVIDERS: provider 1 \("One"\): movie must use https/);
  });

  it("never shares the providers with the browser", () => {
    expect(JSON.stringify(publicConfig(readServerConfig({ PLAYER_PROVIDERS: providers })))).not.toContain(
      "example",
    );
  });
});

describe("publicConfig", () => {
  it("shares the product name and image base with the browser, never the credential", () => {
    const shared = publicConfig(readServerConfig({ TMDB_API_KEY: "secret-value", PRODUCT_NAME: "Cinema" }));
    expect(shared).toEqual({
      productName: "Cinema",
      imageBaseUrl: "https://image.tmdb.org/t/p",
      catalogue: "tmdb",
    });
    expect(JSON.stringify(shared)).not.toContain("secret-value");
  });
});
