// The one error type the catalogue throws. Loaders turn it into a response with `status`; boundaries show it.
// Messages are built from the endpoint path only and scrubbed of the credential, so logging one is always safe.

export type CatalogueErrorReason =
  | "not_found"
  | "rate_limited"
  | "upstream"
  | "invalid_response"
  | "unavailable"
  /** The operator blocked the title (BLOCKED_TITLES_FILE): 451 Unavailable For Legal Reasons. */
  | "blocked"
  /**
   * The title is over a kids' limit (kids-catalogue.server.ts): 403. The title and watch pages answer it with
   * their own "Not available" page instead; any other page that meets it answers 403.
   */
  | "over_limit";

/** The HTTP status a page should answer with for each reason. */
const STATUS_BY_REASON: Record<CatalogueErrorReason, number> = {
  not_found: 404,
  rate_limited: 429,
  upstream: 502,
  invalid_response: 502,
  unavailable: 503,
  blocked: 451,
  over_limit: 403,
};

export interface CatalogueErrorOptions {
  /** Credential values (API key or token) to remove from the message wherever they appear. */
  secrets?: readonly string[];
  /** Seconds TMDB asked us to wait (Retry-After), for rate_limited. */
  retryAfterSeconds?: number;
}

export class CatalogueError extends Error {
  readonly status: number;
  readonly reason: CatalogueErrorReason;
  readonly retryAfterSeconds: number | undefined;

  constructor(reason: CatalogueErrorReason, message: string, options: CatalogueErrorOptions = {}) {
    // No `cause`: an underlying error (e.g. a fetch failure) may carry the request URL, key included.
    super(scrubSecrets(message, options.secrets ?? []));
    this.name = "CatalogueError";
    this.reason = reason;
    this.status = STATUS_BY_REASON[reason];
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export function isCatalogueError(error: unknown): error is CatalogueError {
  return error instanceof CatalogueError;
}

export function isBlocked(error: unknown): boolean {
  return isCatalogueError(error) && error.reason === "blocked";
}

export function isOverLimit(error: unknown): boolean {
  return isCatalogueError(error) && error.reason === "over_limit";
}

export function isNotFound(error: unknown): boolean {
  return isCatalogueError(error) && error.reason === "not_found";
}

const REDACTED = "[redacted]";

/**
 * Removes credentials from text: the given secret values (raw and URL-encoded) anywhere, plus any
 * `api_key=...` query value and `Bearer ...` token even when the value is not known here.
 */
export function scrubSecrets(text: string, secrets: readonly string[]): string {
  let scrubbed = text;
  for (const secret of secrets) {
    if (secret.length === 0) continue;
    for (const form of new Set([secret, encodeURIComponent(secret)])) {
      scrubbed = scrubbed.split(form).join(REDACTED);
    }
  }
  return scrubbed
    .replace(/(api_key=)[^&\s"'#]*/gi, `$1${REDACTED}`)
    .replace(/(Bearer\s+)[^\s"',]+/gi, `$1${REDACTED}`);
}
