// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import {
  frameUrl,
  initialSourceIndex,
  nextSourceIndex,
  readRememberedSource,
  rememberSource,
} from "./source-choice";
import type { PlayerSource } from "./sources";

const ORIGIN = "https://marquee.example.test";

function source(name: string, url: string): PlayerSource {
  return {
    name,
    url,
    sandbox: "allow-scripts allow-same-origin allow-presentation",
    trailer: false,
    progress: null,
  };
}

const first = source("First", "https://one.example.test/movie/1");
const second = source("Second", "https://two.example.test/movie/1");
const third = source("Third", "https://three.example.test/movie/1");
const broken = source("Broken", "not a url at all");
const insecure = source("Insecure", "http://plain.example.test/movie/1");

beforeEach(() => localStorage.clear());

describe("choosing the first source", () => {
  it("starts with the first source when nothing is remembered", () => {
    expect(initialSourceIndex([first, second], null, ORIGIN)).toBe(0);
  });

  it("starts with the source that worked last time for this title", () => {
    expect(initialSourceIndex([first, second], "Second", ORIGIN)).toBe(1);
  });

  it("ignores a remembered source that is no longer configured", () => {
    expect(initialSourceIndex([first, second], "Gone", ORIGIN)).toBe(0);
  });

  it("falls back to the next source when one cannot be built into a frame URL", () => {
    expect(initialSourceIndex([broken, insecure, second], null, ORIGIN)).toBe(2);
    expect(initialSourceIndex([broken], null, ORIGIN)).toBeNull();
    expect(initialSourceIndex([], null, ORIGIN)).toBeNull();
  });
});

describe("Try another source", () => {
  it("moves to the next usable source, round to the start", () => {
    expect(nextSourceIndex([first, broken, second, third], 0, ORIGIN)).toBe(2);
    expect(nextSourceIndex([first, second, third], 2, ORIGIN)).toBe(0);
  });

  it("has nowhere to go with a single usable source", () => {
    expect(nextSourceIndex([first], 0, ORIGIN)).toBeNull();
    expect(nextSourceIndex([first, broken], 0, ORIGIN)).toBeNull();
  });
});

describe("frame URLs", () => {
  it("accepts https, this site's own paths, and http on the local machine only", () => {
    expect(frameUrl(first, ORIGIN)).toBe("https://one.example.test/movie/1");
    expect(frameUrl(source("Demo", "/demo-player/movie/1"), ORIGIN)).toBe(`${ORIGIN}/demo-player/movie/1`);
    expect(frameUrl(source("Local", "http://127.0.0.1:4199/m/1"), ORIGIN)).toBe("http://127.0.0.1:4199/m/1");
    expect(() => frameUrl(insecure, ORIGIN)).toThrow();
    expect(() => frameUrl(source("Script", "javascript:alert(1)"), ORIGIN)).toThrow();
  });
});

describe("frame URLs with a start", () => {
  const demo = source("Demo", "/demo-player/series/7?s=2&e=7&start={start}");
  const inPath = source("Path", "https://one.example.test/tv/7/2/7/at/{start}");

  it("fills {start} with the whole number of seconds, in the query or the path", () => {
    expect(frameUrl(demo, ORIGIN, 754)).toBe(`${ORIGIN}/demo-player/series/7?s=2&e=7&start=754`);
    expect(frameUrl(inPath, ORIGIN, 754)).toBe("https://one.example.test/tv/7/2/7/at/754");
  });

  it("rounds down, and starts at 0 when not told, told a negative or nonsense number", () => {
    expect(frameUrl(demo, ORIGIN, 89.9)).toMatch(/start=89$/);
    for (const start of [undefined, 0, -5, Number.NaN, Number.POSITIVE_INFINITY, 1e21]) {
      expect(frameUrl(demo, ORIGIN, start), String(start)).toMatch(/start=0$/);
    }
  });

  it("also fills the token where a URL parser percent-encoded it", () => {
    const encoded = source("Encoded", "https://one.example.test/tv/7/at/%7Bstart%7D");
    expect(frameUrl(encoded, ORIGIN, 30)).toBe("https://one.example.test/tv/7/at/30");
  });

  it("leaves a url without {start} as it was, and still refuses unusable ones", () => {
    expect(frameUrl(first, ORIGIN, 120)).toBe("https://one.example.test/movie/1");
    expect(() => frameUrl(source("Insecure", "http://plain.example.test/m?t={start}"), ORIGIN, 5)).toThrow();
    expect(initialSourceIndex([demo, inPath], null, ORIGIN)).toBe(0);
    expect(nextSourceIndex([demo, inPath], 0, ORIGIN)).toBe(1);
  });
});

describe("remembering per title", () => {
  it("stores the provider name under player_source_{type}_{id}", () => {
    rememberSource("series", 1399, "Second");
    expect(localStorage.getItem("player_source_series_1399")).toBe("Second");
    expect(readRememberedSource("series", 1399)).toBe("Second");
    expect(readRememberedSource("movie", 1399)).toBeNull();
  });

  it("ignores an implausible stored value", () => {
    localStorage.setItem("player_source_movie_1", "x".repeat(500));
    expect(readRememberedSource("movie", 1)).toBeNull();
  });
});
