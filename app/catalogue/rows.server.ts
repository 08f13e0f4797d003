import type { RowDefinition } from "~/data/row-query";
import type { Catalogue } from "./catalogue";
import { fetchList } from "./lists.server";
import type { CatalogueLocale } from "./locale";
import type { TitleSummary } from "./types";

export interface LoadedRow {
  id: string;
  title: string;
  items: TitleSummary[];
}

/**
 * Loads rows in parallel, in the page's language (`locale`, from catalogueLocaleOf). A row whose call fails is
 * left out rather than failing the page: one broken list should not take the whole home page down. If every row
 * fails, the first error is thrown. A row's title is its message key (app/data/row-query.ts).
 */
export async function loadRows(
  catalogue: Catalogue,
  rows: readonly RowDefinition[],
  locale?: CatalogueLocale,
): Promise<LoadedRow[]> {
  // Rows always show the catalogue's first page (spec §9).
  const settled = await Promise.allSettled(rows.map((row) => fetchList(catalogue, row.query, 1, locale)));
  const loaded: LoadedRow[] = [];
  settled.forEach((result, index) => {
    const row = rows[index];
    if (row && result.status === "fulfilled" && result.value.results.length > 0) {
      loaded.push({ id: row.id, title: row.title, items: result.value.results });
    }
  });
  const firstFailure = settled.find((result) => result.status === "rejected");
  if (loaded.length === 0 && firstFailure) throw firstFailure.reason;
  return loaded;
}
