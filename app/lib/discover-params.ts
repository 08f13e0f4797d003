import type { DiscoverFilter } from "~/catalogue/catalogue";
import { DISCOVER_TABLE, type DiscoverQuery } from "./discover-filter-table";
import { DEFAULT_DISCOVER_QUERY } from "./discover-href";
import { discoverQueryReader } from "./discover-schema";

// The query string of /discover: a public contract, documented in the README, so a link can be shared. Read by
// the schema the rows of discover-filter-table.ts make (discover-schema.ts): each parameter that fails its check
// is dropped alone, the others kept, and nothing here throws. serialiseDiscoverQuery writes the one canonical
// spelling (fixed order, defaults left out, lists sorted and joined by ","), which the loader redirects to, so
// that every spelling of the same filters is one entry in the page cache, the catalogue's cache and a CDN.

/** Reads a query string (with or without "?") or its parameters. Never throws. */
export const parseDiscoverQuery = discoverQueryReader(DISCOVER_TABLE, DEFAULT_DISCOVER_QUERY);

/** The catalogue's filter for a query, from each row's own; `region` is the query's or the visitor's. */
export function discoverFilterOf(query: DiscoverQuery, region: string, page = query.page): DiscoverFilter {
  const filter: DiscoverFilter = { page };
  for (const row of DISCOVER_TABLE) {
    const value = query[row.field];
    if (!row.catalogue || value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    for (const [name, part] of Object.entries(row.catalogue(value, { kind: query.kind, region }))) {
      // Nothing undefined, so that two equal filters are deeply equal.
      if (part !== undefined) Object.assign(filter, { [name]: part });
    }
  }
  return filter;
}
