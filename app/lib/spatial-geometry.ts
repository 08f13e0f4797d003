// The geometry of spatial navigation (docs/decisions/0019-spatial-navigation.md): given where focus is
// and where the other focusable things are, which one a TV remote's arrow key goes to. Pure, so it is tested on
// plain rectangles (spatial-geometry.test.ts); spatial-navigation.ts measures the page and moves focus.

export type Direction = "up" | "down" | "left" | "right";

export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The arrow keys' names (KeyboardEvent.key) and the direction each moves in. */
export const ARROW_DIRECTIONS: Readonly<Record<string, Direction>> = {
  ArrowUp: "up",
  ArrowDown: "down",
  ArrowLeft: "left",
  ArrowRight: "right",
};

/**
 * The index of the candidate an arrow key moves to from `from`, or -1 when there is none that way.
 *
 * A candidate counts when it lies that way: its near edge is past the far edge of `from`, give or take half the
 * smaller of the two (things of different sizes on one line, slight overlaps). Left and Right stay on the line:
 * a candidate must overlap `from` vertically, so the end of a row is the end, and Right there does not jump into
 * the row below or the top bar. Among the rest, the nearest wins; for Up and Down, the distance forward plus twice
 * the distance sideways (zero when the two overlap horizontally), so Down goes to the next row, and in it to the
 * card most in line with the one left behind. A tie goes to the candidate best in line (see `offset`).
 *
 * The directions are physical, as on a remote's D-pad: Left is left on a right-to-left page too. Only the tie
 * break looks at the text's direction (`rightToLeft`): rows below line up at their right edge there.
 */
export function pickTarget(
  from: Rect,
  candidates: readonly Rect[],
  direction: Direction,
  rightToLeft = false,
): number {
  const horizontal = direction === "left" || direction === "right";
  let best = -1;
  let bestScore = Number.POSITIVE_INFINITY;
  candidates.forEach((rect, index) => {
    const forward = forwardDistance(from, rect, direction);
    if (forward === null) return;
    const sideways = horizontal
      ? gap(from.top, from.bottom, rect.top, rect.bottom)
      : gap(from.left, from.right, rect.left, rect.right);
    if (horizontal && sideways > 0) return;
    // Only breaks ties between candidates that overlap the line equally well: on a line, the one whose middle is
    // level with it; in a row below, the one that starts in line (the first of the buttons under a heading),
    // lines starting on the right in right-to-left text.
    const offset = horizontal
      ? Math.abs((from.top + from.bottom) / 2 - (rect.top + rect.bottom) / 2)
      : rightToLeft
        ? Math.abs(from.right - rect.right)
        : Math.abs(from.left - rect.left);
    const score = forward + 2 * sideways + offset / 1000;
    if (score < bestScore) {
      bestScore = score;
      best = index;
    }
  });
  return best;
}

/** How far `rect` lies beyond `from` in the direction, or null when it does not lie that way. */
function forwardDistance(from: Rect, rect: Rect, direction: Direction): number | null {
  const tolerance =
    direction === "left" || direction === "right"
      ? Math.min(from.right - from.left, rect.right - rect.left) / 2
      : Math.min(from.bottom - from.top, rect.bottom - rect.top) / 2;
  const distance =
    direction === "right"
      ? rect.left - from.right
      : direction === "left"
        ? from.left - rect.right
        : direction === "down"
          ? rect.top - from.bottom
          : from.top - rect.bottom;
  return distance >= -tolerance ? Math.max(0, distance) : null;
}

/** The space between two ranges on one axis; zero when they overlap. */
function gap(startA: number, endA: number, startB: number, endB: number): number {
  return Math.max(0, startB - endA, startA - endB);
}
