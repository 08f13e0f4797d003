import { LANGUAGES, type Language } from "./languages";

// Kept apart from languages.ts: only the language suggestion on home (loaded after hydration) needs it.

/**
 * The language a browser asks for first among ours, from Accept-Language or navigator.languages: an exact tag
 * first ("pt-BR"), then the base language ("pt-PT" -> pt-BR, "es-MX" -> es). Undefined when none matches.
 */
export function preferredLanguage(tags: readonly string[]): Language | undefined {
  for (const tag of tags.slice(0, 20)) {
    const lower = tag.trim().toLowerCase();
    const exact = LANGUAGES.find((language) => language.code.toLowerCase() === lower);
    if (exact) return exact;
    const base = lower.split("-")[0];
    const byBase = LANGUAGES.find((language) => language.code.toLowerCase().split("-")[0] === base);
    if (byBase) return byBase;
  }
  return undefined;
}
