import * as z from "zod/mini";
import type { DiscoverFilter, DiscoverSort } from "~/catalogue/catalogue";
import type { TitleKind } from "~/catalogue/types";
import { findGenre } from "~/data/genres";
import { parsePage } from "./explore-params";

// The query string of /discover (issue 24): a public contract, documented in the README, so a link can be
// shared. One schema reads it; each parameter that fails its check is dropped alone, the others kept, and
// nothing here throws. serialiseDiscoverQuery writes the one canonical spelling (fixed order, defaults left
// out, lists sorted and joined by ","), which the loader redirects to, so that every spelling of the same
// filters is one entry in the page cache, the catalogue's cache and a CDN.
// zod/mini rather than zod: this module ships in the page's first-load JavaScript (the form and its chips
// write URLs with it), and mini's functions are tree-shaken down to the few used here.

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

export const MIN_YEAR = 1874;
export const MAX_YEAR = 2100;
export const MAX_RUNTIME = 1000;
export const MAX_VOTES = 1_000_000;
/** More ids than anyone ticks; bounds what a hostile URL can make the catalogue ask for. */
const MAX_IDS = 20;

/** Dropped when invalid: the field reads as absent. */
const dropped = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

const trimmed = (pattern: RegExp) =>
  z
    .pipe(
      z.string(),
      z.transform((text: string) => text.trim()),
    )
    .check(z.refine((text: string) => pattern.test(text)));

const wholeNumber = (min: number, max: number) =>
  z.pipe(trimmed(/^\d{1,9}$/), z.transform(Number)).check(z.refine((n: number) => n >= min && n <= max));

/** Ids from any mix of "," and "|" separators and repeated parameters (a GET form repeats checkboxes). */
const idList = z.pipe(
  z.string(),
  z.transform((text: string) => {
    const ids = text
      .split(/[,|]/)
      .map((part) => part.trim())
      .filter((part) => /^[1-9]\d{0,8}$/.test(part))
      .map(Number);
    return [...new Set(ids)].sort((a, b) => a - b).slice(0, MAX_IDS);
  }),
);

const rating = z
  .pipe(
    trimmed(/^\d{1,2}(?:\.\d+)?$/),
    z.transform((text: string) => Math.round(Number(text) * 10) / 10),
  )
  .check(z.refine((n: number) => n > 0 && n <= 10));

const runtime = z.pipe(
  trimmed(/^(\d{1,4})?-(\d{1,4})?$/),
  z.transform((text: string, context): Runtime => {
    const [low = "", high = ""] = text.split("-");
    const bounds = [low, high].map((part) => (part === "" ? undefined : Number(part)));
    let [min, max] = bounds;
    if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
    if (min === 0) min = undefined;
    const valid = [min, max].every((n) => n === undefined || n <= MAX_RUNTIME);
    if (!valid || (min === undefined && max === undefined)) {
      context.issues.push({ code: "custom", message: "runtime", input: text });
      return {};
    }
    return { ...(min !== undefined ? { min } : null), ...(max !== undefined ? { max } : null) };
  }),
);

const rawQuery = z.object({
  type: z.catch(z.enum(["movie", "series"]), "movie"),
  genres: z.catch(idList, []),
  without: z.catch(idList, []),
  from: dropped(wholeNumber(MIN_YEAR, MAX_YEAR)),
  to: dropped(wholeNumber(MIN_YEAR, MAX_YEAR)),
  rating: dropped(rating),
  votes: dropped(wholeNumber(1, MAX_VOTES)),
  runtime: dropped(runtime),
  lang: dropped(
    z.pipe(
      trimmed(/^[a-zA-Z]{2}$/),
      z.transform((text: string) => text.toLowerCase()),
    ),
  ),
  on: z.catch(idList, []),
  region: dropped(
    z.pipe(
      trimmed(/^[a-zA-Z]{2}$/),
      z.transform((text: string) => text.toUpperCase()),
    ),
  ),
  // Certifications are short words of letters, digits and a few signs: "PG-13", "16", "TP", "Tous publics".
  cert: dropped(trimmed(/^[\p{L}\p{N}][\p{L}\p{N}+\-. ]{0,15}$/u)),
  sort: z.catch(z.enum(DISCOVER_SORTS), "popular"),
  p: z.catch(z.pipe(z.string(), z.transform(parsePage)), 1),
});

/** One value per parameter: the first, or for lists every value joined, as the schema reads them. */
function valuesOf(params: URLSearchParams): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of DISCOVER_PARAMS) {
    const all = params.getAll(name).filter((value) => value.trim() !== "");
    if (all.length === 0) continue;
    values[name] = name === "genres" || name === "without" || name === "on" ? all.join(",") : (all[0] ?? "");
  }
  return values;
}

/** Reads a query string (with or without "?") or its parameters. Never throws. */
export function parseDiscoverQuery(input: string | URLSearchParams): DiscoverQuery {
  const params = typeof input === "string" ? new URLSearchParams(input) : input;
  const parsed = rawQuery.safeParse(valuesOf(params));
  // Every field catches its own failure, so the object always parses; this is the belt to those braces.
  if (!parsed.success) return DEFAULT_DISCOVER_QUERY;
  const raw = parsed.data;
  const kind = raw.type;
  const ofKind = (ids: number[]) => ids.filter((id) => findGenre(kind, id) !== undefined);
  const genres = ofKind(raw.genres);
  let { from, to } = raw;
  if (from !== undefined && to !== undefined && from > to) [from, to] = [to, from];
  return {
    kind,
    genres,
    without: ofKind(raw.without).filter((id) => !genres.includes(id)),
    ...defined({ from, to, rating: raw.rating, votes: raw.votes, runtime: raw.runtime, lang: raw.lang }),
    on: raw.on,
    ...defined({ region: raw.region, cert: kind === "movie" ? raw.cert : undefined }),
    sort: raw.sort,
    page: raw.p,
  };
}

/** The object without its undefined fields, so that two equal queries are deeply equal. */
function defined<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}

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

/** /discover with the query, in canonical form. */
export function discoverHref(query: DiscoverQuery, path: string = DISCOVER_PATH): string {
  const search = serialiseDiscoverQuery(query);
  return search ? `${path}?${search}` : path;
}

/** Only what a visitor chose: a title overlay's genre or an explore page's "More filters". */
export function discoverHrefFor(fields: Partial<DiscoverQuery>): string {
  return discoverHref({ ...DEFAULT_DISCOVER_QUERY, ...fields });
}

/** The catalogue's filter for a query; `region` is the query's or the visitor's. */
export function discoverFilterOf(query: DiscoverQuery, region: string, page = query.page): DiscoverFilter {
  return {
    page,
    sort: query.sort,
    ...(query.genres.length > 0 ? { genreIds: query.genres } : null),
    ...(query.without.length > 0 ? { withoutGenreIds: query.without } : null),
    ...defined({
      fromYear: query.from,
      toYear: query.to,
      minRating: query.rating,
      minVotes: query.votes,
      minRuntime: query.runtime?.min,
      maxRuntime: query.runtime?.max,
      originalLanguage: query.lang,
    }),
    ...(query.on.length > 0 ? { providerIds: query.on, watchRegion: region } : null),
    ...(query.cert && query.kind === "movie"
      ? { certification: { country: region, max: query.cert } }
      : null),
  };
}
