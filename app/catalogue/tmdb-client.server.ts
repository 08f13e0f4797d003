import type { z } from "zod";
import type { TmdbCredential } from "~/config.server";
import {
  CACHE_POLICY,
  type CachePolicy,
  type CatalogueCache,
  createMemoryCache,
  createNoCache,
} from "./cache.server";
import type { Catalogue, DiscoverFilter } from "./catalogue";
import { CatalogueError, isNotFound } from "./catalogue-error";
import { checkId, checkPage, invalid } from "./client-checks.server";
import { discoverListMethods } from "./discover-lists.server";
import { discoverQuery } from "./discover-query.server";
import { fillFromEnglish, hasEmptyText } from "./fallback.server";
import { mapPersonWithCredits } from "./known-for.server";
import { type CatalogueLanguage, type CatalogueLocale, isCatalogueLanguage } from "./locale";
import {
  externalIdsSchema,
  findSchema,
  IMDB_ID,
  mapExternalIds,
  mapFind,
  mapMatchPage,
  mapTitleMatch,
  matchItemSchema,
  matchPageSchema,
} from "./title-match.server";
import {
  mapGenres,
  mapPerson,
  mapPersonPage,
  mapPersonSeries,
  mapRecommendationsPage,
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
  recommendationsPageSchema,
  seasonSchema,
  titleDetailsSchema,
  tmdbErrorSchema,
  tvCreditsSchema,
} from "./tmdb-schemas.server";
import type { MovieCategory, SeriesCategory, TitleKind } from "./types";
import {
  type AttemptResult,
  type CallOptions,
  createUpstream,
  type Upstream,
  type UpstreamOptions,
} from "./upstream.server";

// The one catalogue client: TMDB v3 over whatever base URL it is given (real TMDB, the local stub in tests,
// or the embedded demo handler passed in as `fetch`). Every method validates its parameters, makes at most
// one upstream call (plus retries, under the limits of upstream.server.ts), validates the answer with a schema
// and returns domain types, through the cache. In a language other than en-US, a method may make a second
// call, for the same resource in en-US, when the translated answer has empty text to fill (fallback.server.ts).

export type FetchFunction = (request: Request) => Promise<Response>;

export interface TmdbClientOptions {
  /** e.g. "https://api.themoviedb.org/3" */
  baseUrl: string;
  /** null: send no credential (the demo catalogue needs none). */
  credential: TmdbCredential | null;
  /** Defaults to the global fetch. */
  fetch?: FetchFunction;
  /** Per upstream attempt, including reading the body. Default 8 s. */
  timeoutMs?: number;
  /** Defaults to an in-memory LRU cache; null disables caching and single-flight. */
  cache?: CatalogueCache | null;
  /**
   * The limiter, retries and deadline every upstream call goes through: an instance (to share or observe it),
   * or options for a new one (timeoutMs is its per-attempt timeout). Default: 20 connections, 2 retries.
   */
  upstream?: Upstream | Omit<UpstreamOptions, "attemptTimeoutMs">;
}

export const DEFAULT_TIMEOUT_MS = 8000;
export { MAX_PAGE } from "./client-checks.server";
export const MAX_SEASON_NUMBER = 1000;
export const MAX_QUERY_LENGTH = 200;

const MOVIE_CATEGORIES: readonly MovieCategory[] = ["popular", "top_rated", "upcoming", "now_playing"];
const SERIES_CATEGORIES: readonly SeriesCategory[] = ["popular", "top_rated", "on_the_air", "airing_today"];
/**
 * What a title's details append: each kind's age certifications (release_dates for movies, content_ratings for
 * TV: Discover's facts) and its IMDb id (external_ids: the overlay's IMDb link).
 */
const DETAILS_APPENDS: Record<TitleKind, string> = {
  movie: "videos,similar,recommendations,watch/providers,release_dates,external_ids",
  series: "videos,similar,recommendations,watch/providers,content_ratings,external_ids",
};

type Query = Record<string, string | number | undefined>;

const BACKGROUND: CallOptions = { background: true };

/** What the cache keeps per call: the answer, or that there is none (JSON-safe, for the shared store). */
type Found<T> = { found: true; value: T } | { found: false; message: string };

function final(error: CatalogueError): AttemptResult<never> {
  return { ok: false, retry: false, error };
}

/**
 * The language a call is made in: undefined for en-US, which keeps each request exactly as it was before
 * languages (some send language=en-US, some send no language), so English answers share their cache entries.
 */
function checkLocale(locale: CatalogueLocale | undefined): Exclude<CatalogueLanguage, "en-US"> | undefined {
  if (locale === undefined) return undefined;
  if (!isCatalogueLanguage(locale.language)) throw invalid("Invalid language");
  return locale.language === "en-US" ? undefined : locale.language;
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
  const upstreamOptions = options.upstream && "call" in options.upstream ? undefined : options.upstream;
  const upstream =
    options.upstream && "call" in options.upstream
      ? options.upstream
      : createUpstream({ ...upstreamOptions, attemptTimeoutMs: timeoutMs });
  const secrets = credential ? [credential.value] : [];

  function fail(reason: CatalogueError["reason"], message: string, retryAfterSeconds?: number) {
    return new CatalogueError(reason, message, { secrets, retryAfterSeconds });
  }

  /** One GET to TMDB, retried as upstream.server.ts allows; the parsed JSON of a 2xx answer, or CatalogueError. */
  function getJson(path: string, query: Query, callOptions?: CallOptions): Promise<unknown> {
    const url = new URL(`${baseUrl}/${path}`);
    for (const [name, value] of Object.entries(query)) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    const headers = new Headers({ accept: "application/json" });
    if (credential?.kind === "api_key") url.searchParams.set("api_key", credential.value);
    if (credential?.kind === "bearer") headers.set("authorization", `Bearer ${credential.value}`);
    return upstream.call(
      path,
      (signal) => attempt(path, new Request(url, { method: "GET", headers, signal })),
      callOptions,
    );
  }

  /** One request: what it answered, and whether another attempt could answer better. */
  async function attempt(path: string, request: Request): Promise<AttemptResult<unknown>> {
    let status: number;
    let body: string;
    let retryAfter: string | null;
    try {
      const response = await fetchFn(request);
      status = response.status;
      retryAfter = response.headers.get("retry-after");
      body = await response.text();
    } catch (error) {
      const message = `TMDB ${path} could not be reached: ${describeFailure(error)}`;
      return { ok: false, retry: true, error: fail("unavailable", message) };
    }

    let json: unknown;
    let parsedJson = true;
    try {
      json = JSON.parse(body);
    } catch {
      parsedJson = false;
    }

    if (status >= 200 && status < 300) {
      if (!parsedJson) return final(fail("invalid_response", `TMDB ${path} answered with invalid JSON`));
      return { ok: true, value: json };
    }

    const tmdbError = tmdbErrorSchema.safeParse(json);
    const statusCode = tmdbError.success ? tmdbError.data.status_code : undefined;
    const statusMessage =
      tmdbError.success && tmdbError.data.status_message ? `: ${tmdbError.data.status_message}` : "";
    if (status === 404 || statusCode === 34) return final(fail("not_found", `TMDB ${path} was not found`));
    const retryAfterMs = upstream.retryAfterMs(retryAfter);
    const retryAfterSeconds = retryAfterMs === undefined ? undefined : Math.ceil(retryAfterMs / 1000);
    if (status === 429) {
      const error = fail("rate_limited", `TMDB ${path} is rate limited`, retryAfterSeconds);
      return { ok: false, retry: true, error, retryAfterMs };
    }
    const error = fail("upstream", `TMDB ${path} answered ${status}${statusMessage}`, retryAfterSeconds);
    // Other 4xx answers (a bad key, a bad parameter) will not change on a second try.
    return status >= 500 ? { ok: false, retry: true, error, retryAfterMs } : final(error);
  }

  /** Fetch, validate and map one call, through the cache. The cache key leaves the credential out. */
  /**
   * "Not found" is cached too, briefly (CACHE_POLICY.notFound), so unknown ids cannot hammer TMDB; other
   * errors never are.
   */
  async function load<S extends z.ZodType, T>(
    path: string,
    query: Query,
    policy: CachePolicy,
    schema: S,
    map: (raw: z.output<S>) => T,
    callOptions?: CallOptions,
  ): Promise<T> {
    const key = `${path}?${new URLSearchParams(
      Object.entries(query).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])),
    ).toString()}`;
    const found = await cache.getOrLoad<Found<T>>(
      key,
      (answer) => (answer.found ? policy : CACHE_POLICY.notFound),
      async () => {
        let json: unknown;
        try {
          json = await getJson(path, query, callOptions);
        } catch (error) {
          if (isNotFound(error)) return { found: false, message: (error as Error).message };
          throw error;
        }
        const parsed = schema.safeParse(json);
        if (!parsed.success) {
          const where = [...new Set(parsed.error.issues.map((issue) => issue.path.join(".") || "(root)"))]
            .slice(0, 5)
            .join(", ");
          throw fail("invalid_response", `TMDB ${path} answered in an unexpected shape at ${where}`);
        }
        return { found: true, value: map(parsed.data) };
      },
    );
    if (!found.found) throw fail("not_found", found.message);
    return found.value;
  }

  /**
   * A call in the locale's language, with empty text filled from the same call in English, per field. A
   * failure of the English call leaves the translated answer as it is: it is still an answer.
   */
  async function localised<T>(
    locale: CatalogueLocale | undefined,
    call: (language: CatalogueLanguage | undefined) => Promise<T>,
  ): Promise<T> {
    const language = checkLocale(locale);
    if (language === undefined) return call(undefined);
    const translated = await call(language);
    if (!hasEmptyText(translated)) return translated;
    try {
      return fillFromEnglish(translated, await call(undefined));
    } catch {
      return translated;
    }
  }

  const titlePage = (kind: TitleKind) => (raw: z.output<typeof mediaPageSchema>) => mapTitlePage(raw, kind);

  return {
    async listTrending(kind, page, locale) {
      const path = `trending/${tmdbKind(kind)}/week`;
      const pageNumber = checkPage(page);
      return localised(locale, (language) =>
        load(path, { page: pageNumber, language }, CACHE_POLICY.list, mediaPageSchema, titlePage(kind)),
      );
    },

    async listMovies(category, page, locale) {
      if (!MOVIE_CATEGORIES.includes(category)) throw invalid("Invalid movie category");
      const pageNumber = checkPage(page);
      return localised(locale, (language = "en-US") =>
        load(
          `movie/${category}`,
          { language, page: pageNumber },
          CACHE_POLICY.list,
          mediaPageSchema,
          titlePage("movie"),
        ),
      );
    },

    async listSeries(category, page, locale) {
      if (!SERIES_CATEGORIES.includes(category)) throw invalid("Invalid series category");
      const pageNumber = checkPage(page);
      return localised(locale, (language = "en-US") =>
        load(
          `tv/${category}`,
          { language, page: pageNumber },
          CACHE_POLICY.list,
          mediaPageSchema,
          titlePage("series"),
        ),
      );
    },

    async discover(kind, filter: DiscoverFilter, locale) {
      const path = `discover/${tmdbKind(kind)}`;
      const query = discoverQuery(kind, filter);
      return localised(locale, (language) =>
        load(path, { ...query, language }, CACHE_POLICY.list, mediaPageSchema, titlePage(kind)),
      );
    },

    async search(rawQuery, page, locale) {
      const query = normaliseQuery(rawQuery);
      const pageNumber = checkPage(page);
      checkLocale(locale);
      if (query === "") return { page: 1, totalPages: 0, totalResults: 0, results: [] };
      const params = { query, page: pageNumber, include_adult: "false" };
      // The English answer to a query in another language may list other titles: fallback pairs by id, so
      // only the titles both answers hold are filled.
      return localised(locale, (language) =>
        load(
          "search/multi",
          { ...params, language },
          CACHE_POLICY.search,
          multiSearchPageSchema,
          mapSearchPage,
        ),
      );
    },

    async getTitle(kind, id, locale) {
      const path = `${tmdbKind(kind)}/${checkId(id, "title id")}`;
      return localised(locale, (language = "en-US") =>
        load(
          path,
          { language, append_to_response: DETAILS_APPENDS[kind] },
          CACHE_POLICY.details,
          titleDetailsSchema,
          (raw) => mapTitleDetails(raw, kind),
        ),
      );
    },

    async getSimilar(kind, id, page, locale) {
      const path = `${tmdbKind(kind)}/${checkId(id, "title id")}/similar`;
      const pageNumber = checkPage(page);
      return localised(locale, (language) =>
        load(path, { page: pageNumber, language }, CACHE_POLICY.list, mediaPageSchema, titlePage(kind)),
      );
    },

    async getRecommendations(kind, id, page, locale) {
      const path = `${tmdbKind(kind)}/${checkId(id, "title id")}/recommendations`;
      const pageNumber = checkPage(page);
      return localised(locale, (language) =>
        load(path, { page: pageNumber, language }, CACHE_POLICY.details, recommendationsPageSchema, (raw) =>
          mapRecommendationsPage(raw, kind),
        ),
      );
    },

    async getSeason(seriesId, seasonNumber, locale) {
      checkId(seriesId, "series id");
      if (!Number.isInteger(seasonNumber) || seasonNumber < 0 || seasonNumber > MAX_SEASON_NUMBER) {
        throw invalid("Invalid season number");
      }
      const path = `tv/${seriesId}/season/${seasonNumber}`;
      return localised(locale, (language = "en-US") =>
        load(path, { language }, CACHE_POLICY.details, seasonSchema, (raw) => mapSeason(raw, seriesId)),
      );
    },

    async listGenres(kind, locale) {
      const path = `genre/${tmdbKind(kind)}/list`;
      return localised(locale, (language) =>
        load(path, { language }, CACHE_POLICY.genres, genreListSchema, mapGenres),
      );
    },

    async listPopularPeople(page, locale) {
      const pageNumber = checkPage(page);
      return localised(locale, (language = "en-US") =>
        load(
          "person/popular",
          { language, page: pageNumber },
          CACHE_POLICY.list,
          personPageSchema,
          mapPersonPage,
        ),
      );
    },

    async getPerson(id, locale) {
      const path = `person/${checkId(id, "person id")}`;
      return localised(locale, (language = "en-US") =>
        load(path, { language }, CACHE_POLICY.details, personSchema, mapPerson),
      );
    },

    async getPersonWithCredits(id, locale) {
      const path = `person/${checkId(id, "person id")}`;
      return localised(locale, (language = "en-US") =>
        load(
          path,
          { language, append_to_response: "combined_credits" },
          CACHE_POLICY.details,
          personWithCreditsSchema,
          mapPersonWithCredits,
        ),
      );
    },

    async getPersonSeries(id, locale) {
      const path = `person/${checkId(id, "person id")}/tv_credits`;
      return localised(locale, (language) =>
        load(path, { page: 1, language }, CACHE_POLICY.details, tvCreditsSchema, mapPersonSeries),
      );
    },

    ...discoverListMethods({ load, localised, tmdbKind }),

    // The import's lookups (issue 26) are background calls: under the rate cap, pages go first.
    async findByImdbId(imdbId) {
      if (!IMDB_ID.test(imdbId)) throw invalid("Invalid IMDb id");
      const query = { external_source: "imdb_id", language: "en-US" };
      return load(`find/${imdbId}`, query, CACHE_POLICY.details, findSchema, mapFind, BACKGROUND);
    },

    async getTitleMatch(kind, id) {
      const path = `${tmdbKind(kind)}/${checkId(id, "title id")}`;
      return load(
        path,
        { language: "en-US" },
        CACHE_POLICY.details,
        matchItemSchema,
        (raw) => mapTitleMatch(raw, kind),
        BACKGROUND,
      );
    },

    async getExternalIds(kind, id) {
      const path = `${tmdbKind(kind)}/${checkId(id, "title id")}/external_ids`;
      return load(path, {}, CACHE_POLICY.details, externalIdsSchema, mapExternalIds);
    },

    async searchForMatch(kind, rawQuery, year) {
      const query = normaliseQuery(rawQuery);
      if (year !== undefined && (!Number.isInteger(year) || year < 1800 || year > 2200)) {
        throw invalid("Invalid year");
      }
      if (query === "") return [];
      const params = { query, page: 1, include_adult: "false", language: "en-US", year };
      return load(
        `search/${tmdbKind(kind)}`,
        params,
        CACHE_POLICY.search,
        matchPageSchema,
        (raw) => mapMatchPage(raw, kind),
        BACKGROUND,
      );
    },
  };
}
