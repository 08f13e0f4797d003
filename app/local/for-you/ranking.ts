import type { TitleRef, TitleSummary } from "~/catalogue/types";
import type { VisitorHistory, WatchedTitle } from "./history";

// Home's "Because you watched {title}" and "Top picks for you", worked out in the browser from the
// visitor's history and the recommendations the site gave for one title at a time. Pure and deterministic: the
// same history and answers give the same rows, in the same order, whatever order the answers came in.

/** "Because you watched" rows at most. */
export const BECAUSE_ROWS = 2;
/** Titles whose recommendations feed Top picks (the Because rows' included): one request each. */
export const TOP_PICK_SEEDS = 6;
export const ROW_LENGTH = 20;
/** "Well rated": TMDB's average at least this. */
export const TOP_PICK_MIN_RATING = 6;

export interface Seed extends TitleRef {
  /** How much this title says about the visitor's taste (hours watched, more for finished ones). */
  weight: number;
}

/** What a recommendation needs here: its card, its rating and genres. */
export type Candidate = Pick<
  TitleSummary,
  "id" | "kind" | "title" | "posterPath" | "voteAverage" | "genreIds"
>;

export interface Recommendations {
  seed: Seed;
  results: readonly Candidate[];
}

const keyOf = (title: { kind: string; id: number }) => `${title.kind}:${title.id}`;

/** Ties broken the same way everywhere: films before series, then the lower id. */
function byKindAndId(a: { kind: string; id: number }, b: { kind: string; id: number }): number {
  return a.kind === b.kind ? a.id - b.id : a.kind < b.kind ? -1 : 1;
}

function watchedWeight(title: WatchedTitle): number {
  return Math.min(title.seconds / 3600, 10) + (title.finishedAt !== null ? 1 : 0);
}

const asSeed = (title: WatchedTitle): Seed => ({
  kind: title.kind,
  id: title.id,
  title: title.title,
  posterPath: title.posterPath,
  weight: watchedWeight(title),
});

/**
 * The titles the "Because you watched" rows are about: the one the visitor most recently finished, then the one
 * they watched longest of the rest (or, with nothing finished, the two watched longest).
 */
export function becauseSeeds(history: VisitorHistory): Seed[] {
  const recentFirst = history.watched
    .filter((title) => title.finishedAt !== null)
    .sort((a, b) => (b.finishedAt ?? 0) - (a.finishedAt ?? 0) || byKindAndId(a, b));
  const longestFirst = [...history.watched].sort(
    (a, b) => b.seconds - a.seconds || b.playedAt - a.playedAt || byKindAndId(a, b),
  );
  const seeds: WatchedTitle[] = [];
  const add = (title: WatchedTitle | undefined) => {
    if (title && seeds.length < BECAUSE_ROWS && !seeds.some((seed) => keyOf(seed) === keyOf(title)))
      seeds.push(title);
  };
  add(recentFirst[0]);
  for (const title of longestFirst) add(title);
  return seeds.map(asSeed);
}

/**
 * Every title whose recommendations are asked for: the Because rows' seeds, then what else the visitor watched
 * (longest first), then My List (newest first), then Recently Viewed, TOP_PICK_SEEDS at most.
 */
export function topPickSeeds(history: VisitorHistory): Seed[] {
  const seeds = becauseSeeds(history);
  const taken = new Set(seeds.map(keyOf));
  const add = (seed: Seed) => {
    if (seeds.length >= TOP_PICK_SEEDS || taken.has(keyOf(seed))) return;
    if (history.notInterested[keyOf(seed)]?.hidden) return;
    taken.add(keyOf(seed));
    seeds.push(seed);
  };
  const byWeight = [...history.watched].sort(
    (a, b) => watchedWeight(b) - watchedWeight(a) || byKindAndId(a, b),
  );
  for (const title of byWeight) add(asSeed(title));
  for (const title of history.listed) add({ ...title, weight: 0.5 });
  for (const title of history.viewed) add({ ...title, weight: 0.25 });
  return seeds;
}

/**
 * A recommendation the visitor has not played, listed or dismissed. (A title they only looked at may come back:
 * opening a title is not watching it.)
 */
function wanted(history: VisitorHistory) {
  return (title: Candidate) => !history.excluded.has(keyOf(title));
}

export interface BecauseRow {
  seed: Seed;
  items: Candidate[];
}

/**
 * The Because rows: each seed's recommendations in TMDB's order, without what the visitor watched, listed or
 * dismissed; the second row leaves out what the first shows. A row with nothing left is dropped.
 */
export function becauseRows(history: VisitorHistory, answers: readonly Recommendations[]): BecauseRow[] {
  const seeds = becauseSeeds(history);
  const keep = wanted(history);
  const shown = new Set<string>();
  const rows: BecauseRow[] = [];
  for (const seed of seeds) {
    const answer = answers.find((a) => keyOf(a.seed) === keyOf(seed));
    if (!answer) continue;
    const items = unique(answer.results)
      .filter((title) => keep(title) && !shown.has(keyOf(title)))
      .slice(0, ROW_LENGTH);
    for (const title of items) shown.add(keyOf(title));
    if (items.length > 0) rows.push({ seed, items });
  }
  return rows;
}

function unique(titles: readonly Candidate[]): Candidate[] {
  const seen = new Set<string>();
  return titles.filter((title) => !seen.has(keyOf(title)) && Boolean(seen.add(keyOf(title))));
}

/**
 * How much the visitor watches each genre: every seed's weight spread over the genres of what TMDB recommends
 * for it (a title's own genres are not stored here; its recommendations share them), scaled so the top is 1.
 */
export function genreProfile(answers: readonly Recommendations[]): Map<number, number> {
  const profile = new Map<number, number>();
  for (const { seed, results } of inSeedOrder(answers)) {
    if (results.length === 0) continue;
    const share = seed.weight / results.length;
    for (const title of results)
      for (const genre of new Set(title.genreIds)) profile.set(genre, (profile.get(genre) ?? 0) + share);
  }
  const top = Math.max(0, ...profile.values());
  if (top > 0) for (const [genre, value] of profile) profile.set(genre, value / top);
  return profile;
}

/**
 * The answers in one fixed order (by seed), whatever order they arrived in: sums of fractions depend on the
 * order they are added in, and a tie decided by the last bit of a float would not be deterministic.
 */
function inSeedOrder(answers: readonly Recommendations[]): Recommendations[] {
  return [...answers].sort((a, b) => byKindAndId(a.seed, b.seed));
}

interface Scored {
  title: Candidate;
  score: number;
}

/**
 * Top picks: every recommendation gathered, well rated, not watched, listed, dismissed or already in a Because
 * row, ranked by how well its genres fit the visitor's (half), its rating (three tenths) and how many of the
 * visitor's titles led to it, by their weight (a fifth). Ties: the higher rating, then films first, then id.
 */
export function topPicks(
  history: VisitorHistory,
  answers: readonly Recommendations[],
  inBecauseRows: readonly Candidate[] = [],
): Candidate[] {
  const keep = wanted(history);
  const shownAbove = new Set(inBecauseRows.map(keyOf));
  const profile = genreProfile(answers);
  const support = new Map<string, number>();
  const candidates = new Map<string, Candidate>();
  for (const { seed, results } of inSeedOrder(answers)) {
    for (const title of unique(results)) {
      const key = keyOf(title);
      support.set(key, (support.get(key) ?? 0) + seed.weight);
      if (!candidates.has(key)) candidates.set(key, title);
    }
  }
  const mostSupport = Math.max(0, ...support.values());
  const scored: Scored[] = [];
  for (const [key, title] of candidates) {
    if (!keep(title) || shownAbove.has(key) || title.voteAverage < TOP_PICK_MIN_RATING) continue;
    const genres = [...new Set(title.genreIds)];
    const fit =
      genres.length === 0
        ? 0
        : genres.reduce((sum, genre) => sum + (profile.get(genre) ?? 0), 0) / genres.length;
    const backed = mostSupport > 0 ? (support.get(key) ?? 0) / mostSupport : 0;
    scored.push({ title, score: 0.5 * fit + 0.3 * (title.voteAverage / 10) + 0.2 * backed });
  }
  return scored
    .sort(
      (a, b) =>
        b.score - a.score || b.title.voteAverage - a.title.voteAverage || byKindAndId(a.title, b.title),
    )
    .slice(0, ROW_LENGTH)
    .map(({ title }) => title);
}
