import type { I18n } from "~/i18n/runtime";
import { type Chip, type ChipLists, DISCOVER_TABLE, type DiscoverQuery } from "./discover-filter-table";

// The filters a Discover query has on, one by one, from the rows of discover-filter-table.ts that have a chip:
// the chips that take each off, and the empty state's "loosen this one". Type, region and sort are not filters:
// they choose what is filtered and how it is ordered.

/** A filter that is on: a chip's name, with the id for a chip per id ("genre" 16), else the name alone ("years"). */
export interface ActiveFilter {
  type: string;
  id?: number;
}

type Fields = Record<string, unknown>;
const CHIPPED = DISCOVER_TABLE.filter((row) => row.chip);

export function activeFilters(query: DiscoverQuery): ActiveFilter[] {
  const filters: ActiveFilter[] = [];
  for (const { field, chip } of CHIPPED) {
    const value = query[field];
    const type = chip?.name ?? field;
    if (chip?.each) for (const id of value as number[]) filters.push({ type, id });
    else if (value !== undefined && !filters.some((filter) => filter.type === type)) filters.push({ type });
  }
  return filters;
}

/** The query with one filter off, back on page 1. */
export function withoutFilter(query: DiscoverQuery, filter: ActiveFilter): DiscoverQuery {
  const next: Fields = { ...query, page: 1 };
  for (const { field, chip } of CHIPPED) {
    if (chip?.name !== filter.type) continue;
    if (chip.each) next[field] = (query[field] as number[]).filter((id) => id !== filter.id);
    else delete next[field];
  }
  return next as unknown as DiscoverQuery;
}

/** Every filter off; what is filtered (type, region) and the order stay. */
export function withoutFilters(query: DiscoverQuery): DiscoverQuery {
  const next: Fields = { ...query, page: 1 };
  for (const { field, chip } of CHIPPED) {
    if (chip?.each) next[field] = [];
    else delete next[field];
  }
  return next as unknown as DiscoverQuery;
}

export const filterKey = (filter: ActiveFilter) =>
  filter.id === undefined ? filter.type : `${filter.type}-${filter.id}`;

/** What a visitor reads for a filter: on its chip and in the empty state's advice. */
export function filterLabel(
  i18n: I18n,
  filter: ActiveFilter,
  query: DiscoverQuery,
  lists: ChipLists,
): string {
  const chip: Chip | undefined = CHIPPED.find((row) => row.chip?.name === filter.type)?.chip;
  return chip ? chip.label(i18n, query, lists, filter.id) : "";
}
