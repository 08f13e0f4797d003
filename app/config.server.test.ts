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
