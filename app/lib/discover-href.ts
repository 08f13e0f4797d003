import type { DiscoverSort } from "~/catalogue/catalogue";
import { DISCOVER_LIMITS } from "~/catalogue/discover-limits";
import type { TitleKind } from "~/catalogue/types";
import type { ExploreCategory } from "~/data/categories";

// Discover's URLs (issue 24): the query as the app holds it and its one canonical spelling. Apart from the
// schema that reads a query (discover-params.ts, with zod), so that links to Discover (a title's genres, the
// explore pages' menu) cost the pages that carry them a few hundred bytes, not a validation library.

export const DISCOVER_SORTS = [
  "popular",
  "rating",
  "newest",
  "oldest",
  "title",
] as const satisfies readonly DiscoverSort[];

export interface Runtime {
  min?: number;
  max?: number;
}

export interface DiscoverQuery {
  kind: TitleKind;
  /** Titles in all of these genres (ids of the kind's list), ascending. */
  genres: number[];
  /** Titles in none of these, ascending, never one of `genres`. */
  without: number[];
  from?: number;
  to?: number;
  /** Minimum TMDB rating, above 0 and at most 10, one decimal. */
  rating?: number;
  /** Minimum vote count, above 0. */
  votes?: number;
  runtime?: Runtime;
  /** Original language, ISO 639-1, lower case. */
  lang?: string;
  /** Watch provider ids, any of them, ascending. */
  on: number[];
  /** ISO 3166-1, upper case; absent: the visitor's region (regionOf). */
  region?: string;
  /** Highest age certification in the region; movies only (TMDB ignores it on TV). */
  cert?: string;
  sort: DiscoverSort;
  page: number;
}

export const DEFAULT_DISCOVER_QUERY: DiscoverQuery = Object.freeze({
  kind: "movie",
  genres: [],
  without: [],
  on: [],
  sort: "popular",
  page: 1,
}) as DiscoverQuery;

/** The catalogue client's own bounds (discover-limits.ts): a year the page keeps is never one it refuses. */
export const MIN_YEAR = DISCOVER_LIMITS.minYear;
export const MAX_YEAR = DISCOVER_LIMITS.maxYear;

/** The parameters in canonical order; anything else in a query is dropped. */
export const DISCOVER_PARAMS = [
  "type",
  "genres",
  "without",
  "from",
  "to",
  "rating",
  "votes",
  "runtime",
  "lang",
  "on",
  "region",
  "cert",
  "sort",
  "p",
] as const;

export function runtimeText(runtime: Runtime): string {
  return `${runtime.min ?? ""}-${runtime.max ?? ""}`;
}

/** The canonical query string, without "?": fixed order, defaults left out, "," between ids, left unescaped. */
export function serialiseDiscoverQuery(query: DiscoverQuery): string {
  const pairs: [string, string | undefined][] = [
    ["type", query.kind === "movie" ? undefined : query.kind],
    ["genres", query.genres.join(",") || undefined],
    ["without", query.without.join(",") || undefined],
    ["from", query.from?.toString()],
    ["to", query.to?.toString()],
    ["rating", query.rating?.toString()],
    ["votes", query.votes?.toString()],
    ["runtime", query.runtime ? runtimeText(query.runtime) : undefined],
    ["lang", query.lang],
    ["on", query.on.join(",") || undefined],
    ["region", query.region],
    ["cert", query.cert],
    ["sort", query.sort === "popular" ? undefined : query.sort],
    ["p", query.page === 1 ? undefined : String(query.page)],
  ];
  return pairs
    .filter((pair): pair is [string, string] => pair[1] !== undefined)
    .map(([name, value]) => `${name}=${encodeURIComponent(value).replaceAll("%2C", ",")}`)
    .join("&");
}

export const DISCOVER_PATH = "/discover";
export const SURPRISE_PATH = "/discover/surprise";
/** One page of titles as JSON (routes/discover-titles.ts). */
export const TITLES_PATH = "/discover/titles";

/** /discover with the query, in canonical form. */
export function discoverHref(query: DiscoverQuery, path: string = DISCOVER_PATH): string {
  const search = serialiseDiscoverQuery(query);
  return search ? `${path}?${search}` : path;
}

/** Only what a visitor chose: a title overlay's genre or an explore page's "More filters". */
export function discoverHrefFor(fields: Partial<DiscoverQuery>): string {
  return discoverHref({ ...DEFAULT_DISCOVER_QUERY, ...fields });
}

/** What each explore category means as Discover filters, for the explore pages' "More filters". */
const CATEGORY_AS_FILTERS: Record<ExploreCategory, Partial<DiscoverQuery>> = {
  popular: { sort: "popular" },
  top_rated: { sort: "rating", votes: 100 },
  upcoming: { sort: "newest" },
  on_the_air: { sort: "newest" },
  underrated: { sort: "rating", rating: 7 },
};

/** Discover with an explore page's choice carried over: its genre (a numeric g), else its category. */
export function discoverHrefForExplore(kind: TitleKind, g: string): string {
  const category = Object.hasOwn(CATEGORY_AS_FILTERS, g)
    ? CATEGORY_AS_FILTERS[g as ExploreCategory]
    : undefined;
  if (category) return discoverHrefFor({ kind, ...category });
  return discoverHrefFor({ kind, ...(/^\d+$/.test(g) ? { genres: [Number(g)] } : null) });
}
