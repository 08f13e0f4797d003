import type { RowId } from "~/data/row-lists";
import { type RowDefinition, rowMorePathById } from "~/data/row-query";
import { catalogueLocaleOf } from "~/i18n/request-language.server";
import { throwCatalogueFailure } from "~/lib/catalogue-failure";
import { KIDS_PARAM } from "~/lib/kids-limit";
import { toCard } from "./explore.server";
import { catalogueFor } from "./kids-limit.server";
import { loadRows } from "./rows.server";

/** A page made of rows (home, series): its rows, those of a kids' URL, and the row whose first title is its hero. */
export interface RowsPage {
  rows: readonly RowDefinition[];
  kidsRows: readonly RowDefinition[];
  heroRow: RowId;
}

/**
 * What a page of rows shows for its URL: its rows as cards, each with its "See all" path, and the title its hero
 * shows, its overview cut as the page cuts it (spec §9) before it travels. Only what the page shows travels to the browser: cards need four fields. A failure when every row
 * fails is the page's (throwCatalogueFailure).
 */
export async function loadRowsPage(url: URL, page: RowsPage, heroOverview: (overview: string) => string) {
  const catalogue = await catalogueFor(url);
  // A kids' URL (its limit checked by catalogueFor) gets rows made for children.
  const kids = url.searchParams.has(KIDS_PARAM);
  const definitions = kids ? page.kidsRows : page.rows;
  const rows = await loadRows(catalogue, definitions, catalogueLocaleOf(url)).catch(throwCatalogueFailure);
  // The hero is the first title of the page's hero row (spec §2); on a kids' URL, of the first row.
  const first = (kids ? rows[0] : rows.find((row) => row.id === page.heroRow))?.items[0];
  return {
    rows: rows.map(({ id, title, items }) => ({
      id,
      title,
      items: items.map(toCard),
      moreTo: rowMorePathById(definitions, id),
    })),
    // Only the hero's own fields, so the page's data does not carry the whole title to the browser.
    hero: first
      ? {
          id: first.id,
          kind: first.kind,
          title: first.title,
          backdropPath: first.backdropPath,
          overview: heroOverview(first.overview),
        }
      : null,
  };
}
