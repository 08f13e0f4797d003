// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import {
  frameOrigin,
  frameUrl,
  initialSourceIndex,
  nextSourceIndex,
  readRememberedSource,
  rememberSource,
  takesStart,
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
    commands: null,
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
    expect(initialSourceIndex([first, second], null)).toBe(0);
  });

  it("starts with the source that worked last time for this title", () => {
    expect(initialSourceIndex([first, second], "Second")).toBe(1);
  });

  it("ignores a remembered source that is no longer configured", () => {
    expect(initialSourceIndex([first, second], "Gone")).toBe(0);
  });

  it("falls back to the next source when one cannot be built into a frame URL", () => {
    expect(initialSourceIndex([broken, insecure, second], null)).toBe(2);
    expect(initialSourceIndex([broken], null)).toBeNull();
    expect(initialSourceIndex([], null)).toBeNull();
  });
});

describe("Try another source", () => {
  it("moves to the next usable source, round to the start", () => {
    expect(nextSourceIndex([first, broken, second, third], 0)).toBe(2);
    expect(nextSourceIndex([first, second, third], 2)).toBe(0);
  });

  it("has nowhere to go with a single usable source", () => {
    expect(nextSourceIndex([first], 0)).toBeNull();
    expect(nextSourceIndex([first, broken], 0)).toBeNull();
  });
});

describe("frame URLs", () => {
  it("accepts https, this site's own paths, and http on the local machine only", () => {
    expect(frameUrl(first)).toBe("https://one.example.test/movie/1");
    // A path stays a path: the server writes it as the browser would, so the frame is not loaded again.
    expect(frameUrl(source("Demo", "/demo-player/movie/1"))).toBe("/demo-player/movie/1");
    expect(() => frameUrl(source("Elsewhere", "//other.example.test/p"))).toThrow();
    // Browsers read "/\\host" as "//host": a path that leaves the site is refused too.
    expect(() => frameUrl(source("Backslash", "/\\other.example.test/p"))).toThrow();
    expect(frameUrl(source("Local", "http://127.0.0.1:4199/m/1"))).toBe("http://127.0.0.1:4199/m/1");
    expect(() => frameUrl(insecure)).toThrow();
    expect(() => frameUrl(source("Script", "javascript:alert(1)"))).toThrow();
  });
});

describe("the origin a frame's messages come from", () => {
  it("reads a path against the page and keeps another origin as it is", () => {
    expect(frameOrigin("/demo-player/movie/1?start=0", `${ORIGIN}/watch/1`)).toBe(ORIGIN);
    expect(frameOrigin("https://one.example.test/movie/1", `${ORIGIN}/watch/1`)).toBe(
      "https://one.example.test",
    );
  });
});

describe("frame URLs with a start", () => {
  const demo = source("Demo", "/demo-player/series/7?s=2&e=7&start={start}");
  const inPath = source("Path", "https://one.example.test/tv/7/2/7/at/{start}");

  it("fills {start} with the whole number of seconds, in the query or the path", () => {
    expect(frameUrl(demo, 754)).toBe("/demo-player/series/7?s=2&e=7&start=754");
    expect(frameUrl(inPath, 754)).toBe("https://one.example.test/tv/7/2/7/at/754");
  });

  it("rounds down, and starts at 0 when not told, told a negative or nonsense number", () => {
    expect(frameUrl(demo, 89.9)).toMatch(/start=89$/);
    for (const start of [undefined, 0, -5, Number.NaN, Number.POSITIVE_INFINITY, 1e21]) {
      expect(frameUrl(demo, start), String(start)).toMatch(/start=0$/);
    }
  });

  it("knows which sources can be loaded again at a given second (a reload to catch up)", () => {
    expect(takesStart(demo)).toBe(true);
    expect(takesStart(inPath)).toBe(true);
    expect(takesStart(source("Encoded", "https://one.example.test/tv/7/at/%7bstart%7D"))).toBe(true);
    expect(takesStart(first)).toBe(false);
    expect(takesStart(source("Other", "https://one.example.test/tv?t={stop}"))).toBe(false);
  });

  it("also fills the token where a URL parser percent-encoded it", () => {
    const encoded = source("Encoded", "https://one.example.test/tv/7/at/%7Bstart%7D");
    expect(frameUrl(encoded, 30)).toBe("https://one.example.test/tv/7/at/30");
  });

  it("leaves a url without {start} as it was, and still refuses unusable ones", () => {
    expect(frameUrl(first, 120)).toBe("https://one.example.test/movie/1");
    expect(() => frameUrl(source("Insecure", "http://plain.example.test/m?t={start}"), 5)).toThrow();
    expect(initialSourceIndex([demo, inPath], null)).toBe(0);
    expect(nextSourceIndex([demo, inPath], 0)).toBe(1);
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
