import { serverConfig } from "~/config.server";
import type { ListQuery } from "~/data/list-query";
import type { Catalogue } from "./catalogue";
import type { CatalogueLocale } from "./locale";
import type { Page, TitleSummary } from "./types";
import { listUnderrated } from "./underrated.server";

/**
 * One page of a list, from the catalogue call its query names: the one place a ListQuery (a row's, an explore
 * category's, a genre's) becomes a call, so that a new list in the data is a new call everywhere it is shown.
 */
export function fetchList(
  catalogue: Catalogue,
  query: ListQuery,
  page: number,
  locale: CatalogueLocale | undefined,
): Promise<Page<TitleSummary>> {
  switch (query.source) {
    case "trending":
      return catalogue.listTrending(query.kind, page, locale);
    case "movies":
      return catalogue.listMovies(query.category, page, locale);
    case "series":
      return catalogue.listSeries(query.category, page, locale);
    case "underrated":
      return listUnderrated(catalogue, serverConfig().catalogue, page, locale);
    case "discover": {
      // The query's own filters only (a genre, a country), as the catalogue is asked for them.
      const { source, kind, ...filters } = query;
      return catalogue.discover(kind, { ...filters, page }, locale);
    }
  }
}
