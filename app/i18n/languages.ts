import type { CatalogueLanguage } from "~/catalogue/locale";
// The interface languages, as data (docs/decisions/0025-interface-languages.md). English keeps the site's URLs as
// they were; every other language serves the same pages under its own first path segment (/es/movie/550).
// routes.ts, the hreflang alternates, the footer's switcher and the tests all read this list.

export interface Language {
  /** BCP 47 tag: <html lang>, hreflang, Intl and the message catalogue's file name. */
  code: string;
  /** First path segment of the language's URLs; "" for English, whose URLs carry none. */
  segment: string;
  dir: "ltr" | "rtl";
  /** The language's name in itself, as the switcher shows it. */
  name: string;
}

export const LANGUAGES = [
  { code: "en", segment: "", dir: "ltr", name: "English" },
  { code: "es", segment: "es", dir: "ltr", name: "Español" },
  { code: "fr", segment: "fr", dir: "ltr", name: "Français" },
  { code: "de", segment: "de", dir: "ltr", name: "Deutsch" },
  { code: "pt-BR", segment: "pt-br", dir: "ltr", name: "Português (Brasil)" },
  { code: "ja", segment: "ja", dir: "ltr", name: "日本語" },
  { code: "ar", segment: "ar", dir: "rtl", name: "العربية" },
] as const satisfies readonly Language[];

export type LanguageCode = (typeof LANGUAGES)[number]["code"];

export const DEFAULT_LANGUAGE: Language = LANGUAGES[0];

/** The languages whose URLs carry a segment: every one but English. */
export const PREFIXED_LANGUAGES: readonly Language[] = LANGUAGES.filter(
  (language) => language.segment !== "",
);

export function languageByCode(code: string | null | undefined): Language | undefined {
  return LANGUAGES.find((language) => language.code === code);
}

/**
 * The language a path is in: its first segment, in any case; else English. The router matches paths regardless
 * of case, so /ES/series is served by the Spanish routes: read as English, it was a page of English words whose
 * hreflang alternates pointed at pages that do not exist (/es/ES/series).
 */
export function languageOfPath(pathname: string): Language {
  const segment = /^\/([^/?#]+)/.exec(pathname)?.[1]?.toLowerCase();
  return PREFIXED_LANGUAGES.find((language) => language.segment === segment) ?? DEFAULT_LANGUAGE;
}

/** A path without its language segment: "/es/movie/550?x=1" -> "/movie/550?x=1", "/es" -> "/". */
export function pathWithoutLanguage(path: string): string {
  const language = languageOfPath(path);
  if (language.segment === "") return path;
  const rest = path.slice(language.segment.length + 1);
  return rest === "" || rest.startsWith("/") ? rest || "/" : `/${rest}`;
}

/**
 * The site's path for `path` in `language`: "/movie/550" -> "/es/movie/550", "/" -> "/es", "/?x=1" -> "/es?x=1".
 * A path already in a language is moved to this one ("/fr/list" -> "/es/list", or "/list" for English), so
 * paths read from the current URL can be passed as they are. Other URLs ("https://...", "//host") are left alone.
 */
export function pathInLanguage(path: string, language: Language): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  path = pathWithoutLanguage(path);
  if (language.segment === "") return path;
  const prefix = `/${language.segment}`;
  if (path === "/") return prefix;
  if (path.startsWith("/?") || path.startsWith("/#")) return prefix + path.slice(1);
  return prefix + path;
}

// What the server needs of each language beyond what its pages show: the language the catalogue asks TMDB for,
// and the region assumed when the visitor's browser names none (Where to watch, regional release lists). Only the
// server calls languageLocale, so the browser's scripts leave this out (a module of its own saved 0 B).

interface LanguageLocale {
  /** What the catalogue asks TMDB for (language=). */
  catalogue: CatalogueLanguage;
  region: string;
}

const LOCALES = {
  en: { catalogue: "en-US", region: "US" },
  es: { catalogue: "es-ES", region: "ES" },
  fr: { catalogue: "fr-FR", region: "FR" },
  de: { catalogue: "de-DE", region: "DE" },
  "pt-BR": { catalogue: "pt-BR", region: "BR" },
  ja: { catalogue: "ja-JP", region: "JP" },
  ar: { catalogue: "ar-SA", region: "SA" },
} as const satisfies Record<LanguageCode, LanguageLocale>;

/** The catalogue's language and the default region of one of the site's languages (languages.ts LANGUAGES). */
export function languageLocale(language: Language): LanguageLocale {
  return LOCALES[language.code as LanguageCode];
}
