import { capped, PLAYBACK_CAPS, type Playback } from "./playback";

// Two copies of the playback document (this browser's and an imported file's, later another device's) become
// one: entry by entry, the newer update wins. Equal times are settled by the entries' text, so the result is
// the same whichever copy comes first, and merging a copy twice changes nothing (tested with fast-check).

function newer<T extends { updatedAt: number }>(a: T, b: T): T {
  if (a.updatedAt !== b.updatedAt) return a.updatedAt > b.updatedAt ? a : b;
  return JSON.stringify(a) >= JSON.stringify(b) ? a : b;
}

/** One map of timestamped entries from two: per key the newer entry, keys sorted, the newest `cap` kept. */
export function mergeEntries<T extends { updatedAt: number }>(
  a: Record<string, T>,
  b: Record<string, T>,
  cap = Number.POSITIVE_INFINITY,
): Record<string, T> {
  const merged = new Map(Object.entries(a));
  for (const [key, entry] of Object.entries(b)) {
    const mine = merged.get(key);
    merged.set(key, mine ? newer(mine, entry) : entry);
  }
  // Sorted by key, so the stored text does not depend on which copy came first either.
  return capped(
    [...merged.entries()].sort(([x], [y]) => (x < y ? -1 : 1)),
    cap,
  );
}

export function mergePlayback(a: Playback, b: Playback): Playback {
  return {
    progress: mergeEntries(a.progress, b.progress, PLAYBACK_CAPS.progress),
    marks: mergeEntries(a.marks, b.marks, PLAYBACK_CAPS.marks),
    titles: mergeEntries(a.titles, b.titles, PLAYBACK_CAPS.titles),
  };
}
