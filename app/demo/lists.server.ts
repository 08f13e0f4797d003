// Ranked lists: TMDB paging, sort orders, similar and recommended titles (discover's filters: discover.server.ts).
// Sort orders are computed once per catalogue and reused; a request only filters a ready-made order.

import type { DemoCatalogue, DemoTitle } from "./demo-types";
import { localTitleText } from "./localise.server";

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

export const dateOf = (title: DemoTitle) =>
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

/** Orders by a name: in another language than English, by the name the answer shows in that language. */
const NAME_SORTS: ReadonlySet<string> = new Set(["title", "name", "original_title", "original_name"]);

function localNameOrder(language: string, field: string): Comparator<DemoTitle> {
  const collator = new Intl.Collator(language);
  const original = field.startsWith("original_");
  const name = (title: DemoTitle) =>
    original ? originalNameOf(title) : (localTitleText(title, language)?.title ?? nameOf(title));
  return (a, b) => collator.compare(name(a), name(b));
}

const orders = new WeakMap<DemoCatalogue, Map<string, DemoTitle[]>>();

/**
 * All titles of a kind in a TMDB sort_by order; unknown orders fall back to popularity.desc like TMDB. Names
 * sort as the answer shows them: in `language` (a demo language, or undefined for English), by its collation.
 */
export function sortedTitles(
  catalogue: DemoCatalogue,
  kind: "movie" | "tv",
  sortBy: string | null,
  language?: string,
): DemoTitle[] {
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
  const byName = NAME_SORTS.has(field) && language !== undefined;
  const key = byName ? `${kind}:${spec}:${language}` : `${kind}:${spec}`;
  let list = cache.get(key);
  if (!list) {
    const compare = byName
      ? localNameOrder(language, field)
      : (SORTS[valid ? field : "popularity"] ?? (() => 0));
    const sign = valid && direction === "asc" ? 1 : -1;
    const titles: DemoTitle[] = kind === "movie" ? catalogue.movies : catalogue.series;
    list = titles.slice().sort((a, b) => sign * compare(a, b) || a.id - b.id);
    cache.set(key, list);
  }
  return list;
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

/**
 * Recommendations: titles of the same kind sharing at least one genre ("Because you watched" must look
 * plausible); shared cast weighs most, then genres and era; ties by rating, then id, so the order never varies.
 * At most two pages, as TMDB returns.
 */
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
      const sharedGenres = sharedCount(title.genreIds, other.genreIds);
      if (sharedGenres === 0) continue;
      const era = Math.abs(Number(dateOf(other).slice(0, 4)) - year) <= 6 ? 1 : 0;
      const score = 3 * sharedCast + sharedGenres + era;
      if (score >= 2) scored.push({ other, score });
    }
    scored.sort(
      (a, b) => b.score - a.score || b.other.voteAverage - a.other.voteAverage || a.other.id - b.other.id,
    );
    return scored.slice(0, 40).map((entry) => entry.other);
  });
}
