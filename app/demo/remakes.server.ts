// Near misses for matching by title and year: a remake of a demo film under the same title decades
// later, and another film that happens to share a title with an older one. Added after generation, with ids
// past the generated range and little popularity, so every generated title, list order and test id stays as it
// was; each is otherwise an ordinary movie (details, artwork, find, search).

import type { DemoMovie } from "./demo-types";

interface NearMiss {
  id: number;
  /** The generated film whose title it shares. */
  of: number;
  releaseDate: string;
}

export const NEAR_MISSES: readonly NearMiss[] = [
  // "The Last Harbor" (1986) and its remake.
  { id: 109001, of: 100001, releaseDate: "2021-10-08" },
  // "Love in Lisbon" (1998) and an unrelated film of the same name.
  { id: 109002, of: 100005, releaseDate: "2006-06-16" },
];

export function nearMisses(movies: readonly DemoMovie[]): DemoMovie[] {
  return NEAR_MISSES.flatMap(({ id, of, releaseDate }) => {
    const original = movies.find((movie) => movie.id === of);
    if (!original) return [];
    return [
      {
        ...original,
        id,
        releaseDate,
        posterPath: `/m${id}-poster.webp`,
        backdropPath: original.backdropPath === null ? null : `/m${id}-backdrop.webp`,
        collectionId: null,
        popularity: 0.6,
        voteCount: 40,
        trendDay: 0,
        trendWeek: 0,
      },
    ];
  });
}
