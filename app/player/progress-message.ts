// The message the demo player posts to the watch page every few seconds while it plays (spec §7):
// { type: "marquee:progress", id, season, episode, seconds }; season and episode are null for a movie.
// The watch page treats it as untrusted input, like anything arriving by postMessage.

export const PROGRESS_MESSAGE_TYPE = "marquee:progress";
/** How often the demo player reports, in seconds. */
export const PROGRESS_INTERVAL_SECONDS = 5;

export interface ProgressMessage {
  type: typeof PROGRESS_MESSAGE_TYPE;
  id: number;
  season: number | null;
  episode: number | null;
  seconds: number;
}

/** An integer from min to max (a real number, not text: postMessage keeps types). */
function isIntegerIn(value: unknown, min: number, max: number): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;
}

/**
 * Checked by hand, not with zod, because this runs in the browser, where zod would cost ~24 KB gzip
 * (docs/decisions/0010-performance-budget.md).
 */
export function parseProgressMessage(data: unknown): ProgressMessage | null {
  if (typeof data !== "object" || data === null) return null;
  const { type, id, season, episode, seconds } = data as Record<string, unknown>;
  if (type !== PROGRESS_MESSAGE_TYPE || !isIntegerIn(id, 1, Number.MAX_SAFE_INTEGER)) return null;
  if (season !== null && !isIntegerIn(season, 0, 1000)) return null;
  if (episode !== null && !isIntegerIn(episode, 1, 10_000)) return null;
  if (typeof seconds !== "number" || !(seconds >= 0 && seconds <= 1_000_000)) return null;
  return { type, id, season, episode, seconds };
}
