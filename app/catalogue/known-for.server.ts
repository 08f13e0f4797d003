import { mapKnownFor, mapPersonSummary } from "./person-mappers.server";
import { kindOfMediaType } from "./tmdb-mappers.server";
import type { RawPersonCredit, RawPersonWithCredits } from "./tmdb-schemas.server";
import type { KnownForTitle, PersonSummary } from "./types";

// What a single person is known for. TMDB gives `known_for` only in person/popular and search results, so for
// one person (the curated actors, docs/decisions/0005-actor-pages.md) it is worked out from their credits.

/** How many titles a person is shown as known for: TMDB's own known_for lists three. */
export const KNOWN_FOR_COUNT = 3;

/** News, Reality and Talk: series where people appear as themselves, not roles they are known for. */
const SELF_APPEARANCE_GENRES: ReadonlySet<number> = new Set([10763, 10764, 10767]);
const SELF_CHARACTER = /^(self|himself|herself|themselves)\b/i;

function isSelfAppearance(credit: RawPersonCredit): boolean {
  return (
    (credit.genre_ids ?? []).some((genre) => SELF_APPEARANCE_GENRES.has(genre)) ||
    SELF_CHARACTER.test(credit.character?.trim() ?? "")
  );
}

/**
 * What a person is known for, from their acting credits (combined_credits cast): their most popular roles,
 * most popular first (ties by id, so the order is stable), each title once, talk-show and other appearances
 * as themselves left out. The demo catalogue's known_for follows the same popularity order.
 */
export function knownForFromCredits(cast: RawPersonCredit[], count = KNOWN_FOR_COUNT): KnownForTitle[] {
  const ranked = cast
    .filter((credit) => kindOfMediaType(credit.media_type) !== null && !isSelfAppearance(credit))
    .sort((a, b) => (b.popularity ?? 0) - (a.popularity ?? 0) || a.id - b.id);
  const seen = new Set<string>();
  const titles: KnownForTitle[] = [];
  for (const credit of ranked) {
    const title = mapKnownFor(credit);
    if (!title || seen.has(`${title.kind}-${title.id}`)) continue;
    seen.add(`${title.kind}-${title.id}`);
    titles.push(title);
    if (titles.length === count) break;
  }
  return titles;
}

/** person/{id} with combined_credits appended, as a list entry: without credits, known for nothing. */
export function mapPersonWithCredits(raw: RawPersonWithCredits): PersonSummary {
  const person = mapPersonSummary({
    id: raw.id,
    name: raw.name,
    profile_path: raw.profile_path,
    known_for: null,
  });
  return { ...person, knownFor: knownForFromCredits(raw.combined_credits?.cast ?? []) };
}
