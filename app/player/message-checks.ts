// What the player messages' two directions check alike (progress-message.ts reads a frame's reports,
// command-message.ts writes the commands a room's members send): both are untrusted input, checked by hand
// because this runs in the browser (docs/decisions/0010-performance-budget.md).

/** Seconds of a film or episode: a real, non-negative number, at most ~11.5 days. */
const MAX_SECONDS = 1_000_000;

/** A number of seconds, 0 to MAX_SECONDS, or null. */
export function seconds(value: unknown): number | null {
  return typeof value === "number" && value >= 0 && value <= MAX_SECONDS ? value : null;
}

/** A check that `value` is one of `names`: the formats a provider may declare in PLAYER_PROVIDERS. */
export function isOneOf<const T>(names: readonly T[]): (value: unknown) => value is T {
  return (value): value is T => (names as readonly unknown[]).includes(value);
}
