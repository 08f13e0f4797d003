import { allowsTitle, type KidsCeiling } from "~/lib/kids-ceiling";
import type { Catalogue, DiscoverFilter } from "./catalogue";
import { CatalogueError } from "./catalogue-error";
import { filteredLists } from "./filtered-lists.server";
import type { Page, TitleDetails, TitleKind, TitleSummary } from "./types";

// A kids' limit, applied once at the catalogue's door as takedowns are (blocked-catalogue.server.ts), so that no
// page of a kids' URL can forget it: every list leaves out the titles over the limit or with no certification
// in the limit's region, and asking for such a title itself (details, seasons, a player's lookups) throws an
// "over_limit" CatalogueError, which the title and watch pages answer with their "Not available" page.
//
// What each title is judged by, and what it costs (docs/decisions/0044-kids-limit-on-the-server.md):
// - Discover of movies: TMDB's own certification filter (certification_country + certification.lte), one call
//   for a whole page, as the kids' home rows are made.
// - Every other list (trending, categories, search, similar, recommendations, an actor's credits, Discover of
//   series, which TMDB cannot filter by rating): each title's own certification, release_dates or
//   content_ratings, one call per title the first time and then a day from the cache, shared by every page and
//   language that lists it.
// - A title's own page: the certifications its details already append, no call more.
// Page counts stay as TMDB gave them: a page may show fewer cards.

export function heldToKidsLimit(catalogue: Catalogue, ceiling: KidsCeiling): Catalogue {
  /** A title's certifications; a failed lookup counts as unknown, and unknown is left out. */
  const certificationsOf = (kind: TitleKind, id: number) =>
    catalogue.getCertifications(kind, id).catch((): Record<string, string> => ({}));

  const allowed = async <T extends { kind: TitleKind; id: number }>(items: T[]): Promise<T[]> => {
    if (items.length === 0) return items;
    const verdicts = await Promise.all(
      items.map(
        async (item) =>
          ceiling.allowed[item.kind].size > 0 &&
          allowsTitle(ceiling, item.kind, await certificationsOf(item.kind, item.id)),
      ),
    );
    return items.filter((_, index) => verdicts[index]);
  };
  const allowedPage = async (page: Page<TitleSummary>): Promise<Page<TitleSummary>> => ({
    ...page,
    results: await allowed(page.results),
  });
  const overLimit = (kind: TitleKind, id: number) =>
    new CatalogueError("over_limit", `${kind} ${id} is over the kids' limit`);
  const refuse = async (kind: TitleKind, id: number) => {
    if (!allowsTitle(ceiling, kind, await certificationsOf(kind, id))) throw overLimit(kind, id);
  };
  const empty = (page: number | undefined): Page<TitleSummary> => ({
    page: page ?? 1,
    totalPages: 0,
    totalResults: 0,
    results: [],
  });

  /**
   * Movies: TMDB's certification filter at the limit, in the limit's region. A visitor's own certification
   * filter of the same region narrows further; one of another region gives way to the limit's.
   */
  function movieFilter(filter: DiscoverFilter): DiscoverFilter | null {
    const max = ceiling.highest.movie;
    if (max === null) return null;
    const own = filter.certification;
    const keepOwn =
      own && own.country === ceiling.limit.region && ceiling.allowed.movie.has(own.max) ? own : undefined;
    return { ...filter, certification: keepOwn ?? { country: ceiling.limit.region, max } };
  }

  return {
    ...filteredLists(catalogue, allowedPage),
    async discover(kind, filter, locale) {
      if (kind === "series") return allowedPage(await catalogue.discover(kind, filter, locale));
      const limited = movieFilter(filter);
      return limited ? catalogue.discover(kind, limited, locale) : empty(filter.page);
    },
    async getTitle(kind, id, locale) {
      const details = await catalogue.getTitle(kind, id, locale);
      if (!allowsTitle(ceiling, kind, details.certifications ?? {})) throw overLimit(kind, id);
      const [similar, recommendations] = await Promise.all([
        allowed(details.similar),
        allowed(details.recommendations),
      ]);
      return { ...details, similar, recommendations } satisfies TitleDetails;
    },
    async getSimilar(kind, id, page, locale) {
      await refuse(kind, id);
      return allowedPage(await catalogue.getSimilar(kind, id, page, locale));
    },
    async getRecommendations(kind, id, page, locale) {
      await refuse(kind, id);
      return allowedPage(await catalogue.getRecommendations(kind, id, page, locale));
    },
    async getSeason(seriesId, seasonNumber, locale) {
      await refuse("series", seriesId);
      return catalogue.getSeason(seriesId, seasonNumber, locale);
    },
    listGenres: (kind, locale) => catalogue.listGenres(kind, locale),
    async listPopularPeople(page, locale) {
      const people = await catalogue.listPopularPeople(page, locale);
      const results = await Promise.all(
        people.results.map(async (person) => ({ ...person, knownFor: await allowed(person.knownFor) })),
      );
      return { ...people, results };
    },
    getPerson: (id, locale) => catalogue.getPerson(id, locale),
    async getPersonWithCredits(id, locale) {
      const person = await catalogue.getPersonWithCredits(id, locale);
      return { ...person, knownFor: await allowed(person.knownFor) };
    },
    getPersonSeries: async (id, locale) => allowed(await catalogue.getPersonSeries(id, locale)),
    listWatchProviders: (kind, region, locale) => catalogue.listWatchProviders(kind, region, locale),
    listWatchRegions: (locale) => catalogue.listWatchRegions(locale),
    listOriginalLanguages: () => catalogue.listOriginalLanguages(),
    listCertifications: (kind) => catalogue.listCertifications(kind),
    getCertifications: (kind, id) => catalogue.getCertifications(kind, id),
    findByImdbId: async (imdbId) => allowed(await catalogue.findByImdbId(imdbId)),
    async getTitleMatch(kind, id) {
      await refuse(kind, id);
      return catalogue.getTitleMatch(kind, id);
    },
    async getExternalIds(kind, id) {
      await refuse(kind, id);
      return catalogue.getExternalIds(kind, id);
    },
    searchForMatch: async (kind, query, year) => allowed(await catalogue.searchForMatch(kind, query, year)),
  };
}
