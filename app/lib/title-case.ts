/**
 * Capitalises the first letter of each word and leaves the rest alone, so "TV Movie movies" becomes
 * "TV Movie Movies" and "Sci-Fi & Fantasy series" becomes "Sci-Fi & Fantasy Series" (spec §2, genre page).
 *
 * English headline style only: in the site's other languages capitals follow their own rules ("Películas de
 * acción", not "Películas De Acción"; German nouns are capitalised already, Japanese and Arabic have none), so
 * text in another `locale` (a BCP 47 tag, the page's i18n.locale) is returned as written, only trimmed.
 */
export function titleCase(text: string, locale = "en"): string {
  const words = text.trim().split(/\s+/);
  if (!/^en(-|$)/i.test(locale)) return words.join(" ");
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(" ");
}
