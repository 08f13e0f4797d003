import { DISCOVER_LIMITS } from "~/catalogue/discover-limits";
import type { TitleKind } from "~/catalogue/types";
import type { ExploreCategory } from "~/data/categories";
import {
  absentValue,
  DISCOVER_TABLE,
  type DiscoverQuery,
  type Runtime,
  runtimeText,
  type ValueRule,
} from "./discover-filter-table";

// Discover's URLs: the query as the app holds it and its one canonical spelling, both derived from the rows of
// discover-filter-table.ts. Apart from the schema that reads a query (discover-params.ts, with zod), so that links
// to Discover (the explore pages' menu) cost the pages that carry them a few hundred bytes, not a validation
// library.

export { DISCOVER_SORTS, type DiscoverQuery, type Runtime, runtimeText } from "./discover-filter-table";

export const DEFAULT_DISCOVER_QUERY: DiscoverQuery = Object.freeze(
  Object.fromEntries(
    DISCOVER_TABLE.flatMap(({ field, value }) => {
      const absent = absentValue(value);
      return absent === undefined ? [] : [[field, absent]];
    }),
  ),
) as unknown as DiscoverQuery;

/** The catalogue client's own bounds (discover-limits.ts): a year the page keeps is never one it refuses. */
export const MIN_YEAR = DISCOVER_LIMITS.minYear;
export const MAX_YEAR = DISCOVER_LIMITS.maxYear;

/** The parameters in canonical order; anything else in a query is dropped. */
export const DISCOVER_PARAMS: readonly string[] = DISCOVER_TABLE.map((row) => row.param);

/** A value as the URL writes it; undefined when it is the default and left out. */
function written(rule: ValueRule, value: unknown): string | undefined {
  if (value === undefined) return undefined;
  switch (rule.is) {
    case "choice":
      return value === rule.fallback ? undefined : String(value);
    case "ids":
      return (value as number[]).join(",") || undefined;
    case "range":
      return runtimeText(value as Runtime);
    case "page":
      return value === 1 ? undefined : String(value);
    default:
      return String(value);
  }
}

/** The canonical query string, without "?": fixed order, defaults left out, "," between ids, left unescaped. */
export function serialiseDiscoverQuery(query: DiscoverQuery): string {
  return DISCOVER_TABLE.flatMap(({ param, field, value }) => {
    const text = written(value, query[field]);
    return text === undefined ? [] : [`${param}=${encodeURIComponent(text).replaceAll("%2C", ",")}`];
  }).join("&");
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
