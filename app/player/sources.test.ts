import { describe, expect, it } from "vitest";
import type { Video } from "~/catalogue/types";
import { frameOrigins, sourceMode } from "./frame-policy";
import type { PlayerProvider } from "./provider-config";
import { demoSource, providerSources, trailerSources } from "./sources";

const one: PlayerProvider = {
  name: "One",
  movie: "https://one.example.test/embed/movie/{id}?autoplay=1",
  series: "https://one.example.test/embed/tv/{id}/{season}/{episode}",
  sandbox: [],
};
const moviesOnly: PlayerProvider = {
  name: "Two",
  movie: "https://two.example.test/play?tmdb={id}",
  series: null,
  sandbox: ["allow-forms"],
};

function video(overrides: Partial<Video>): Video {
  return { key: "abc123", name: "Trailer", site: "YouTube", type: "Trailer", official: true, ...overrides };
}

describe("providerSources", () => {
  it("fills each provider's template in configuration order, with the base sandbox plus its extras", () => {
    expect(providerSources([one, moviesOnly], { kind: "movie", id: 550 })).toEqual([
      {
        name: "One",
        url: "https://one.example.test/embed/movie/550?autoplay=1",
        sandbox: "allow-scripts allow-same-origin allow-presentation",
        trailer: false,
      },
      {
        name: "Two",
        url: "https://two.example.test/play?tmdb=550",
        sandbox: "allow-scripts allow-same-origin allow-presentation allow-forms",
        trailer: false,
      },
    ]);
  });

  it("fills season and episode for a series, and skips providers without a series template", () => {
    const sources = providerSources([moviesOnly, one], { kind: "series", id: 1399, season: 2, episode: 7 });
    expect(sources.map((source) => source.url)).toEqual(["https://one.example.test/embed/tv/1399/2/7"]);
  });

  it("skips a provider whose template cannot be built, and keeps the next", () => {
    const broken: PlayerProvider = { ...one, name: "Broken", movie: "https://one.example.test/{season}" };
    expect(
      providerSources([broken, moviesOnly], { kind: "movie", id: 1 }).map((source) => source.name),
    ).toEqual(["Two"]);
  });

  it("never grants popups or top navigation unless configured", () => {
    for (const source of providerSources([one], { kind: "movie", id: 1 })) {
      expect(source.sandbox).not.toMatch(/allow-popups|allow-top-navigation/);
    }
  });
});

describe("demo and trailer sources", () => {
  it("points the demo player at the title, with s and e for an episode", () => {
    expect(demoSource({ kind: "movie", id: 100002 }).url).toBe("/demo-player/movie/100002");
    expect(demoSource({ kind: "series", id: 200271, season: 2, episode: 7 }).url).toBe(
      "/demo-player/series/200271?s=2&e=7",
    );
  });

  it("uses the first YouTube trailer on the privacy-enhanced host, marked as a trailer", () => {
    const videos = [
      video({ type: "Featurette", key: "feat" }),
      video({ key: "trail-er_1" }),
      video({ key: "late" }),
    ];
    expect(trailerSources(videos)).toEqual([
      {
        name: "Trailer",
        url: "https://www.youtube-nocookie.com/embed/trail-er_1",
        sandbox: "allow-scripts allow-same-origin allow-presentation",
        trailer: true,
      },
    ]);
  });

  it("offers nothing without a usable YouTube trailer", () => {
    expect(trailerSources([])).toEqual([]);
    expect(trailerSources([video({ site: "Vimeo" })])).toEqual([]);
    expect(trailerSources([video({ type: "Teaser" })])).toEqual([]);
    expect(trailerSources([video({ key: "../../evil?x=1" })])).toEqual([]);
  });
});

describe("frame policy", () => {
  it("chooses providers when configured, else the demo player or trailers by catalogue", () => {
    expect(sourceMode([one], "tmdb")).toBe("providers");
    expect(sourceMode([], "demo")).toBe("demo");
    expect(sourceMode([], "tmdb")).toBe("trailer");
  });

  it("allows frames from this site and the configured player origins only", () => {
    expect(frameOrigins([one, moviesOnly], "demo")).toEqual([
      "'self'",
      "https://one.example.test",
      "https://two.example.test",
    ]);
    expect(frameOrigins([], "demo")).toEqual(["'self'"]);
  });

  it("adds YouTube's privacy-enhanced host on real TMDB, where trailers play, providers or not", () => {
    expect(frameOrigins([], "tmdb")).toEqual(["'self'", "https://www.youtube-nocookie.com"]);
    expect(frameOrigins([one], "tmdb")).toContain("https://www.youtube-nocookie.com");
    expect(frameOrigins([one], "demo")).not.toContain("https://www.youtube-nocookie.com");
  });
});
