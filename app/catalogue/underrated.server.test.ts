import { describe, expect, it, vi } from "vitest";
import { UNDERRATED_DEMO_MOVIE_IDS, UNDERRATED_MOVIES } from "~/data/underrated-movies";
import { DEMO_API_BASE_URL, handleDemoRequest } from "~/demo/handler.server";
import type { Catalogue } from "./catalogue";
import { CatalogueError } from "./catalogue-error";
import { createTmdbClient } from "./tmdb-client.server";
import type { TitleDetails } from "./types";
import { listUnderrated } from "./underrated.server";

function makeDetails(id: number): TitleDetails {
  return {
    id,
    kind: "movie",
    title: `Movie ${id}`,
    overview: "",
    posterPath: `/poster-${id}.jpg`,
    backdropPath: null,
    releaseDate: null,
    voteAverage: 7.5,
    genreIds: [],
    tagline: "",
    runtime: 100,
    genres: [],
    numberOfSeasons: 0,
    seasons: [],
    similar: [],
    recommendations: [],
    videos: [],
    watchProviders: {},
    imdbId: null,
  };
}

function catalogueWith(getTitle: Catalogue["getTitle"]): Catalogue {
  return { getTitle } as Catalogue;
}

describe("listUnderrated", () => {
  it("curates 28 distinct movies for each catalogue", () => {
    for (const ids of [UNDERRATED_MOVIES.map((movie) => movie.id), UNDERRATED_DEMO_MOVIE_IDS]) {
      expect(ids).toHaveLength(28);
      expect(new Set(ids).size).toBe(28);
    }
  });

  it("shows 20 movies on page 1 and 8 on page 2, of 2 pages", async () => {
    const catalogue = catalogueWith(async (_kind, id) => makeDetails(id));
    const first = await listUnderrated(catalogue, "tmdb", 1);
    const second = await listUnderrated(catalogue, "tmdb", 2);
    expect(first.results).toHaveLength(20);
    expect(second.results).toHaveLength(8);
    expect([first.totalPages, second.totalPages]).toEqual([2, 2]);
    expect(first.results[0]).toMatchObject({ id: 17431, kind: "movie", posterPath: "/poster-17431.jpg" });
    expect(await listUnderrated(catalogue, "tmdb", 3)).toMatchObject({ results: [], totalPages: 2 });
  });

  it("asks the catalogue for real TMDB ids, or for the demo's own ids on the demo", async () => {
    const getTitle = vi.fn(async (_kind: "movie" | "series", id: number) => makeDetails(id));
    await listUnderrated(catalogueWith(getTitle), "demo", 2);
    expect(getTitle.mock.calls.map(([, id]) => id)).toEqual(UNDERRATED_DEMO_MOVIE_IDS.slice(20));
  });

  it("leaves out movies the catalogue cannot find", async () => {
    const catalogue = catalogueWith(async (_kind, id) => {
      if (id === 220289) throw new CatalogueError("not_found", "gone");
      return makeDetails(id);
    });
    const page = await listUnderrated(catalogue, "tmdb", 1);
    expect(page.results).toHaveLength(19);
    expect(page.results.map((movie) => movie.id)).not.toContain(220289);
  });

  it("fails like any other list when the catalogue answers nothing at all", async () => {
    const catalogue = catalogueWith(async () => {
      throw new CatalogueError("unavailable", "down");
    });
    await expect(listUnderrated(catalogue, "tmdb", 1)).rejects.toMatchObject({ reason: "unavailable" });
  });

  it("every demo stand-in exists in the demo catalogue", async () => {
    const demo = createTmdbClient({ baseUrl: DEMO_API_BASE_URL, credential: null, fetch: handleDemoRequest });
    const pages = [await listUnderrated(demo, "demo", 1), await listUnderrated(demo, "demo", 2)];
    expect(pages.map((page) => page.results.length)).toEqual([20, 8]);
  }, 60_000);
});
