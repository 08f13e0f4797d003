// Stays over 300 lines: the tests of one module (ranking.ts), all built on the fixtures at their top.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { NotInterested } from "../not-interested";
import { EMPTY_PLAYBACK, type Playback } from "../playback";
import type { ViewedEntry } from "../recently-viewed";
import type { WatchlistEntry } from "../watchlist";
import { visitorHistory } from "./history";
import {
  becauseRows,
  becauseSeeds,
  type Candidate,
  genreProfile,
  type Recommendations,
  TOP_PICK_SEEDS,
  topPickSeeds,
  topPicks,
} from "./ranking";

// Factories: a visitor's stored history, and the recommendations the site answers for one title.

const HOUR = 3600;
const DRAMA = 18;
const COMEDY = 35;
const HORROR = 27;

function makeCandidate(overrides: Partial<Candidate> & { id: number }): Candidate {
  return {
    kind: "movie",
    title: `Title ${overrides.id}`,
    posterPath: null,
    voteAverage: 7,
    genreIds: [DRAMA],
    ...overrides,
  };
}

interface Played {
  kind: "movie" | "series";
  id: number;
  seconds: number;
  /** Whole length; a film played to it is finished. */
  duration?: number;
  at: number;
}

function makePlayback(played: readonly Played[], marks: Playback["marks"] = {}): Playback {
  const playback: Playback = { progress: {}, marks: { ...marks }, titles: {} };
  for (const item of played) {
    const key = item.kind === "movie" ? `movie:${item.id}` : `series:${item.id}:1:1`;
    playback.progress[key] = {
      position: item.seconds,
      duration: item.duration ?? 2 * HOUR,
      updatedAt: item.at,
    };
    playback.titles[`${item.kind}:${item.id}`] = {
      title: `Watched ${item.id}`,
      poster_path: null,
      episode: item.kind === "series" ? { season: 1, episode: 1 } : null,
      next: item.kind === "series" ? { season: 1, episode: 2 } : null,
      hidden: false,
      updatedAt: item.at,
    };
  }
  return playback;
}

function history(input: {
  playback?: Playback;
  watchlist?: WatchlistEntry[];
  viewed?: ViewedEntry[];
  notInterested?: NotInterested;
}) {
  return visitorHistory({
    playback: input.playback ?? EMPTY_PLAYBACK,
    watchlist: input.watchlist ?? [],
    viewed: input.viewed ?? [],
    notInterested: input.notInterested ?? {},
  });
}

const dismissed = (...keys: string[]): NotInterested =>
  Object.fromEntries(keys.map((key) => [key, { title: key, hidden: true, updatedAt: 5 }]));

function answersFor(h: ReturnType<typeof history>, results: (seedId: number) => Candidate[]) {
  return topPickSeeds(h).map((seed): Recommendations => ({ seed, results: results(seed.id) }));
}

describe("the Because you watched seeds", () => {
  it("are the title most recently finished, then the one watched longest", () => {
    const h = history({
      playback: makePlayback([
        { kind: "movie", id: 1, seconds: 2 * HOUR, duration: 2 * HOUR, at: 100 }, // finished, earlier
        { kind: "movie", id: 2, seconds: 1.9 * HOUR, duration: 2 * HOUR, at: 300 }, // finished, latest
        { kind: "movie", id: 3, seconds: 0.5 * HOUR, at: 400 }, // half an hour, most recent of all
        { kind: "series", id: 4, seconds: 0.7 * HOUR, duration: 0.75 * HOUR, at: 200 }, // an episode, watched
      ]),
    });
    expect(becauseSeeds(h).map((seed) => seed.id)).toEqual([2, 1]);
  });

  it("are the two watched longest when nothing was finished, and never a title barely opened", () => {
    const h = history({
      playback: makePlayback([
        { kind: "movie", id: 1, seconds: 30, at: 500 },
        { kind: "movie", id: 2, seconds: 0.4 * HOUR, at: 100 },
        { kind: "movie", id: 3, seconds: 0.9 * HOUR, at: 50 },
      ]),
    });
    expect(becauseSeeds(h).map((seed) => seed.id)).toEqual([3, 2]);
  });

  it("leave out a title the visitor said they are not interested in", () => {
    const h = history({
      playback: makePlayback([
        { kind: "movie", id: 1, seconds: 2 * HOUR, at: 100 },
        { kind: "movie", id: 2, seconds: 2 * HOUR, at: 300 },
      ]),
      notInterested: dismissed("movie:2"),
    });
    expect(becauseSeeds(h).map((seed) => seed.id)).toEqual([1]);
  });

  it("count an episode marked watched with no position (an import) as watched", () => {
    const h = history({
      playback: {
        progress: {},
        titles: {},
        marks: { "series:9:1:1": { watched: true, updatedAt: 10 } },
      },
      viewed: [{ id: 9, type: "series", media_type: "tv", title: "Marked Show", poster_path: null }],
    });
    expect(becauseSeeds(h)).toMatchObject([{ kind: "series", id: 9, title: "Marked Show" }]);
  });
});

describe("the Top picks seeds", () => {
  it("go on from what was watched to My List, newest added first, then Recently Viewed, six at most", () => {
    const h = history({
      playback: makePlayback([{ kind: "movie", id: 1, seconds: 2 * HOUR, at: 100 }]),
      watchlist: [10, 11, 12].map((id) => ({ id, type: "movie", title: `Listed ${id}`, poster_path: null })),
      viewed: [20, 21, 22, 23].map((id) => ({
        id,
        type: "movie",
        media_type: "movie",
        title: `Viewed ${id}`,
        poster_path: null,
      })),
    });
    const seeds = topPickSeeds(h);
    expect(seeds).toHaveLength(TOP_PICK_SEEDS);
    expect(seeds.map((seed) => seed.id)).toEqual([1, 12, 11, 10, 20, 21]);
  });
});

describe("the Because you watched rows", () => {
  const h = history({
    playback: makePlayback([
      { kind: "movie", id: 1, seconds: 2 * HOUR, at: 300 },
      { kind: "movie", id: 2, seconds: 1.5 * HOUR, at: 100 },
      { kind: "movie", id: 3, seconds: 60, at: 50 }, // opened for a minute: watched, not a seed
    ]),
    watchlist: [{ id: 40, type: "movie", title: "Listed", poster_path: null }],
    notInterested: dismissed("movie:50"),
  });

  it("keep TMDB's order and leave out titles watched (the seeds among them), listed or dismissed", () => {
    const answers = answersFor(h, (seed) =>
      seed === 1 ? [30, 3, 40, 50, 2, 31, 32].map((id) => makeCandidate({ id })) : [],
    );
    const rows = becauseRows(h, answers);
    expect(rows.map((row) => row.seed.id)).toEqual([1]);
    expect(rows[0]?.items.map((item) => item.id)).toEqual([30, 31, 32]);
  });

  it("may recommend a title the visitor only looked at: opening a title is not watching it", () => {
    const looked = history({
      playback: makePlayback([{ kind: "movie", id: 1, seconds: 2 * HOUR, at: 300 }]),
      viewed: [{ id: 30, type: "movie", media_type: "movie", title: "Looked at", poster_path: null }],
    });
    const answers = answersFor(looked, (seed) =>
      seed === 1 ? [30, 31].map((id) => makeCandidate({ id })) : [],
    );
    expect(becauseRows(looked, answers)[0]?.items.map((item) => item.id)).toEqual([30, 31]);
  });

  it("do not repeat in the second row what the first shows", () => {
    const answers = answersFor(h, (seed) =>
      seed === 1
        ? [30, 31].map((id) => makeCandidate({ id }))
        : seed === 2
          ? [31, 33, 30, 34].map((id) => makeCandidate({ id }))
          : [],
    );
    expect(becauseRows(h, answers).map((row) => row.items.map((item) => item.id))).toEqual([
      [30, 31],
      [33, 34],
    ]);
  });

  it("tell a film from a series with the same id", () => {
    const answers = answersFor(h, (seed) =>
      seed === 1 ? [makeCandidate({ id: 2, kind: "series" }), makeCandidate({ id: 40, kind: "series" })] : [],
    );
    expect(becauseRows(h, answers)[0]?.items).toMatchObject([
      { id: 2, kind: "series" },
      { id: 40, kind: "series" },
    ]);
  });
});

describe("the genre profile", () => {
  it("weighs each genre by how long the visitor watched what it is recommended for", () => {
    const h = history({
      playback: makePlayback([
        { kind: "movie", id: 1, seconds: 4 * HOUR, duration: 5 * HOUR, at: 100 },
        { kind: "movie", id: 2, seconds: 1 * HOUR, at: 50 },
      ]),
    });
    const profile = genreProfile(
      answersFor(h, (seed) =>
        seed === 1
          ? [makeCandidate({ id: 30, genreIds: [DRAMA] })]
          : [makeCandidate({ id: 31, genreIds: [COMEDY] })],
      ),
    );
    expect(profile.get(DRAMA)).toBe(1);
    expect(profile.get(COMEDY)).toBeCloseTo(0.25);
  });
});

describe("Top picks", () => {
  const h = history({
    playback: makePlayback([
      { kind: "movie", id: 1, seconds: 3 * HOUR, duration: 3 * HOUR, at: 300 },
      { kind: "movie", id: 2, seconds: 0.5 * HOUR, at: 100 },
    ]),
    watchlist: [{ id: 41, type: "movie", title: "Listed", poster_path: null }],
  });

  it("rank the visitor's genres first, then rating, and keep only well rated titles", () => {
    const answers = answersFor(h, (seed) =>
      seed === 1
        ? [
            makeCandidate({ id: 30, genreIds: [DRAMA], voteAverage: 7 }),
            makeCandidate({ id: 31, genreIds: [DRAMA], voteAverage: 8 }),
            makeCandidate({ id: 32, genreIds: [DRAMA], voteAverage: 4 }),
          ]
        : seed === 2
          ? [makeCandidate({ id: 33, genreIds: [HORROR], voteAverage: 9 })]
          : [],
    );
    expect(topPicks(h, answers).map((title) => title.id)).toEqual([31, 30, 33]);
  });

  it("leave out what the Because rows already show", () => {
    const answers = answersFor(h, (seed) => (seed === 1 ? [30, 31].map((id) => makeCandidate({ id })) : []));
    expect(topPicks(h, answers, [makeCandidate({ id: 30 })]).map((title) => title.id)).toEqual([31]);
  });

  it("break ties the same way every time: films before series, then the lower id", () => {
    const same = { genreIds: [DRAMA], voteAverage: 7 };
    const answers = answersFor(h, (seed) =>
      seed === 1
        ? [
            makeCandidate({ id: 35, kind: "series", ...same }),
            makeCandidate({ id: 36, ...same }),
            makeCandidate({ id: 34, ...same }),
          ]
        : [],
    );
    expect(topPicks(h, answers).map((title) => `${title.kind}:${title.id}`)).toEqual([
      "movie:34",
      "movie:36",
      "series:35",
    ]);
  });
});

// Any history, any answers: watched, listed and dismissed titles never come back, and the rows do not depend on
// the order the answers arrived in.
describe("whatever the history and the answers", () => {
  const ids = fc.integer({ min: 1, max: 40 });
  const kinds = fc.constantFrom<"movie" | "series">("movie", "series");
  const candidate = fc.record({
    id: ids,
    kind: kinds,
    voteAverage: fc.integer({ min: 0, max: 100 }).map((n) => n / 10),
    genreIds: fc.uniqueArray(fc.constantFrom(DRAMA, COMEDY, HORROR, 28, 16), { maxLength: 3 }),
  });
  const played = fc.record({
    id: ids,
    kind: kinds,
    seconds: fc.integer({ min: 0, max: 2 * HOUR }),
    at: fc.integer({ min: 1, max: 1000 }),
  });
  const listed = fc.record({ id: ids, type: kinds });
  const stored = fc.record({
    played: fc.uniqueArray(played, { maxLength: 8, selector: (p) => `${p.kind}:${p.id}` }),
    listed: fc.uniqueArray(listed, { maxLength: 6, selector: (l) => `${l.type}:${l.id}` }),
    dismissed: fc.uniqueArray(
      fc.tuple(kinds, ids).map(([kind, id]) => `${kind}:${id}`),
      { maxLength: 6 },
    ),
    answers: fc.array(fc.array(candidate, { maxLength: 20 }), {
      minLength: TOP_PICK_SEEDS,
      maxLength: TOP_PICK_SEEDS,
    }),
    shuffle: fc.integer({ min: 0, max: 1000 }),
  });

  it("never recommend a title played, on My List or dismissed, and rank the same in any arrival order", () => {
    fc.assert(
      fc.property(stored, (input) => {
        const h = history({
          playback: makePlayback(input.played.map((p) => ({ ...p, duration: 2 * HOUR }))),
          watchlist: input.listed.map((l) => ({ ...l, title: `Listed ${l.id}`, poster_path: null })),
          notInterested: dismissed(...input.dismissed),
        });
        const answers = topPickSeeds(h).map(
          (seed, index): Recommendations => ({
            seed,
            results: (input.answers[index] ?? []).map((c) => makeCandidate(c)),
          }),
        );
        const rows = becauseRows(h, answers);
        const picks = topPicks(
          h,
          answers,
          rows.flatMap((row) => row.items),
        );
        const forbidden = new Set([
          ...input.played.map((p) => `${p.kind}:${p.id}`),
          ...input.listed.map((l) => `${l.type}:${l.id}`),
          ...input.dismissed,
        ]);
        const shown = [...rows.flatMap((row) => row.items), ...picks];
        expect(shown.filter((title) => forbidden.has(`${title.kind}:${title.id}`))).toEqual([]);

        const turn = answers.length > 0 ? input.shuffle % answers.length : 0;
        const rotated = [...answers.slice(turn), ...answers.slice(0, turn)].reverse();
        const again = becauseRows(h, rotated);
        expect(again).toEqual(rows);
        expect(
          topPicks(
            h,
            rotated,
            again.flatMap((row) => row.items),
          ),
        ).toEqual(picks);
      }),
      { seed: 25, numRuns: 200 },
    );
  }, 60_000);
});
