// The search rules of spec §2, §5 and §9, shared by the top bar's box and the search page's loader.
// Kept tiny and dependency-free: the top bar ships it in every page's first-load JavaScript.

/** Spec §9: queries under 3 characters do nothing. */
export const MIN_SEARCH_LENGTH = 3;
/** Spec §9: the search runs 500 ms after the last change. */
export const SEARCH_DEBOUNCE_MS = 500;
/** Longer queries are cut: no title is that long, and it bounds the upstream call and the page heading. */
export const MAX_SEARCH_LENGTH = 200;

/**
 * The query as the site uses it: control characters dropped, runs of white space made one space, trimmed,
 * and cut to 200 characters (counted as the visitor sees them, so an emoji is never split in half).
 */
export function normaliseSearchQuery(raw: string | null | undefined): string {
  const clean = (raw ?? "")
    .replace(/\p{Cc}/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return Array.from(clean).slice(0, MAX_SEARCH_LENGTH).join("").trim();
}

/** True when a normalised query is long enough to search for. */
export function isSearchable(query: string): boolean {
  return Array.from(query).length >= MIN_SEARCH_LENGTH;
}

export function searchPath(query: string): string {
  return `/search?${new URLSearchParams({ q: query })}`;
}

/**
 * Where typing in the search box leads, or null for "stay put". `currentQuery` is the q of the search
 * page being shown, or null on any other page. Leaving another page for the search page adds one history
 * entry; every later change replaces it, so Back leaves the search in one step.
 */
export function searchNavigation(
  text: string,
  currentQuery: string | null,
): { to: string; replace: boolean } | null {
  const query = normaliseSearchQuery(text);
  const onSearchPage = currentQuery !== null;
  // Clearing the box returns to / (spec §2); on other pages an emptied box is just an emptied box.
  if (query === "") return onSearchPage ? { to: "/", replace: true } : null;
  if (!isSearchable(query) || query === currentQuery) return null;
  return { to: searchPath(query), replace: onSearchPage };
}
