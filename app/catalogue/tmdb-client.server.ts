import type { z } from "zod";
import type { TmdbCredential } from "~/config.server";
import { CACHE_TTL_MS, type CatalogueCache, createMemoryCache, createNoCache } from "./cache.server";
import type { Catalogue, DiscoverFilter } from "./catalogue";
import { CatalogueError } from "./catalogue-error";
import { mapPersonWithCredits } from "./known-for.server";
import {
  mapGenres,
  mapPerson,
  mapPersonPage,
  mapPersonSeries,
  mapSearchPage,
  mapSeason,
  mapTitleDetails,
  mapTitlePage,
} from "./tmdb-mappers.server";
import {
  genreListSchema,
  mediaPageSchema,
  multiSearchPageSchema,
  personPageSchema,
  personSchema,
  personWithCreditsSchema,
  seasonSchema,
  titleDetailsSchema,
  tmdbErrorSchema,
  tvCreditsSchema,
} from "./tmdb-schemas.server";
import type { MovieCategory, SeriesCategory, TitleKind } from "./types";

// The one catalogue client: TMDB v3 over whatever base URL it is given (real TMDB, the local stub in tests,
// or the embedded demo handler passed in as `fetch`). Every method validates its parameters, makes at most
// one upstream call, validates the answer with a schema and returns domain types.

export type FetchFunction = (request: Request) => Promise<Response>;

export interface TmdbClientOptions {
  /** e.g. "https://api.themoviedb.org/3" */
  baseUrl: string;
  /** null: send no credential (the demo catalogue needs none). */
  credential: TmdbCredential | null;
  /** Defaults to the global fetch. */
  fetch?: FetchFunction;
  /** Per upstream call, including reading the body. Default 8 s. */
  timeoutMs?: number;
  /** Defaults to an in-memory LRU cache; null disables caching and single-flight. */
  cache?: CatalogueCache | null;
}

export const DEFAULT_TIMEOUT_MS = 8000;
export const MAX_PAGE = 500;
export const MAX_SEASON_NUMBER = 1000;
export const MAX_QUERY_LENGTH = 200;

const MOVIE_CATEGORIES: readonly MovieCategory[] = ["popular", "top_rated", "upcoming", "now_playing"];
const SERIES_CATEGORIES: readonly SeriesCategory[] = ["popular", "top_rated", "on_the_air", "airing_today"];
const DETAILS_APPENDS = "videos,similar,recommendations,watch/providers";

type Query = Record<string, string | number | undefined>;

function invalid(message: string): CatalogueError {
  return new CatalogueError("not_found", message);
}

function checkId(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value <= 0) throw invalid(`Invalid ${what}`);
  return value;
}

function checkPage(value: number | undefined): number {
  const page = value ?? 1;
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) throw invalid("Invalid page");
  return page;
}

/** TMDB's path segment for a kind. */
function tmdbKind(kind: TitleKind): "movie" | "tv" {
  if (kind === "movie") return "movie";
  if (kind === "series") return "tv";
  throw invalid("Invalid kind");
}

/** "fetch failed (connect ECONNREFUSED ...)": undici hides the useful part in `cause`. */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : "";
  return `${error.message}${cause}`;
}

export function normaliseQuery(query: string): string {
  return query.trim().slice(0, MAX_QUERY_LENGTH).trim();
}

export function createTmdbClient(options: TmdbClientOptions): Catalogue {
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const credential = options.credential;
  const fetchFn: FetchFunction = options.fetch ?? ((request) => globalThis.fetch(request));
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const cache = options.cache === undefined ? createMemoryCache() : (options.cache ?? createNoCache());
  const secrets = credential ? [credential.value] : [];

  function fail(reason: CatalogueError["reason"], message: string, retryAfterSeconds?: number) {
    return new CatalogueError(reason, message, { secrets, retryAfterSeconds });
  }

  /** One GET to TMDB; returns the parsed JSON body of a 2xx answer or throws CatalogueError. */
  async function getJson(path: string, query: Query): Promise<unknown> {
    const url = new URL(`${baseUrl}/${path}`);
    for (const [name, value] of Object.entries(query)) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    const headers = new Headers({ accept: "application/json" });
    if (credential?.kind === "api_key") url.searchParams.set("api_key", credential.value);
    if (credential?.kind === "bearer") headers.set("authorization", `Bearer ${credential.value}`);

    const signal = AbortSignal.timeout(timeoutMs);
    // An injected handler may ignore the signal, so the timeout also races the whole exchange.
    const timedOut = new Promise<never>((_, reject) => {
      signal.addEventListener("abort", () => reject(signal.reason), { once: true });
    });
    timedOut.catch(() => {});

    let status: number;
    let body: string;
    let retryAfter: string | null;
    try {
      const exchange = (async () => {
        const response = await fetchFn(new Request(url, { method: "GET", headers, signal }));
        return {
          status: response.status,
          retryAfter: response.headers.get("retry-after"),
          body: await response.text(),
        };
      })();
      ({ status, body, retryAfter } = await Promise.race([exchange, timedOut]));
    } catch (error) {
      if (signal.aborted) throw fail("unavailable", `TMDB ${path} did not answer within ${timeoutMs} ms`);
      throw fail("unavailable", `TMDB ${path} could not be reached: ${describeFailure(error)}`);
    }

    let json: unknown;
    let parsedJson = true;
    try {
      json = JSON.parse(body);
    } catch {
      parsedJson = false;
    }

    if (status >= 200 && status < 300) {
      if (!parsedJson) throw fail("invalid_response", `TMDB ${path} answered with invalid JSON`);
      return json;
    }

    const tmdbError = tmdbErrorSchema.safeParse(json);
    const statusCode = tmdbError.success ? tmdbError.data.status_code : undefined;
    const statusMessage =
      tmdbError.success && tmdbError.data.status_message ? `: ${tmdbError.data.status_message}` : "";
    if (status === 404 || statusCode === 34) throw fail("not_found", `TMDB ${path} was not found`);
    if (status === 429) {
      const seconds = retryAfter === null ? Number.NaN : Number(retryAfter);
      throw fail(
        "rate_limited",
        `TMDB ${path} is rate limited`,
        Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined,
      );
    }
    throw fail("upstream", `TMDB ${path} answered ${status}${statusMessage}`);
  }

  /** Fetch, validate and map one call, through the cache. The cache key leaves the credential out. */
  function load<S extends z.ZodType, T>(
    path: string,
    query: Query,
    ttlMs: number,
    schema: S,
    map: (raw: z.output<S>) => T,
  ): Promise<T> {
    const key = `${path}?${new URLSearchParams(
      Object.entries(query).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])),
    ).toString()}`;
    return cache.getOrLoad(key, ttlMs, async () => {
      const json = await getJson(path, query);
      const parsed = schema.safeParse(json);
      if (!parsed.success) {
        const where = [...new Set(parsed.error.issues.map((issue) => issue.path.join(".") || "(root)"))]
          .slice(0, 5)
          .join(", ");
        throw fail("invalid_response", `TMDB ${path} answered in an unexpected shape at ${where}`);
      }
      return map(parsed.data);
    });
  }

  const titlePage = (kind: TitleKind) => (raw: z.output<typeof mediaPageSchema>) => mapTitlePage(raw, kind);

  return {
    async listTrending(kind, page) {
      const query = { page: checkPage(page) };
      return load(
        `trending/${tmdbKind(kind)}/week`,
        query,
        CACHE_TTL_MS.list,
        mediaPageSchema,
        titlePage(kind),
      );
    },

    async listMovies(category, page) {
      if (!MOVIE_CATEGORIES.includes(category)) throw invalid("Invalid movie category");
      const query = { language: "en-US", page: checkPage(page) };
      return load(`movie/${category}`, query, CACHE_TTL_MS.list, mediaPageSchema, titlePage("movie"));
    },

    async listSeries(category, page) {
      if (!SERIES_CATEGORIES.includes(category)) throw invalid("Invalid series category");
      const query = { language: "en-US", page: checkPage(page) };
      return load(`tv/${category}`, query, CACHE_TTL_MS.list, mediaPageSchema, titlePage("series"));
    },

    async discover(kind, filter: DiscoverFilter) {
      const path = `discover/${tmdbKind(kind)}`;
      const originCountry = filter.originCountry?.trim().toUpperCase();
      if (originCountry !== undefined && !/^[A-Z]{2}$/.test(originCountry)) throw invalid("Invalid country");
      if (filter.castId !== undefined && kind !== "movie") throw invalid("with_cast applies to movies only");
      const query = {
        include_adult: "false",
        with_genres: filter.genreId === undefined ? undefined : checkId(filter.genreId, "genre id"),
        with_origin_country: originCountry,
        with_cast: filter.castId === undefined ? undefined : checkId(filter.castId, "person id"),
        page: checkPage(filter.page),
      };
      return load(path, query, CACHE_TTL_MS.list, mediaPageSchema, titlePage(kind));
    },

    async search(rawQuery, page) {
      const query = normaliseQuery(rawQuery);
      const pageNumber = checkPage(page);
      if (query === "") return { page: 1, totalPages: 0, totalResults: 0, results: [] };
      const params = { query, page: pageNumber, include_adult: "false" };
      return load("search/multi", params, CACHE_TTL_MS.search, multiSearchPageSchema, mapSearchPage);
    },

    async getTitle(kind, id) {
      const path = `${tmdbKind(kind)}/${checkId(id, "title id")}`;
      const query = { language: "en-US", append_to_response: DETAILS_APPENDS };
      return load(path, query, CACHE_TTL_MS.details, titleDetailsSchema, (raw) => mapTitleDetails(raw, kind));
    },

    async getSimilar(kind, id, page) {
      const path = `${tmdbKind(kind)}/${checkId(id, "title id")}/similar`;
      return load(path, { page: checkPage(page) }, CACHE_TTL_MS.list, mediaPageSchema, titlePage(kind));
    },

    async getSeason(seriesId, seasonNumber) {
      checkId(seriesId, "series id");
      if (!Number.isInteger(seasonNumber) || seasonNumber < 0 || seasonNumber > MAX_SEASON_NUMBER) {
        throw invalid("Invalid season number");
      }
      const path = `tv/${seriesId}/season/${seasonNumber}`;
      return load(path, { language: "en-US" }, CACHE_TTL_MS.details, seasonSchema, (raw) =>
        mapSeason(raw, seriesId),
      );
    },

    async listGenres(kind) {
      return load(`genre/${tmdbKind(kind)}/list`, {}, CACHE_TTL_MS.genres, genreListSchema, mapGenres);
    },

    async listPopularPeople(page) {
      const query = { language: "en-US", page: checkPage(page) };
      return load("person/popular", query, CACHE_TTL_MS.list, personPageSchema, mapPersonPage);
    },

    async getPerson(id) {
      const path = `person/${checkId(id, "person id")}`;
      return load(path, { language: "en-US" }, CACHE_TTL_MS.details, personSchema, mapPerson);
    },

    async getPersonWithCredits(id) {
      const path = `person/${checkId(id, "person id")}`;
      const query = { language: "en-US", append_to_response: "combined_credits" };
      return load(path, query, CACHE_TTL_MS.details, personWithCreditsSchema, mapPersonWithCredits);
    },

    async getPersonSeries(id) {
      const path = `person/${checkId(id, "person id")}/tv_credits`;
      return load(path, { page: 1 }, CACHE_TTL_MS.details, tvCreditsSchema, mapPersonSeries);
    },
  };
}
