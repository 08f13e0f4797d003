import { type ExploreSelection, exploreListOf, parseSelection } from "~/lib/explore-params";
import { parsePage } from "~/lib/page-number";
import type { Catalogue } from "./catalogue";
import { isCatalogueError, isNotFound } from "./catalogue-error";
import { fetchList } from "./lists.server";
import type { CatalogueLocale } from "./locale";
import type { Page, TitleKind, TitleSummary } from "./types";

// What the explore pages show for a page and a selection (spec §7): the list a text category's table entry names
// (app/data/explore-categories.ts: movie/{category}, tv/{category}, the curated list), discover with with_genres
// for a genre.

/** The card fields the grid needs; the rest of a summary would only weigh down the page's data. */
export type CardFields = Pick<TitleSummary, "id" | "kind" | "title" | "posterPath">;

export interface ExploreResult {
  page: number;
  /** 0 when the catalogue failed: paging then offers nowhere to go. */
  totalPages: number;
  items: CardFields[];
  /** Set when the catalogue failed: the page answers this status (and Retry-After) with its error state. */
  failure?: { status: number; retryAfterSeconds?: number };
}

export function toCard(title: TitleSummary): CardFields {
  return { id: title.id, kind: title.kind, title: title.title, posterPath: title.posterPath };
}

/**
 * Never throws: a failing catalogue shows the page's "select a different genre or category" state (spec §8)
 * instead of an error page, with the reason logged (CatalogueError messages carry no credential).
 */
export async function loadExplore(
  catalogue: Catalogue,
  kind: TitleKind,
  selection: ExploreSelection,
  page: number,
  locale?: CatalogueLocale,
): Promise<ExploreResult> {
  let result: Page<TitleSummary>;
  try {
    result = await fetchList(catalogue, exploreListOf(kind, selection), page, locale);
  } catch (error) {
    if (!isNotFound(error)) {
      console.error(
        `Explore ${kind} ${selection.g} p${page}:`,
        isCatalogueError(error) ? error.message : error,
      );
    }
    if (!isCatalogueError(error) || isNotFound(error)) return { page, totalPages: 0, items: [] };
    const failure = { status: error.status, retryAfterSeconds: error.retryAfterSeconds };
    return { page, totalPages: 0, items: [], failure };
  }
  return { page, totalPages: result.totalPages, items: result.results.map(toCard) };
}

/**
 * Everything an explore route renders, from its request URL, with titles in the page's language (`locale`).
 * Hostile p and g values are normalised. Pages name themselves from kind and g, in their language
 * (app/lib/explore-heading.ts).
 */
export async function loadExplorePage(
  catalogue: Catalogue,
  kind: TitleKind,
  url: URL,
  locale?: CatalogueLocale,
) {
  const params = url.searchParams;
  const page = parsePage(params.get("p"));
  const selection = parseSelection(kind, params.get("g"));
  const result = await loadExplore(catalogue, kind, selection, page, locale);
  return { kind, g: selection.g, ...result };
}
