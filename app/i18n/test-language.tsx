import type { Messages } from "@lingui/core";
import { LanguageProvider } from "./i18n";
import { DEFAULT_LANGUAGE, type LanguageCode, languageByCode } from "./languages";
import ar from "./messages/ar.json";
import de from "./messages/de.json";
import en from "./messages/en.json";
import es from "./messages/es.json";
import fr from "./messages/fr.json";
import ja from "./messages/ja.json";
import ptBR from "./messages/pt-BR.json";

// For component tests (Vitest): render inside the language provider with a language's real catalogue, compiled as the
// site compiles it (vitest.config.ts runs the same build step), so tests read what visitors read.
const CATALOGUES: Record<LanguageCode, Messages> = { en, es, fr, de, "pt-BR": ptBR, ja, ar };

/** Its children in a language, as the root's provider puts pages in theirs: `<InLanguage code="es">`. */
export function InLanguage({ code, children }: { code: LanguageCode; children: React.ReactNode }) {
  const language = languageByCode(code) ?? DEFAULT_LANGUAGE;
  return (
    <LanguageProvider data={{ language: language.code, messages: CATALOGUES[code] }}>
      {children}
    </LanguageProvider>
  );
}
