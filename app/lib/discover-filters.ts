import type { DiscoverQuery } from "./discover-href";

// The filters a Discover query has on, one by one (issue 24): the chips that take each off, and the empty
// state's "loosen this one". Type, region and sort are not filters: they choose what is filtered and how it is
// ordered.

export type ActiveFilter =
  | { type: "genre"; id: number }
  | { type: "without"; id: number }
  | { type: "years" }
  | { type: "rating" }
  | { type: "votes" }
  | { type: "runtime" }
  | { type: "lang" }
  | { type: "on"; id: number }
  | { type: "cert" };

export function activeFilters(query: DiscoverQuery): ActiveFilter[] {
  return [
    ...query.genres.map((id) => ({ type: "genre" as const, id })),
    ...query.without.map((id) => ({ type: "without" as const, id })),
    ...(query.from !== undefined || query.to !== undefined ? [{ type: "years" as const }] : []),
    ...(query.rating !== undefined ? [{ type: "rating" as const }] : []),
    ...(query.votes !== undefined ? [{ type: "votes" as const }] : []),
    ...(query.runtime !== undefined ? [{ type: "runtime" as const }] : []),
    ...(query.lang !== undefined ? [{ type: "lang" as const }] : []),
    ...query.on.map((id) => ({ type: "on" as const, id })),
    ...(query.cert !== undefined ? [{ type: "cert" as const }] : []),
  ];
}

/** The query with one filter off, back on page 1. */
export function withoutFilter(query: DiscoverQuery, filter: ActiveFilter): DiscoverQuery {
  const next: DiscoverQuery = { ...query, page: 1 };
  switch (filter.type) {
    case "genre":
      next.genres = query.genres.filter((id) => id !== filter.id);
      break;
    case "without":
      next.without = query.without.filter((id) => id !== filter.id);
      break;
    case "on":
      next.on = query.on.filter((id) => id !== filter.id);
      break;
    case "years":
      delete next.from;
      delete next.to;
      break;
    default:
      delete next[filter.type];
  }
  return next;
}

/** Every filter off; what is filtered (type, region) and the order stay. */
export function withoutFilters(query: DiscoverQuery): DiscoverQuery {
  return {
    kind: query.kind,
    genres: [],
    without: [],
    on: [],
    sort: query.sort,
    page: 1,
    ...(query.region ? { region: query.region } : null),
  };
}

export const filterKey = (filter: ActiveFilter) =>
  "id" in filter ? `${filter.type}-${filter.id}` : filter.type;
