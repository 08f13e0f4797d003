import type { z } from "zod";
import type { TmdbCredential } from "~/config.server";
import { MAX_SEASON } from "~/lib/episode-numbers";
import { CACHE_POLICY, type CatalogueCache, createMemoryCache, createNoCache } from "./cache.server";
import type { Catalogue, DiscoverFilter } from "./catalogue";
import { checkId, checkLocale, checkPage, invalid, normaliseQuery, tmdbKind } from "./client-checks.server";
import { discoverListMethods } from "./discover-lists.server";
import { discoverQuery } from "./discover-query.server";
import { fillFromEnglish, hasEmptyText } from "./fallback.server";
import { mapPersonWithCredits } from "./known-for.server";
import type { CatalogueLanguage, CatalogueLocale } from "./locale";
import { mapPerson, mapPersonPage, mapPersonSeries } from "./person-mappers.server";
import {
  mapContentRatings,
  mapRecommendationsPage,
  mapReleaseCertifications,
  mapTitleDetails,
} from "./title-details-mappers.server";
import { importLookupMethods } from "./title-match.server";
import { mapGenres, mapSearchPage, mapSeason, mapTitlePage } from "./tmdb-mappers.server";
import { createTmdbRequests, type FetchFunction } from "./tmdb-request.server";
import {
  contentRatingsSchema,
  genreListSchema,
  mediaPageSchema,
  multiSearchPageSchema,
  personPageSchema,
  personSchema,
  personWithCreditsSchema,
  recommendationsPageSchema,
  releaseDatesSchema,
  seasonSchema,
  titleDetailsSchema,
  tvCreditsSchema,
} from "./tmdb-schemas.server";
import type { MovieCategory, SeriesCategory, TitleKind } from "./types";
import { createUpstream, type Upstream, type UpstreamOptions } from "./upstream.server";

// The one catalogue client: TMDB v3 over whatever base URL it is given (real TMDB, the local stub in tests,
// or the embedded demo handler passed in as `fetch`). Every method validates its parameters, makes at most
// one upstream call (plus retries, under the limits of upstream.server.ts), validates the answer with a schema
// and returns domain types, through the cache. In a language other than en-US, a method may make a second
// call, for the same resource in en-US, when the translated answer has empty text to fill (fallback.server.ts).

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
  const { load } = createTmdbRequests({ baseUrl, credential, fetch: fetchFn, cache, upstream });

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

  /** A category list (movie/popular, tv/on_the_air, ...), whose requests always name their language. */
  function listCategory(
    kind: TitleKind,
    category: MovieCategory | SeriesCategory,
    page: number | undefined,
    locale: CatalogueLocale | undefined,
  ) {
    const pageNumber = checkPage(page);
    return localised(locale, (language = "en-US") =>
      load(
        `${tmdbKind(kind)}/${category}`,
        { language, page: pageNumber },
        CACHE_POLICY.list,
        mediaPageSchema,
        titlePage(kind),
      ),
    );
  }

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
      return listCategory("movie", category, page, locale);
    },

    async listSeries(category, page, locale) {
      if (!SERIES_CATEGORIES.includes(category)) throw invalid("Invalid series category");
      return listCategory("series", category, page, locale);
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

    async getCertifications(kind, id) {
      const path = `${tmdbKind(kind)}/${checkId(id, "title id")}`;
      // Certifications change rarely and are asked for every title of a kids' list: a day fresh, as the
      // certification lists are (CACHE_POLICY.reference), and no language (the answer has no text).
      return kind === "movie"
        ? load(
            `${path}/release_dates`,
            {},
            CACHE_POLICY.reference,
            releaseDatesSchema,
            mapReleaseCertifications,
          )
        : load(
            `${path}/content_ratings`,
            {},
            CACHE_POLICY.reference,
            contentRatingsSchema,
            mapContentRatings,
          );
    },

    async getSeason(seriesId, seasonNumber, locale) {
      checkId(seriesId, "series id");
      if (!Number.isInteger(seasonNumber) || seasonNumber < 0 || seasonNumber > MAX_SEASON) {
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

    ...importLookupMethods({ load, tmdbKind }),
  };
}
