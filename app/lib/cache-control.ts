// How long browsers and shared caches (a CDN, the server's HTML cache) may keep each kind of answer
// (docs/decisions/0009-html-cache.md). Browsers always ask again (max-age=0); a shared cache keeps a page for
// s-maxage and may serve it stale for stale-while-revalidate while it fetches a fresh copy.

export const CACHE_CONTROL = {
  /** Rows and grids (home, explore, search, actors): TMDB reorders these through the day. */
  list: "public, max-age=0, s-maxage=60, stale-while-revalidate=600",
  /** One title, its episodes and players: changes rarely. */
  details: "public, max-age=0, s-maxage=300, stale-while-revalidate=3600",
  /**
   * The calendar feed: calendar apps poll it, and it changes once a day at most. Kept an hour by
   * browsers and shared caches, and served stale for a day while a fresh copy is made.
   */
  feed: "public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400",
  /** A page that does not exist now may exist soon (a new title): kept briefly, never served stale. */
  notFound: "public, max-age=0, s-maxage=60",
  /** A failure is temporary: nobody keeps it. */
  error: "no-store",
} as const;

/**
 * The Cache-Control a page or data answer leaves with: the route's own (its `headers` export) for a success,
 * the list policy when the route says nothing, and the status's policy for errors whatever the route said.
 */
export function pageCacheControl(status: number, routeValue: string | null): string {
  if (status >= 500) return CACHE_CONTROL.error;
  if (status >= 400) return status === 404 || status === 410 ? CACHE_CONTROL.notFound : CACHE_CONTROL.error;
  return routeValue ?? CACHE_CONTROL.list;
}
