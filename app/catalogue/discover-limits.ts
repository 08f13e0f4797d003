// The bounds of Discover's filters that the catalogue client accepts (discover-query.server.ts), in a module
// without server code so that the page's URL schema can share them: a value the page keeps is then never one
// the client refuses.

export const DISCOVER_LIMITS = {
  /** Years of release or first air date, inclusive. */
  minYear: 1870,
  maxYear: 2100,
  /** Minutes, for with_runtime.gte / .lte. */
  maxRuntime: 1000,
  /** vote_count.gte */
  maxVotes: 10_000_000,
  /** Ids in one list (genres, excluded genres, services). */
  maxIds: 20,
  /** The rating is 0-10 in steps of this. */
  ratingStep: 0.1,
} as const;
