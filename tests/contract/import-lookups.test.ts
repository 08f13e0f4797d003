import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { mapTitleDetails } from "~/catalogue/title-details-mappers.server";
import { externalIdsSchema, findSchema, mapExternalIds, mapFind } from "~/catalogue/title-match.server";
import { createTmdbClient } from "~/catalogue/tmdb-client.server";
import type { FetchFunction } from "~/catalogue/tmdb-request.server";
import { titleDetailsSchema } from "~/catalogue/tmdb-schemas.server";
import { call as demo } from "~/demo/demo-test-client";
import { recordedFixturesDir, recordedFixturesPresent } from "../support/tmdb-stub.mjs";
import { keysNullSomewhere, shapeDifferences } from "./json-shape";

// The lookups of the import from other services against TMDB's own description of them: find/{imdb_id},
// {movie|tv}/{id}/external_ids, search/movie, and external_ids appended to details. The client reads the real
// shapes (TMDB's OpenAPI examples, the recorded answers, the project's own fixtures), and the demo catalogue
// answers in the same shapes.

const here = path.dirname(fileURLToPath(import.meta.url));
const openApiPath = path.resolve(recordedFixturesDir, "../openapi/tmdb-api.json");
const openApiPresent = existsSync(openApiPath);
const ownFixtures = path.resolve(here, "../fixtures/tmdb");

type Json = Record<string, unknown>;
const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Json;

/** The example answer TMDB's OpenAPI gives for a GET path. */
function openApiExample(apiPath: string): Json {
  type Operation = {
    responses: Record<string, { content: Record<string, { examples: Record<string, { value: string }> }> }>;
  };
  const spec = readJson(openApiPath) as { paths: Record<string, { get: Operation }> };
  const operation = spec.paths[apiPath]?.get;
  if (!operation) throw new Error(`TMDB's OpenAPI has no GET ${apiPath}`);
  const value = operation.responses["200"]?.content["application/json"]?.examples.Result?.value;
  return JSON.parse(value ?? "null") as Json;
}

// The social ids are null in TMDB's examples or for most titles; the demo has none of them.
const NULLABLE = new Set([
  "backdrop_path",
  "poster_path",
  "wikidata_id",
  "facebook_id",
  "instagram_id",
  "twitter_id",
  "freebase_mid",
  "freebase_id",
  "tvdb_id",
  "tvrage_id",
]);

describe.skipIf(!openApiPresent)(
  openApiPresent
    ? "lookups against TMDB's OpenAPI examples"
    : "TMDB's OpenAPI (../shared/tmdb-fixtures absent: skipped)",
  () => {
    it("reads find/{imdb_id}'s example", () => {
      const raw = findSchema.parse(openApiExample("/3/find/{external_id}"));
      expect(mapFind(raw)).toEqual([
        {
          id: 934433,
          kind: "movie",
          title: "Scream VI",
          originalTitle: "Scream VI",
          year: 2023,
          posterPath: "/wDWwtvkRRlgTiUr6TyLSMX8FCuZ.jpg",
        },
      ]);
    });

    it("reads external_ids' examples", () => {
      const movie = externalIdsSchema.parse(openApiExample("/3/movie/{movie_id}/external_ids"));
      expect(mapExternalIds(movie)).toEqual({ imdbId: "tt0137523" });
      const series = externalIdsSchema.parse(openApiExample("/3/tv/{series_id}/external_ids"));
      expect(mapExternalIds(series)).toEqual({ imdbId: "tt0944947" });
    });

    it("the demo answers find, external_ids and search/movie in TMDB's shapes", async () => {
      const options = { nullableKeys: NULLABLE };
      const found = await demo("find/tt5100001?external_source=imdb_id");
      expect(found.status).toBe(200);
      expect(shapeDifferences(openApiExample("/3/find/{external_id}"), found.body, options)).toEqual([]);
      for (const [apiPath, url] of [
        ["/3/movie/{movie_id}/external_ids", "movie/100001/external_ids"],
        ["/3/tv/{series_id}/external_ids", "tv/200001/external_ids"],
      ] as const) {
        const { status, body } = await demo(url);
        expect(status, url).toBe(200);
        expect(shapeDifferences(openApiExample(apiPath), body, options), url).toEqual([]);
      }
      const search = await demo(
        "search/movie?query=The%20Last%20Harbor&page=1&include_adult=false&year=2021",
      );
      expect(shapeDifferences(openApiExample("/3/search/movie"), search.body, options)).toEqual([]);
      expect((search.body.results as Json[]).map((item) => item.id)).toEqual([109001]);
    });

    it("the demo refuses find without external_source, and finds nothing for an unknown id", async () => {
      expect((await demo("find/tt5100001")).status).toBe(400);
      const unknown = await demo("find/tt0000001?external_source=imdb_id");
      expect(unknown.body).toEqual({
        movie_results: [],
        person_results: [],
        tv_results: [],
        tv_episode_results: [],
        tv_season_results: [],
      });
    });
  },
);

describe.skipIf(!recordedFixturesPresent())(
  recordedFixturesPresent() ? "IMDb ids in recorded details" : "recorded TMDB answers (absent: skipped)",
  () => {
    const details = (file: string) =>
      titleDetailsSchema.parse(readJson(path.join(recordedFixturesDir, file)));

    it("takes the IMDb id from appended external_ids, or from a movie's own imdb_id", () => {
      expect(mapTitleDetails(details("movies/details_with_append_to_response.json"), "movie").imdbId).toBe(
        "tt0409732",
      );
      expect(
        mapTitleDetails(details("tv_series/details_with_append_to_response.json"), "series").imdbId,
      ).toBe("tt2934286");
      expect(mapTitleDetails(details("movies/details.json"), "movie").imdbId).toBe("tt0137523");
      expect(mapTitleDetails(details("tv_series/details.json"), "series").imdbId).toBeNull();
    });

    it("the demo's appended external_ids have the recorded shape", async () => {
      const recorded = readJson(
        path.join(recordedFixturesDir, "movies/details_with_append_to_response.json"),
      );
      const { body } = await demo("movie/100001?append_to_response=external_ids");
      const nullable = new Set([...NULLABLE, ...keysNullSomewhere([recorded])]);
      expect(shapeDifferences(recorded.external_ids, body.external_ids, { nullableKeys: nullable })).toEqual(
        [],
      );
      expect(body.imdb_id).toBe("tt5100001");
    });
  },
);

describe("the client on the project's own fixtures", () => {
  const serve: FetchFunction = async (request) => {
    const url = new URL(request.url);
    const file = url.pathname.startsWith("/3/find/")
      ? "find-imdb.json"
      : url.pathname === "/3/search/movie"
        ? "search-movie.json"
        : url.pathname.endsWith("/external_ids")
          ? "movie-external-ids.json"
          : null;
    if (!file) return new Response('{"status_code":34}', { status: 404 });
    return new Response(readFileSync(path.join(ownFixtures, file)), { status: 200 });
  };
  const catalogue = createTmdbClient({
    baseUrl: "http://tmdb.test/3",
    credential: null,
    fetch: serve,
    cache: null,
  });

  it("finds by IMDb id, dropping a malformed result", async () => {
    expect(await catalogue.findByImdbId("tt0930101")).toEqual([
      {
        id: 930101,
        kind: "movie",
        title: "Harbour Lights",
        originalTitle: "Les Feux du port",
        year: 1999,
        posterPath: "/fixtureHarbour.jpg",
      },
    ]);
    await expect(catalogue.findByImdbId("0930101")).rejects.toThrow("Invalid IMDb id");
  });

  it("searches for matching candidates with their original titles and years", async () => {
    const candidates = await catalogue.searchForMatch("movie", "Night Tide", 2019);
    expect(candidates.map((candidate) => [candidate.id, candidate.year, candidate.originalTitle])).toEqual([
      [930201, 1961, "Night Tide"],
      [930202, 2019, "Night Tide"],
      [930203, null, "夜の潮"],
    ]);
    await expect(catalogue.searchForMatch("movie", "Night Tide", 99)).rejects.toThrow("Invalid year");
  });

  it("reads external ids", async () => {
    expect(await catalogue.getExternalIds("movie", 930101)).toEqual({ imdbId: "tt0930101" });
  });
});
