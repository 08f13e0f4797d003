import { createContext, useContext, useMemo } from "react";
import { useLocation } from "react-router";
import { kidsParamOf, withKidsParam } from "~/lib/kids-limit";
import { DEFAULT_LANGUAGE, type Language, languageByCode, pathInLanguage } from "./languages";
import { createI18n, type I18n, type Messages } from "./runtime";

// The page's language and its messages, for components (hooks) and for meta functions (matches). The root
// loader names the page's language; its catalogue is registered here: on the server, every language's
// (catalogues.server.ts); in the browser, the page's, read from its own cached file before hydration
// (catalogue-loader.ts). One instance (runtime.ts) is made per catalogue, never shared between two languages, so
// two requests in different languages never see each other's messages.

const instances = new WeakMap<Messages, I18n>();

/**
 * The locale numbers and dates are formatted in, where the language's plain tag is not enough. Arabic names its
 * digits: Intl's default for "ar" changed with CLDR 46 (Arabic-Indic before, Latin since), so the server and a
 * browser with another ICU (Safari, any browser from before 2025) wrote the same number differently, and the
 * page failed to hydrate wherever it shows one. Latin, as the server has written them so far.
 */
const FORMAT_LOCALES: Readonly<Record<string, string[]>> = { ar: ["ar-u-nu-latn"] };

/** The messages of a language and its compiled catalogue, made once per catalogue object. */
export function i18nFor(code: string, messages: Messages): I18n {
  let i18n = instances.get(messages);
  if (!i18n || i18n.locale !== code) {
    i18n = createI18n(code, messages, FORMAT_LOCALES[code]);
    instances.set(messages, i18n);
  }
  return i18n;
}

/** The catalogues this process has, by language code. */
const catalogues = new Map<string, Messages>();

export function registerCatalogue(code: string, messages: Messages): void {
  catalogues.set(code, messages);
}

export function hasCatalogue(code: string): boolean {
  return catalogues.has(code);
}

export interface RootLanguageData {
  language: string;
  /** A page that brings its own messages (the demo player, tests); otherwise the registered catalogue. */
  messages?: Messages;
}

const NO_MESSAGES: Messages = {};

function messagesOf(data: RootLanguageData | undefined): Messages {
  return data?.messages ?? catalogues.get(data?.language ?? DEFAULT_LANGUAGE.code) ?? NO_MESSAGES;
}

export function LanguageProvider({ data, children }: { data?: RootLanguageData; children: React.ReactNode }) {
  const code = data?.language ?? DEFAULT_LANGUAGE.code;
  const messages = messagesOf(data);
  const value = useMemo(() => ({ i18n: i18nFor(code, messages) }), [code, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

const I18nContext = createContext<{ i18n: I18n } | null>(null);

/**
 * The messages of the page's language, for components: `const { i18n } = useLingui()`. (The name is the one
 * Lingui's hook had when its runtime filled in the messages, decision 0025; 0030 replaced the runtime.)
 */
export function useLingui(): { i18n: I18n } {
  const context = useContext(I18nContext);
  if (!context) throw new Error("useLingui: no LanguageProvider above");
  return context;
}

/** The page's language (from the messages the provider holds). */
export function useLanguage(): Language {
  return languageByCode(useLingui().i18n.locale) ?? DEFAULT_LANGUAGE;
}

/** `localize("/movie/550")` is that page in the visitor's language ("/es/movie/550"). */
export function useLocalize(): (path: string) => string {
  const language = useLanguage();
  // On a kids' page its limit goes along too (app/lib/kids-limit.ts): links, forms' actions and the site's own
  // JSON requests made from these paths stay under it.
  const kids = kidsParamOf(useLocation().search);
  return (path) => withKidsParam(pathInLanguage(path, language), kids);
}

/** For meta functions, which get the matched routes' data rather than hooks. */
export function i18nFromMatches(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
): I18n {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootLanguageData | undefined;
  return i18nFor(root?.language ?? DEFAULT_LANGUAGE.code, messagesOf(root));
}

export type { I18n, Messages };
