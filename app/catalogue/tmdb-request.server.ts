import type { z } from "zod";
import type { TmdbCredential } from "~/config.server";
import { CACHE_POLICY, type CachePolicy, type CatalogueCache } from "./cache.server";
import { CatalogueError, isNotFound } from "./catalogue-error";
import type { CatalogueLanguage, CatalogueLocale } from "./locale";
import { tmdbErrorSchema } from "./tmdb-schemas.server";
import type { TitleKind } from "./types";
import type { AttemptResult, CallOptions, Upstream } from "./upstream.server";

// How the catalogue client (tmdb-client.server.ts) makes one call to TMDB: the request with its credential,
// under the upstream discipline (upstream.server.ts), the answer read as a CatalogueError or JSON, validated
// with a schema and mapped to domain types, through the cache. The client's endpoint methods are built on
// `load`; nothing shown or logged carries the credential (CatalogueError scrubs it).

export type FetchFunction = (request: Request) => Promise<Response>;

export type Query = Record<string, string | number | undefined>;

/** Fetch, validate and map one call, through the cache (see createTmdbRequests). */
export type Load = <S extends z.ZodType, T>(
  path: string,
  query: Query,
  policy: CachePolicy,
  schema: S,
  map: (raw: z.output<S>) => T,
  callOptions?: CallOptions,
) => Promise<T>;

/** The client's loader and language handling, as tmdb-client.server.ts lends them to its method groups. */
export interface ClientParts {
  load: Load;
  localised<T>(
    locale: CatalogueLocale | undefined,
    call: (language: CatalogueLanguage | undefined) => Promise<T>,
  ): Promise<T>;
  tmdbKind(kind: TitleKind): "movie" | "tv";
}

export interface TmdbRequestOptions {
  /** Without a trailing slash, e.g. "https://api.themoviedb.org/3" */
  baseUrl: string;
  credential: TmdbCredential | null;
  fetch: FetchFunction;
  cache: CatalogueCache;
  upstream: Upstream;
}

/** What the cache keeps per call: the answer, or that there is none (JSON-safe, for the shared store). */
type Found<T> = { found: true; value: T } | { found: false; message: string };

function final(error: CatalogueError): AttemptResult<never> {
  return { ok: false, retry: false, error };
}

/** "fetch failed (connect ECONNREFUSED ...)": undici hides the useful part in `cause`. */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : "";
  return `${error.message}${cause}`;
}

export function createTmdbRequests({
  baseUrl,
  credential,
  fetch: fetchFn,
  cache,
  upstream,
}: TmdbRequestOptions): { load: Load } {
  const secrets = credential ? [credential.value] : [];

  function fail(reason: CatalogueError["reason"], message: string, retryAfterSeconds?: number) {
    return new CatalogueError(reason, message, { secrets, retryAfterSeconds });
  }

  /** One GET to TMDB, retried as upstream.server.ts allows; the parsed JSON of a 2xx answer, or CatalogueError. */
  function getJson(path: string, query: Query, callOptions?: CallOptions): Promise<unknown> {
    const url = new URL(`${baseUrl}/${path}`);
    for (const [name, value] of Object.entries(query)) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    const headers = new Headers({ accept: "application/json" });
    if (credential?.kind === "api_key") url.searchParams.set("api_key", credential.value);
    if (credential?.kind === "bearer") headers.set("authorization", `Bearer ${credential.value}`);
    return upstream.call(
      path,
      (signal) => attempt(path, new Request(url, { method: "GET", headers, signal })),
      callOptions,
    );
  }

  /** One request: what it answered, and whether another attempt could answer better. */
  async function attempt(path: string, request: Request): Promise<AttemptResult<unknown>> {
    let status: number;
    let body: string;
    let retryAfter: string | null;
    try {
      const response = await fetchFn(request);
      status = response.status;
      retryAfter = response.headers.get("retry-after");
      body = await response.text();
    } catch (error) {
      const message = `TMDB ${path} could not be reached: ${describeFailure(error)}`;
      return { ok: false, retry: true, error: fail("unavailable", message) };
    }

    let json: unknown;
    let parsedJson = true;
    try {
      json = JSON.parse(body);
    } catch {
      parsedJson = false;
    }

    if (status >= 200 && status < 300) {
      if (!parsedJson) return final(fail("invalid_response", `TMDB ${path} answered with invalid JSON`));
      return { ok: true, value: json };
    }

    const tmdbError = tmdbErrorSchema.safeParse(json);
    const statusCode = tmdbError.success ? tmdbError.data.status_code : undefined;
    const statusMessage =
      tmdbError.success && tmdbError.data.status_message ? `: ${tmdbError.data.status_message}` : "";
    if (status === 404 || statusCode === 34) return final(fail("not_found", `TMDB ${path} was not found`));
    const retryAfterMs = upstream.retryAfterMs(retryAfter);
    const retryAfterSeconds = retryAfterMs === undefined ? undefined : Math.ceil(retryAfterMs / 1000);
    if (status === 429) {
      const error = fail("rate_limited", `TMDB ${path} is rate limited`, retryAfterSeconds);
      return { ok: false, retry: true, error, retryAfterMs };
    }
    const error = fail("upstream", `TMDB ${path} answered ${status}${statusMessage}`, retryAfterSeconds);
    // Other 4xx answers (a bad key, a bad parameter) will not change on a second try.
    return status >= 500 ? { ok: false, retry: true, error, retryAfterMs } : final(error);
  }

  /**
   * Fetch, validate and map one call, through the cache (typed by Load, above). The cache key leaves the
   * credential out. "Not found" is cached too, briefly (CACHE_POLICY.notFound), so unknown ids cannot hammer
   * TMDB; other errors never are.
   */
  const load: Load = async (path, query, policy, schema, map, callOptions) => {
    const key = `${path}?${new URLSearchParams(
      Object.entries(query).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])),
    ).toString()}`;
    const found = await cache.getOrLoad<Found<ReturnType<typeof map>>>(
      key,
      (answer) => (answer.found ? policy : CACHE_POLICY.notFound),
      async () => {
        let json: unknown;
        try {
          json = await getJson(path, query, callOptions);
        } catch (error) {
          if (isNotFound(error)) return { found: false, message: (error as Error).message };
          throw error;
        }
        const parsed = schema.safeParse(json);
        if (!parsed.success) {
          const where = [...new Set(parsed.error.issues.map((issue) => issue.path.join(".") || "(root)"))]
            .slice(0, 5)
            .join(", ");
          throw fail("invalid_response", `TMDB ${path} answered in an unexpected shape at ${where}`);
        }
        return { found: true, value: map(parsed.data) };
      },
    );
    if (!found.found) throw fail("not_found", found.message);
    return found.value;
  };

  return { load };
}
