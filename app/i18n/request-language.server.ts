import type { CatalogueLocale } from "~/catalogue/locale";
import { regionFromAcceptLanguage } from "~/lib/accept-language";
import { type Language, languageOfPath } from "./languages";

// What a loader needs to know of the visitor's language: the URL says which (app/i18n/languages.ts).

export function languageOfRequest(request: Request): Language {
  return languageOfPath(new URL(request.url).pathname);
}

/** What the catalogue asks TMDB for on this request: the page's language. */
export function catalogueLocaleOf(request: Request): CatalogueLocale {
  return { language: languageOfRequest(request).catalogue };
}

/**
 * The visitor's region, for Where to watch and release dates: the one the browser names in Accept-Language,
 * else the page language's own (es -> ES, en -> US). A page that uses it varies on Accept-Language.
 */
export function regionOf(request: Request): string {
  return regionFromAcceptLanguage(request.headers.get("Accept-Language"), languageOfRequest(request).region);
}
