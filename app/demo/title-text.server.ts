// Builds the words of a title: its name, overview and tagline. Names are unique across the whole catalogue
// (movies and series share one register) so that searching for a title finds exactly it plus a few relatives.

import type { DemoTitle } from "./demo-types";
import { ANIME_PATTERNS, ANIME_WORDS } from "./locales";
import {
  CLOSINGS,
  GENRE_OPENINGS,
  INCIDENTS,
  PROTAGONISTS,
  SERIES_TURNS,
  SETTINGS,
  TAGLINES,
  TURNS,
} from "./overview-words";
import { type Rng, rngFor } from "./random";
import {
  CITIES,
  GERUNDS,
  OF_THE,
  ONE_WORD_TITLES,
  SERIES_INSTITUTIONS,
  SERIES_PLACES,
  SURNAMES,
  TIMES,
  TITLE_ADJECTIVES,
  TITLE_NAMES,
  TITLE_NOUNS,
  TITLE_PLURALS,
} from "./words";

type Pattern = (rng: Rng) => string;

/** "The Calloways", "The Vasquezes": a family's name in the plural. */
function familyName(surname: string): string {
  return /(s|x|z|ch|sh)$/.test(surname) ? `${surname}es` : `${surname}s`;
}

const MOVIE_PATTERNS: ReadonlyArray<readonly [number, Pattern]> = [
  [18, (r) => `The ${r.pick(TITLE_ADJECTIVES)} ${r.pick(TITLE_NOUNS)}`],
  [12, (r) => `${r.pick(TITLE_PLURALS)} of the ${r.pick(OF_THE)}`],
  [14, (r) => `${r.pick(TITLE_ADJECTIVES)} ${r.pick(TITLE_NOUNS)}`],
  [8, (r) => `${r.pick(TIMES)} in ${r.pick(CITIES)}`],
  [3, (r) => r.pick(ONE_WORD_TITLES)],
  [4, (r) => `${r.pick(GERUNDS)} ${r.pick(TITLE_NAMES)}`],
  [5, (r) => `${r.pick(GERUNDS)} the ${r.pick(TITLE_NOUNS)}`],
  [4, (r) => `A ${r.pick(TITLE_NOUNS)} for ${r.pick(TITLE_NAMES)}`],
  [6, (r) => `The ${r.pick(TITLE_NOUNS)}'s ${r.pick(TITLE_NOUNS)}`],
  [4, (r) => `${r.pick(TITLE_NOUNS)} & ${r.pick(TITLE_NOUNS)}`],
  [5, (r) => `The ${r.pick(TITLE_NOUNS)} of ${r.pick(CITIES)}`],
  [3, (r) => `${r.pick(TITLE_NAMES)} and the ${r.pick(TITLE_ADJECTIVES)} ${r.pick(TITLE_NOUNS)}`],
];

const SERIES_PATTERNS: ReadonlyArray<readonly [number, Pattern]> = [
  [14, (r) => `${r.pick(SERIES_PLACES)} ${r.pick(SERIES_INSTITUTIONS)}`],
  [8, (r) => `The ${familyName(r.pick(SURNAMES))}`],
  [6, (r) => `${r.pick(SURNAMES)} & ${r.pick(SURNAMES)}`],
  [8, (r) => `The ${r.pick(TITLE_PLURALS)}`],
  [10, (r) => `${r.pick(TITLE_ADJECTIVES)} ${r.pick(TITLE_PLURALS)}`],
  [6, (r) => `Life on ${r.pick(SERIES_PLACES)} ${r.pick(SERIES_INSTITUTIONS)}`],
  [8, (r) => `The ${r.pick(TITLE_ADJECTIVES)} ${r.pick(TITLE_NOUNS)}`],
  [6, (r) => `${r.pick(TITLE_PLURALS)} of the ${r.pick(OF_THE)}`],
];

const MOVIE_PATTERN_TOTAL = MOVIE_PATTERNS.reduce((sum, [weight]) => sum + weight, 0);
const SERIES_PATTERN_TOTAL = SERIES_PATTERNS.reduce((sum, [weight]) => sum + weight, 0);

function weightedPattern(rng: Rng, patterns: ReadonlyArray<readonly [number, Pattern]>): Pattern {
  const total = patterns === MOVIE_PATTERNS ? MOVIE_PATTERN_TOTAL : SERIES_PATTERN_TOTAL;
  let roll = rng.next() * total;
  for (const [weight, pattern] of patterns) {
    roll -= weight;
    if (roll < 0) return pattern;
  }
  return patterns[0]?.[1] ?? ((r) => r.pick(ONE_WORD_TITLES));
}

/** Hands out titles that no other title in the catalogue has. */
export class TitleRegister {
  private readonly taken = new Set<string>();

  /** Reserves a given title (anchors, foreign titles); false when it is already taken. */
  claim(title: string): boolean {
    const key = title.toLowerCase();
    if (this.taken.has(key)) return false;
    this.taken.add(key);
    return true;
  }

  movieTitle(rng: Rng): string {
    return this.fresh(rng, MOVIE_PATTERNS);
  }

  seriesTitle(rng: Rng): string {
    return this.fresh(rng, SERIES_PATTERNS);
  }

  /** An anime title and its Japanese original, e.g. ["Blade of the Moon", "月の刃"]. */
  animeTitle(rng: Rng): [string, string] {
    for (let attempt = 0; attempt < 50; attempt++) {
      const [english, japanese] = rng.pick(ANIME_PATTERNS);
      const [a, b] = rng.sample(ANIME_WORDS, 2);
      if (!a || !b) continue;
      const title = english.replace("{a}", a[0]).replace("{b}", b[0]);
      if (this.claim(title)) return [title, japanese.replace("{a}", a[1]).replace("{b}", b[1])];
    }
    throw new Error("Ran out of anime titles");
  }

  private fresh(rng: Rng, patterns: ReadonlyArray<readonly [number, Pattern]>): string {
    for (let attempt = 0; attempt < 40; attempt++) {
      const title = weightedPattern(rng, patterns)(rng);
      if (this.claim(title)) return title;
    }
    // Combinations run out long after the catalogue's size; a suffix keeps generation total anyway.
    for (let n = 2; ; n++) {
      const title = `${weightedPattern(rng, patterns)(rng)} ${n}`;
      if (this.claim(title)) return title;
    }
  }
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** An overview's first sentence: the genre's own opening (when it has one) this often, else a generic one. */
function opening(rng: Rng, genreIds: readonly number[], tailoredChance: number): string {
  const tailored = genreIds.map((id) => GENRE_OPENINGS[id]).find((list) => list !== undefined);
  return tailored && rng.chance(tailoredChance)
    ? rng.pick(tailored)
    : `${capitalise(rng.pick(PROTAGONISTS))} ${rng.pick(SETTINGS)} ${rng.pick(INCIDENTS)}.`;
}

/** Two or three sentences; the genre decides whether a tailored opening replaces the generic one. */
function movieOverview(rng: Rng, genreIds: readonly number[]): string {
  const first = opening(rng, genreIds, 0.7);
  const turn = rng.pick(TURNS);
  return rng.chance(0.45) ? `${first} ${turn} ${rng.pick(CLOSINGS)}` : `${first} ${turn}`;
}

function seriesOverview(rng: Rng, genreIds: readonly number[]): string {
  return `${opening(rng, genreIds, 0.6)} ${rng.pick(SERIES_TURNS)}`;
}

/** Many real titles have no tagline: TMDB sends "" for them. */
function tagline(rng: Rng, emptyChance: number): string {
  return rng.chance(emptyChance) ? "" : rng.pick(TAGLINES);
}

export interface TitleStory {
  overview: string;
  tagline: string;
}

const stories = new Map<number, TitleStory>();

/**
 * A title's overview and tagline, written on first request from a stream seeded by the title's id (so the text
 * does not depend on request order) and kept. A few overviews are empty, as on TMDB.
 */
export function storyOf(title: DemoTitle): TitleStory {
  let story = stories.get(title.id);
  if (!story) {
    const rng = rngFor("story", title.id);
    story =
      title.kind === "movie"
        ? {
            overview: rng.chance(0.015) ? "" : movieOverview(rng, title.genreIds),
            tagline: tagline(rng, 0.22),
          }
        : {
            overview: rng.chance(0.02) ? "" : seriesOverview(rng, title.genreIds),
            tagline: tagline(rng, 0.5),
          };
    stories.set(title.id, story);
  }
  return story;
}
