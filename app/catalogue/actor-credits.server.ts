import { describeError } from "./actors.server";
import type { Catalogue } from "./catalogue";
import { type CatalogueError, isCatalogueError, isNotFound } from "./catalogue-error";
import { type CardFields, toCard } from "./explore.server";
import type { CatalogueLocale } from "./locale";

// What /movies-by-actor/{id} and /shows-by-actor/{id} show (spec §2, §4, §8): the actor's name over their
// movies (discover with_cast, paged) or series (tv_credits, page 1). Their list failing is never shown to the
// visitor (spec §8: 'not displayed'); an actor the catalogue does not know is a 404.

export interface ActorMovies {
  /** null when the catalogue failed to give the person: the page still shows, headed generically. */
  name: string | null;
  page: number;
  /** 0 when the list failed: paging then offers only the way back. */
  totalPages: number;
  items: CardFields[];
  /** A call that failed: the page still shows (spec §8), but answers its status so no cache keeps it. */
  failure: CatalogueError | null;
}

export interface ActorSeries {
  name: string | null;
  items: CardFields[];
  failure: CatalogueError | null;
}

/** Thrown when the person does not exist; the route answers 404. */
export class UnknownActorError extends Error {
  constructor(id: number) {
    super(`No person ${id}`);
    this.name = "UnknownActorError";
  }
}

/** Remembers the first failed call of a page, so the route can answer its status. */
class Failures {
  first: CatalogueError | null = null;
  add(error: CatalogueError) {
    this.first ??= error;
  }
}

/** A failed call, logged and turned into `fallback`; a person TMDB does not know stops the page. */
function quietly<T>(id: number, what: string, fallback: T, failures: Failures) {
  return (error: unknown): T => {
    if (isNotFound(error)) throw new UnknownActorError(id);
    if (!isCatalogueError(error)) throw error;
    console.error(`Actor ${id} ${what}:`, describeError(error));
    failures.add(error);
    return fallback;
  };
}

/**
 * The person's name beside a list of theirs, fetched together, and the first of the two calls that failed.
 * `list` records its own failures, as only it knows which of them still show the page.
 */
async function withActorName<T>(
  catalogue: Catalogue,
  id: number,
  locale: CatalogueLocale | undefined,
  list: (failures: Failures) => Promise<T>,
): Promise<{ name: string | null; listed: T; failure: CatalogueError | null }> {
  const failures = new Failures();
  const [person, listed] = await Promise.all([
    catalogue.getPerson(id, locale).catch(quietly(id, "details", null, failures)),
    list(failures),
  ]);
  return { name: person?.name ?? null, listed, failure: failures.first };
}

/** The person and one page of their movies (titles in `locale`'s language), fetched together. */
export async function loadActorMovies(
  catalogue: Catalogue,
  id: number,
  page: number,
  locale?: CatalogueLocale,
): Promise<ActorMovies> {
  const { name, listed, failure } = await withActorName(catalogue, id, locale, (failures) =>
    catalogue
      .discover("movie", { castId: id, page }, locale)
      .then((result) => ({ totalPages: result.totalPages, items: result.results.map(toCard) }))
      // discover answers an empty list, not a 404, for an unknown person: only getPerson decides that.
      .catch((error: unknown) => {
        if (!isCatalogueError(error)) throw error;
        if (!isNotFound(error)) {
          console.error(`Actor ${id} movies p${page}:`, describeError(error));
          failures.add(error);
        }
        return { totalPages: 0, items: [] };
      }),
  );
  return { name, page, ...listed, failure };
}

/** The person and their series (spec §7: tv_credits, page 1), fetched together. */
export async function loadActorSeries(
  catalogue: Catalogue,
  id: number,
  locale?: CatalogueLocale,
): Promise<ActorSeries> {
  const { name, listed, failure } = await withActorName(catalogue, id, locale, (failures) =>
    catalogue.getPersonSeries(id, locale).catch(quietly(id, "series", [], failures)),
  );
  return { name, items: listed.map(toCard), failure };
}
