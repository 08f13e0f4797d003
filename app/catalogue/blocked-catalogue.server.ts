import type { Blocklist } from "./blocklist.server";
import type { Catalogue } from "./catalogue";
import { CatalogueError } from "./catalogue-error";
import { filteredLists } from "./filtered-lists.server";
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
    ...filteredLists(catalogue, visiblePage),
    discover: async (kind, filter, locale) => visiblePage(await catalogue.discover(kind, filter, locale)),
    async getTitle(kind, id, locale) {
      refuse(kind, id);
      return visibleDetails(await catalogue.getTitle(kind, id, locale));
    },
    async getSimilar(kind, id, page, locale) {
      refuse(kind, id);
      return visiblePage(await catalogue.getSimilar(kind, id, page, locale));
    },
    async getRecommendations(kind, id, page, locale) {
      refuse(kind, id);
      return visiblePage(await catalogue.getRecommendations(kind, id, page, locale));
    },
    async getSeason(seriesId, seasonNumber, locale) {
      refuse("series", seriesId);
      return catalogue.getSeason(seriesId, seasonNumber, locale);
    },
    listGenres: (kind, locale) => catalogue.listGenres(kind, locale),
    listPopularPeople: async (page, locale) => {
      const people = await catalogue.listPopularPeople(page, locale);
      return {
        ...people,
        results: people.results.map((person) => ({ ...person, knownFor: visibleKnownFor(person.knownFor) })),
      };
    },
    getPerson: (id, locale) => catalogue.getPerson(id, locale),
    async getPersonWithCredits(id, locale) {
      const person = await catalogue.getPersonWithCredits(id, locale);
      return { ...person, knownFor: visibleKnownFor(person.knownFor) };
    },
    getPersonSeries: async (id, locale) => visible(await catalogue.getPersonSeries(id, locale)),
    // Discover's lists name services, regions, languages and certifications: no title to take down.
    listWatchProviders: (kind, region, locale) => catalogue.listWatchProviders(kind, region, locale),
    listWatchRegions: (locale) => catalogue.listWatchRegions(locale),
    listOriginalLanguages: () => catalogue.listOriginalLanguages(),
    listCertifications: (kind) => catalogue.listCertifications(kind),
    async getCertifications(kind, id) {
      refuse(kind, id);
      return catalogue.getCertifications(kind, id);
    },
    findByImdbId: async (imdbId) => visible(await catalogue.findByImdbId(imdbId)),
    async getTitleMatch(kind, id) {
      refuse(kind, id);
      return catalogue.getTitleMatch(kind, id);
    },
    async getExternalIds(kind, id) {
      refuse(kind, id);
      return catalogue.getExternalIds(kind, id);
    },
    searchForMatch: async (kind, query, year) => visible(await catalogue.searchForMatch(kind, query, year)),
  };
}
