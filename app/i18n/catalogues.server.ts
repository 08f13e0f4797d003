import catalogueFiles from "virtual:marquee/catalogue-files";
import type { I18n, Messages } from "~/i18n/runtime";
import { i18nFor, registerCatalogue } from "./i18n";
import { DEFAULT_LANGUAGE, type Language } from "./languages";
import ar from "./messages/ar.json";
import de from "./messages/de.json";
import en from "./messages/en.json";
import es from "./messages/es.json";
import fr from "./messages/fr.json";
import ja from "./messages/ja.json";
import ptBR from "./messages/pt-BR.json";

// Every language's compiled catalogue, on the server only, where every page renders with its language's. The
// browser reads its page's language from a file of its own (catalogueFile), never another language's.
const CATALOGUES: Record<string, Messages> = { en, es, fr, de, "pt-BR": ptBR, ja, ar };
for (const [code, messages] of Object.entries(CATALOGUES)) registerCatalogue(code, messages);

export function messagesFor(language: Language): Messages {
  return CATALOGUES[language.code] ?? CATALOGUES[DEFAULT_LANGUAGE.code] ?? {};
}

/** The language's messages and formatters, for server code outside a page's render (a loader, a feed). */
export function i18nOf(language: Language): I18n {
  return i18nFor(language.code, messagesFor(language));
}

/** The URL of the language's catalogue as the browser loads it: hashed, kept by caches for good. */
export function catalogueFile(language: Language): string {
  return catalogueFiles[language.code] ?? catalogueFiles[DEFAULT_LANGUAGE.code] ?? "";
}
