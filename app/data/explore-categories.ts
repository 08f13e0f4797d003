import type { ListQuery } from "./list-query";

// The explore pages' text categories (spec §2, §3, §7), one entry each: the pages that show it (movie, series),
// the list each shows, whether the side menu offers it, the explore-series tab it is. Everything else is derived
// from this table (app/data/categories.ts): which g values a page accepts, the catalogue's call
// (app/catalogue/lists.server.ts), the menus and tabs, a row's "See all" (app/data/row-query.ts). Its words are in
// the message catalogues: "category.<id>" (its name), "explore.heading.<kind>.<id>" (a page's heading), and
// "category.tab.<id>" for a tab.

export interface CategoryOnPage {
  /** What the page lists for this category. */
  list: ListQuery;
  /** Offered in the explore page's side menu (spec §2). */
  menu?: true;
  /** A tab of explore-series (spec §2), in the table's order; the English label. */
  tab?: string;
}

export interface CategoryEntry {
  /** The English name; what a visitor reads comes from the catalogues: categoryName(). */
  name: string;
  movie?: CategoryOnPage;
  series?: CategoryOnPage;
}

export const EXPLORE_CATEGORY_TABLE = {
  popular: {
    name: "Popular",
    movie: { list: { source: "movies", category: "popular" }, menu: true },
    series: { list: { source: "series", category: "popular" }, menu: true, tab: "POPULAR" },
  },
  top_rated: {
    name: "Top Rated",
    movie: { list: { source: "movies", category: "top_rated" }, menu: true },
    series: { list: { source: "series", category: "top_rated" }, menu: true, tab: "TOP RATED" },
  },
  upcoming: { name: "Upcoming", movie: { list: { source: "movies", category: "upcoming" }, menu: true } },
  on_the_air: {
    name: "On The Air",
    series: { list: { source: "series", category: "on_the_air" }, tab: "ON THE AIR" },
  },
  underrated: { name: "Underrated", movie: { list: { source: "underrated" } } },
} as const satisfies Record<string, CategoryEntry>;
