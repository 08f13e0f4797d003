import type { CuratedActor } from "~/data/popular-actors";
import { mapSettled } from "~/lib/map-settled";
import type { Catalogue } from "./catalogue";
import { isCatalogueError, isNotFound } from "./catalogue-error";
import type { CatalogueLocale } from "./locale";
import type { PersonSummary } from "./types";

// What the actor list pages show (spec §2, §4, §8): person/popular a page at a time, and the curated list of
// well-known actors, each read from the catalogue with their credits.

/** The fields an actor card needs; known-for titles as text, since the card shows them as text. */
export interface ActorCardFields {
  id: number;
  name: string;
  profilePath: string | null;
  knownFor: string[];
}

/** A list of actors, or the spec's error state: the catalogue failed and the page says so (spec §8). */
export type ActorList =
  | { failed: false; actors: ActorCardFields[] }
  | {
      failed: true;
      actors: [];
      /** The HTTP status the page answers with, and the Retry-After TMDB asked for, if any. */
      status: number;
      retryAfterSeconds?: number;
    };

export type ActorsPage = ActorList & {
  page: number;
  /** 0 when the catalogue failed: paging then offers only the way back. */
  totalPages: number;
};

/** Upstream calls the curated list makes at once: quick enough, and gentle on TMDB's rate limit. */
export const POPULAR_ACTORS_CONCURRENCY = 8;

export function toActorCard(person: PersonSummary): ActorCardFields {
  return {
    id: person.id,
    name: person.name,
    profilePath: person.profilePath,
    knownFor: person.knownFor.map((title) => title.title),
  };
}

/** For logs: CatalogueError messages carry no credential; anything else is named, not dumped. */
export function describeError(error: unknown): string {
  if (isCatalogueError(error)) return error.message;
  return error instanceof Error ? `${error.name}: ${error.message}` : "unknown error";
}

function failure(error: unknown): Extract<ActorList, { failed: true }> {
  if (!isCatalogueError(error)) return { failed: true, actors: [], status: 502 };
  const retry = error.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: error.retryAfterSeconds };
  return { failed: true, actors: [], status: error.status, ...retry };
}

/** An actor not asked for because the catalogue was already failing (see loadPopularActors). */
class SkippedActor extends Error {}

/**
 * One page of person/popular, known-for titles in `locale`'s language. A failing catalogue gives the error
 * state, never a thrown error.
 */
export async function loadActorsPage(
  catalogue: Catalogue,
  page: number,
  locale?: CatalogueLocale,
): Promise<ActorsPage> {
  try {
    const result = await catalogue.listPopularPeople(page, locale);
    return { failed: false, page, totalPages: result.totalPages, actors: result.results.map(toActorCard) };
  } catch (error) {
    if (!isCatalogueError(error)) throw error;
    console.error(`Actors p${page}:`, describeError(error));
    return { ...failure(error), page, totalPages: 0 };
  }
}

/**
 * The curated actors, in the curated order, each with photo and known-for titles from one cached catalogue
 * call. An actor the catalogue cannot give is left out; only when none comes back is it the catalogue failing.
 * When a whole first round of calls fails and none has succeeded, the rest are not asked for: against a slow
 * upstream, waiting on ~60 calls 8 at a time would hold the page for eight timeouts.
 */
export async function loadPopularActors(
  catalogue: Catalogue,
  curated: readonly CuratedActor[],
  locale?: CatalogueLocale,
): Promise<ActorList> {
  let succeeded = 0;
  let failed = 0;
  const settled = await mapSettled(curated, POPULAR_ACTORS_CONCURRENCY, async (actor) => {
    if (succeeded === 0 && failed >= POPULAR_ACTORS_CONCURRENCY) throw new SkippedActor();
    try {
      const person = await catalogue.getPersonWithCredits(actor.id, locale);
      succeeded += 1;
      return person;
    } catch (error) {
      if (isCatalogueError(error) && !isNotFound(error)) failed += 1;
      throw error;
    }
  });
  const actors: ActorCardFields[] = [];
  const errors: unknown[] = [];
  for (const [index, result] of settled.entries()) {
    if (result.status === "fulfilled") {
      actors.push(toActorCard(result.value));
    } else {
      if (result.reason instanceof SkippedActor) continue;
      errors.push(result.reason);
      // A person TMDB no longer has is expected; anything else is worth a log line.
      if (!isNotFound(result.reason)) {
        console.error(`Popular actor ${curated[index]?.id}:`, describeError(result.reason));
      }
    }
  }
  if (actors.length === 0 && errors.length > 0) {
    const [first] = errors;
    if (!isCatalogueError(first)) throw first;
    return failure(first);
  }
  return { failed: false, actors };
}
