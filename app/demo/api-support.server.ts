// TMDB's error answers and the parameter parsing every route shares (page, ids, append_to_response).

import { type PageOf, paginate } from "./lists.server";

/** An error answered with TMDB's error body: {"success":false,"status_code":…,"status_message":…}. */
export class DemoApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }

  body(): { success: false; status_code: number; status_message: string } {
    return { success: false, status_code: this.statusCode, status_message: this.message };
  }
}

export function notFound(): DemoApiError {
  return new DemoApiError(404, 34, "The resource you requested could not be found.");
}

/** TMDB's wording for code 22; the HTTP status follows this project's interface contract (422). */
export function invalidPage(): DemoApiError {
  return new DemoApiError(
    422,
    22,
    "Invalid page: Pages start at 1 and max at 500. They are expected to be an integer.",
  );
}

export const MAX_APPENDS = 20;

function tooManyAppends(): DemoApiError {
  return new DemoApiError(
    400,
    27,
    "Too many append to response objects: The maximum number of remote calls is 20.",
  );
}

/** The page parameter: absent or empty means 1; anything but an integer 1..500 is TMDB's error 22. */
export function readPage(params: URLSearchParams): number {
  const raw = params.get("page");
  if (raw === null || raw.trim() === "") return 1;
  if (!/^\d+$/.test(raw.trim())) throw invalidPage();
  const page = Number(raw);
  if (page < 1 || page > 500) throw invalidPage();
  return page;
}

/** A numeric path id; anything else names no resource. */
export function readId(segment: string | undefined): number {
  if (segment === undefined || !/^\d{1,10}$/.test(segment)) throw notFound();
  return Number(segment);
}

/** append_to_response: comma-separated names, at most 20 of them. */
export function readAppends(params: URLSearchParams): string[] {
  const raw = params.get("append_to_response");
  if (!raw) return [];
  const names = [
    ...new Set(
      raw
        .split(",")
        .map((name) => name.trim())
        .filter((name) => name !== ""),
    ),
  ];
  if (names.length > MAX_APPENDS) throw tooManyAppends();
  return names;
}

/** One page of a list, each item turned into its TMDB JSON. */
export function pageOf<T, J>(items: readonly T[], params: URLSearchParams, shape: (item: T) => J): PageOf<J> {
  const page = paginate(items, readPage(params));
  return { ...page, results: page.results.map(shape) };
}
