import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import type { Catalogue } from "~/catalogue/catalogue";
import { isNotFound } from "~/catalogue/catalogue-error";
import { createTmdbClient } from "~/catalogue/tmdb-client.server";
import {
  genreListSchema,
  mediaPageSchema,
  multiSearchPageSchema,
  personPageSchema,
  personSchema,
  personWithCreditsSchema,
  seasonSchema,
  titleDetailsSchema,
  tvCreditsSchema,
} from "~/catalogue/tmdb-schemas.server";
import type { Page, TitleKind, TitleSummary } from "~/catalogue/types";
import { recordedFixturesDir, recordedFixturesPresent } from "../support/tmdb-stub.mjs";
import { keysNullSomewhere, shapeDifferences } from "./json-shape";

// The embedded demo catalogue must speak TMDB v3 well enough that the one client works unchanged against it:
// (1) through the client, every Catalogue method gives sane domain results;
// (2) raw, every answer the app asks for passes the client's schemas without an item being dropped, and
// (3) has the shape of the real recorded answer: every recorded key present, with the same JSON type.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const demoPresent = existsSync(path.join(repoRoot, "app/demo/handler.server.ts"));
const recordingsPresent = recordedFixturesPresent();

type Json = Record<string, unknown>;
type DemoModule = typeof import("~/demo/handler.server");

interface DemoIds {
  movieId: number;
  seriesId: number;
  seasonNumber: number;
  personId: number;
  searchWord: string;
}

const DETAILS_QUERY = {
  movie:
    "language=en-US&append_to_response=videos,similar,recommendations,watch/providers,release_dates,external_ids",
  tv: "language=en-US&append_to_response=videos,similar,recommendations,watch/providers,content_ratings,external_ids",
};

interface Endpoint {
  /** How the app calls it, with {placeholders} for ids. */
  name: string;
  url: (ids: DemoIds) => string;
  /** The recorded real answer for the same endpoint. */
  recorded: string;
  /** The recorded answer without append_to_response, to tell which top-level keys were appended. */
  recordedWithoutAppends?: string;
  schema: z.ZodType;
  /** Arrays whose item counts must survive parsing ("a[].b" sums over items; "{}" over an object's values). */
  arrays: string[];
}

const MEDIA_ARRAYS = ["results", "results[].genre_ids"];

const moviePage = (name: string, url: string, recorded: string): Endpoint => ({
  name,
  url: () => url,
  recorded,
  schema: mediaPageSchema,
  arrays: MEDIA_ARRAYS,
});

const DETAILS_ARRAYS = [
  "genres",
  "seasons",
  "videos.results",
  "similar.results",
  "recommendations.results",
  "watch/providers.results{}",
  "watch/providers.results{}.flatrate",
  "watch/providers.results{}.rent",
  "watch/providers.results{}.buy",
  "release_dates.results",
  "release_dates.results[].release_dates",
  "content_ratings.results",
];

const ENDPOINTS: Endpoint[] = [
  moviePage("trending/movie/week", "trending/movie/week?page=1", "trending/movies.json"),
  moviePage("trending/tv/week", "trending/tv/week?page=1", "trending/tv.json"),
  moviePage("movie/popular", "movie/popular?language=en-US&page=1", "movie_lists/popular.json"),
  moviePage("movie/top_rated", "movie/top_rated?language=en-US&page=1", "movie_lists/top_rated.json"),
  moviePage("movie/upcoming", "movie/upcoming?language=en-US&page=1", "movie_lists/upcoming.json"),
  moviePage("movie/now_playing", "movie/now_playing?language=en-US&page=1", "movie_lists/now_playing.json"),
  moviePage("tv/popular", "tv/popular?language=en-US&page=1", "tv_series_lists/popular.json"),
  moviePage("tv/top_rated", "tv/top_rated?language=en-US&page=1", "tv_series_lists/top_rated.json"),
  moviePage("tv/on_the_air", "tv/on_the_air?language=en-US&page=1", "tv_series_lists/on_the_air.json"),
  moviePage("tv/airing_today", "tv/airing_today?language=en-US&page=1", "tv_series_lists/on_the_air.json"),
  moviePage(
    "discover/movie (genre)",
    "discover/movie?include_adult=false&with_genres=28&page=1",
    "discover/movies.json",
  ),
  moviePage(
    "discover/tv (genre + origin country)",
    "discover/tv?include_adult=false&with_genres=16&with_origin_country=JP&page=1",
    "discover/tv.json",
  ),
  {
    ...moviePage("discover/movie (cast)", "", "discover/movies.json"),
    url: (ids) => `discover/movie?include_adult=false&with_cast=${ids.personId}&page=1`,
  },
  {
    name: "search/multi",
    url: (ids) => `search/multi?query=${encodeURIComponent(ids.searchWord)}&page=1&include_adult=false`,
    recorded: "search/multi.json",
    schema: multiSearchPageSchema,
    arrays: ["results"],
  },
  {
    name: "movie/{id} with appended parts",
    url: (ids) => `movie/${ids.movieId}?${DETAILS_QUERY.movie}`,
    recorded: "movies/details_with_append_to_response.json",
    recordedWithoutAppends: "movies/details.json",
    schema: titleDetailsSchema,
    arrays: DETAILS_ARRAYS,
  },
  {
    name: "tv/{id} with appended parts",
    url: (ids) => `tv/${ids.seriesId}?${DETAILS_QUERY.tv}`,
    recorded: "tv_series/details_with_append_to_response.json",
    recordedWithoutAppends: "tv_series/details.json",
    schema: titleDetailsSchema,
    arrays: DETAILS_ARRAYS,
  },
  {
    ...moviePage("movie/{id}/similar", "", "movies/similar.json"),
    url: (ids) => `movie/${ids.movieId}/similar?page=1`,
  },
  {
    ...moviePage("tv/{id}/similar", "", "tv_series/similar.json"),
    url: (ids) => `tv/${ids.seriesId}/similar?page=1`,
  },
  {
    name: "tv/{id}/season/{n}",
    url: (ids) => `tv/${ids.seriesId}/season/${ids.seasonNumber}?language=en-US`,
    recorded: "tv_seasons/details.json",
    schema: seasonSchema,
    arrays: ["episodes"],
  },
  {
    name: "genre/movie/list",
    url: () => "genre/movie/list",
    recorded: "genres/movie_list.json",
    schema: genreListSchema,
    arrays: ["genres"],
  },
  {
    name: "genre/tv/list",
    url: () => "genre/tv/list",
    recorded: "genres/tv_list.json",
    schema: genreListSchema,
    arrays: ["genres"],
  },
  {
    name: "person/popular",
    url: () => "person/popular?language=en-US&page=1",
    recorded: "people_lists/popular.json",
    schema: personPageSchema,
    arrays: ["results", "results[].known_for"],
  },
  {
    name: "person/{id}",
    url: (ids) => `person/${ids.personId}?language=en-US`,
    recorded: "people/details.json",
    schema: personSchema,
    arrays: [],
  },
  {
    name: "person/{id} with combined_credits",
    url: (ids) => `person/${ids.personId}?language=en-US&append_to_response=combined_credits`,
    recorded: "people/details.json",
    schema: personWithCreditsSchema,
    arrays: ["combined_credits.cast"],
  },
  {
    name: "person/{id}/tv_credits",
    url: (ids) => `person/${ids.personId}/tv_credits?page=1`,
    recorded: "people/tv_credits.json",
    schema: tvCreditsSchema,
    arrays: ["cast"],
  },
];

function isJson(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Total items at an array path: "results[].known_for" sums known_for over results; "x{}" means x's values. */
function countAt(value: unknown, arrayPath: string): number {
  const [head = "", ...rest] = arrayPath.split(".");
  const name = head.replace(/(\[\]|\{\})$/, "");
  const child = isJson(value) ? value[name] : undefined;
  if (rest.length === 0) {
    if (head.endsWith("{}")) return isJson(child) ? Object.keys(child).length : 0;
    return Array.isArray(child) ? child.length : 0;
  }
  const items = head.endsWith("[]")
    ? Array.isArray(child)
      ? child
      : []
    : head.endsWith("{}")
      ? Object.values(isJson(child) ? child : {})
      : [child];
  return items.reduce<number>((sum, item) => sum + countAt(item, rest.join(".")), 0);
}

function readRecorded(file: string): Json {
  return JSON.parse(readFileSync(path.join(recordedFixturesDir, file), "utf8")) as Json;
}

/** Key names TMDB sends as null: null somewhere in the recordings, or in the examples of TMDB's OpenAPI. */
function nullableKeys(): Set<string> {
  const recorded = readdirSync(recordedFixturesDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".json"))
    .map((file) => readRecorded(file));
  const openApiExamples = [
    "adult",
    "air_date",
    "belongs_to_collection",
    "birthday",
    "deathday",
    "homepage",
    "imdb_id",
    "known_for_department",
    "next_episode_to_air",
    "place_of_birth",
    "runtime",
    "still_path",
  ];
  // Not null in either source, but null in real TMDB answers for titles that lack them (the social and other
  // sites' ids of external_ids too: TMDB's OpenAPI example has wikidata_id, instagram_id and twitter_id null).
  const known = [
    "tagline",
    "last_episode_to_air",
    "wikidata_id",
    "facebook_id",
    "instagram_id",
    "twitter_id",
    "freebase_mid",
    "freebase_id",
    "tvdb_id",
    "tvrage_id",
  ];
  return new Set([...keysNullSomewhere(recorded), ...openApiExamples, ...known]);
}

/**
 * Keys TMDB leaves out when empty although the recordings happen to have them: a region of watch/providers
 * lists only the offers it has (TMDB's OpenAPI example has regions with just link + flatrate, or link + buy).
 */
const OPTIONAL_KEYS: ReadonlySet<string> = new Set(["flatrate", "rent", "buy", "free", "ads"]);

describe.skipIf(!demoPresent)(
  demoPresent
    ? "demo catalogue speaks TMDB v3 (app/demo/handler.server.ts)"
    : "demo catalogue contract (app/demo/handler.server.ts absent: skipped)",
  () => {
    let demo: DemoModule;
    let catalogue: Catalogue;
    let ids: DemoIds;

    async function demoJson(url: string): Promise<{ status: number; body: Json }> {
      const response = await demo.handleDemoRequest(new Request(`${demo.DEMO_API_BASE_URL}/${url}`));
      return { status: response.status, body: (await response.json()) as Json };
    }

    beforeAll(async () => {
      demo = await import("~/demo/handler.server");
      catalogue = createTmdbClient({
        baseUrl: demo.DEMO_API_BASE_URL,
        credential: null,
        fetch: demo.handleDemoRequest,
        cache: null,
      });
      const [movies, series, people] = await Promise.all([
        catalogue.listTrending("movie"),
        catalogue.listTrending("series"),
        catalogue.listPopularPeople(),
      ]);
      const seriesId = series.results[0]?.id ?? 0;
      const seriesDetails = await catalogue.getTitle("series", seriesId);
      const firstTitle = movies.results[0]?.title ?? "";
      ids = {
        movieId: movies.results[0]?.id ?? 0,
        seriesId,
        seasonNumber: seriesDetails.seasons.find((season) => season.seasonNumber > 0)?.seasonNumber ?? 1,
        personId: people.results[0]?.id ?? 0,
        searchWord: firstTitle.split(/\s+/).find((word) => word.length >= 3) ?? firstTitle,
      };
    });

    describe("through the client", () => {
      it("lists: trending, categories and discover give titles of the right kind", async () => {
        const lists: Array<[TitleKind, Promise<Page<TitleSummary>>]> = [
          ["movie", catalogue.listTrending("movie")],
          ["series", catalogue.listTrending("series")],
          ...(["popular", "top_rated", "upcoming", "now_playing"] as const).map(
            (category): [TitleKind, Promise<Page<TitleSummary>>] => ["movie", catalogue.listMovies(category)],
          ),
          ...(["popular", "top_rated", "on_the_air", "airing_today"] as const).map(
            (category): [TitleKind, Promise<Page<TitleSummary>>] => [
              "series",
              catalogue.listSeries(category),
            ],
          ),
          ["movie", catalogue.discover("movie", { genreId: 28 })],
          ["series", catalogue.discover("series", { genreId: 16, originCountry: "JP" })],
        ];
        for (const [kind, pending] of lists) {
          const page = await pending;
          expect(page.page).toBe(1);
          expect(page.results.length).toBeGreaterThan(0);
          expect(page.totalPages).toBeGreaterThanOrEqual(1);
          expect(page.totalResults).toBeGreaterThanOrEqual(page.results.length);
          for (const title of page.results) {
            expect(title.kind).toBe(kind);
            expect(title.id).toBeGreaterThan(0);
            expect(title.title).not.toBe("");
            expect(title.title).not.toBe("No title");
          }
        }
      });

      it("later pages differ from the first", async () => {
        const [first, second] = await Promise.all([
          catalogue.listMovies("popular", 1),
          catalogue.listMovies("popular", 2),
        ]);
        expect(second.page).toBe(2);
        expect(second.results.map((title) => title.id)).not.toEqual(first.results.map((title) => title.id));
      });

      it("discover by cast gives the person's movies", async () => {
        const page = await catalogue.discover("movie", { castId: ids.personId });
        expect(page.results.every((title) => title.kind === "movie")).toBe(true);
      });

      it("search finds a title by a word of its name", async () => {
        const page = await catalogue.search(ids.searchWord);
        expect(page.results.length).toBeGreaterThan(0);
        expect(page.results.every((title) => title.kind === "movie" || title.kind === "series")).toBe(true);
      });

      it("a movie's details, with appended parts", async () => {
        const movie = await catalogue.getTitle("movie", ids.movieId);
        expect(movie).toMatchObject({ id: ids.movieId, kind: "movie", numberOfSeasons: 0, seasons: [] });
        expect(movie.genres.length).toBeGreaterThan(0);
        expect(movie.similar.length + movie.recommendations.length).toBeGreaterThan(0);
      });

      it("a series' details: seasons, and a season with episodes", async () => {
        const series = await catalogue.getTitle("series", ids.seriesId);
        expect(series.kind).toBe("series");
        expect(series.numberOfSeasons).toBeGreaterThan(0);
        expect(series.seasons.filter((season) => season.seasonNumber > 0)).toHaveLength(
          series.numberOfSeasons,
        );
        const season = await catalogue.getSeason(ids.seriesId, ids.seasonNumber);
        expect(season).toMatchObject({ seriesId: ids.seriesId, seasonNumber: ids.seasonNumber });
        expect(season.episodes.length).toBeGreaterThan(0);
        const summary = series.seasons.find((entry) => entry.seasonNumber === ids.seasonNumber);
        expect(season.episodes).toHaveLength(summary?.episodeCount ?? -1);
      });

      it("similar titles", async () => {
        const movies = await catalogue.getSimilar("movie", ids.movieId);
        const series = await catalogue.getSimilar("series", ids.seriesId);
        expect(movies.results.every((title) => title.kind === "movie" && title.id !== ids.movieId)).toBe(
          true,
        );
        expect(series.results.every((title) => title.kind === "series" && title.id !== ids.seriesId)).toBe(
          true,
        );
      });

      it("genre lists", async () => {
        expect((await catalogue.listGenres("movie")).length).toBeGreaterThan(0);
        expect((await catalogue.listGenres("series")).length).toBeGreaterThan(0);
      });

      it("people: popular with known_for, one person, their series", async () => {
        const people = await catalogue.listPopularPeople();
        expect(people.results.length).toBeGreaterThan(0);
        expect(people.results.some((person) => person.knownFor.length > 0)).toBe(true);
        const person = await catalogue.getPerson(ids.personId);
        expect(person.id).toBe(ids.personId);
        expect(person.name).toBe(people.results[0]?.name);
        const series = await catalogue.getPersonSeries(ids.personId);
        expect(series.every((title) => title.kind === "series")).toBe(true);
      });

      it("a person with credits, in one call, is known for what person/popular lists them for", async () => {
        const people = await catalogue.listPopularPeople();
        for (const listed of people.results.slice(0, 8)) {
          expect(listed.knownFor.length).toBeGreaterThan(0);
          expect(await catalogue.getPersonWithCredits(listed.id)).toEqual(listed);
        }
      });

      it("unknown ids are not found", async () => {
        const error = await catalogue.getTitle("movie", 2_000_000_000).catch((caught: unknown) => caught);
        expect(isNotFound(error)).toBe(true);
      });
    });

    describe("raw answers pass the client's schemas with no item dropped", () => {
      it.each(ENDPOINTS.map((endpoint) => [endpoint.name, endpoint] as const))(
        "%s",
        async (_name, endpoint) => {
          const { status, body } = await demoJson(endpoint.url(ids));
          expect(status).toBe(200);
          const parsed = endpoint.schema.safeParse(body);
          expect(parsed.error?.issues ?? []).toEqual([]);
          for (const arrayPath of endpoint.arrays) {
            expect({ [arrayPath]: countAt(parsed.data, arrayPath) }).toEqual({
              [arrayPath]: countAt(body, arrayPath),
            });
          }
        },
      );

      // The same calls in another language (docs/decisions/0024-catalogue-languages.md): the shapes stay TMDB's.
      const inLanguage = (url: string, language: string) =>
        url.includes("language=en-US")
          ? url.replace("language=en-US", `language=${language}`)
          : `${url}${url.includes("?") ? "&" : "?"}language=${language}`;
      it.each(
        ENDPOINTS.flatMap((endpoint) =>
          ["es-ES", "fr-FR", "de-DE", "pt-BR", "ja-JP", "ar-SA"].map(
            (language) => [`${endpoint.name} in ${language}`, endpoint, language] as const,
          ),
        ),
      )("%s", async (_name, endpoint, language) => {
        const english = await demoJson(endpoint.url(ids));
        const { status, body } = await demoJson(inLanguage(endpoint.url(ids), language));
        expect(status).toBe(200);
        const parsed = endpoint.schema.safeParse(body);
        expect(parsed.error?.issues ?? []).toEqual([]);
        for (const arrayPath of endpoint.arrays) {
          expect({ [arrayPath]: countAt(parsed.data, arrayPath) }).toEqual({
            [arrayPath]: countAt(english.body, arrayPath),
          });
        }
      });

      it("an unknown path answers TMDB's 404", async () => {
        const { status, body } = await demoJson("no/such/endpoint");
        expect(status).toBe(404);
        expect(body).toMatchObject({ status_code: 34 });
      });
    });

    describe.skipIf(!recordingsPresent)("raw answers have the shape of the recorded real answers", () => {
      let nullable: Set<string>;
      beforeAll(() => {
        nullable = nullableKeys();
      });

      it.each(ENDPOINTS.map((endpoint) => [endpoint.name, endpoint] as const))(
        "%s",
        async (_name, endpoint) => {
          const { body } = await demoJson(endpoint.url(ids));
          const recorded = readRecorded(endpoint.recorded);
          const ignore = new Set<string>();
          if (endpoint.recordedWithoutAppends) {
            const plain = readRecorded(endpoint.recordedWithoutAppends);
            const asked = new Set([
              "videos",
              "similar",
              "recommendations",
              "watch/providers",
              "external_ids",
            ]);
            for (const key of Object.keys(recorded)) if (!(key in plain) && !asked.has(key)) ignore.add(key);
          }
          const differences = shapeDifferences(recorded, body, {
            nullableKeys: nullable,
            optionalKeys: OPTIONAL_KEYS,
            ignoreTopLevelKeys: ignore,
          });
          expect(differences).toEqual([]);
        },
      );
    });
  },
);
