import type { TitleKind } from "~/catalogue/types";
import type { I18n } from "~/i18n/runtime";
import { type CategoryEntry, type CategoryOnPage, EXPLORE_CATEGORY_TABLE } from "./explore-categories";
import type { ListQuery } from "./list-query";

// What the explore pages, their side menu and tabs know of the text categories (spec §3, §7), all derived from
// the one table in app/data/explore-categories.ts.

type Table = typeof EXPLORE_CATEGORY_TABLE;
export type ExploreCategory = keyof Table;
/** The categories a kind's explore page shows: those whose entry has that kind. */
type CategoryOf<Kind extends TitleKind> = {
  [Category in ExploreCategory]: Table[Category] extends Record<Kind, CategoryOnPage> ? Category : never;
}[ExploreCategory];
export type MovieExploreCategory = CategoryOf<"movie">;
export type SeriesExploreCategory = CategoryOf<"series">;

// The table, read as a record of optional entries; its order is the menus' and tabs' order.
const TABLE: Record<ExploreCategory, CategoryEntry> = EXPLORE_CATEGORY_TABLE;
const TABLE_ORDER = Object.keys(TABLE) as ExploreCategory[];

/** The categories a kind's page shows, in the table's order; with `flag`, only those its entry marks so. */
const shownOn = (kind: TitleKind, flag?: "menu" | "tab") =>
  TABLE_ORDER.filter((category) => {
    const entry = TABLE[category][kind];
    return entry !== undefined && (flag === undefined || entry[flag] !== undefined);
  });

/** The English names; what a visitor reads comes from the catalogues: categoryName(). */
export const CATEGORY_NAMES = Object.fromEntries(
  TABLE_ORDER.map((category) => [category, TABLE[category].name]),
) as Record<ExploreCategory, string>;

/** Categories each explore page can show: movie/{category}, tv/{category}, plus the curated list. */
export const EXPLORE_CATEGORIES = {
  movie: shownOn("movie") as readonly MovieExploreCategory[],
  series: shownOn("series") as readonly SeriesExploreCategory[],
};

/** Spec §2: with no g, explore shows Top Rated. Every kind's page shows it (the type says so). */
export const DEFAULT_CATEGORY = "top_rated" satisfies MovieExploreCategory & SeriesExploreCategory;

/** Spec §7: an unknown text category falls back to the popular list, which every kind's page shows. */
export const FALLBACK_CATEGORY = "popular" satisfies MovieExploreCategory & SeriesExploreCategory;

/** Spec §2: the side menu lists Popular, Top Rated, Upcoming; only the first two on the series view. */
export const MENU_CATEGORIES = { movie: shownOn("movie", "menu"), series: shownOn("series", "menu") };

/** Spec §2: the three tab links of explore-series, in order; English labels, seriesTabLabel() in the page's language. */
export const SERIES_TABS = shownOn("series", "tab").map((category) => ({
  category: category as SeriesExploreCategory,
  label: TABLE[category].series?.tab ?? "",
}));

/**
 * The category a kind's page shows for `g` and what it lists, or undefined for a value that page does not show
 * (an own property only: "constructor" or "__proto__" in a URL is no category).
 */
export function exploreCategoryOf(
  kind: TitleKind,
  g: string,
): { category: ExploreCategory; list: ListQuery } | undefined {
  const list = Object.hasOwn(TABLE, g) ? TABLE[g as ExploreCategory][kind]?.list : undefined;
  return list && { category: g as ExploreCategory, list };
}

/** A category's name in the page's language ("Top Rated", "Mejor valoradas"): the catalogue's "category.<id>". */
export function categoryName(i18n: I18n, category: ExploreCategory): string {
  return i18n._(`category.${category}`);
}

/** A series tab's label in the page's language ("TOP RATED"): the catalogue's "category.tab.<id>". */
export function seriesTabLabel(i18n: I18n, category: SeriesExploreCategory): string {
  return i18n._(`category.tab.${category}`);
}
