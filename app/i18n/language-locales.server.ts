import type { CatalogueLanguage } from "~/catalogue/locale";
import type { Language, LanguageCode } from "./languages";

// What the server needs of each interface language beyond what its pages show: the language the catalogue asks
// TMDB for, and the region assumed when the visitor's browser names none (Where to watch, regional release
// lists). Kept apart from languages.ts, which every page's script carries: there these were 96 B gzip of every
// page's first load that no browser reads.

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
