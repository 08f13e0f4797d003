import type { Catalogue } from "./catalogue";
import type { Page, TitleSummary } from "./types";

type ListMethods = Pick<Catalogue, "listTrending" | "listMovies" | "listSeries" | "search">;

/**
 * A catalogue's plain list answers (trending, movie and series lists, search), each passed through `keep` on
 * its way out: how a catalogue that leaves titles out (the operator's takedowns, a kids' limit) treats the lists
 * it has no other rule for.
 */
export function filteredLists(
  catalogue: Catalogue,
  keep: (page: Page<TitleSummary>) => Page<TitleSummary> | Promise<Page<TitleSummary>>,
): ListMethods {
  return {
    listTrending: async (kind, page, locale) => keep(await catalogue.listTrending(kind, page, locale)),
    listMovies: async (category, page, locale) => keep(await catalogue.listMovies(category, page, locale)),
    listSeries: async (category, page, locale) => keep(await catalogue.listSeries(category, page, locale)),
    search: async (query, page, locale) => keep(await catalogue.search(query, page, locale)),
  };
}
