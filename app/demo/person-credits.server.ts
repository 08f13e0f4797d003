// Each person's filmography: the inverse of the titles' casts and crews. Built once, on the first request that
// needs it (person pages, known_for, discover?with_cast), rather than at start-up.

import type { DemoCatalogue, PersonCredits } from "./demo-types";

const indexes = new WeakMap<DemoCatalogue, Map<number, PersonCredits>>();
const NONE: PersonCredits = { movieCast: [], movieCrew: [], tvCast: [], tvCrew: [] };

function buildIndex(catalogue: DemoCatalogue): Map<number, PersonCredits> {
  const index = new Map<number, PersonCredits>();
  const of = (personId: number) => {
    let entry = index.get(personId);
    if (!entry) {
      entry = { movieCast: [], movieCrew: [], tvCast: [], tvCrew: [] };
      index.set(personId, entry);
    }
    return entry;
  };
  for (const movie of catalogue.movies) {
    for (const personId of movie.castIds) of(personId).movieCast.push(movie);
    for (const credit of movie.crew) of(credit.personId).movieCrew.push({ movie, credit });
  }
  for (const series of catalogue.series) {
    for (const personId of series.castIds) of(personId).tvCast.push(series);
    for (const credit of series.crew) of(credit.personId).tvCrew.push({ series, credit });
  }
  return index;
}

export function personCredits(catalogue: DemoCatalogue, personId: number): PersonCredits {
  let index = indexes.get(catalogue);
  if (!index) {
    index = buildIndex(catalogue);
    indexes.set(catalogue, index);
  }
  return index.get(personId) ?? NONE;
}
