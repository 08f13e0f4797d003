import type { CatalogueLocale } from "./locale";
import type {
  ExternalIds,
  Genre,
  MovieCategory,
  Page,
  Person,
  PersonSummary,
  Season,
  SeriesCategory,
  TitleDetails,
  TitleKind,
  TitleMatch,
  TitleSummary,
} from "./types";

/** Filters of discover/movie and discover/tv that the app uses. */
export interface DiscoverFilter {
  genreId?: number;
  /** ISO 3166-1 code, e.g. "JP" for the Anime row. */
  originCountry?: string;
  /** Movies only: titles whose cast includes this person. */
  castId?: number;
  page?: number;
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
  /** find/{imdbId}?external_source=imdb_id, in English: the titles TMDB knows by that IMDb id; [] when none. */
  findByImdbId(imdbId: string): Promise<TitleMatch[]>;
  /** {movie|tv}/{id}/external_ids. */
  getExternalIds(kind: TitleKind, id: number): Promise<ExternalIds>;
  /** search/movie or search/tv, page 1 in English, within one release year when given: matching candidates. */
  searchForMatch(kind: TitleKind, query: string, year?: number): Promise<TitleMatch[]>;
}
