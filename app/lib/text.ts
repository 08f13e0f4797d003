/**
 * Cuts text to at most `max` characters, at a word boundary where one is near, ending with an ellipsis.
 * Text already short enough is returned unchanged.
 */
export function shorten(text: string, max: number): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  const atWord = lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut;
  // Punctuation left at the cut goes, the other languages' too (Japanese 、。, Arabic ،؛؟).
  return `${atWord.replace(/[\s.,;:!?\-、。，！？،؛؟]+$/u, "")}…`;
}

/**
 * The series hero's rule (spec §2, §9): text longer than `limit` characters is cut to its first `keep`
 * characters plus '...'; text up to `limit` is shown whole, so a slightly long overview is never clipped.
 */
export function clipWhenLonger(text: string, limit: number, keep: number): string {
  const clean = text.trim();
  if (clean.length <= limit) return clean;
  return `${clean.slice(0, keep).trimEnd()}...`;
}

/** The year of an ISO date, or null. */
export function yearOf(date: string | null): string | null {
  return date && /^\d{4}/.test(date) ? date.slice(0, 4) : null;
}
