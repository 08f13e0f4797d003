import type { RowDefinition, RowQuery } from "~/data/row-query";
import type { Catalogue } from "./catalogue";
import type { CatalogueLocale } from "./locale";
import type { Page, TitleSummary } from "./types";

export interface LoadedRow {
  id: string;
  title: string;
  items: TitleSummary[];
}

/** Rows always show the catalogue's first page (spec §9). */
function fetchRow(
  catalogue: Catalogue,
  query: RowQuery,
  locale: CatalogueLocale | undefined,
): Promise<Page<TitleSummary>> {
  switch (query.source) {
    case "trending":
      return catalogue.listTrending(query.kind, 1, locale);
    case "movies":
      return catalogue.listMovies(query.category, 1, locale);
    case "series":
      return catalogue.listSeries(query.category, 1, locale);
    case "discover":
      return catalogue.discover(
        query.kind,
        { genreId: query.genreId, originCountry: query.originCountry, page: 1 },
        locale,
      );
  }
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
  const settled = await Promise.allSettled(rows.map((row) => fetchRow(catalogue, row.query, locale)));
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
