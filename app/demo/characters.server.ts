// Characters of a cast, derived from title and person ids rather than stored: tens of thousands of cast
// entries exist, and only the few a response shows need their text. The same function serves title credits,
// person credits and episode synopses, so they always agree.

import type { CastCredit, DemoTitle } from "./demo-types";
import { at, mix32 } from "./random";
import { MINOR_ROLES, SURNAMES, TITLE_NAMES } from "./words";

/** Documentaries and unscripted shows list people as themselves, as TMDB does. */
function playsSelf(title: DemoTitle): string | null {
  if (title.kind === "movie") return title.genreIds.includes(99) ? "Self" : null;
  return title.type === "Scripted" || title.type === "Miniseries" ? null : "Self - Host";
}

function voiced(title: DemoTitle): boolean {
  return (
    title.genreIds[0] === 16 ||
    (title.kind === "movie" && title.genreIds.includes(16)) ||
    title.originalLanguage === "ja"
  );
}

/** The lead characters' first names, for episode synopses. */
export function leadFirstNames(title: DemoTitle): string[] {
  if (playsSelf(title)) return [];
  return title.castIds
    .slice(0, 4)
    .map((personId) => at(TITLE_NAMES, mix32(title.id * 7919 + personId) % TITLE_NAMES.length));
}

export function characterFor(title: DemoTitle, personId: number, order: number): string {
  const self = playsSelf(title);
  if (self) return self;
  const hash = mix32(title.id * 7919 + personId);
  const first = at(TITLE_NAMES, hash % TITLE_NAMES.length);
  const last = at(SURNAMES, (hash >>> 8) % SURNAMES.length);
  // Leading roles get full names; smaller parts are often just a role ("Bartender", "Detective Finch").
  const role =
    order < 4 || (hash & 16) === 0
      ? `${first} ${last}`
      : at(MINOR_ROLES, (hash >>> 4) % MINOR_ROLES.length)
          .replace("{last}", last)
          .replace("{first}", first);
  return voiced(title) ? `${role} (voice)` : role;
}

/** How many episodes a series cast member appears in: regulars all of them, others a share. */
export function episodeCountFor(title: DemoTitle, personId: number, order: number): number {
  if (title.kind !== "tv") return 0;
  const total = title.seasons.reduce(
    (sum, season) => sum + (season.seasonNumber > 0 ? season.episodeCount : 0),
    0,
  );
  if (order < 3) return total;
  const share = 0.2 + (mix32(title.id * 104729 + personId) % 70) / 100;
  return Math.max(1, Math.round(total * share));
}

export function castCredits(title: DemoTitle): CastCredit[] {
  return title.castIds.map((personId, order) => {
    const credit: CastCredit = { personId, order, character: characterFor(title, personId, order) };
    if (title.kind === "tv") credit.episodeCount = episodeCountFor(title, personId, order);
    return credit;
  });
}
