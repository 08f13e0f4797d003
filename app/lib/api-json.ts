import { type CatalogueError, isCatalogueError } from "~/catalogue/catalogue-error";
import { PREFIXED_LANGUAGES } from "~/i18n/languages";
import { CACHE_CONTROL } from "./cache-control";
import { catalogueFailureHeaders } from "./catalogue-failure";

// The product's JSON answers for one title (/api/recommendations, /api/series-schedule), shaped as
// spec §7's: { success: true, data } or { success: false, error } with the status a caller can act on.

/** A TMDB id as a path segment: 1 to 10 digits, no sign, no leading zero. Null for anything else. */
export function parsePathId(raw: string | undefined): number | null {
  if (raw === undefined || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  return Number(raw);
}

/**
 * Whether the optional language segment (":lang?/api/...") names one of the site's languages (its segment, in
 * any case, as pages are matched). Absent is English.
 */
export function knownLanguageSegment(segment: string | undefined): boolean {
  return (
    segment === undefined || PREFIXED_LANGUAGES.some((language) => language.segment === segment.toLowerCase())
  );
}

export function jsonFailure(status: number, error: string): Response {
  const headers = { "cache-control": status === 404 ? CACHE_CONTROL.notFound : "no-store" };
  return Response.json({ success: false, error }, { status, headers });
}

/** A catalogue failure as JSON: 404, 451, or the upstream's status with Retry-After where due; never cached. */
export function catalogueFailureJson(error: unknown, notFound: string): Response {
  if (!isCatalogueError(error)) throw error;
  const failure = error as CatalogueError;
  if (failure.reason === "not_found") return jsonFailure(404, notFound);
  if (failure.reason === "blocked") return jsonFailure(451, "This title is not available for legal reasons");
  if (failure.reason === "over_limit") return jsonFailure(403, "This title is over the page's kids' limit");
  return Response.json(
    { success: false, error: "The catalogue did not answer" },
    { status: failure.status, headers: catalogueFailureHeaders(failure) },
  );
}
