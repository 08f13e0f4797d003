import type { TitleKind } from "~/catalogue/types";
import type { I18n } from "~/i18n/runtime";
import { type CategoryOnPage, EXPLORE_CATEGORY_TABLE } from "./explore-categories";
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

const TABLE_ORDER = Object.keys(EXPLORE_CATEGORY_TABLE) as ExploreCategory[];

/** A category's entry on a kind's page, or undefined where that page does not show it. */
function onPage(kind: TitleKind, category: ExploreCategory): CategoryOnPage | undefined {
  const entry: { movie?: CategoryOnPage; series?: CategoryOnPage } = EXPLORE_CATEGORY_TABLE[category];
  return entry[kind];
}

function categoriesWhere(kind: TitleKind, keep: (entry: CategoryOnPage) => boolean = () => true) {
  return TABLE_ORDER.filter((category) => {
    const entry = onPage(kind, category);
    return entry !== undefined && keep(entry);
  });
}

/** The English names; what a visitor reads comes from the catalogues: categoryName(). */
export const CATEGORY_NAMES = Object.fromEntries(
  TABLE_ORDER.map((category) => [category, EXPLORE_CATEGORY_TABLE[category].name]),
) as Record<ExploreCategory, string>;

/** Categories each explore page can show: movie/{category}, tv/{category}, plus the curated list. */
export const EXPLORE_CATEGORIES = {
  movie: categoriesWhere("movie") as readonly MovieExploreCategory[],
  series: categoriesWhere("series") as readonly SeriesExploreCategory[],
};

/** Spec §2: with no g, explore shows Top Rated. Every kind's page shows it (the type says so). */
export const DEFAULT_CATEGORY = "top_rated" satisfies MovieExploreCategory & SeriesExploreCategory;

/** Spec §7: an unknown text category falls back to the popular list, which every kind's page shows. */
export const FALLBACK_CATEGORY = "popular" satisfies MovieExploreCategory & SeriesExploreCategory;

/** Spec §2: the side menu lists Popular, Top Rated, Upcoming; only the first two on the series view. */
export const MENU_CATEGORIES = {
  movie: categoriesWhere("movie", (entry) => entry.menu === true),
  series: categoriesWhere("series", (entry) => entry.menu === true),
} satisfies Record<TitleKind, readonly ExploreCategory[]>;

/** Spec §2: the three tab links of explore-series, in order; English labels, seriesTabLabel() in the page's language. */
export const SERIES_TABS: ReadonlyArray<{ category: SeriesExploreCategory; label: string }> =
  EXPLORE_CATEGORIES.series.flatMap((category) => {
    const label = onPage("series", category)?.tab;
    return label ? [{ category, label }] : [];
  });

/**
 * The category a kind's page shows for `g` and what it lists, or undefined for a value that page does not show
 * (an own property only: "constructor" or "__proto__" in a URL is no category).
 */
export function exploreCategoryOf(
  kind: TitleKind,
  g: string,
): { category: ExploreCategory; list: ListQuery } | undefined {
  if (!Object.hasOwn(EXPLORE_CATEGORY_TABLE, g)) return undefined;
  const category = g as ExploreCategory;
  const entry = onPage(kind, category);
  return entry && { category, list: entry.list };
}

/** The fallback's entry on a kind's page, which the types guarantee is there. */
export function fallbackCategoryOf(kind: TitleKind): { category: ExploreCategory; list: ListQuery } {
  return { category: FALLBACK_CATEGORY, list: EXPLORE_CATEGORY_TABLE[FALLBACK_CATEGORY][kind].list };
}

/** A category's name in the page's language ("Top Rated", "Mejor valoradas"): the catalogue's "category.<id>". */
export function categoryName(i18n: I18n, category: ExploreCategory): string {
  return i18n._(`category.${category}`);
}

/** A series tab's label in the page's language ("TOP RATED"): the catalogue's "category.tab.<id>". */
export function seriesTabLabel(i18n: I18n, category: SeriesExploreCategory): string {
  return i18n._(`category.tab.${category}`);
}
