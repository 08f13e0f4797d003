// The page number of a paged list (explore, a genre, Discover, actors): `p` in the query string, paging and the
// jump input (spec §4, §5). Anything a visitor can type into the address bar ends up here, so nothing throws.

/** TMDB serves list pages 1 to 500 and answers an error beyond that. */
export const MAX_PAGE = 500;

/** A page from `p`: missing, invalid, non-integer or below 1 becomes 1; above 500 becomes 500. */
export function parsePage(raw: string | null | undefined): number {
  const text = raw?.trim() ?? "";
  if (!/^[+-]?\d+$/.test(text)) return 1;
  if (text.startsWith("-")) return 1;
  // Digits only: a 10 KB number is simply "above 500", without trusting Number() with it.
  const digits = text.replace(/^\+?0*/, "");
  if (digits.length > String(MAX_PAGE).length) return MAX_PAGE;
  const page = Number(digits || "0");
  return Math.min(Math.max(page, 1), MAX_PAGE);
}

/** The last page a visitor can reach: TMDB may report more pages than it serves. */
export function lastReachablePage(totalPages: number): number {
  return Math.min(Math.max(totalPages, 0), MAX_PAGE);
}

export interface PagingTargets {
  /** null: PREV stays where it is (page 1). */
  previous: number | null;
  /** null: NEXT stays where it is (last page, or no pages at all). */
  next: number | null;
}

/** Spec §4: next stays on the last page or when total_pages is 0; previous stays on page 1. */
export function pagingTargets(page: number, totalPages: number): PagingTargets {
  const last = lastReachablePage(totalPages);
  return {
    previous: page > 1 ? page - 1 : null,
    next: last === 0 || page >= last ? null : page + 1,
  };
}

/** The highest page the jump input accepts: total_pages, or 1 when unknown (spec §5). */
export function jumpMaximum(totalPages: number): number {
  return lastReachablePage(totalPages) || 1;
}

/** Spec §5: the jump input accepts empty, or an integer from 1 to total_pages; anything else is ignored. */
export function acceptsJumpValue(value: string, totalPages: number): boolean {
  if (value === "") return true;
  if (!/^\d{1,3}$/.test(value)) return false;
  const page = Number(value);
  return page >= 1 && page <= jumpMaximum(totalPages);
}

/** The page a jump goes to, or null for "do nothing" (empty or not acceptable). */
export function jumpTarget(value: string, totalPages: number): number | null {
  if (value === "" || !acceptsJumpValue(value, totalPages)) return null;
  return Number(value);
}
