import type { TitleKind } from "~/catalogue/types";
import type { I18n } from "~/i18n/runtime";

// The text categories of the explore pages (spec §3, §7) and what the side menu and tabs offer.

export type ExploreCategory = "popular" | "top_rated" | "upcoming" | "on_the_air" | "underrated";
export type MovieExploreCategory = "popular" | "top_rated" | "upcoming" | "underrated";
export type SeriesExploreCategory = "popular" | "top_rated" | "on_the_air";

/** The English names; what a visitor reads comes from the catalogues: categoryName(). */
export const CATEGORY_NAMES: Record<ExploreCategory, string> = {
  popular: "Popular",
  upcoming: "Upcoming",
  top_rated: "Top Rated",
  on_the_air: "On The Air",
  underrated: "Underrated",
};

/** Categories each explore page can show: movie/{category}, tv/{category}, plus the curated list. */
export const EXPLORE_CATEGORIES = {
  movie: ["popular", "top_rated", "upcoming", "underrated"],
  series: ["popular", "top_rated", "on_the_air"],
} as const satisfies Record<TitleKind, readonly ExploreCategory[]>;

/** Spec §2: with no g, explore shows Top Rated. */
export const DEFAULT_CATEGORY = "top_rated" satisfies ExploreCategory;

/** Spec §7: an unknown text category falls back to the popular list. */
export const FALLBACK_CATEGORY = "popular" satisfies ExploreCategory;

/** Spec §2: the side menu lists Popular, Top Rated, Upcoming; only the first two on the series view. */
export const MENU_CATEGORIES = {
  movie: ["popular", "top_rated", "upcoming"],
  series: ["popular", "top_rated"],
} as const satisfies Record<TitleKind, readonly ExploreCategory[]>;

/** Spec §2: the three tab links of explore-series, in order; English labels, seriesTabLabel() in the page's language. */
export const SERIES_TABS: ReadonlyArray<{ category: SeriesExploreCategory; label: string }> = [
  { category: "popular", label: "POPULAR" },
  { category: "top_rated", label: "TOP RATED" },
  { category: "on_the_air", label: "ON THE AIR" },
];

/** A category's name in the page's language ("Top Rated", "Mejor valoradas"): the catalogue's "category.<id>". */
export function categoryName(i18n: I18n, category: ExploreCategory): string {
  return i18n._(`category.${category}`);
}

/** A series tab's label in the page's language ("TOP RATED"): the catalogue's "category.tab.<id>". */
export function seriesTabLabel(i18n: I18n, category: SeriesExploreCategory): string {
  return i18n._(`category.tab.${category}`);
}
