// Ranked and filtered lists: TMDB paging, discover filters and sorting, similar and recommended titles.
// Sort orders are computed once per catalogue and reused; a request only filters a ready-made order.

import type { DemoCatalogue } from "./catalogue-data.server";
import type { DemoTitle } from "./demo-types";
import { personCredits } from "./person-credits.server";

export const PAGE_SIZE = 20;

export interface PageOf<T> {
  page: number;
  results: T[];
  total_pages: number;
  total_results: number;
}

/** One TMDB page. An empty list still reports one (empty) page, as TMDB does for searches without results. */
export function paginate<T>(items: readonly T[], page: number): PageOf<T> {
  return {
    page,
    results: items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    total_pages: Math.max(1, Math.ceil(items.length / PAGE_SIZE)),
    total_results: items.length,
  };
}

type Comparator<T> = (a: T, b: T) => number;

const dateOf = (title: DemoTitle) =>
  title.kind === "movie" ? title.releaseDate : (title.firstAirDate ?? "");
const nameOf = (title: DemoTitle) => (title.kind === "movie" ? title.title : title.name);
const originalNameOf = (title: DemoTitle) =>
  title.kind === "movie" ? title.originalTitle : title.originalName;

const SORTS: Record<string, Comparator<DemoTitle>> = {
  popularity: (a, b) => a.popularity - b.popularity,
  vote_average: (a, b) => a.voteAverage - b.voteAverage || a.voteCount - b.voteCount,
  vote_count: (a, b) => a.voteCount - b.voteCount,
  primary_release_date: (a, b) => dateOf(a).localeCompare(dateOf(b)),
  release_date: (a, b) => dateOf(a).localeCompare(dateOf(b)),
  first_air_date: (a, b) => dateOf(a).localeCompare(dateOf(b)),
  title: (a, b) => nameOf(a).localeCompare(nameOf(b)),
  name: (a, b) => nameOf(a).localeCompare(nameOf(b)),
  original_title: (a, b) => originalNameOf(a).localeCompare(originalNameOf(b)),
  original_name: (a, b) => originalNameOf(a).localeCompare(originalNameOf(b)),
  revenue: (a, b) => (a.kind === "movie" && b.kind === "movie" ? a.revenue - b.revenue : 0),
};

const orders = new WeakMap<DemoCatalogue, Map<string, DemoTitle[]>>();

/** All titles of a kind in a TMDB sort_by order; unknown orders fall back to popularity.desc like TMDB. */
function sortedTitles(catalogue: DemoCatalogue, kind: "movie" | "tv", sortBy: string | null): DemoTitle[] {
  const [field = "", direction = ""] = (sortBy ?? "").split(".");
  const valid = Object.hasOwn(SORTS, field) && (direction === "asc" || direction === "desc");
  const spec = valid ? `${field}.${direction}` : "popularity.desc";
  // The default order is ready-made by the catalogue build.
  if (spec === "popularity.desc") {
    return kind === "movie" ? catalogue.lists.moviesByPopularity : catalogue.lists.seriesByPopularity;
  }
  let cache = orders.get(catalogue);
  if (!cache) {
    cache = new Map();
    orders.set(catalogue, cache);
  }
  const key = `${kind}:${spec}`;
  let list = cache.get(key);
  if (!list) {
    const compare = SORTS[valid ? field : "popularity"] ?? (() => 0);
    const sign = valid && direction === "asc" ? 1 : -1;
    const titles: DemoTitle[] = kind === "movie" ? catalogue.movies : catalogue.series;
    list = titles.slice().sort((a, b) => sign * compare(a, b) || a.id - b.id);
    cache.set(key, list);
  }
  return list;
}

/** TMDB list filters: "a,b" means all of them (AND), "a|b" means any of them (OR). */
export function parseListFilter(value: string | null): { all: boolean; values: string[] } | null {
  if (value === null || value.trim() === "") return null;
  const all = !value.includes("|");
  const values = value
    .split(all ? "," : "|")
    .map((part) => part.trim())
    .filter((part) => part !== "");
  return values.length > 0 ? { all, values } : null;
}

function matches<T>(filter: { all: boolean; values: T[] } | null, has: (value: T) => boolean): boolean {
  if (!filter) return true;
  return filter.all ? filter.values.every(has) : filter.values.some(has);
}

function numericFilter(value: string | null): { all: boolean; values: number[] } | null {
  const parsed = parseListFilter(value);
  return parsed ? { all: parsed.all, values: parsed.values.map(Number) } : null;
}

function castSets(catalogue: DemoCatalogue, ids: number[], withCrew: boolean): Map<number, Set<number>> {
  const sets = new Map<number, Set<number>>();
  for (const id of ids) {
    const credits = personCredits(catalogue, id);
    const movieIds = new Set<number>(credits.movieCast.map((movie) => movie.id));
    if (withCrew) for (const entry of credits.movieCrew) movieIds.add(entry.movie.id);
    sets.set(id, movieIds);
  }
  return sets;
}

/** discover/movie and discover/tv with the filters TMDB documents and the app uses. */
export function discover(
  catalogue: DemoCatalogue,
  kind: "movie" | "tv",
  params: URLSearchParams,
): DemoTitle[] {
  const genres = numericFilter(params.get("with_genres"));
  const withoutGenres = numericFilter(params.get("without_genres"));
  const countries = parseListFilter(params.get("with_origin_country"));
  const languages = parseListFilter(params.get("with_original_language"));
  const cast = kind === "movie" ? numericFilter(params.get("with_cast")) : null;
  const people = kind === "movie" ? numericFilter(params.get("with_people")) : null;
  const castMovies = cast ? castSets(catalogue, cast.values, false) : null;
  const peopleMovies = people ? castSets(catalogue, people.values, true) : null;
  const dateField = kind === "movie" ? "primary_release_date" : "first_air_date";
  const from = params.get(`${dateField}.gte`) ?? params.get("release_date.gte") ?? params.get("air_date.gte");
  const to = params.get(`${dateField}.lte`) ?? params.get("release_date.lte") ?? params.get("air_date.lte");
  const year =
    params.get(kind === "movie" ? "primary_release_year" : "first_air_date_year") ?? params.get("year");
  const minVotes = Number(params.get("vote_count.gte") ?? Number.NaN);
  const minAverage = Number(params.get("vote_average.gte") ?? Number.NaN);
  const maxAverage = Number(params.get("vote_average.lte") ?? Number.NaN);
  return sortedTitles(catalogue, kind, params.get("sort_by")).filter((title) => {
    const date = dateOf(title);
    if (genres && !matches(genres, (id) => title.genreIds.includes(id))) return false;
    if (withoutGenres && title.genreIds.some((id) => withoutGenres.values.includes(id))) return false;
    if (!matches(countries, (code) => title.originCountry.includes(code.toUpperCase()))) return false;
    if (!matches(languages, (code) => title.originalLanguage === code.toLowerCase())) return false;
    if (castMovies && cast && !matches(cast, (id) => castMovies.get(id)?.has(title.id) ?? false))
      return false;
    if (peopleMovies && people && !matches(people, (id) => peopleMovies.get(id)?.has(title.id) ?? false))
      return false;
    if ((from && date < from) || (to && (date === "" || date > to)) || (year && !date.startsWith(year)))
      return false;
    if (minVotes > title.voteCount || minAverage > title.voteAverage || maxAverage < title.voteAverage)
      return false;
    return true;
  });
}

function sharedCount(a: readonly number[], b: readonly number[]): number {
  let count = 0;
  for (let i = 0; i < a.length; i++) if (b.includes(a[i] ?? -1)) count++;
  return count;
}

const similarCache = new WeakMap<DemoCatalogue, Map<number, DemoTitle[]>>();
const recommendationCache = new WeakMap<DemoCatalogue, Map<number, DemoTitle[]>>();

function memo(
  store: WeakMap<DemoCatalogue, Map<number, DemoTitle[]>>,
  catalogue: DemoCatalogue,
  id: number,
  build: () => DemoTitle[],
) {
  let cache = store.get(catalogue);
  if (!cache) {
    cache = new Map();
    store.set(catalogue, cache);
  }
  let list = cache.get(id);
  if (!list) {
    list = build();
    cache.set(id, list);
  }
  return list;
}

/** Similar: same kind, sharing genres; most shared genres first, then the more popular. */
export function similarTitles(catalogue: DemoCatalogue, title: DemoTitle): DemoTitle[] {
  return memo(similarCache, catalogue, title.id, () => {
    const pool: DemoTitle[] =
      title.kind === "movie" ? catalogue.lists.moviesByPopularity : catalogue.lists.seriesByPopularity;
    // Buckets by number of shared genres; the pool is in popularity order, so each bucket is too.
    const buckets: DemoTitle[][] = [[], [], []];
    for (const other of pool) {
      const shared = other === title ? 0 : sharedCount(title.genreIds, other.genreIds);
      if (shared > 0) buckets[Math.min(shared, 3) - 1]?.push(other);
    }
    return [...(buckets[2] ?? []), ...(buckets[1] ?? []), ...(buckets[0] ?? [])].slice(0, 200);
  });
}

/** Recommendations: shared cast weighs most, then genres and era; at most two pages, as TMDB returns. */
export function recommendedTitles(catalogue: DemoCatalogue, title: DemoTitle): DemoTitle[] {
  return memo(recommendationCache, catalogue, title.id, () => {
    const pool: DemoTitle[] =
      title.kind === "movie" ? catalogue.lists.moviesByPopularity : catalogue.lists.seriesByPopularity;
    const cast = new Set(title.castIds);
    const year = Number(dateOf(title).slice(0, 4));
    const scored: Array<{ other: DemoTitle; score: number }> = [];
    for (const other of pool) {
      if (other === title) continue;
      let sharedCast = 0;
      for (const personId of other.castIds) if (cast.has(personId)) sharedCast++;
      const era = Math.abs(Number(dateOf(other).slice(0, 4)) - year) <= 6 ? 1 : 0;
      const score = 3 * sharedCast + sharedCount(title.genreIds, other.genreIds) + era;
      if (score >= 2) scored.push({ other, score });
    }
    scored.sort(
      (a, b) => b.score - a.score || b.other.voteAverage - a.other.voteAverage || a.other.id - b.other.id,
    );
    return scored.slice(0, 40).map((entry) => entry.other);
  });
}
