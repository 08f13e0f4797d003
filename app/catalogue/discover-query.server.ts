import type { DiscoverFilter, DiscoverSort } from "./catalogue";
import { checkId, checkPage, checkRegion, invalid } from "./client-checks.server";
import { DISCOVER_LIMITS } from "./discover-limits";
import type { TitleKind } from "./types";

// discover/movie and discover/tv: a DiscoverFilter checked value by value and turned into TMDB's query, in
// one canonical form (ids sorted and deduplicated, keys in a fixed order, filters that narrow nothing left
// out), so that equal filters are one request and one cache entry however the caller spelt them.
// Invalid input throws the client's "invalid" error (a not_found CatalogueError), as every other method does.

const {
  minYear: MIN_YEAR,
  maxYear: MAX_YEAR,
  maxRuntime: MAX_RUNTIME,
  maxVotes: MAX_VOTES,
  maxIds: MAX_IDS,
} = DISCOVER_LIMITS;

/** TMDB's sort_by for each of Discover's orders, per kind (values from TMDB's OpenAPI description). */
export const SORT_BY: Record<DiscoverSort, Record<TitleKind, string | undefined>> = {
  // TMDB's default: sent as nothing, so "popular" and no sort share one entry.
  popular: { movie: undefined, series: undefined },
  rating: { movie: "vote_average.desc", series: "vote_average.desc" },
  newest: { movie: "primary_release_date.desc", series: "first_air_date.desc" },
  oldest: { movie: "primary_release_date.asc", series: "first_air_date.asc" },
  title: { movie: "title.asc", series: "name.asc" },
};

export type TmdbDiscoverParams = Record<string, string | number | undefined>;

/** Sorted, deduplicated, checked ids; undefined when there are none. */
function idList(values: readonly number[] | undefined, what: string): number[] | undefined {
  if (values === undefined) return undefined;
  if (!Array.isArray(values) || values.length > MAX_IDS) throw invalid(`Invalid ${what} list`);
  const ids = [...new Set(values.map((value) => checkId(value, what)))].sort((a, b) => a - b);
  return ids.length > 0 ? ids : undefined;
}

function integerIn(value: number | undefined, min: number, max: number, what: string): number | undefined {
  if (value === undefined) return undefined;
  if (!Number.isInteger(value) || value < min || value > max) throw invalid(`Invalid ${what}`);
  return value;
}

/** An ISO 639-1 code, any case, as TMDB spells it ("ja"). */
function languageCode(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const code = String(value).trim().toLowerCase();
  if (!/^[a-z]{2}$/.test(code)) throw invalid("Invalid original language");
  return code;
}

/** A minimum rating, 0-10 in steps of 0.1; 0 filters nothing and is left out. */
function rating(value: number | undefined): number | undefined {
  if (value === undefined) return undefined;
  const tenths = value * 10;
  if (!Number.isFinite(value) || value < 0 || value > 10 || Math.abs(tenths - Math.round(tenths)) > 1e-9) {
    throw invalid("Invalid minimum rating");
  }
  return value === 0 ? undefined : Math.round(tenths) / 10;
}

/** A certification as TMDB's lists write them: "PG-13", "12A", "MA 15+", "R18+", "0". */
function certificationName(value: string): string {
  const name = String(value).trim();
  if (!/^[\p{L}\p{N}][\p{L}\p{N} +\-.]{0,15}$/u.test(name)) throw invalid("Invalid certification");
  return name;
}

function sortBy(kind: TitleKind, sort: DiscoverSort | undefined): string | undefined {
  if (sort === undefined) return undefined;
  if (!Object.hasOwn(SORT_BY, sort)) throw invalid("Invalid sort");
  return SORT_BY[sort][kind];
}

/**
 * The query of discover/{movie|tv} for a filter, keys always in this order. Years become whole-year date
 * ranges of the kind's date (primary_release_date for movies, first_air_date for series). Services are "any of
 * them" (joined by "|"), subscription only, in watchRegion, which they require; a watchRegion without services
 * narrows nothing on TMDB and is left out. A certification is refused for series: TMDB ignores it on TV, and
 * silently answering unfiltered titles would claim a filter that was not applied.
 */
export function discoverQuery(kind: TitleKind, filter: DiscoverFilter): TmdbDiscoverParams {
  if (kind !== "movie" && kind !== "series") throw invalid("Invalid kind");
  if (filter.castId !== undefined && kind !== "movie") throw invalid("with_cast applies to movies only");
  if (filter.certification !== undefined && kind !== "movie") {
    throw invalid("certification applies to movies only (TMDB ignores it on TV)");
  }
  const genres = idList(
    filter.genreId === undefined ? filter.genreIds : [filter.genreId, ...(filter.genreIds ?? [])],
    "genre id",
  );
  const without = idList(filter.withoutGenreIds, "genre id");
  const fromYear = integerIn(filter.fromYear, MIN_YEAR, MAX_YEAR, "first year");
  const toYear = integerIn(filter.toYear, MIN_YEAR, MAX_YEAR, "last year");
  if (fromYear !== undefined && toYear !== undefined && fromYear > toYear)
    throw invalid("Invalid year range");
  const minRuntime = integerIn(filter.minRuntime, 0, MAX_RUNTIME, "minimum runtime");
  const maxRuntime = integerIn(filter.maxRuntime, 0, MAX_RUNTIME, "maximum runtime");
  if (minRuntime !== undefined && maxRuntime !== undefined && minRuntime > maxRuntime) {
    throw invalid("Invalid runtime range");
  }
  const minVotes = integerIn(filter.minVotes, 0, MAX_VOTES, "minimum vote count");
  const providers = idList(filter.providerIds, "provider id");
  const watchRegion = checkRegion(filter.watchRegion, "watch region");
  if (providers !== undefined && watchRegion === undefined) throw invalid("Services need a watch region");
  const certification = filter.certification && {
    country: checkRegion(filter.certification.country, "certification country"),
    max: certificationName(filter.certification.max),
  };
  const dateField = kind === "movie" ? "primary_release_date" : "first_air_date";
  return {
    include_adult: "false",
    with_genres: genres?.join(","),
    with_origin_country: checkRegion(filter.originCountry, "country"),
    with_cast: filter.castId === undefined ? undefined : checkId(filter.castId, "person id"),
    without_genres: without?.join(","),
    [`${dateField}.gte`]: fromYear === undefined ? undefined : `${fromYear}-01-01`,
    [`${dateField}.lte`]: toYear === undefined ? undefined : `${toYear}-12-31`,
    "vote_average.gte": rating(filter.minRating),
    "vote_count.gte": minVotes === 0 ? undefined : minVotes,
    "with_runtime.gte": minRuntime === 0 ? undefined : minRuntime,
    "with_runtime.lte": maxRuntime,
    with_original_language: languageCode(filter.originalLanguage),
    with_watch_providers: providers?.join("|"),
    watch_region: providers === undefined ? undefined : watchRegion,
    with_watch_monetization_types: providers === undefined ? undefined : "flatrate",
    certification_country: certification?.country,
    "certification.lte": certification?.max,
    sort_by: sortBy(kind, filter.sort),
    page: checkPage(filter.page),
  };
}
