import { describe, expect, it } from "vitest";
import type { Catalogue } from "~/catalogue/catalogue";
import { CatalogueError } from "~/catalogue/catalogue-error";
import type { Season, TitleDetails, TitleKind } from "~/catalogue/types";
import { readServerConfig } from "~/config.server";
import { loadWatch, upNextAfter } from "./watch.server";

const demoConfig = readServerConfig({});

function makeTitle(overrides: Partial<TitleDetails> = {}): TitleDetails {
  return {
    id: 200271,
    kind: "series",
    title: "The Voices",
    overview: "",
    posterPath: null,
    backdropPath: "/voices.webp",
    releaseDate: null,
    voteAverage: 7,
    genreIds: [],
    tagline: "",
    runtime: 45,
    genres: [],
    numberOfSeasons: 4,
    seasons: [1, 2, 3, 4].map((seasonNumber) => ({
      seasonNumber,
      name: `Season ${seasonNumber}`,
      episodeCount: 11,
      posterPath: null,
      airDate: null,
    })),
    similar: [],
    recommendations: [],
    videos: [],
    watchProviders: {},
    imdbId: null,
    ...overrides,
  };
}

function season(seasonNumber: number, episodes: number): Season {
  return {
    seriesId: 200271,
    seasonNumber,
    name: `Season ${seasonNumber}`,
    overview: "",
    posterPath: null,
    episodes: Array.from({ length: episodes }, (_, index) => ({
      seasonNumber,
      episodeNumber: index + 1,
      name: `Episode ${index + 1}`,
      overview: "",
      stillPath: null,
      runtime: 45,
      airDate: null,
    })),
  };
}

/** A catalogue with one series (200271) and one movie (100002); getSeason can be made to fail. */
function fakeCatalogue(seasonFailure?: CatalogueError): Catalogue {
  const notFound = () => new CatalogueError("not_found", "Not found");
  return {
    async getTitle(kind: TitleKind, id: number) {
      if (kind === "series" && id === 200271) return makeTitle();
      if (kind === "movie" && id === 100002)
        return makeTitle({ id, kind, title: "Heat", numberOfSeasons: 0, seasons: [] });
      throw notFound();
    },
    async getSeason(_id: number, seasonNumber: number) {
      if (seasonFailure) throw seasonFailure;
      if (seasonNumber >= 1 && seasonNumber <= 4) return season(seasonNumber, 11);
      throw notFound();
    },
  } as unknown as Catalogue;
}

async function load(path: string, catalogue = fakeCatalogue()) {
  const url = new URL(path, "http://localhost");
  const id = url.pathname.split("/").pop();
  return loadWatch(catalogue, id, url, demoConfig);
}

async function redirectOf(path: string, catalogue = fakeCatalogue()): Promise<string | null> {
  try {
    await load(path, catalogue);
    return null;
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    expect(thrown.status).toBe(302);
    return thrown.headers.get("Location");
  }
}

describe("loadWatch", () => {
  it("plays a movie with the demo player", async () => {
    const watch = await load("/watch/100002");
    expect(watch).toMatchObject({ title: "Heat", kind: "movie", episode: null, nextEpisodePath: null });
    expect(watch.sources.map((source) => source.url)).toEqual(["/demo-player/movie/100002?start={start}"]);
  });

  it("plays a deep link to season 2 episode 7 with a next episode, never bouncing", async () => {
    const watch = await load("/watch/200271?s=2&e=7&me=11");
    expect(watch.episode).toEqual({ season: 2, episode: 7 });
    expect(watch.nextEpisodePath).toBe("/watch/200271?s=2&e=8&me=11");
    expect(watch.sources[0]?.url).toBe("/demo-player/series/200271?s=2&e=7&start={start}");
  });

  it("has no next episode on the season's last one", async () => {
    expect((await load("/watch/200271?s=2&e=11")).nextEpisodePath).toBeNull();
  });

  it("redirects to / with a real 302 when the season or episode does not exist", async () => {
    expect(await redirectOf("/watch/200271?s=5&e=1")).toBe("/");
    expect(await redirectOf("/watch/200271?s=2&e=12")).toBe("/");
    expect(await redirectOf("/watch/200271?s=0&e=1")).toBe("/");
    expect(await redirectOf("/watch/200271?s=two&e=1")).toBe("/");
  });

  it("redirects to / for an invalid or unknown id", async () => {
    expect(await redirectOf("/watch/abc")).toBe("/");
    expect(await redirectOf("/watch/0")).toBe("/");
    expect(await redirectOf("/watch/424242")).toBe("/");
    // Without s and e a series id is read as a movie, which the catalogue does not have.
    expect(await redirectOf("/watch/200271")).toBe("/");
  });

  it("in another language: asks the catalogue in it, redirects to its home, and tells the demo player", async () => {
    const asked: unknown[] = [];
    const inner = fakeCatalogue();
    const recording = {
      getTitle: (kind: TitleKind, id: number, locale: unknown) => {
        asked.push(["title", locale]);
        return inner.getTitle(kind, id);
      },
      getSeason: (id: number, seasonNumber: number, locale: unknown) => {
        asked.push(["season", locale]);
        return inner.getSeason(id, seasonNumber);
      },
    } as unknown as Catalogue;
    const watch = await load("/es/watch/200271?s=2&e=7", recording);
    expect(asked).toEqual([
      ["title", { language: "es-ES" }],
      ["season", { language: "es-ES" }],
    ]);
    expect(watch.sources[0]?.url).toBe("/demo-player/series/200271?s=2&e=7&lang=es&start={start}");
    expect((await load("/pt-br/watch/100002")).sources[0]?.url).toBe(
      "/demo-player/movie/100002?lang=pt-BR&start={start}",
    );
    expect(await redirectOf("/es/watch/200271?s=5&e=1")).toBe("/es");
    expect(await redirectOf("/ar/watch/abc")).toBe("/ar");
    expect(await redirectOf("/ja/watch/424242")).toBe("/ja");
  });

  it("trusts the link's me while the season cannot be loaded, and does not bounce", async () => {
    const down = fakeCatalogue(new CatalogueError("unavailable", "Down"));
    const watch = await load("/watch/200271?s=2&e=7&me=9", down);
    // The show's own season list (11 episodes) is still known and wins over me.
    expect(watch.nextEpisodePath).toBe("/watch/200271?s=2&e=8&me=11");
  });
});

describe("up next, when an episode ends", () => {
  const aired = "2020-01-01";
  const dated = makeTitle({
    seasons: [0, 1, 2, 3].map((seasonNumber) => ({
      seasonNumber,
      name: seasonNumber === 0 ? "Specials" : `Season ${seasonNumber}`,
      episodeCount: seasonNumber === 2 ? 8 : 11,
      posterPath: null,
      // Season 3 is announced for next year.
      airDate: seasonNumber === 3 ? "2027-06-01" : aired,
    })),
  });
  const seasonOne = season(1, 11);
  for (const episode of seasonOne.episodes) episode.airDate = aired;

  it("is the next episode of the season, by name, carrying the season's count", () => {
    expect(upNextAfter(dated, seasonOne, { season: 1, episode: 4 }, "2026-11-23")).toEqual({
      season: 1,
      episode: 5,
      name: "Episode 5",
      path: "/watch/200271?s=1&e=5&me=11",
    });
  });

  it("crosses to the next season's first episode, carrying that season's count", () => {
    expect(upNextAfter(dated, seasonOne, { season: 1, episode: 11 }, "2026-11-23")).toEqual({
      season: 2,
      episode: 1,
      name: null,
      path: "/watch/200271?s=2&e=1&me=8",
    });
  });

  it("is nothing after the last aired season, never the specials", () => {
    expect(upNextAfter(dated, season(2, 8), { season: 2, episode: 8 }, "2026-11-23")).toBeNull();
  });

  it("is in the loaded watch page's data", async () => {
    const catalogue = fakeCatalogue();
    const getTitle = catalogue.getTitle.bind(catalogue);
    catalogue.getTitle = async (kind, id) =>
      (await getTitle(kind, id)).kind === "series" ? dated : getTitle(kind, id);
    const watch = await load("/watch/200271?s=2&e=7", catalogue);
    // The fake's season 2 has 11 undated episodes: unaired, so episode 8 is not offered; season 3 has not aired.
    expect(watch.upNext).toBeNull();
  });
});
