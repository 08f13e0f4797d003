// The languages the demo catalogue answers in besides English, by TMDB's language code.

import { AR } from "./ar";
import { DE } from "./de";
import { ES } from "./es";
import { FR } from "./fr";
import { JA } from "./ja";
import { PT } from "./pt";
import type { DemoTranslation } from "./types";

export const DEMO_TRANSLATIONS: Readonly<Record<string, DemoTranslation>> = {
  es: ES,
  fr: FR,
  de: DE,
  pt: PT,
  ja: JA,
  ar: AR,
};

/** Full codes the demo knows; a bare language ("es") is accepted too, as TMDB does. */
const REGIONAL: Readonly<Record<string, string>> = {
  "es-ES": "es",
  "fr-FR": "fr",
  "de-DE": "de",
  "pt-BR": "pt",
  "ja-JP": "ja",
  "ar-SA": "ar",
};

/** The language a `language=` parameter asks for, or undefined for English (also for anything unknown). */
export function demoLanguage(param: string | null): string | undefined {
  if (param === null) return undefined;
  if (param in DEMO_TRANSLATIONS) return param;
  return REGIONAL[param];
}
