import type { Blocklist } from "./blocklist.server";
import type { Catalogue } from "./catalogue";
import { CatalogueError } from "./catalogue-error";
import type { KnownForTitle, Page, TitleDetails, TitleKind, TitleSummary } from "./types";

// Takedowns, applied once at the catalogue's door so no page can forget them: every list the catalogue returns
// (rows and the hero, grids, search, the genre API, More Like This, an actor's credits and "known for") leaves
// blocked titles out, and asking for a blocked title itself (details, seasons) throws a "blocked" CatalogueError,
// which pages answer with 451. Filtering happens after the cache, so a change to the list applies at once to
// cached answers too. Page counts are left as TMDB gave them: a page may show one card fewer.

export function withTakedowns(catalogue: Catalogue, blocklist: Blocklist): Catalogue {
  const visible = <T extends { kind: TitleKind; id: number }>(items: T[]): T[] =>
    blocklist.size() === 0 ? items : items.filter((item) => !blocklist.isBlocked(item.kind, item.id));
  const visiblePage = (page: Page<TitleSummary>): Page<TitleSummary> =>
    blocklist.size() === 0 ? page : { ...page, results: visible(page.results) };
  const refuse = (kind: TitleKind, id: number) => {
    if (blocklist.isBlocked(kind, id)) {
      throw new CatalogueError("blocked", `${kind} ${id} is blocked by the operator`);
    }
  };
  const visibleDetails = (details: TitleDetails): TitleDetails => ({
    ...details,
    similar: visible(details.similar),
    recommendations: visible(details.recommendations),
  });
  const visibleKnownFor = (items: KnownForTitle[]) => visible(items);

  return {
    listTrending: async (kind, page) => visiblePage(await catalogue.listTrending(kind, page)),
    listMovies: async (category, page) => visiblePage(await catalogue.listMovies(category, page)),
    listSeries: async (category, page) => visiblePage(await catalogue.listSeries(category, page)),
    discover: async (kind, filter) => visiblePage(await catalogue.discover(kind, filter)),
    search: async (query, page) => visiblePage(await catalogue.search(query, page)),
    async getTitle(kind, id) {
      refuse(kind, id);
      return visibleDetails(await catalogue.getTitle(kind, id));
    },
    async getSimilar(kind, id, page) {
      refuse(kind, id);
      return visiblePage(await catalogue.getSimilar(kind, id, page));
    },
    async getSeason(seriesId, seasonNumber) {
      refuse("series", seriesId);
      return catalogue.getSeason(seriesId, seasonNumber);
    },
    listGenres: (kind) => catalogue.listGenres(kind),
    listPopularPeople: async (page) => {
      const people = await catalogue.listPopularPeople(page);
      return {
        ...people,
        results: people.results.map((person) => ({ ...person, knownFor: visibleKnownFor(person.knownFor) })),
      };
    },
    getPerson: (id) => catalogue.getPerson(id),
    async getPersonWithCredits(id) {
      const person = await catalogue.getPersonWithCredits(id);
      return { ...person, knownFor: visibleKnownFor(person.knownFor) };
    },
    getPersonSeries: async (id) => visible(await catalogue.getPersonSeries(id)),
  };
}
