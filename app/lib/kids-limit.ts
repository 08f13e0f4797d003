import type { Certification } from "~/catalogue/types";
import type { I18n } from "~/i18n/runtime";

// A kids' profile's age limit, as it travels in the URL: `kids=<REGION>-<CERTIFICATION>` (`/?kids=US-PG`,
// `/es/series?kids=DE-6`). The limit is in the URL, never in a cookie, so a kids' page is cached like any other
// page, keyed by its full URL. This module only reads and writes the parameter's syntax: whether the region has
// that certification is the server's to check (it answers a redirect or a 404 for one it does not know).

export const KIDS_PARAM = "kids";

export interface KidsLimit {
  /** ISO 3166-1 alpha-2, in capitals. */
  region: string;
  /** As TMDB's certification lists spell it: "PG", "12A", "TV-Y7", "0". */
  certification: string;
}

const REGION = /^[A-Z]{2}$/;
/** TMDB's certifications are short: letters, digits, "+", "-", and the odd space or dot ("Tous publics"). */
const CERTIFICATION = /^[\p{L}\p{N}+.][\p{L}\p{N}+. -]{0,19}$/u;

/** A limit of well-formed parts, or null. */
export function kidsLimitOf(region: unknown, certification: unknown): KidsLimit | null {
  if (typeof region !== "string" || typeof certification !== "string") return null;
  return REGION.test(region) && CERTIFICATION.test(certification) ? { region, certification } : null;
}

/** The parameter's value read back: null when absent or not of the form REGION-CERTIFICATION. */
export function parseKidsLimit(value: string | null): KidsLimit | null {
  if (value === null || value[2] !== "-") return null;
  return kidsLimitOf(value.slice(0, 2), value.slice(3));
}

export function kidsParamValue(limit: KidsLimit): string {
  return `${limit.region}-${limit.certification}`;
}

/**
 * The path (with its query and hash) with the limit set, or with the parameter taken out for null. Paths that
 * are not the site's own ("https://...", "//host", "mailto:") are returned unchanged.
 */
export function withKidsLimit(path: string, limit: KidsLimit | null): string {
  return withKidsParam(path, limit && kidsParamValue(limit));
}

/**
 * withKidsLimit with the parameter's value as a page's URL carries it ("US-PG"): what the site's links use in
 * the browser, where the server has already judged the page's value (an unknown one answers 404, so a page with
 * one never renders). Kept small on purpose: every page's first scripts carry it (app/i18n/link.tsx).
 */
export function withKidsParam(path: string, value: string | null): string {
  if (path[0] !== "/" || path[1] === "/" || (value === null && !path.includes(`${KIDS_PARAM}=`))) return path;
  const url = new URL(path, "http://x");
  if (value === null) url.searchParams.delete(KIDS_PARAM);
  else url.searchParams.set(KIDS_PARAM, value);
  return url.pathname + url.search + url.hash;
}

/** The `kids=` value of a page's query string ("?q=cat&kids=GB-PG"), as written, or null. */
export function kidsParamOf(search: string): string | null {
  return new URLSearchParams(search).get(KIDS_PARAM);
}

/** The limit of a page's query string, or null. A repeated parameter names none. */
export function kidsLimitOfSearch(search: string): KidsLimit | null {
  const values = new URLSearchParams(search).getAll(KIDS_PARAM);
  return values.length === 1 ? parseKidsLimit(values[0] ?? null) : null;
}

/**
 * `path` with the `kids=` value of the page at `url`, as it was written (or without one when it has none): for
 * the server's redirects, which must not lead a kids' page to one without its limit. The page redirected to
 * judges the value itself (an unknown one answers 404 there).
 */
export function keepKidsParam(url: URL, path: string): string {
  return withKidsParam(path, url.searchParams.get(KIDS_PARAM));
}

/** Whether two limits are the same (both null included). */
export function sameKidsLimit(a: KidsLimit | null, b: KidsLimit | null): boolean {
  return a === b || (a !== null && b !== null && kidsParamValue(a) === kidsParamValue(b));
}

/** Germany's certifications are bare ages in TMDB's list ("6"); people know them as "FSK 6". */
const SYSTEM_NAMES: Record<string, string> = { DE: "FSK " };

/** The certification as people name it: "PG", "FSK 6". */
export function certificationName(limit: KidsLimit): string {
  return (SYSTEM_NAMES[limit.region] ?? "") + limit.certification;
}

/** The limit in words: "Up to PG", "Up to FSK 6". */
export function kidsLimitLabel(limit: KidsLimit, i18n: Pick<I18n, "_">): string {
  return i18n._("kids.upTo", { certification: certificationName(limit) });
}

/**
 * TMDB's "no rating" entries (the US list opens with "NR", "No rating information", order 0): no limit can be
 * one, and a title rated so has no known certification.
 */
export function isUnratedCertification(item: Pick<Certification, "certification" | "meaning">): boolean {
  return item.certification === "NR" || /no rating|not rated|unrated/i.test(item.meaning);
}
