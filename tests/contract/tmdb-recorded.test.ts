import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Catalogue } from "~/catalogue/catalogue";
import { CatalogueError } from "~/catalogue/catalogue-error";
import { createTmdbClient } from "~/catalogue/tmdb-client.server";
import type { Page, TitleSummary } from "~/catalogue/types";
import {
  recordedFixturesDir,
  recordedFixturesPresent,
  startTmdbStub,
  type TmdbStub,
} from "../support/tmdb-stub.mjs";

// The client against real TMDB answers: the recorded responses in ../shared/tmdb-fixtures/recorded, served
// over HTTP by the local stub, which insists on the (fake) key like TMDB does.

const present = recordedFixturesPresent();
const KEY = "FAKEKEY-recorded-contract-51b0e9";

type RawItem = Record<string, unknown>;
type RawPage = { page: number; total_pages: number; total_results: number; results: RawItem[] };

function recorded<T = RawPage>(file: string): T {
  return JSON.parse(readFileSync(path.join(recordedFixturesDir, file), "utf8")) as T;
}

/** Every error message the client threw during the run, to check none contains the key. */
const thrown: string[] = [];

async function expectError(promise: Promise<unknown>): Promise<CatalogueError> {
  try {
    await promise;
  } catch (error) {
    if (!(error instanceof CatalogueError)) throw error;
    thrown.push(`${error.message}\n${error.stack ?? ""}`);
    return error;
  }
  throw new Error("expected a CatalogueError");
}

function expectSamePage(page: Page<TitleSummary>, raw: RawPage, field: "title" | "name") {
  expect(page).toMatchObject({
    page: raw.page,
    totalPages: raw.total_pages,
    totalResults: raw.total_results,
  });
  expect(page.results).toHaveLength(raw.results.length);
  expect(page.results.map((title) => title.title)).toEqual(raw.results.map((item) => item[field]));
  const nullPosters = raw.results.filter((item) => item.poster_path === null).length;
  expect(page.results.filter((title) => title.posterPath === null)).toHaveLength(nullPosters);
}

describe.skipIf(!present)(
  present
    ? "recorded TMDB responses (../shared/tmdb-fixtures/recorded) through the stub and the client"
    : "recorded TMDB fixtures (absent at ../shared/tmdb-fixtures: skipped)",
  () => {
    let stub: TmdbStub;
    let catalogue: Catalogue;

    beforeAll(async () => {
      stub = await startTmdbStub({ apiKey: KEY });
      catalogue = createTmdbClient({ baseUrl: stub.baseUrl, credential: { kind: "api_key", value: KEY } });
    });

    afterAll(async () => {
      await stub?.close();
    });

    it("trending movies and series", async () => {
      const movies = await catalogue.listTrending("movie");
      const rawMovies = recorded("trending/movies.json");
      expect(movies.results[0]?.title).toBe(rawMovies.results[0]?.title);
      expectSamePage(movies, rawMovies, "title");
      expect(movies.results.every((title) => title.kind === "movie")).toBe(true);

      const series = await catalogue.listTrending("series", 1);
      const rawSeries = recorded("trending/tv.json");
      expectSamePage(series, rawSeries, "name");
      expect(series.results.every((title) => title.kind === "series")).toBe(true);
      // One recorded series has an empty overview: it stays an empty string.
      expect(series.results.some((title) => title.overview === "")).toBe(true);
    });

    it.each([
      ["popular", "movie_lists/popular.json"],
      ["top_rated", "movie_lists/top_rated.json"],
      ["upcoming", "movie_lists/upcoming.json"],
      ["now_playing", "movie_lists/now_playing.json"],
    ] as const)("movie/%s", async (category, file) => {
      expectSamePage(await catalogue.listMovies(category), recorded(file), "title");
    });

    it.each([
      ["popular", "tv_series_lists/popular.json"],
      ["top_rated", "tv_series_lists/top_rated.json"],
      ["on_the_air", "tv_series_lists/on_the_air.json"],
    ] as const)("tv/%s", async (category, file) => {
      const page = await catalogue.listSeries(category);
      expectSamePage(page, recorded(file), "name");
      expect(page.results.every((title) => title.kind === "series")).toBe(true);
    });

    it("discover movies and series; null backdrops survive as null", async () => {
      expectSamePage(
        await catalogue.discover("movie", { genreId: 28, castId: 287 }),
        recorded("discover/movies.json"),
        "title",
      );
      const rawTv = recorded("discover/tv.json");
      const series = await catalogue.discover("series", { genreId: 16, originCountry: "JP" });
      expectSamePage(series, rawTv, "name");
      const nullBackdrops = rawTv.results.filter((item) => item.backdrop_path === null).length;
      expect(nullBackdrops).toBeGreaterThan(0);
      expect(series.results.filter((title) => title.backdropPath === null)).toHaveLength(nullBackdrops);
    });

    it("search/multi drops the person and the collection", async () => {
      const raw = recorded("search/multi.json");
      const types = raw.results.map((item) => item.media_type);
      expect(types).toEqual(expect.arrayContaining(["person", "collection", "movie", "tv"]));

      const page = await catalogue.search("star wars");
      const kept = raw.results.filter((item) => item.media_type === "movie" || item.media_type === "tv");
      expect(page.results.map((title) => [title.id, title.kind, title.title])).toEqual(
        kept.map((item) => [item.id, item.media_type === "tv" ? "series" : "movie", item.title ?? item.name]),
      );
    });

    it("movie details with appended videos, similar, recommendations and watch providers, in one call", async () => {
      const raw = recorded<RawItem & { similar: RawPage; recommendations: RawPage }>(
        "movies/details_with_append_to_response.json",
      );
      const before = stub.requests.length;
      const movie = await catalogue.getTitle("movie", raw.id as number);
      expect(stub.requests.length - before).toBe(1);
      expect(movie).toMatchObject({
        id: raw.id,
        kind: "movie",
        title: raw.title,
        runtime: raw.runtime,
        tagline: "",
        releaseDate: raw.release_date,
      });
      expect(movie.genres.length).toBeGreaterThan(0);
      expect(movie.videos.length).toBeGreaterThan(0);
      expect(movie.similar).toHaveLength(raw.similar.results.length);
      // One similar title has no poster in the recording: it stays null rather than failing the page.
      expect(movie.similar.filter((title) => title.posterPath === null)).toHaveLength(1);
      expect(movie.recommendations).toHaveLength(raw.recommendations.results.length);
      expect(Object.keys(movie.watchProviders).sort()).toEqual(["AT", "CH", "DE"]);
      expect(movie.watchProviders.DE?.stream.length).toBeGreaterThan(0);
      expect(movie.watchProviders.DE?.link).toMatch(/^https:\/\//);
    });

    it("series details: season 0 'Specials', runtime from episode_run_time, official trailers first", async () => {
      const series = await catalogue.getTitle("series", 1399);
      expect(series).toMatchObject({
        kind: "series",
        title: "Game of Thrones",
        runtime: 60,
        numberOfSeasons: 8,
      });
      expect(series.seasons[0]).toMatchObject({ seasonNumber: 0, name: "Specials" });
      expect(series.seasons).toHaveLength(9);
      expect(series.videos[0]).toMatchObject({ type: "Trailer", official: true });
      expect(series.videos.at(-1)?.name).toBe("Opening Credits Theme Song");
      expect(series.similar.every((title) => title.kind === "series")).toBe(true);
      expect(series.similar.filter((title) => title.posterPath === null).length).toBeGreaterThan(0);
    });

    it("similar movies and series; empty release dates become null", async () => {
      const movies = await catalogue.getSimilar("movie", 550);
      expectSamePage(movies, recorded("movies/similar.json"), "title");
      expect(movies.results.filter((title) => title.releaseDate === null)).toHaveLength(1);
      const series = await catalogue.getSimilar("series", 1399, 1);
      expectSamePage(series, recorded("tv_series/similar.json"), "name");
      expect(series.results.filter((title) => title.releaseDate === null)).toHaveLength(2);
    });

    it("a season and its episodes", async () => {
      const raw = recorded<{ name: string; episodes: RawItem[] }>("tv_seasons/details.json");
      const season = await catalogue.getSeason(1399, 1);
      expect(season).toMatchObject({ seriesId: 1399, seasonNumber: 1, name: raw.name });
      expect(season.episodes.map((episode) => episode.name)).toEqual(
        raw.episodes.map((episode) => episode.name),
      );
      expect(season.episodes[0]).toMatchObject({ episodeNumber: 1, seasonNumber: 1 });
      expect(season.episodes.every((episode) => (episode.runtime ?? 0) > 0)).toBe(true);
    });

    it("genre lists", async () => {
      const movieGenres = await catalogue.listGenres("movie");
      expect(movieGenres).toEqual(recorded<{ genres: unknown[] }>("genres/movie_list.json").genres);
      expect(movieGenres).toContainEqual({ id: 878, name: "Science Fiction" });
      expect(await catalogue.listGenres("series")).toHaveLength(16);
    });

    it("popular people: known_for mixes movies and series, and both get titles", async () => {
      const raw = recorded("people_lists/popular.json");
      const page = await catalogue.listPopularPeople();
      expect(page.results.map((person) => person.name)).toEqual(raw.results.map((person) => person.name));
      const knownFor = page.results.flatMap((person) => person.knownFor);
      expect(knownFor).toHaveLength(60);
      expect(knownFor.some((title) => title.kind === "movie")).toBe(true);
      expect(knownFor.some((title) => title.kind === "series")).toBe(true);
      expect(knownFor.every((title) => title.title.length > 0 && title.title !== "No title")).toBe(true);
    });

    it("a person", async () => {
      const raw = recorded<RawItem>("people/details.json");
      expect(await catalogue.getPerson(raw.id as number)).toMatchObject({
        id: raw.id,
        name: raw.name,
        birthday: raw.birthday,
        placeOfBirth: raw.place_of_birth,
        knownForDepartment: raw.known_for_department,
      });
    });

    it("a person with combined credits, in one call: known for a role, not for a talk-show appearance", async () => {
      const raw = recorded<RawItem>("people/details.json");
      // The stub adds the recorded combined_credits (another person's, Tom Hanks') under their name.
      const credits = recorded<{ cast: RawItem[] }>("people/combined_credits.json");
      const talkShow = credits.cast.find((item) => item.character === "Self");
      expect(talkShow?.popularity).toBeGreaterThan(credits.cast[0]?.popularity as number);

      const before = stub.requests.length;
      const person = await catalogue.getPersonWithCredits(raw.id as number);
      expect(stub.requests.length - before).toBe(1);
      expect(stub.requests.at(-1)?.url).toContain("append_to_response=combined_credits");
      expect(person).toEqual({
        id: raw.id,
        name: raw.name,
        profilePath: raw.profile_path,
        knownFor: [{ id: 13, kind: "movie", title: "Forrest Gump" }],
      });
    });

    it("a person's series: the cast, once per show, with null posters kept", async () => {
      const raw = recorded<{ cast: RawItem[] }>("people/tv_credits.json");
      const series = await catalogue.getPersonSeries(287);
      expect(series.map((title) => title.id)).toEqual([...new Set(raw.cast.map((item) => item.id))]);
      expect(series.every((title) => title.kind === "series")).toBe(true);
      expect(series.some((title) => title.posterPath === null)).toBe(true);
    });

    it("sent the key on every request (query for api_key, header for a read token)", async () => {
      expect(stub.requests.length).toBeGreaterThan(10);
      for (const request of stub.requests) {
        expect(new URL(request.url, stub.baseUrl).searchParams.get("api_key")).toBe(KEY);
        expect(request.authorization).toBeNull();
      }

      const bearer = createTmdbClient({ baseUrl: stub.baseUrl, credential: { kind: "bearer", value: KEY } });
      const seen = stub.requests.length;
      expect((await bearer.listGenres("movie")).length).toBe(19);
      const request = stub.requests[seen];
      expect(request?.authorization).toBe(`Bearer ${KEY}`);
      expect(request?.url).not.toContain(KEY);
    });

    it("failures carry a status and never the key", async () => {
      const wrongKey = `${KEY}-wrong`;
      const wrong = createTmdbClient({
        baseUrl: stub.baseUrl,
        credential: { kind: "api_key", value: wrongKey },
      });
      expect(await expectError(wrong.listTrending("movie"))).toMatchObject({
        status: 502,
        reason: "upstream",
      });

      const missingPath = createTmdbClient({
        baseUrl: stub.baseUrl.replace(/\/3$/, "/no-such-version"),
        credential: { kind: "api_key", value: KEY },
      });
      expect(await expectError(missingPath.getTitle("movie", 550))).toMatchObject({
        status: 404,
        reason: "not_found",
      });

      const slow = await startTmdbStub({ apiKey: KEY, latencyMs: 200 });
      try {
        const impatient = createTmdbClient({
          baseUrl: slow.baseUrl,
          credential: { kind: "api_key", value: KEY },
          timeoutMs: 30,
        });
        expect(await expectError(impatient.listGenres("movie"))).toMatchObject({
          status: 503,
          reason: "unavailable",
        });
      } finally {
        await slow.close();
      }

      const closed = await startTmdbStub({ apiKey: KEY });
      await closed.close();
      const unreachable = createTmdbClient({
        baseUrl: closed.baseUrl,
        credential: { kind: "api_key", value: KEY },
      });
      expect(await expectError(unreachable.getPerson(287))).toMatchObject({
        status: 503,
        reason: "unavailable",
      });

      expect(thrown).toHaveLength(4);
      for (const text of thrown) {
        expect(text).not.toContain(KEY);
      }
    });
  },
);
