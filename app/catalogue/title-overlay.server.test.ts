import { afterEach, describe, expect, it, vi } from "vitest";
import type { Catalogue } from "./catalogue";
import { CatalogueError } from "./catalogue-error";
import { kindFromPathname, loadTitleOverlay, parseTitleId, pickTrailer } from "./title-overlay.server";
import type { Season, TitleDetails, TitleSummary, Video } from "./types";

function makeSummary(id: number, overrides: Partial<TitleSummary> = {}): TitleSummary {
  return {
    id,
    kind: "movie",
    title: `Title ${id}`,
    overview: "",
    posterPath: `/p${id}.jpg`,
    backdropPath: null,
    releaseDate: null,
    voteAverage: 6,
    genreIds: [],
    ...overrides,
  };
}

function makeDetails(overrides: Partial<TitleDetails> = {}): TitleDetails {
  return {
    ...makeSummary(550),
    tagline: "Mischief. Mayhem. Soap.",
    runtime: 139,
    genres: [{ id: 18, name: "Drama" }],
    numberOfSeasons: 0,
    seasons: [],
    similar: [],
    recommendations: [],
    videos: [],
    watchProviders: {},
    imdbId: null,
    ...overrides,
  };
}

function makeSeason(seriesId: number, seasonNumber: number, count: number): Season {
  return {
    seriesId,
    seasonNumber,
    name: `Season ${seasonNumber}`,
    overview: "",
    posterPath: null,
    episodes: Array.from({ length: count }, (_, index) => ({
      seasonNumber,
      episodeNumber: index + 1,
      name: `Episode ${index + 1}`,
      overview: "",
      stillPath: null,
      runtime: 50,
      airDate: null,
    })),
  };
}

const video = (key: string, type: string, official: boolean, site = "YouTube"): Video => ({
  key,
  name: `${type} ${key}`,
  site,
  type,
  official,
});

const seriesDetails = makeDetails({
  id: 1399,
  kind: "series",
  numberOfSeasons: 2,
  seasons: [
    { seasonNumber: 0, name: "Specials", episodeCount: 3, posterPath: null, airDate: null },
    { seasonNumber: 1, name: "Season 1", episodeCount: 10, posterPath: null, airDate: null },
    { seasonNumber: 2, name: "Season 2", episodeCount: 12, posterPath: null, airDate: null },
  ],
});

function seriesCatalogue(
  getSeason: Catalogue["getSeason"] = async (id, n) => makeSeason(id, n, n === 2 ? 12 : 10),
) {
  const getTitle = vi.fn(async () => seriesDetails);
  const season = vi.fn(getSeason);
  return { catalogue: { getTitle, getSeason: season } as unknown as Catalogue, getTitle, getSeason: season };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("route params", () => {
  it("accepts only positive whole ids and the two kinds", () => {
    expect(parseTitleId("550")).toBe(550);
    for (const bad of [undefined, "", "0", "abc", "-1", "2.5", "1e3", "9".repeat(30)]) {
      expect(parseTitleId(bad)).toBeNull();
    }
    expect(kindFromPathname("/movie/550")).toBe("movie");
    expect(kindFromPathname("/series/1399")).toBe("series");
    expect(kindFromPathname("/tv/1399")).toBeNull();
  });
});

describe("pickTrailer", () => {
  it("prefers an official trailer, then any trailer, then a teaser, on YouTube only", () => {
    expect(pickTrailer([video("teaser01", "Teaser", true), video("trail01", "Trailer", true)])?.key).toBe(
      "trail01",
    );
    expect(pickTrailer([video("teaser01", "Teaser", true), video("fan001", "Trailer", false)])?.key).toBe(
      "fan001",
    );
    expect(pickTrailer([video("clip0001", "Clip", true), video("teaser01", "Teaser", false)])?.key).toBe(
      "teaser01",
    );
    expect(
      pickTrailer([video("vimeo001", "Trailer", true, "Vimeo"), video("clip0001", "Clip", true)]),
    ).toBeNull();
    expect(pickTrailer([video('x"><script>', "Trailer", true)])).toBeNull();
  });
});

describe("loadTitleOverlay", () => {
  it("sends the browser only what the overlay shows, with the visitor's region's providers", async () => {
    const details = makeDetails({
      similar: Array.from({ length: 25 }, (_, index) => makeSummary(index + 1)),
      videos: [video("trail01", "Trailer", true)],
      watchProviders: {
        GB: { link: "https://www.themoviedb.org/movie/550/watch?locale=GB", stream: [], rent: [], buy: [] },
        DE: {
          link: "javascript:alert(1)",
          stream: [{ id: 8, name: "Netflix", logoPath: "/n.jpg" }],
          rent: [],
          buy: [],
        },
      },
    });
    const catalogue = { getTitle: async () => details } as unknown as Catalogue;
    const overlay = await loadTitleOverlay(catalogue, { kind: "movie", id: 550, season: null, region: "DE" });
    expect(overlay).toMatchObject({
      id: 550,
      kind: "movie",
      runtime: 139,
      genres: [{ id: 18, name: "Drama" }],
      season: null,
    });
    expect(overlay.moreLikeThis).toHaveLength(20);
    expect(overlay.moreLikeThis[0]).toEqual({
      id: 1,
      kind: "movie",
      title: "Title 1",
      posterPath: "/p1.jpg",
    });
    expect(overlay.trailer).toEqual({ key: "trail01", name: "Trailer trail01", type: "Trailer" });
    // Only web links leave the site.
    expect(overlay.watch).toMatchObject({ region: "DE", regionName: "Germany", link: null });
    expect(overlay.watch?.stream.map((provider) => provider.name)).toEqual(["Netflix"]);
    const elsewhere = await loadTitleOverlay(catalogue, {
      kind: "movie",
      id: 550,
      season: null,
      region: "US",
    });
    expect(elsewhere.watch).toBeNull();
  });

  it("falls back to recommendations when TMDB has no similar titles", async () => {
    const details = makeDetails({ recommendations: [makeSummary(7)] });
    const catalogue = { getTitle: async () => details } as unknown as Catalogue;
    const overlay = await loadTitleOverlay(catalogue, { kind: "movie", id: 550, season: null, region: "US" });
    expect(overlay.moreLikeThis.map((item) => item.id)).toEqual([7]);
  });

  it("lists season 1 of a series, asked for together with the details", async () => {
    const { catalogue, getSeason } = seriesCatalogue();
    const overlay = await loadTitleOverlay(catalogue, {
      kind: "series",
      id: 1399,
      season: null,
      region: "US",
    });
    expect(overlay.season?.seasonNumber).toBe(1);
    expect(overlay.season?.episodes).toHaveLength(10);
    expect(getSeason).toHaveBeenCalledTimes(1);
  });

  it("asks the catalogue in the page's language and names the region in it", async () => {
    const { catalogue, getTitle, getSeason } = seriesCatalogue();
    const details = {
      ...seriesDetails,
      watchProviders: {
        ES: { link: null, stream: [{ id: 8, name: "Netflix", logoPath: null }], rent: [], buy: [] },
      },
    };
    getTitle.mockImplementation(async () => details);
    const overlay = await loadTitleOverlay(catalogue, {
      kind: "series",
      id: 1399,
      season: 2,
      region: "ES",
      language: "es",
      locale: { language: "es-ES" },
    });
    expect(getTitle).toHaveBeenCalledWith("series", 1399, { language: "es-ES" });
    expect(getSeason).toHaveBeenCalledWith(1399, 2, { language: "es-ES" });
    expect(overlay.watch).toMatchObject({ region: "ES", regionName: "España" });
  });

  it("lists the season asked for in the URL when the show has it, else season 1", async () => {
    const asked = await loadTitleOverlay(seriesCatalogue().catalogue, {
      kind: "series",
      id: 1399,
      season: 2,
      region: "US",
    });
    expect(asked.season).toMatchObject({ seasonNumber: 2 });
    expect(asked.season?.episodes).toHaveLength(12);
    const missing = await loadTitleOverlay(seriesCatalogue().catalogue, {
      kind: "series",
      id: 1399,
      season: 9,
      region: "US",
    });
    expect(missing.season?.seasonNumber).toBe(1);
  });

  it("shows an announced season as empty, and a failing one as not loaded, keeping the title", async () => {
    const notFound = seriesCatalogue(async () => {
      throw new CatalogueError("not_found", "tv/1399/season/1: 404");
    });
    const empty = await loadTitleOverlay(notFound.catalogue, {
      kind: "series",
      id: 1399,
      season: null,
      region: "US",
    });
    expect(empty.season).toEqual({ seasonNumber: 1, episodes: [] });

    vi.spyOn(console, "error").mockImplementation(() => {});
    const failing = seriesCatalogue(async () => {
      throw new CatalogueError("upstream", "tv/1399/season/1: 500");
    });
    const failed = await loadTitleOverlay(failing.catalogue, {
      kind: "series",
      id: 1399,
      season: null,
      region: "US",
    });
    expect(failed.season).toEqual({ seasonNumber: 1, episodes: null });
    expect(failed.title).toBe("Title 550");
  });

  it("passes on the catalogue's errors about the title itself", async () => {
    const catalogue = {
      getTitle: async () => {
        throw new CatalogueError("not_found", "movie/1: 404");
      },
    } as unknown as Catalogue;
    await expect(
      loadTitleOverlay(catalogue, { kind: "movie", id: 1, season: null, region: "US" }),
    ).rejects.toMatchObject({ reason: "not_found" });
  });
});
