import { type ActiveFilter, activeFilters, withoutFilter } from "./discover-filters";
import type { DiscoverQuery } from "./discover-href";

// Discover's empty state names the filters to loosen: the fewest it can find whose removal brings
// titles back. Each probe is one discover call (cached like any other), so the search is bounded.

export interface Loosening {
  /** Remove all of these (one, or more when no single one is enough). */
  filters: ActiveFilter[];
  /** How many titles match without them. */
  count: number;
}

/** The most discover calls one empty page may cost. */
export const LOOSEN_PROBES = 24;

/** The query without every one of `filters`. */
export function withoutAll(query: DiscoverQuery, filters: ActiveFilter[]): DiscoverQuery {
  return filters.reduce(withoutFilter, { ...query, page: 1 });
}

/**
 * First each filter alone: the one whose removal brings back the most titles. When none does, the filters are
 * ranked by how few titles each finds on its own (the most restrictive first) and taken off in that order
 * until titles come back. Null when nothing is on, nothing helps, or the search would cost more than
 * `probes` calls. `count` says how many titles a query finds (0 when it cannot tell).
 */
export async function findLoosening(
  query: DiscoverQuery,
  count: (wider: DiscoverQuery) => Promise<number>,
  probes = LOOSEN_PROBES,
): Promise<Loosening | null> {
  const filters = activeFilters(query);
  const k = filters.length;
  if (k === 0 || k > probes) return null;
  const counts = await Promise.all(filters.map((filter) => count(withoutFilter(query, filter))));
  let best: Loosening | null = null;
  filters.forEach((filter, index) => {
    const found = counts[index] ?? 0;
    if (found > 0 && (!best || found > best.count)) best = { filters: [filter], count: found };
  });
  if (best || k === 1) return best;

  // No single filter is enough. Ranking costs k calls and taking them off up to k - 1 more.
  if (k + k + (k - 1) > probes) return null;
  const alone = await Promise.all(
    filters.map((filter) =>
      count(
        withoutAll(
          query,
          filters.filter((other) => other !== filter),
        ),
      ),
    ),
  );
  const ranked = filters
    .map((filter, index) => ({ filter, alone: alone[index] ?? 0, index }))
    .sort((a, b) => a.alone - b.alone || a.index - b.index)
    .map((entry) => entry.filter);
  // Two at least (one was not enough); all of them is "Clear all", which the page offers anyway.
  for (let taken = 2; taken < k; taken += 1) {
    const removed = ranked.slice(0, taken);
    const found = await count(withoutAll(query, removed));
    if (found > 0) return { filters: removed, count: found };
  }
  return null;
}
