import type { DiscoverFilter, DiscoverSort } from "~/catalogue/catalogue";
import { DISCOVER_LIMITS } from "~/catalogue/discover-limits";
import type { TitleKind } from "~/catalogue/types";
import { genreName } from "~/data/genres";
import type { I18n } from "~/i18n/runtime";

// Discover's query, one row per URL parameter, in the URL's canonical order. Everything else is derived from
// these rows: the schema that reads a URL (discover-schema.ts), the one spelling it is written back in
// (discover-href.ts), the chips that take a filter off and the empty state's advice (discover-filters.ts), and
// the catalogue's filter (discoverFilterOf, discover-params.ts), which the catalogue client turns into TMDB's
// parameters. A row without a chip is not a filter: type, region and sort choose what is filtered and how it is
// ordered. The form's controls (components/discover/) and the demo's predicates (demo/discover.server.ts) are
// written by hand.

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

/** The query as the app holds it: one field per row of DISCOVER_TABLE (a type check below holds them together). */
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

/**
 * How a parameter's text is read and written. Data, not code: discover-params.ts makes each kind of value a zod
 * schema (loaded when the form is first used), and discover-href.ts writes it back, so a page that only links to
 * Discover carries neither a validation library nor a parser per parameter.
 */
export type ValueRule =
  /** One of `options`; `fallback` when absent or unknown, and left out of the URL. */
  | { is: "choice"; options: readonly string[]; fallback: string }
  /**
   * Positive ids from "," or "|" separated lists and repeated parameters, ascending, unique, at most `max`;
   * `genres`: only the kind's own genres; `except`: never one of that field's ids. Empty when absent.
   */
  | { is: "ids"; max: number; genres?: boolean; except?: keyof DiscoverQuery }
  /** A whole number from min to max. */
  | { is: "whole"; min: number; max: number }
  /** A rating: above 0, at most 10, rounded to one decimal. */
  | { is: "tenths" }
  /** "min-max" minutes, either side open; swapped when reversed; 0 as min means none. */
  | { is: "range"; max: number }
  /** Two letters, in upper or lower case as the code is written (ISO 3166-1, ISO 639-1). */
  | { is: "code"; upper: boolean }
  /** A certification: a short word of letters, digits and a few signs ("PG-13", "16", "Tous publics"). */
  | { is: "words" }
  /** A results page, 1 to the last TMDB serves; 1 when absent and left out of the URL. */
  | { is: "page" };

/** The lists a chip names things from: the region's services and the original languages. */
export interface ChipLists {
  providers: ReadonlyArray<{ id: number; name: string }>;
  languages: ReadonlyArray<{ code: string; name: string }>;
}

/** A filter as the visitor sees it: a chip that takes it off, and a name in the empty state's advice. */
export interface Chip {
  /** The filter's name in an ActiveFilter ("genre", "years"); rows sharing a chip are taken off together. */
  name: string;
  /** One chip per id of the list, each taking its id out; else one chip for the whole value. */
  each?: boolean;
  label: (i18n: I18n, query: DiscoverQuery, lists: ChipLists, id?: number) => string;
}

export interface DiscoverRow<F extends keyof DiscoverQuery = keyof DiscoverQuery> {
  /** The URL parameter. */
  param: string;
  field: F;
  value: ValueRule;
  /** Kept for these kinds only, dropped for the others. */
  kinds?: readonly TitleKind[];
  /** A field this one must not exceed: the two are swapped when reversed (from and to). */
  atMost?: keyof DiscoverQuery;
  chip?: Chip;
  /**
   * The catalogue's filter for a value that is on (DiscoverFilter, app/catalogue/catalogue.ts), which the catalogue
   * client turns into TMDB's parameters (discover-query.server.ts); app/catalogue/discover-rows.test.ts names
   * the TMDB parameters of each row.
   */
  catalogue?(value: NonNullable<DiscoverQuery[F]>, on: { kind: TitleKind; region: string }): DiscoverFilter;
}

/** A value's default, which the URL leaves out: the fallback choice, no ids, page 1; undefined when it has none. */
export function absentValue(rule: ValueRule): string | number | number[] | undefined {
  if (rule.is === "choice") return rule.fallback;
  if (rule.is === "ids") return [];
  return rule.is === "page" ? 1 : undefined;
}

/** A row of some field, whose `catalogue` takes that field's value: the type each row of the table satisfies. */
type RowOfAField = { [F in keyof DiscoverQuery]: DiscoverRow<F> }[keyof DiscoverQuery];

export function runtimeText(runtime: Runtime): string {
  return `${runtime.min ?? ""}-${runtime.max ?? ""}`;
}

export function runtimeLabel(i18n: I18n, runtime: Runtime): string {
  const { min, max } = runtime;
  if (min !== undefined && max !== undefined)
    return i18n._("discover.runtime.between", { min: i18n.number(min), max: i18n.number(max) });
  if (max !== undefined) return i18n._("discover.runtime.upTo", { max: i18n.number(max) });
  return i18n._("discover.runtime.from", { min: i18n.number(min ?? 0) });
}

/** Years without digit grouping ("2009", not "2,009"), in the language's digits. */
const year = (i18n: I18n, value: number) => i18n.number(value, { useGrouping: false });

const YEARS: Chip = {
  name: "years",
  label(i18n, { from, to }) {
    if (from !== undefined && to !== undefined)
      return from === to
        ? year(i18n, from)
        : i18n._("discover.chip.years", { from: year(i18n, from), to: year(i18n, to) });
    if (from !== undefined) return i18n._("discover.chip.fromYear", { from: year(i18n, from) });
    return i18n._("discover.chip.toYear", { to: year(i18n, to ?? 0) });
  },
};

/** The chip of a minimum the titles must reach, its number in the language's digits ("Rated 7 or more"). */
const atLeast = (field: "rating" | "votes", message: string): Chip => ({
  name: field,
  label: (i18n, query) => i18n._(message, { [field]: i18n.number(query[field] ?? 0) }),
});

const { minYear, maxYear, maxVotes, maxRuntime, maxIds: max } = DISCOVER_LIMITS;

const ROWS = [
  {
    param: "type",
    field: "kind",
    value: { is: "choice", options: ["movie", "series"], fallback: "movie" },
  },
  {
    param: "genres",
    field: "genres",
    value: { is: "ids", max, genres: true },
    chip: { name: "genre", each: true, label: (i18n, query, _, id = 0) => genreName(i18n, query.kind, id) },
    catalogue: (genreIds) => ({ genreIds }),
  },
  {
    param: "without",
    field: "without",
    value: { is: "ids", max, genres: true, except: "genres" },
    chip: {
      name: "without",
      each: true,
      label: (i18n, query, _, id = 0) =>
        i18n._("discover.chip.without", { genre: genreName(i18n, query.kind, id) }),
    },
    catalogue: (withoutGenreIds) => ({ withoutGenreIds }),
  },
  {
    param: "from",
    field: "from",
    value: { is: "whole", min: minYear, max: maxYear },
    atMost: "to",
    chip: YEARS,
    catalogue: (fromYear) => ({ fromYear }),
  },
  {
    param: "to",
    field: "to",
    value: { is: "whole", min: minYear, max: maxYear },
    chip: YEARS,
    catalogue: (toYear) => ({ toYear }),
  },
  {
    param: "rating",
    field: "rating",
    value: { is: "tenths" },
    chip: atLeast("rating", "discover.chip.rating"),
    catalogue: (minRating) => ({ minRating }),
  },
  {
    param: "votes",
    field: "votes",
    value: { is: "whole", min: 1, max: maxVotes },
    chip: atLeast("votes", "discover.votes.value"),
    catalogue: (minVotes) => ({ minVotes }),
  },
  {
    param: "runtime",
    field: "runtime",
    value: { is: "range", max: maxRuntime },
    chip: { name: "runtime", label: (i18n, query) => runtimeLabel(i18n, query.runtime ?? {}) },
    catalogue: ({ min, max }) => ({ minRuntime: min, maxRuntime: max }),
  },
  {
    param: "lang",
    field: "lang",
    value: { is: "code", upper: false },
    chip: {
      name: "lang",
      label: (_, query, lists) =>
        lists.languages.find((language) => language.code === query.lang)?.name ?? query.lang ?? "",
    },
    catalogue: (originalLanguage) => ({ originalLanguage }),
  },
  {
    param: "on",
    field: "on",
    value: { is: "ids", max },
    chip: {
      name: "on",
      each: true,
      label: (i18n, _, lists, id) =>
        lists.providers.find((provider) => provider.id === id)?.name ?? i18n._("discover.chip.service"),
    },
    // Services are the region's: the query's, else the visitor's.
    catalogue: (providerIds, { region }) => ({ providerIds, watchRegion: region }),
  },
  { param: "region", field: "region", value: { is: "code", upper: true } },
  {
    param: "cert",
    field: "cert",
    value: { is: "words" },
    // TMDB ignores a certification on TV: kept for movies only, rather than claim a filter that did nothing.
    kinds: ["movie"],
    chip: { name: "cert", label: (i18n, query) => i18n._("discover.cert.upTo", { cert: query.cert ?? "" }) },
    catalogue: (max, { kind, region }) =>
      kind === "movie" ? { certification: { country: region, max } } : {},
  },
  {
    param: "sort",
    field: "sort",
    value: { is: "choice", options: DISCOVER_SORTS, fallback: "popular" },
    catalogue: (sort) => ({ sort }),
  },
  { param: "p", field: "page", value: { is: "page" } },
] as const satisfies readonly RowOfAField[];

export const DISCOVER_TABLE: readonly DiscoverRow[] = ROWS;

type FieldsWithoutRow = Exclude<keyof DiscoverQuery, (typeof ROWS)[number]["field"]>;
/** Compiles only while every field of DiscoverQuery has its row. */
export const EVERY_FIELD_HAS_A_ROW: [FieldsWithoutRow] extends [never] ? true : false = true;
