import type { I18n } from "~/i18n/runtime";
import { messagesFor } from "./catalogues.server";
import { i18nFor, LanguageProvider } from "./i18n";
import { type Language, type LanguageCode, languageByCode } from "./languages";

// For Vitest: a language's real catalogue, compiled as the site compiles it (vitest.config.ts runs the same build
// step), so tests read what visitors read.

/** The Language record of a code the tests name. */
export function languageOf(code: LanguageCode): Language {
  const language = languageByCode(code);
  if (!language) throw new Error(`No language ${code}`);
  return language;
}

/** The Lingui instance a page in that language renders with. */
export function i18nIn(code: LanguageCode): I18n {
  const language = languageOf(code);
  return i18nFor(language.code, messagesFor(language));
}

/** Its children in a language, as the root's provider puts pages in theirs: `<InLanguage code="es">`. */
export function InLanguage({ code, children }: { code: LanguageCode; children: React.ReactNode }) {
  const language = languageOf(code);
  return (
    <LanguageProvider data={{ language: language.code, messages: messagesFor(language) }}>
      {children}
    </LanguageProvider>
  );
}
