import * as z from "zod/mini";
import type { TitleKind } from "~/catalogue/types";
import { findGenre } from "~/data/genres";
import type { DiscoverQuery, DiscoverRow, Runtime, ValueRule } from "./discover-filter-table";
import { parsePage } from "./page-number";

// The schema that reads Discover's query string, made from the rows of discover-filter-table.ts: each parameter
// that fails its check is dropped alone, the others kept, and nothing here throws.
// zod/mini rather than zod: the form loads this module in the browser (after the page is interactive, not in
// its first load) to write the canonical URL of what the visitor picked, and mini is tree-shaken to what is used.
// It takes the rows as an argument rather than importing them: the page has them already, and a module shared
// with this lazily loaded one was a file of its own on Discover's first load (0.3 kB gzip more).

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
const idList = (max: number) =>
  z.pipe(
    z.string(),
    z.transform((text: string) => {
      const ids = text
        .split(/[,|]/)
        .map((part) => part.trim())
        .filter((part) => /^[1-9]\d{0,8}$/.test(part))
        .map(Number);
      return [...new Set(ids)].sort((a, b) => a - b).slice(0, max);
    }),
  );

const rating = z
  .pipe(
    trimmed(/^\d{1,2}(?:\.\d+)?$/),
    z.transform((text: string) => Math.round(Number(text) * 10) / 10),
  )
  .check(z.refine((n: number) => n > 0 && n <= 10));

const runtime = (maxMinutes: number) =>
  z.pipe(
    trimmed(/^(\d{1,4})?-(\d{1,4})?$/),
    z.transform((text: string, context): Runtime => {
      const [low = "", high = ""] = text.split("-");
      const bounds = [low, high].map((part) => (part === "" ? undefined : Number(part)));
      let [min, max] = bounds;
      if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
      if (min === 0) min = undefined;
      const valid = [min, max].every((n) => n === undefined || n <= maxMinutes);
      if (!valid || (min === undefined && max === undefined)) {
        context.issues.push({ code: "custom", message: "runtime", input: text });
        return {};
      }
      return { ...(min !== undefined ? { min } : null), ...(max !== undefined ? { max } : null) };
    }),
  );

const twoLetters = (upper: boolean) =>
  z.pipe(
    trimmed(/^[a-zA-Z]{2}$/),
    z.transform((text: string) => (upper ? text.toUpperCase() : text.toLowerCase())),
  );

/** Each kind of value's schema (discover-filter-table.ts says which a parameter has). */
function schemaOf(rule: ValueRule): z.ZodMiniType {
  switch (rule.is) {
    case "choice":
      return z.catch(z.enum(rule.options as [string, ...string[]]), rule.fallback);
    case "ids":
      return z.catch(idList(rule.max), []);
    case "whole":
      return dropped(wholeNumber(rule.min, rule.max));
    case "tenths":
      return dropped(rating);
    case "range":
      return dropped(runtime(rule.max));
    case "code":
      return dropped(twoLetters(rule.upper));
    case "words":
      // Certifications are short words of letters, digits and a few signs: "PG-13", "16", "TP", "Tous publics".
      return dropped(trimmed(/^[\p{L}\p{N}][\p{L}\p{N}+\-. ]{0,15}$/u));
    case "page":
      return z.catch(
        z.pipe(
          z.string(),
          z.transform((text: string) => parsePage(text)),
        ),
        1,
      );
  }
}

/**
 * The reader of a query string (with or without "?") or its parameters, for the rows of a table: each parameter
 * its rule's schema, then what one value says of another. Never throws; `fallback` is the belt to the braces.
 */
export function discoverQueryReader(
  rows: readonly DiscoverRow[],
  fallback: DiscoverQuery,
): (input: string | URLSearchParams) => DiscoverQuery {
  const rawQuery = z.object(Object.fromEntries(rows.map((row) => [row.param, schemaOf(row.value)])));

  /** One value per parameter: the first, or for lists every value joined, as the schema reads them. */
  function valuesOf(params: URLSearchParams): Record<string, string> {
    const values: Record<string, string> = {};
    for (const { param, value } of rows) {
      const all = params.getAll(param).filter((text) => text.trim() !== "");
      if (all.length === 0) continue;
      values[param] = value.is === "ids" ? all.join(",") : (all[0] ?? "");
    }
    return values;
  }

  return (input) => {
    const params = typeof input === "string" ? new URLSearchParams(input) : input;
    const parsed = rawQuery.safeParse(valuesOf(params));
    // Every field catches its own failure, so the object always parses; this is the belt to those braces.
    if (!parsed.success) return fallback;
    const raw = parsed.data as Record<string, unknown>;
    const query: Record<string, unknown> = {};
    for (const { param, field } of rows) if (raw[param] !== undefined) query[field] = raw[param];
    // What one value says of another: the kind's own genres, none both wanted and unwanted, years in order,
    // a certification for movies only. In the rows' order, so `without` sees the genres already kept.
    const kind = query.kind as TitleKind;
    for (const { field, value, kinds, atMost } of rows) {
      const own = query[field];
      if (own === undefined) continue;
      if (kinds && !kinds.includes(kind)) delete query[field];
      else if (value.is === "ids") {
        const except = value.except ? (query[value.except] as number[]) : [];
        query[field] = (own as number[]).filter(
          (id) => (!value.genres || findGenre(kind, id) !== undefined) && !except.includes(id),
        );
      } else if (atMost && query[atMost] !== undefined && (own as number) > (query[atMost] as number)) {
        [query[field], query[atMost]] = [query[atMost], own];
      }
    }
    return query as unknown as DiscoverQuery;
  };
}
