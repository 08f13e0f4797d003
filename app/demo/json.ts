// A JSON object as the demo catalogue's handler answers it: the *-shapes.server.ts modules build TMDB's wire
// format in these, and the localiser walks them. Its own module so that the shape modules can share it
// without importing one another.
export type Json = Record<string, unknown>;

/**
 * Fields of a record under TMDB's snake_case names ("voteAverage" → "vote_average"), in the order given: the
 * order TMDB sends them in, which the demo keeps.
 */
export function snakeCaseFields<T extends object>(record: T, keys: ReadonlyArray<keyof T & string>): Json {
  return Object.fromEntries(
    keys.map((key) => [key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`), record[key]]),
  );
}
