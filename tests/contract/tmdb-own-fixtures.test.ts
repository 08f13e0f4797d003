import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { beforeEach, describe, expect, it } from "vitest";
import type { Catalogue } from "~/catalogue/catalogue";
import { createTmdbClient } from "~/catalogue/tmdb-client.server";

// The project's own small TMDB answers (tests/fixtures/tmdb), hand-written in the shapes of the real recorded
// responses. They keep the contract covered when ../shared/tmdb-fixtures is not around; this always runs.

const fixturesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures/tmdb");
const KEY = "FAKEKEY-own-fixtures-7d3a";

/** TMDB path (after /3/) -> fixture file. */
const ROUTES: Array<[RegExp, string]> = [
  [
    /^(trending\/movie\/week|movie\/(popular|top_rated|upcoming|now_playing)|discover\/movie)$/,
    "movie-list.json",
  ],
  [/^(trending\/tv\/week|tv\/(popular|top_rated|on_the_air|airing_today)|discover\/tv)$/, "tv-list.json"],
  [/^movie\/\d+\/similar$/, "movie-list.json"],
  [/^tv\/\d+\/similar$/, "tv-list.json"],
  [/^search\/multi$/, "search-multi.json"],
  [/^movie\/\d+$/, "movie-details.json"],
  [/^tv\/\d+$/, "tv-details.json"],
  [/^tv\/\d+\/season\/\d+$/, "tv-season.json"],
  [/^genre\/(movie|tv)\/list$/, "genre-movie-list.json"],
  [/^person\/popular$/, "person-popular.json"],
  [/^person\/\d+$/, "person.json"],
  [/^person\/\d+\/tv_credits$/, "person-tv-credits.json"],
  [/^watch\/providers\/(movie|tv)$/, "watch-providers-movie.json"],
  [/^watch\/providers\/regions$/, "watch-provider-regions.json"],
  [/^configuration\/languages$/, "configuration-languages.json"],
  [/^certification\/(movie|tv)\/list$/, "certification-movie-list.json"],
];

function fixture(file: string): string {
  return readFileSync(path.join(fixturesDir, file), "utf8");
}

const requests: Request[] = [];

async function serveFixtures(request: Request): Promise<Response> {
  requests.push(request);
  const url = new URL(request.url);
  const tmdbPath = url.pathname.replace(/^\/3\//, "");
  const withCredits =
    /^person\/\d+$/.test(tmdbPath) && url.searchParams.get("append_to_response") === "combined_credits";
  const file = withCredits
    ? "person-with-credits.json"
    : ROUTES.find(([pattern]) => pattern.test(tmdbPath))?.[1];
  if (url.searchParams.get("api_key") !== KEY) {
    return Response.json(
      { success: false, status_code: 7, status_message: "Invalid API key" },
      { status: 401 },
    );
  }
  if (!file) {
    return Response.json({ success: false, status_code: 34, status_message: "Not found." }, { status: 404 });
  }
  return new Response(fixture(file), { headers: { "content-type": "application/json;charset=utf-8" } });
}

let catalogue: Catalogue;

beforeEach(() => {
  requests.length = 0;
  catalogue = createTmdbClient({
    baseUrl: "https://tmdb.fixture.test/3",
    credential: { kind: "api_key", value: KEY },
    fetch: serveFixtures,
    cache: null,
  });
});

describe("own TMDB fixtures through the client", () => {
  it("lists keep nulls as null and paging as TMDB sent it", async () => {
    for (const page of [
      await catalogue.listTrending("movie"),
      await catalogue.listMovies("upcoming"),
      await catalogue.discover("movie", { genreId: 18 }),
      await catalogue.getSimilar("movie", 900001),
    ]) {
      expect(page).toMatchObject({ page: 1, totalPages: 42, totalResults: 833 });
      expect(page.results.map((title) => title.title)).toEqual(["The Lantern Keeper", "Sans affiche"]);
      expect(page.results[1]).toMatchObject({
        kind: "movie",
        posterPath: null,
        backdropPath: null,
        releaseDate: null,
      });
    }
  });

  it("series lists are series titled by name, with empty overviews and dates handled", async () => {
    for (const page of [await catalogue.listSeries("on_the_air"), await catalogue.discover("series", {})]) {
      expect(page.results.map((title) => [title.kind, title.title])).toEqual([
        ["series", "Harbour Lights"],
        ["series", "Untitled Pilot"],
      ]);
      expect(page.results[0]?.overview).toBe("");
      expect(page.results[1]?.releaseDate).toBeNull();
    }
  });

  it("search keeps the movie and the series, drops the person and the collection", async () => {
    const page = await catalogue.search("storm");
    expect(page.results.map((title) => [title.kind, title.id])).toEqual([
      ["movie", 920002],
      ["series", 920003],
    ]);
  });

  it("movie details: one call, appended parts mapped, runtime 0 and null tagline handled", async () => {
    const movie = await catalogue.getTitle("movie", 900001);
    expect(requests).toHaveLength(1);
    expect(movie).toMatchObject({
      kind: "movie",
      title: "The Lantern Keeper",
      runtime: null,
      tagline: "",
      genres: [
        { id: 18, name: "Drama" },
        { id: 9648, name: "Mystery" },
      ],
      genreIds: [18, 9648],
      numberOfSeasons: 0,
      seasons: [],
    });
    expect(movie.videos.map((video) => video.key)).toEqual(["fixtureTrailerKey", "fixtureClipKey"]);
    expect(movie.similar).toEqual([
      expect.objectContaining({ id: 900003, posterPath: null, releaseDate: null }),
    ]);
    expect(movie.recommendations.map((title) => title.title)).toEqual(["Low Tide"]);
    expect(movie.watchProviders.IE?.stream).toEqual([
      { id: 8, name: "Streamflix", logoPath: "/fixtureStreamLogo.jpg" },
    ]);
    expect(movie.watchProviders.US).toEqual({
      link: "https://www.themoviedb.org/movie/900001-the-lantern-keeper/watch?locale=US",
      stream: [],
      rent: [],
      buy: [{ id: 3, name: "Shopfront", logoPath: null }],
    });
  });

  it("series details: season 0 Specials kept, empty episode_run_time gives no runtime", async () => {
    const series = await catalogue.getTitle("series", 910001);
    expect(series).toMatchObject({
      kind: "series",
      title: "Harbour Lights",
      runtime: null,
      numberOfSeasons: 2,
    });
    expect(series.seasons.map((season) => [season.seasonNumber, season.name])).toEqual([
      [0, "Specials"],
      [1, "Season 1"],
      [2, "Season 2"],
    ]);
    expect(series.seasons[0]?.airDate).toBeNull();
    expect(series).toMatchObject({ similar: [], recommendations: [], videos: [], watchProviders: {} });
  });

  it("a season's episodes, with missing runtime, still and date as null", async () => {
    const season = await catalogue.getSeason(910001, 1);
    expect(season).toMatchObject({ seriesId: 910001, seasonNumber: 1, name: "Season 1" });
    expect(season.episodes).toEqual([
      expect.objectContaining({
        episodeNumber: 1,
        name: "Slack Water",
        runtime: 58,
        stillPath: "/fixtureHarbourE1.jpg",
      }),
      expect.objectContaining({ episodeNumber: 2, runtime: null, stillPath: null, airDate: null }),
    ]);
  });

  it("genres", async () => {
    expect(await catalogue.listGenres("movie")).toEqual([
      { id: 28, name: "Action" },
      { id: 18, name: "Drama" },
      { id: 9648, name: "Mystery" },
    ]);
  });

  it("popular people: known_for mixes movies and series, both titled", async () => {
    const page = await catalogue.listPopularPeople();
    expect(page.totalPages).toBe(500);
    expect(page.results[0]).toEqual({
      id: 930001,
      name: "Mara Storm",
      profilePath: null,
      knownFor: [
        { id: 920002, kind: "movie", title: "Stormwatch" },
        { id: 910001, kind: "series", title: "Harbour Lights" },
      ],
    });
    expect(page.results[1]?.knownFor).toEqual([]);
  });

  it("a person, with null birthday and place of birth kept as null", async () => {
    expect(await catalogue.getPerson(930001)).toEqual({
      id: 930001,
      name: "Mara Storm",
      biography: "",
      profilePath: null,
      knownForDepartment: "Acting",
      birthday: null,
      placeOfBirth: null,
    });
  });

  it("a person with credits: most popular roles first, each once, no talk show, no crew", async () => {
    expect(await catalogue.getPersonWithCredits(930001)).toEqual({
      id: 930001,
      name: "Mara Storm",
      profilePath: "/fixtureStormProfile.jpg",
      knownFor: [
        { id: 910001, kind: "series", title: "Harbour Lights" },
        { id: 920002, kind: "movie", title: "Stormwatch" },
        { id: 900003, kind: "movie", title: "Sans affiche" },
      ],
    });
    expect(requests).toHaveLength(1);
  });

  it("a person whose answer carries no credits is known for nothing", async () => {
    const plain = createTmdbClient({
      baseUrl: "https://tmdb.fixture.test/3",
      credential: { kind: "api_key", value: KEY },
      // person.json, whatever was asked: TMDB's answer without the appended part.
      fetch: async (request) => {
        requests.push(request);
        return new Response(fixture("person.json"), { headers: { "content-type": "application/json" } });
      },
      cache: null,
    });
    expect(await plain.getPersonWithCredits(930001)).toEqual({
      id: 930001,
      name: "Mara Storm",
      profilePath: null,
      knownFor: [],
    });
  });

  it("a person's series come from the cast only", async () => {
    const series = await catalogue.getPersonSeries(930001);
    expect(series.map((title) => [title.kind, title.title, title.posterPath])).toEqual([
      ["series", "Harbour Lights", "/fixtureHarbourPoster.jpg"],
      ["series", "Late Show Tonight", null],
    ]);
  });

  it("details carry the facts Discover filters on: original language, votes, certification per country", async () => {
    const movie = await catalogue.getTitle("movie", 900001);
    // GB: the theatrical 12A, not the later DVD's 15; US: the release that has one; IE has none.
    expect(movie.certifications).toEqual({ GB: "12A", US: "PG-13" });
    expect(movie).toMatchObject({ originalLanguage: "en" });
    const series = await catalogue.getTitle("series", 910001);
    expect(series).toMatchObject({ voteCount: 96, certifications: { US: "TV-14", GB: "12" } });
  });

  it("Discover's lists: a region's services by its priorities, regions, languages, certifications", async () => {
    expect(await catalogue.listWatchProviders("movie", "GB")).toEqual([
      { id: 41, name: "Island Player", logoPath: "/fixtureIslandLogo.jpg" },
      { id: 2, name: "Rentbox", logoPath: "/fixtureRentLogo.jpg" },
      { id: 8, name: "Streamflix", logoPath: "/fixtureStreamLogo.jpg" },
    ]);
    expect((await catalogue.listWatchProviders("series", "US")).map((service) => service.id)).toEqual([
      8, 3, 2,
    ]);
    expect(await catalogue.listWatchRegions({ language: "fr-FR" })).toEqual([
      { code: "CI", name: "Cote D'Ivoire" },
      { code: "US", name: "États-Unis" },
      { code: "IE", name: "Irlande" },
      { code: "GB", name: "Royaume-Uni" },
    ]);
    expect((await catalogue.listOriginalLanguages()).map((language) => language.englishName)).toEqual([
      "Bislama",
      "English",
      "Irish",
      "No Language",
    ]);
    const certifications = await catalogue.listCertifications("movie");
    expect(certifications.GB?.map((entry) => entry.certification)).toEqual(["U", "PG", "12A", "18"]);
    expect(certifications.US?.map((entry) => [entry.certification, entry.order])).toEqual([
      ["NR", 0],
      ["G", 1],
      ["PG-13", 3],
    ]);
  });

  it("every call carried the key, and a wrong key fails without showing it", async () => {
    await catalogue.listTrending("series");
    expect(requests.every((request) => new URL(request.url).searchParams.get("api_key") === KEY)).toBe(true);

    const wrongKey = "WRONGKEY-should-not-appear";
    const wrong = createTmdbClient({
      baseUrl: "https://tmdb.fixture.test/3",
      credential: { kind: "api_key", value: wrongKey },
      fetch: serveFixtures,
    });
    const error = await wrong.listGenres("movie").catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 502, reason: "upstream" });
    expect(String((error as Error).message)).not.toContain(wrongKey);
  });
});
