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
  progress: "player-event",
  commands: "player-command",
};
const moviesOnly: PlayerProvider = {
  name: "Two",
  movie: "https://two.example.test/play?tmdb={id}",
  series: null,
  sandbox: ["allow-forms"],
  progress: null,
  commands: null,
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
        progress: "player-event",
        commands: "player-command",
      },
      {
        name: "Two",
        url: "https://two.example.test/play?tmdb=550",
        sandbox: "allow-scripts allow-same-origin allow-presentation allow-forms",
        trailer: false,
        progress: null,
        commands: null,
      },
    ]);
  });

  it("fills season and episode for a series, and skips providers without a series template", () => {
    const sources = providerSources([moviesOnly, one], { kind: "series", id: 1399, season: 2, episode: 7 });
    expect(sources.map((source) => source.url)).toEqual(["https://one.example.test/embed/tv/1399/2/7"]);
  });

  it("keeps {start} in the url for the browser to fill, in the query or the path", () => {
    const resuming: PlayerProvider = {
      ...one,
      movie: "https://one.example.test/embed/movie/{id}?t={start}&autoplay=1",
      series: "https://one.example.test/embed/tv/{id}/{season}/{episode}/at/{start}",
    };
    expect(providerSources([resuming], { kind: "movie", id: 550 })[0]?.url).toBe(
      "https://one.example.test/embed/movie/550?t={start}&autoplay=1",
    );
    expect(providerSources([resuming], { kind: "series", id: 1399, season: 2, episode: 7 })[0]?.url).toBe(
      "https://one.example.test/embed/tv/1399/2/7/at/{start}",
    );
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
  it("points the demo player at the title, with s and e for an episode and {start} for the browser", () => {
    expect(demoSource({ kind: "movie", id: 100002 }).url).toBe("/demo-player/movie/100002?start={start}");
    expect(demoSource({ kind: "series", id: 200271, season: 2, episode: 7 }).url).toBe(
      "/demo-player/series/200271?s=2&e=7&start={start}",
    );
  });

  it("declares that the demo player posts our own progress messages and follows our own commands", () => {
    expect(demoSource({ kind: "movie", id: 100002 }).progress).toBe("marquee");
    expect(demoSource({ kind: "series", id: 200271, season: 2, episode: 7 }).commands).toBe("marquee");
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
        progress: null,
        commands: null,
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

  it("allows frames from a provider whose templates carry {start}", () => {
    const resuming: PlayerProvider = { ...one, movie: "https://three.example.test/m/{id}?t={start}" };
    expect(frameOrigins([resuming], "demo")).toContain("https://three.example.test");
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
