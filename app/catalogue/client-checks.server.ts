import { CatalogueError } from "./catalogue-error";

// Checks of the catalogue client's parameters, shared by its methods (tmdb-client.server.ts) and the query
// builders beside it. A bad parameter names nothing TMDB could have: it throws the client's "invalid" error,
// a not_found CatalogueError, so a page answers it like an unknown id and nothing reaches TMDB.

export const MAX_PAGE = 500;

export function invalid(message: string): CatalogueError {
  return new CatalogueError("not_found", message);
}

export function checkId(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value <= 0) throw invalid(`Invalid ${what}`);
  return value;
}

export function checkPage(value: number | undefined): number {
  const page = value ?? 1;
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) throw invalid("Invalid page");
  return page;
}

/** An ISO 3166-1 alpha-2 code in any case, as TMDB spells it ("US"). */
export function checkRegion(value: string | undefined, what: string): string | undefined {
  if (value === undefined) return undefined;
  const code = String(value).trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) throw invalid(`Invalid ${what}`);
  return code;
}
