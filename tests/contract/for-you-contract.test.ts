import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { mapRecommendationsPage, mapTitleDetails } from "~/catalogue/title-details-mappers.server";
import { createTmdbClient } from "~/catalogue/tmdb-client.server";
import { recommendationsPageSchema, titleDetailsSchema } from "~/catalogue/tmdb-schemas.server";
import type { TitleSummary } from "~/catalogue/types";
import { call as demo } from "~/demo/demo-test-client";
import { DEMO_API_BASE_URL, handleDemoRequest } from "~/demo/handler.server";
import { ownFixtureFor, readOwnFixture } from "../support/own-fixtures.mjs";
import { recordedFixturesDir, recordedFixturesPresent } from "../support/tmdb-stub.mjs";
import {
  openApiFile,
  openApiPresent,
  responseExample,
  responseSchema,
  schemaProblems,
  TMDB_NULLABLE,
} from "./openapi";

// The part of the TMDB contract that home's personal rows and the calendar rely on:
// {movie|tv}/{id}/recommendations and a series' status and last/next_episode_to_air, (1) as the demo answers
// them, against TMDB's OpenAPI description; (2) as the client reads TMDB's own answers (the description's
// examples, the recordings of ../shared/tmdb-fixtures, and the project's own fixtures, which always run).

type Json = Record<string, unknown>;

const demoClient = () =>
  createTmdbClient({ baseUrl: DEMO_API_BASE_URL, credential: null, fetch: handleDemoRequest, cache: null });

describe.skipIf(!openApiPresent())(
  openApiPresent()
    ? "recommendations and a series' episodes either side of today, against TMDB's OpenAPI description"
    : `TMDB's OpenAPI description is absent (${openApiFile}): not checked against it`,
  () => {
    const options = { nullable: TMDB_NULLABLE };

    it("the demo's tv/{id}/recommendations has the description's shape, page 1 and 2", async () => {
      for (const url of ["tv/200271/recommendations", "tv/200271/recommendations?page=2&language=ja-JP"]) {
        const { status, body } = await demo(url);
        expect(status).toBe(200);
        expect(schemaProblems(responseSchema("/3/tv/{series_id}/recommendations"), body, options)).toEqual(
          [],
        );
        expect((body.results as unknown[]).length).toBeGreaterThan(0);
      }
    });

    it("the demo's movie/{id}/recommendations has the shape of a page of movies", async () => {
      // The description gives movie recommendations no schema; its movie/{id}/similar is the same page of movies.
      expect(responseSchema("/3/movie/{movie_id}/recommendations").properties).toEqual({});
      const { status, body } = await demo("movie/100002/recommendations");
      expect(status).toBe(200);
      expect(schemaProblems(responseSchema("/3/movie/{movie_id}/similar"), body, options)).toEqual([]);
      expect((body.results as Json[]).every((item) => item.media_type === "movie")).toBe(true);
    });

    it("the demo's last_episode_to_air and next_episode_to_air have the description's episode shape", async () => {
      const onTheAir = (await demo("tv/on_the_air")).body.results as Json[];
      const episodeSchema = responseSchema("/3/tv/{series_id}").properties?.last_episode_to_air ?? {};
      // An episode not yet aired has no runtime or still at TMDB either (demo-contract.test.ts: nullable keys).
      const episodeOptions = { nullable: new Set([...TMDB_NULLABLE, "runtime", "still_path"]) };
      let checked = 0;
      for (const item of onTheAir.slice(0, 5)) {
        const details = (await demo(`tv/${item.id}`)).body;
        expect(typeof details.status).toBe("string");
        for (const key of ["last_episode_to_air", "next_episode_to_air"]) {
          if (details[key] === null) continue;
          expect(schemaProblems(episodeSchema, details[key], episodeOptions), `${item.id} ${key}`).toEqual(
            [],
          );
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(5);
    });

    it("the client reads the description's own examples: every recommended series, and a series' status", () => {
      const example = responseExample("/3/tv/{series_id}/recommendations") as { results: unknown[] };
      const parsed = recommendationsPageSchema.parse(example);
      expect(parsed.results).toHaveLength(example.results.length);
      expect(example.results.length).toBeGreaterThan(0);

      const details = responseExample("/3/tv/{series_id}") as Json;
      const series = mapTitleDetails(titleDetailsSchema.parse(details), "series");
      const last = details.last_episode_to_air as Json;
      expect(series.airing).toEqual({
        status: details.status,
        lastEpisode: {
          seasonNumber: last.season_number,
          episodeNumber: last.episode_number,
          episodeName: last.name,
          airDate: last.air_date,
        },
        nextEpisode: null,
      });
    });
  },
);

describe("the demo's recommendations", () => {
  it("are titles of the same kind sharing a genre, never the title itself, in one order every time", async () => {
    const catalogue = demoClient();
    for (const [kind, id] of [
      ["movie", 100002],
      ["series", 200271],
      ["series", 200156],
    ] as const) {
      const title = await catalogue.getTitle(kind, id);
      const page = await catalogue.getRecommendations(kind, id);
      expect(page.results.length, `${kind} ${id}`).toBeGreaterThan(5);
      for (const other of page.results) {
        expect(other.kind).toBe(kind);
        expect(other.id).not.toBe(id);
        expect(
          other.genreIds.some((genre) => title.genreIds.includes(genre)),
          `${other.id}`,
        ).toBe(true);
      }
      expect((await catalogue.getRecommendations(kind, id)).results).toEqual(page.results);
    }
  });
});

describe.skipIf(!recordedFixturesPresent())(
  recordedFixturesPresent()
    ? "recorded recommendations (../shared/tmdb-fixtures/recorded)"
    : "recorded TMDB fixtures absent: skipped",
  () => {
    const recorded = (file: string) =>
      JSON.parse(readFileSync(path.join(recordedFixturesDir, file), "utf8")) as { results: Json[] };

    it("the client keeps every recommended title, in TMDB's order, as its kind", () => {
      for (const [file, kind, field] of [
        ["movies/recommendations.json", "movie", "title"],
        ["tv_series/recommendations.json", "series", "name"],
      ] as const) {
        const raw = recorded(file);
        const page = mapRecommendationsPage(recommendationsPageSchema.parse(raw), kind);
        expect(page.results.map((title) => [title.id, title.kind, title.title])).toEqual(
          raw.results.map((item) => [item.id, kind, item[field]]),
        );
      }
    });

    it("a recorded series' details give its status and last episode; specials are never the next one", () => {
      const raw = JSON.parse(readFileSync(path.join(recordedFixturesDir, "tv_series/details.json"), "utf8"));
      const series = mapTitleDetails(titleDetailsSchema.parse(raw), "series");
      expect(series.airing?.status).toBe("Ended");
      expect(series.airing?.lastEpisode).toMatchObject({
        seasonNumber: 8,
        episodeNumber: 6,
        airDate: "2019-05-19",
      });
      const special = { ...raw, next_episode_to_air: { ...raw.next_episode_to_air, season_number: 0 } };
      expect(mapTitleDetails(titleDetailsSchema.parse(special), "series").airing?.nextEpisode).toBeNull();
    });
  },
);

describe("own fixtures (tests/fixtures/tmdb): recommendations through the client", () => {
  it("reads {movie|tv}/{id}/recommendations as pages of the title's kind, keeping nulls", async () => {
    const requests: string[] = [];
    const catalogue = createTmdbClient({
      baseUrl: "https://tmdb.fixture.test/3",
      credential: { kind: "api_key", value: "FAKEKEY-for-you" },
      cache: null,
      fetch: async (request) => {
        const url = new URL(request.url);
        requests.push(url.pathname);
        const file = ownFixtureFor(url.pathname.replace(/^\/3\//, ""), url.searchParams);
        if (!file) return Response.json({ status_code: 34, status_message: "Not found" }, { status: 404 });
        return new Response(await readOwnFixture(file), { headers: { "content-type": "application/json" } });
      },
    });
    const movies = await catalogue.getRecommendations("movie", 900001);
    expect(movies.results.map((title: TitleSummary) => [title.kind, title.title])).toEqual([
      ["movie", "The Lantern Keeper"],
      ["movie", "Sans affiche"],
    ]);
    expect(movies.results[1]).toMatchObject({ posterPath: null, releaseDate: null });
    const series = await catalogue.getRecommendations("series", 900003, 2);
    expect(series.results.map((title) => title.kind)).toEqual(["series", "series"]);
    expect(requests).toEqual(["/3/movie/900001/recommendations", "/3/tv/900003/recommendations"]);
  });
});
