import type { CatalogueLocale } from "./locale";
import type {
  Certification,
  ExternalIds,
  Genre,
  MovieCategory,
  OriginalLanguage,
  Page,
  Person,
  PersonSummary,
  Season,
  SeriesCategory,
  TitleDetails,
  TitleKind,
  TitleMatch,
  TitleSummary,
  WatchProvider,
  WatchRegion,
} from "./types";

/** How Discover orders its results; the client maps each to TMDB's sort_by for the kind. */
export type DiscoverSort = "popular" | "rating" | "newest" | "oldest" | "title";

/**
 * Filters of discover/movie and discover/tv that the app uses. Every field is optional and combines with the
 * rest. The client checks each (bounds in discover-limits.ts) and throws its "invalid" error (not_found) for a
 * bad one before any call; equal filters, however spelt (ids in any order, repeated), are one cache entry.
 */
export interface DiscoverFilter {
  genreId?: number;
  /** ISO 3166-1 code, e.g. "JP" for the Anime row. */
  originCountry?: string;
  /** Movies only: titles whose cast includes this person. */
  castId?: number;
  page?: number;
  /** with_genres joined by ",": titles in every one of these genres. */
  genreIds?: number[];
  /** without_genres: titles in none of these genres. */
  withoutGenreIds?: number[];
  /** First and last year of release (movies) or first air date (series), inclusive; a series with none is left out. */
  fromYear?: number;
  toYear?: number;
  /** vote_average.gte, 0-10. */
  minRating?: number;
  /** vote_count.gte. */
  minVotes?: number;
  /** with_runtime.gte / with_runtime.lte, minutes (series: episode_run_time); a title without one is left out. */
  minRuntime?: number;
  maxRuntime?: number;
  /** with_original_language, ISO 639-1. */
  originalLanguage?: string;
  /** with_watch_providers joined by "|" (any of them), with watch_region; flatrate (subscription) only. */
  providerIds?: number[];
  /** watch_region, ISO 3166-1; needed by providerIds, and sent only with them (alone it narrows nothing). */
  watchRegion?: string;
  /**
   * certification_country + certification.lte: at most this certification of that country's list. Movies only:
   * TMDB ignores it on TV, so the client refuses it for series rather than answer as if it had applied.
   */
  certification?: { country: string; max: string };
  sort?: DiscoverSort;
}

/**
 * The one door to catalogue data. Implemented once, over TMDB v3 (tmdb-client.server.ts); the demo catalogue
 * is reached through the same implementation. Every method validates the upstream answer and returns app types.
 * Methods throw CatalogueError (catalogue-error.ts) on failure. Every method takes an optional locale (default
 * en-US, the requests as they were before languages); text a language lacks is filled from English per field.
 */
export interface Catalogue {
  listTrending(kind: TitleKind, page?: number, locale?: CatalogueLocale): Promise<Page<TitleSummary>>;
  listMovies(category: MovieCategory, page?: number, locale?: CatalogueLocale): Promise<Page<TitleSummary>>;
  listSeries(category: SeriesCategory, page?: number, locale?: CatalogueLocale): Promise<Page<TitleSummary>>;
  discover(kind: TitleKind, filter: DiscoverFilter, locale?: CatalogueLocale): Promise<Page<TitleSummary>>;
  /** search/multi with people and collections dropped. */
  search(query: string, page?: number, locale?: CatalogueLocale): Promise<Page<TitleSummary>>;
  /** One upstream call: details with videos, similar, recommendations and watch/providers appended. */
  getTitle(kind: TitleKind, id: number, locale?: CatalogueLocale): Promise<TitleDetails>;
  getSimilar(
    kind: TitleKind,
    id: number,
    page?: number,
    locale?: CatalogueLocale,
  ): Promise<Page<TitleSummary>>;
  /**
   * {movie|tv}/{id}/recommendations ("Because you watched"): TMDB's own picks for a title, in its
   * order, of the title's kind.
   */
  getRecommendations(
    kind: TitleKind,
    id: number,
    page?: number,
    locale?: CatalogueLocale,
  ): Promise<Page<TitleSummary>>;
  getSeason(seriesId: number, seasonNumber: number, locale?: CatalogueLocale): Promise<Season>;
  listGenres(kind: TitleKind, locale?: CatalogueLocale): Promise<Genre[]>;
  listPopularPeople(page?: number, locale?: CatalogueLocale): Promise<Page<PersonSummary>>;
  getPerson(id: number, locale?: CatalogueLocale): Promise<Person>;
  /**
   * One upstream call: person/{id} with combined_credits appended, as a list entry whose knownFor holds their
   * most popular few titles (empty when the answer carries no credits).
   */
  getPersonWithCredits(id: number, locale?: CatalogueLocale): Promise<PersonSummary>;
  /** person/{id}/tv_credits, cast only, as series. */
  getPersonSeries(id: number, locale?: CatalogueLocale): Promise<TitleSummary[]>;
  /** watch/providers/{movie|tv}?watch_region=: the region's services, most popular first (display priority). */
  listWatchProviders(kind: TitleKind, region: string, locale?: CatalogueLocale): Promise<WatchProvider[]>;
  /** watch/providers/regions: the regions TMDB has providers for, named in the locale's language. */
  listWatchRegions(locale?: CatalogueLocale): Promise<WatchRegion[]>;
  /** configuration/languages: every original language TMDB lists. */
  listOriginalLanguages(): Promise<OriginalLanguage[]>;
  /** certification/{movie|tv}/list: each country's certifications, from least to most restrictive (order). */
  listCertifications(kind: TitleKind): Promise<Record<string, Certification[]>>;
  /**
   * movie/{id}/release_dates or tv/{id}/content_ratings, without language: the title's age certification per
   * country (movies: the theatrical release's, else the first certified one's). Cached a day: what a kids'
   * limit judges list titles by (details append the same, for the title's own page).
   */
  getCertifications(kind: TitleKind, id: number): Promise<Record<string, string>>;
  /** find/{imdbId}?external_source=imdb_id, in English: the titles TMDB knows by that IMDb id; [] when none. */
  findByImdbId(imdbId: string): Promise<TitleMatch[]>;
  /**
   * {movie|tv}/{id} in English, without appends: what an imported row's TMDB id names. A background
   * call, as are findByImdbId and searchForMatch: under the rate cap, pages go first.
   */
  getTitleMatch(kind: TitleKind, id: number): Promise<TitleMatch>;
  /** {movie|tv}/{id}/external_ids. */
  getExternalIds(kind: TitleKind, id: number): Promise<ExternalIds>;
  /** search/movie or search/tv, page 1 in English, within one release year when given: matching candidates. */
  searchForMatch(kind: TitleKind, query: string, year?: number): Promise<TitleMatch[]>;
}
