import type { TitleSummary } from "./types";

// A list title as the catalogue answers it, for the tests of the code that loads lists (rows, explore), with
// what each test cares about as overrides.

export function titleSummary(overrides: Partial<TitleSummary> = {}): TitleSummary {
  return {
    id: 1,
    kind: "movie",
    title: "Night Harbor",
    overview: "",
    posterPath: null,
    backdropPath: null,
    releaseDate: null,
    voteAverage: 7,
    genreIds: [],
    ...overrides,
  };
}
