import type { CatalogueLocale } from "~/catalogue/locale";
import { regionFromAcceptLanguage } from "~/lib/accept-language";
import { type Language, languageLocale, languageOfPath } from "./languages";

// What a loader needs to know of the visitor's language: the URL says which (app/i18n/languages.ts). Each takes
// the loader's `url`, the page's address, never `request.url`: for a client navigation's data that is the raw
// request, whose path ends in `.data` ("/es.data" is no language's path).

export function languageOfUrl(url: URL): Language {
  return languageOfPath(url.pathname);
}

/** What the catalogue asks TMDB for on this request: the page's language. */
export function catalogueLocaleOf(url: URL): CatalogueLocale {
  return { language: languageLocale(languageOfUrl(url)).catalogue };
}

/**
 * The visitor's region, for Where to watch and release dates: the one the browser names in Accept-Language,
 * else the page language's own (es -> ES, en -> US). A page that uses it varies on Accept-Language.
 */
export function regionOf(request: Request, url: URL): string {
  return regionFromAcceptLanguage(
    request.headers.get("Accept-Language"),
    languageLocale(languageOfUrl(url)).region,
  );
}
