import type { Messages } from "@lingui/core";
import { DEFAULT_LANGUAGE, type Language } from "./languages";
import ar from "./messages/ar.json";
import de from "./messages/de.json";
import en from "./messages/en.json";
import es from "./messages/es.json";
import fr from "./messages/fr.json";
import ja from "./messages/ja.json";
import ptBR from "./messages/pt-BR.json";

// Every language's compiled catalogue, on the server only. A page carries its own language's catalogue to the
// browser in the root loader's data, so the browser never loads another language's messages.
const CATALOGUES: Record<string, Messages> = { en, es, fr, de, "pt-BR": ptBR, ja, ar };

export function messagesFor(language: Language): Messages {
  return CATALOGUES[language.code] ?? CATALOGUES[DEFAULT_LANGUAGE.code] ?? {};
}
