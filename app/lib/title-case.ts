/**
 * Capitalises the first letter of each word and leaves the rest alone, so "TV Movie movies" becomes
 * "TV Movie Movies" and "Sci-Fi & Fantasy series" becomes "Sci-Fi & Fantasy Series" (spec §2, genre page).
 */
export function titleCase(text: string): string {
  return text
    .trim()
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}
