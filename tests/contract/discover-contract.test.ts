import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  certificationListSchema,
  languageListSchema,
  watchProviderListSchema,
  watchRegionListSchema,
} from "~/catalogue/discover-lists.server";
import { createTmdbClient } from "~/catalogue/tmdb-client.server";
import {
  contentRatingsSchema,
  mediaPageSchema,
  releaseDatesSchema,
  titleDetailsSchema,
} from "~/catalogue/tmdb-schemas.server";
import { call as demo } from "~/demo/demo-test-client";
import { recordedFixturesDir, recordedFixturesPresent } from "../support/tmdb-stub.mjs";
import {
  openApiFile,
  openApiPresent,
  responseExample,
  responseSchema,
  schemaProblems,
  TMDB_NULLABLE,
} from "./openapi";

// Discover against TMDB's OpenAPI description (../shared/tmdb-fixtures/openapi/tmdb-api.json):
// (1) the demo's discover, with every filter the app sends and every sort_by the description lists, and its
//     four lists (services, regions, languages, certifications) and the certifications appended to details,
//     answer in the shapes of the description's response schemas, and order as each sort_by says;
// (2) the client's schemas take TMDB's own answers for the same endpoints without dropping an item: the
//     recorded discover answers, and, since ../shared/tmdb-fixtures/recorded has no recording of the lists,
//     release_dates or content_ratings, the examples of the description (answers of the real API too).

const described = openApiPresent();
const recordings = recordedFixturesPresent();

type Json = Record<string, unknown>;

/** Discover as the client sends it, filter by filter, then several at once. */
const DISCOVER_CASES: Array<[string, string]> = [
  ["/3/discover/movie", "include_adult=false&page=1"],
  ["/3/discover/movie", "include_adult=false&with_genres=16,10751&without_genres=27&page=1"],
  ["/3/discover/movie", "with_genres=28|12&page=2"],
  ["/3/discover/movie", "primary_release_date.gte=2000-01-01&primary_release_date.lte=2009-12-31"],
  ["/3/discover/movie", "vote_average.gte=7&vote_count.gte=100"],
  ["/3/discover/movie", "with_runtime.gte=90&with_runtime.lte=120"],
  ["/3/discover/movie", "with_original_language=fr&language=fr-FR"],
  ["/3/discover/movie", "with_watch_providers=8|9&watch_region=US&with_watch_monetization_types=flatrate"],
  ["/3/discover/movie", "certification_country=GB&certification.lte=12A&language=ja-JP"],
  [
    "/3/discover/movie",
    "with_genres=18&primary_release_date.gte=1990-01-01&vote_average.gte=6&with_runtime.lte=150&with_watch_providers=8|9|337&watch_region=US&with_watch_monetization_types=flatrate&certification_country=US&certification.lte=R&sort_by=vote_average.desc",
  ],
  ["/3/discover/movie", "with_original_language=zz"],
  ["/3/discover/tv", "include_adult=false&page=1"],
  [
    "/3/discover/tv",
    "with_genres=16&with_original_language=ja&first_air_date.gte=2010-01-01&sort_by=name.asc",
  ],
  ["/3/discover/tv", "with_watch_providers=8|283&watch_region=JP&with_watch_monetization_types=flatrate"],
  ["/3/discover/tv", "with_runtime.lte=30&vote_count.gte=10&language=ar-SA&sort_by=first_air_date.desc"],
];

const LIST_CASES: Array<[string, string]> = [
  ["/3/watch/providers/movie", "watch/providers/movie?language=en-US&watch_region=US"],
  ["/3/watch/providers/movie", "watch/providers/movie"],
  ["/3/watch/providers/tv", "watch/providers/tv?language=ja-JP&watch_region=JP"],
  ["/3/watch/providers/regions", "watch/providers/regions?language=en-US"],
  ["/3/watch/providers/regions", "watch/providers/regions?language=ar-SA"],
  ["/3/configuration/languages", "configuration/languages"],
  ["/3/certification/movie/list", "certification/movie/list"],
  ["/3/certification/tv/list", "certification/tv/list"],
  ["/3/movie/{movie_id}/release_dates", "movie/100001/release_dates"],
  ["/3/tv/{series_id}/content_ratings", "tv/200006/content_ratings"],
];

/** How many things an answer lists, so that a check of its shape is not a check of nothing. */
function itemCount(body: unknown): number {
  if (Array.isArray(body)) return body.length;
  const object = body as Json;
  if (Array.isArray(object.results)) return object.results.length;
  if (object.certifications) return Object.keys(object.certifications as Json).length;
  return 0;
}

const SORT_KEYS: Record<string, (item: Json) => string | number> = {
  popularity: (item) => Number(item.popularity),
  vote_average: (item) => Number(item.vote_average),
  vote_count: (item) => Number(item.vote_count),
  primary_release_date: (item) => String(item.release_date),
  first_air_date: (item) => String(item.first_air_date),
  title: (item) => String(item.title),
  name: (item) => String(item.name),
  original_title: (item) => String(item.original_title),
  original_name: (item) => String(item.original_name),
};

/** The sort_by values the description lists for a discover path. */
function sortValues(apiPath: string): string[] {
  const description = JSON.parse(readFileSync(openApiFile, "utf8")) as {
    paths: Record<string, { get: { parameters: Array<{ name: string; schema?: { enum?: string[] } }> } }>;
  };
  const parameter = description.paths[apiPath]?.get.parameters.find((entry) => entry.name === "sort_by");
  return parameter?.schema?.enum ?? [];
}

describe.skipIf(!described)(
  described
    ? "the demo's discover and Discover's lists, against TMDB's OpenAPI description"
    : `TMDB's OpenAPI description is absent (${openApiFile}): the demo's discover is not checked against it`,
  () => {
    const options = { nullable: TMDB_NULLABLE };

    it.each(DISCOVER_CASES)("%s?%s", async (apiPath, query) => {
      const { status, body } = await demo(`${apiPath.slice(3)}?${query}`);
      expect(status).toBe(200);
      expect(schemaProblems(responseSchema(apiPath), body, options)).toEqual([]);
      const page = body as { results: unknown[]; total_results: number; total_pages: number };
      expect(page.total_pages).toBe(Math.max(1, Math.ceil(page.total_results / 20)));
      if (query.includes("zz")) expect(page.total_results).toBe(0);
      else expect(page.results.length).toBeGreaterThan(0);
    });

    it.each(LIST_CASES)("%s: %s", async (apiPath, url) => {
      const { status, body } = await demo(url);
      expect(status).toBe(200);
      // The appended-alone answers carry the id; the description lists it.
      expect(schemaProblems(responseSchema(apiPath), body, options)).toEqual([]);
      expect(itemCount(body)).toBeGreaterThan(0);
    });

    it("details append release_dates and content_ratings in the shapes of their own endpoints", async () => {
      const movie = (await demo("movie/100001?append_to_response=release_dates")).body as Json;
      const series = (await demo("tv/200006?append_to_response=content_ratings")).body as Json;
      const optionalId = { ...options, optional: new Set(["id"]) };
      expect(
        schemaProblems(responseSchema("/3/movie/{movie_id}/release_dates"), movie.release_dates, optionalId),
      ).toEqual([]);
      expect(
        schemaProblems(
          responseSchema("/3/tv/{series_id}/content_ratings"),
          series.content_ratings,
          optionalId,
        ),
      ).toEqual([]);
    });

    for (const [apiPath, kind] of [
      ["/3/discover/movie", "movie"],
      ["/3/discover/tv", "tv"],
    ] as const) {
      // Read only where the description is there: a skipped describe still runs its body to list its tests.
      const values = described ? sortValues(apiPath) : [];
      it(`${apiPath} knows every sort_by of the description (${values.length})`, () => {
        expect(values.length).toBeGreaterThan(10);
      });

      it.each(values)(`${apiPath}?sort_by=%s orders two pages as it says`, async (sortBy) => {
        const [field = "", direction] = sortBy.split(".");
        const pages = await Promise.all(
          [1, 2].map(async (page) => (await demo(`discover/${kind}?sort_by=${sortBy}&page=${page}`)).body),
        );
        const items = pages.flatMap((page) => (page as { results: Json[] }).results);
        expect(items).toHaveLength(40);
        const ids = items.map((item) => Number(item.id));
        expect(new Set(ids).size).toBe(ids.length);
        let values: Array<string | number>;
        if (field === "revenue") {
          // Lists do not carry revenue: each film's details do.
          values = await Promise.all(
            ids.map(async (id) => Number(((await demo(`movie/${id}`)).body as Json).revenue)),
          );
        } else {
          const key = SORT_KEYS[field];
          expect(key, `a way to read ${field}`).toBeDefined();
          values = items.map((item) => key?.(item) ?? 0);
        }
        const compare = (a: string | number, b: string | number) =>
          typeof a === "number" && typeof b === "number" ? a - b : String(a).localeCompare(String(b));
        const sorted = [...values].sort((a, b) => (direction === "asc" ? compare(a, b) : compare(b, a)));
        expect(values).toEqual(sorted);
      });
    }
  },
);

/** A schema takes an answer whole: it parses, and an array of items keeps every item. */
function expectParsedWhole(schema: z.ZodType, body: unknown, items: (parsed: unknown) => number) {
  const parsed = schema.safeParse(body);
  expect(parsed.error?.issues ?? []).toEqual([]);
  expect(items(parsed.data)).toBe(items(body));
  expect(items(body)).toBeGreaterThan(0);
}

const resultsCount = (value: unknown) => ((value as { results?: unknown[] }).results ?? []).length;

describe.skipIf(!recordings)(
  recordings
    ? "the client's schemas take the recorded discover answers (../shared/tmdb-fixtures/recorded)"
    : `the recorded TMDB answers are absent (${recordedFixturesDir}): discover's schema is not checked on them`,
  () => {
    it.each(["discover/movies.json", "discover/tv.json"])("%s", (file) => {
      const body = JSON.parse(readFileSync(path.join(recordedFixturesDir, file), "utf8"));
      expectParsedWhole(mediaPageSchema, body, resultsCount);
    });
  },
);

describe.skipIf(!described)(
  described
    ? "the client's schemas and mappers take TMDB's examples of the same endpoints (OpenAPI description)"
    : `TMDB's OpenAPI description is absent (${openApiFile}): its examples are not parsed`,
  () => {
    it("watch/providers/{movie|tv}, regions, languages, certifications, release_dates, content_ratings parse whole", () => {
      for (const apiPath of ["/3/watch/providers/movie", "/3/watch/providers/tv"]) {
        expectParsedWhole(watchProviderListSchema, responseExample(apiPath), resultsCount);
      }
      expectParsedWhole(watchRegionListSchema, responseExample("/3/watch/providers/regions"), resultsCount);
      expectParsedWhole(
        languageListSchema,
        responseExample("/3/configuration/languages"),
        (value) => (value as unknown[]).length,
      );
      for (const apiPath of ["/3/certification/movie/list", "/3/certification/tv/list"]) {
        expectParsedWhole(certificationListSchema, responseExample(apiPath), (value) =>
          Object.values((value as { certifications: Record<string, unknown[]> }).certifications).reduce(
            (sum, list) => sum + list.length,
            0,
          ),
        );
      }
      expectParsedWhole(releaseDatesSchema, responseExample("/3/movie/{movie_id}/release_dates"), (value) =>
        (value as { results: Array<{ release_dates: unknown[] }> }).results.reduce(
          (sum, country) => sum + country.release_dates.length,
          0,
        ),
      );
      expectParsedWhole(
        contentRatingsSchema,
        responseExample("/3/tv/{series_id}/content_ratings"),
        resultsCount,
      );
    });

    it("through the client: a region's services by priority, regions, languages, certifications in order", async () => {
      const answers: Record<string, unknown> = {
        "watch/providers/movie": responseExample("/3/watch/providers/movie"),
        "watch/providers/regions": responseExample("/3/watch/providers/regions"),
        "configuration/languages": responseExample("/3/configuration/languages"),
        "certification/movie/list": responseExample("/3/certification/movie/list"),
        "movie/550": {
          ...(responseExample("/3/movie/{movie_id}") as Json),
          release_dates: responseExample("/3/movie/{movie_id}/release_dates"),
        },
      };
      const catalogue = createTmdbClient({
        baseUrl: "https://tmdb.example.test/3",
        credential: null,
        cache: null,
        fetch: async (request) => {
          const answer = answers[new URL(request.url).pathname.replace(/^\/3\//, "")];
          return answer === undefined ? new Response("{}", { status: 404 }) : Response.json(answer);
        },
      });
      const services = await catalogue.listWatchProviders("movie", "US");
      expect(services.length).toBeGreaterThan(20);
      // TMDB's own US order: Netflix, Amazon Prime Video, Disney Plus first.
      expect(services.slice(0, 3).map((service) => service.id)).toEqual([8, 9, 337]);
      const regions = await catalogue.listWatchRegions();
      expect(regions.length).toBe(resultsCount(answers["watch/providers/regions"]));
      expect(regions.find((region) => region.code === "CI")?.name).toBe("Côte d’Ivoire");
      const languages = await catalogue.listOriginalLanguages();
      expect(languages.find((language) => language.code === "ja")).toEqual({
        code: "ja",
        englishName: "Japanese",
      });
      const us = (await catalogue.listCertifications("movie")).US ?? [];
      expect(us.map((entry) => entry.certification)).toEqual(["NR", "G", "PG", "PG-13", "R", "NC-17"]);
      const fightClub = titleDetailsSchema.safeParse(answers["movie/550"]);
      expect(fightClub.success).toBe(true);
      const details = await catalogue.getTitle("movie", 550);
      expect(details.certifications?.US).toBe("R");
      expect(details.originalLanguage).toBe("en");
      expect(details.voteCount).toBeGreaterThan(0);
    });
  },
);
