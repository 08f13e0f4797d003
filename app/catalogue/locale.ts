// The languages the catalogue can ask TMDB for, as data: the client, the demo catalogue and the tests that
// check every upstream call all read this one list (docs/decisions/0024-catalogue-languages.md).

export const CATALOGUE_LANGUAGES = ["en-US", "es-ES", "fr-FR", "de-DE", "pt-BR", "ja-JP", "ar-SA"] as const;

export type CatalogueLanguage = (typeof CATALOGUE_LANGUAGES)[number];

/**
 * What a catalogue call is for. `region` is carried for the region-dependent UI still to come (release
 * dates, Where to watch) and not sent upstream yet.
 */
export interface CatalogueLocale {
  language: CatalogueLanguage;
  region?: string;
}

export const DEFAULT_LOCALE: CatalogueLocale = { language: "en-US" };

export function isCatalogueLanguage(value: unknown): value is CatalogueLanguage {
  return typeof value === "string" && (CATALOGUE_LANGUAGES as readonly string[]).includes(value);
}
