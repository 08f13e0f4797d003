import * as z from "zod/mini";
import type { DiscoverFilter } from "~/catalogue/catalogue";
import { DISCOVER_LIMITS } from "~/catalogue/discover-limits";
import { findGenre } from "~/data/genres";
import {
  DEFAULT_DISCOVER_QUERY,
  DISCOVER_PARAMS,
  DISCOVER_SORTS,
  type DiscoverQuery,
  MAX_YEAR,
  MIN_YEAR,
  type Runtime,
} from "./discover-href";
import { parsePage } from "./explore-params";

// The query string of /discover (issue 24): a public contract, documented in the README, so a link can be
// shared. One schema reads it; each parameter that fails its check is dropped alone, the others kept, and
// nothing here throws. serialiseDiscoverQuery writes the one canonical spelling (fixed order, defaults left
// out, lists sorted and joined by ","), which the loader redirects to, so that every spelling of the same
// filters is one entry in the page cache, the catalogue's cache and a CDN.
// zod/mini rather than zod: the form loads this module in the browser (after the page is interactive, not in
// its first load) to write the canonical URL of what the visitor picked, and mini is tree-shaken to what is used.

// The catalogue client's bounds (discover-limits.ts), so that a value kept here is never one it refuses.
const { maxRuntime: MAX_RUNTIME, maxVotes: MAX_VOTES, maxIds: MAX_IDS } = DISCOVER_LIMITS;

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
  p: z.catch(
    z.pipe(
      z.string(),
      z.transform((text: string) => parsePage(text)),
    ),
    1,
  ),
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
