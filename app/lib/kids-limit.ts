import type { I18n } from "~/i18n/runtime";

// A kids' profile's age limit as it travels in a page's URL: `?kids=US-PG`, `?kids=DE-6`, `?kids=AU-MA+15%2B`.
// The URL, not a cookie, carries it so that pages stay cacheable by the full URL (the HTML cache, a CDN) and a
// typed or shared kids' URL holds to its limit on its own. Both the server (which enforces it) and the browser
// (which keeps a kids' profile on its URLs) read it here; this file stays small because it reaches every page's
// first scripts through the site's links (app/i18n/link.tsx).

/** The query parameter that carries the limit. */
export const KIDS_PARAM = "kids";

/**
 * The highest certification a kids' profile may see, in one region's system: `region` is an ISO 3166-1 alpha-2
 * code in capitals, `certification` as TMDB's certification lists spell it ("PG", "12A", "TV-Y7", "0", "L").
 */
export interface KidsLimit {
  region: string;
  certification: string;
}

/**
 * What a certification may be spelt with in the URL: TMDB's lists use letters, digits, "+", "-" and a space
 * ("MA 15+", "R 18+") and none is longer than a dozen characters. Anything else is not a certification.
 */
const CERTIFICATION = /^[A-Za-z0-9+][A-Za-z0-9+ -]{0,11}$/;
const VALUE = /^([A-Za-z]{2})-(.+)$/;

/**
 * The limit a `kids=` value names, or null when there is none (absent) or it cannot name one (malformed). Only
 * the spelling is checked: whether the region's list has that certification is the server's question (it has
 * the lists), as is answering a malformed value (a 404, never the page without its limit). The region is taken
 * in any case and given in capitals; the certification is kept as written, to be matched against the list.
 */
export function parseKidsLimit(value: string | null): KidsLimit | null {
  if (value === null) return null;
  const match = VALUE.exec(value.trim());
  const region = match?.[1];
  const certification = match?.[2];
  if (!region || !certification || !CERTIFICATION.test(certification)) return null;
  return { region: region.toUpperCase(), certification };
}

/** The parameter's value for a limit, unencoded: "US-PG" (URLSearchParams encodes it). */
export function kidsParamValue(limit: KidsLimit): string {
  return `${limit.region}-${limit.certification}`;
}

/** The limit of a page's query string ("?q=cat&kids=GB-PG"), or null. A repeated parameter names none. */
export function kidsLimitOfSearch(search: string): KidsLimit | null {
  const values = new URLSearchParams(search).getAll(KIDS_PARAM);
  return values.length === 1 ? parseKidsLimit(values[0] ?? null) : null;
}

/**
 * `path` (with its query and hash, if any) carrying `limit` in its query, replacing any `kids=` it had; with a
 * null limit, `path` without the parameter (leaving a kids' profile). Paths that are not the site's own
 * ("https://...", "//host", "mailto:") are returned unchanged: the limit is the site's business only.
 */
export function withKidsLimit(path: string, limit: KidsLimit | null): string {
  return withKidsParam(path, limit && kidsParamValue(limit));
}

/**
 * withKidsLimit with the parameter's value as a page's URL carries it ("US-PG"): what the site's links use in
 * the browser, where the server has already judged the page's value (an unknown one answers 404, so a page
 * with one never renders). Kept small on purpose: every page's first scripts carry it.
 */
export function withKidsParam(path: string, value: string | null): string {
  if (path[0] !== "/" || path[1] === "/" || (value === null && !path.includes(`${KIDS_PARAM}=`))) return path;
  const url = new URL(path, "http://s");
  if (value === null) url.searchParams.delete(KIDS_PARAM);
  else url.searchParams.set(KIDS_PARAM, value);
  return url.pathname + url.search + url.hash;
}

/** The `kids=` value of a page's query string ("?q=cat&kids=GB-PG"), as written, or null. */
export function kidsParamOf(search: string): string | null {
  return new URLSearchParams(search).get(KIDS_PARAM);
}

/** Whether two limits are the same (both null included). */
export function sameKidsLimit(a: KidsLimit | null, b: KidsLimit | null): boolean {
  return a === b || (a !== null && b !== null && kidsParamValue(a) === kidsParamValue(b));
}

/**
 * How a certification is named to people where its bare spelling would not say what it is: Germany's
 * numbers are FSK ratings ("FSK 6"). Everywhere else TMDB's spelling is the one on posters and boxes.
 */
export function certificationName(limit: KidsLimit): string {
  return limit.region === "DE" && /^\d+$/.test(limit.certification)
    ? `FSK ${limit.certification}`
    : limit.certification;
}

/** The limit in words, in the page's language: "Up to PG", "Bis FSK 6". */
export function kidsLimitLabel(limit: KidsLimit, i18n: Pick<I18n, "_">): string {
  return i18n._("kids.limit", { rating: certificationName(limit) });
}

/**
 * `path` with the `kids=` value of the page at `url`, as it was written (or without one when it has none): for
 * the server's redirects, which must not lead a kids' page to one without its limit. The page redirected to
 * judges the value itself (an unknown one answers 404 there).
 */
export function keepKidsParam(url: URL, path: string): string {
  return withKidsParam(path, url.searchParams.get(KIDS_PARAM));
}
