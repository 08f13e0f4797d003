import { data } from "react-router";
import { isCatalogueError } from "~/catalogue/catalogue-error";

// How a page answers when the catalogue fails and there is nothing to serve: the CatalogueError's own status
// (404, 429, 502, 503) rather than a 500, with Retry-After where waiting helps, shown by the root error
// boundary. One place, so every loader answers the same way.

/** Retry-After for a 429 that TMDB sent without one. */
export const DEFAULT_RETRY_AFTER_SECONDS = 10;
/** TMDB's own Retry-After is passed on, but never a wait longer than this. */
const MAX_RETRY_AFTER_SECONDS = 3600;

/**
 * Headers for a failed catalogue answer: never cached (the failure is temporary), and Retry-After on a 429
 * (TMDB's value, or a default) or on a 503 when TMDB named one.
 */
export function catalogueFailureHeaders(error: {
  status: number;
  retryAfterSeconds?: number | undefined;
}): Headers {
  const headers = new Headers({ "Cache-Control": "no-store" });
  const asked = error.retryAfterSeconds;
  const seconds =
    asked !== undefined && Number.isFinite(asked)
      ? Math.min(Math.max(Math.ceil(asked), 1), MAX_RETRY_AFTER_SECONDS)
      : error.status === 429
        ? DEFAULT_RETRY_AFTER_SECONDS
        : undefined;
  if (seconds !== undefined && (error.status === 429 || error.status === 503)) {
    headers.set("Retry-After", String(seconds));
  }
  return headers;
}

/**
 * The status and headers for a page that still renders when a catalogue call failed (its own error text, or an
 * empty list the spec does not explain): the failure's status and headers, or nothing when all went well.
 * Shared caches (the rendered-page cache, a CDN) then never keep the failed page for everyone.
 */
export function failureResponseInit(
  failure: { status: number; retryAfterSeconds?: number | undefined } | null | undefined,
): ResponseInit | undefined {
  return failure ? { status: failure.status, headers: catalogueFailureHeaders(failure) } : undefined;
}

const FAILURE_TEXT: Partial<Record<string, string>> = {
  not_found: "Not found",
  blocked: "Unavailable for legal reasons",
  over_limit: "Not available in this profile",
};

/**
 * For a loader's `.catch`: a CatalogueError becomes the response the root error boundary renders, with its
 * status and headers (the message, scrubbed of credentials, is logged). Anything else is a bug and is
 * rethrown as it is.
 */
export function throwCatalogueFailure(error: unknown): never {
  if (!isCatalogueError(error)) throw error;
  if (error.reason !== "not_found" && error.reason !== "blocked" && error.reason !== "over_limit")
    console.error(`Catalogue: ${error.message}`);
  throw data(FAILURE_TEXT[error.reason] ?? "The catalogue did not answer", {
    status: error.status,
    headers: catalogueFailureHeaders(error),
  });
}

/**
 * The headers of a failure a loader threw, for a route's `headers` export to pass on to the document: React
 * Router only copies a thrown response's headers where a route asks for them.
 */
export function failureHeadersOf(errorHeaders: Headers | undefined): Headers {
  const headers = new Headers();
  for (const name of ["Retry-After", "Cache-Control"]) {
    const value = errorHeaders?.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}
