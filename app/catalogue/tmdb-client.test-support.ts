import type { TmdbCredential } from "~/config.server";
import { createNoCache } from "./cache.server";
import { CatalogueError } from "./catalogue-error";
import { createTmdbClient } from "./tmdb-client.server";
import type { FetchFunction } from "./tmdb-request.server";

// A catalogue client over a recording fake fetch, for the client's tests (tmdb-client.server.test.ts) and the
// request plumbing's (tmdb-request.server.test.ts).

export const KEY = "FAKEKEY-do-not-leak-4f1c2e";
export const BASE = "https://tmdb.test/3";

export const emptyPage = { page: 1, total_pages: 1, total_results: 0, results: [] };

export function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { "content-type": "application/json" },
    ...init,
  });
}

/** A fetch that records requests and answers with `respond` (default: a body fitting the path). */
export function fakeFetch(respond?: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const fetch: FetchFunction = async (request) => {
    requests.push(request);
    return respond ? respond(request) : json(defaultBody(new URL(request.url).pathname));
  };
  return { fetch, requests };
}

function defaultBody(pathname: string): unknown {
  if (/\/(movie|tv)\/\d+$/.test(pathname)) return { id: 1, title: "A title", name: "A title" };
  if (/\/season\/\d+$/.test(pathname)) return { season_number: 1, episodes: [] };
  if (/\/genre\//.test(pathname)) return { genres: [{ id: 28, name: "Action" }] };
  if (/\/person\/\d+$/.test(pathname)) return { id: 1, name: "Someone" };
  if (/tv_credits$/.test(pathname)) return { id: 1, cast: [] };
  return emptyPage;
}

export function client(options: {
  credential?: TmdbCredential | null;
  fetch: FetchFunction;
  timeoutMs?: number;
}) {
  return createTmdbClient({
    baseUrl: BASE,
    credential: options.credential === undefined ? { kind: "api_key", value: KEY } : options.credential,
    fetch: options.fetch,
    timeoutMs: options.timeoutMs,
    cache: createNoCache(),
    // One answer, one outcome: retries have their own tests (upstream.server.test.ts).
    upstream: { retries: 0 },
  });
}

/** The request as TMDB sees it, minus the credential: "path?sorted query". */
export function seen(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("api_key");
  url.searchParams.sort();
  return `${url.pathname.replace(/^\/3\//, "")}${url.search}`;
}

export async function caught(promise: Promise<unknown>): Promise<CatalogueError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof CatalogueError) return error;
    throw error;
  }
  throw new Error("expected a CatalogueError");
}
