import { languageByCode } from "~/i18n/languages";
import { readRaw, writeRaw } from "./browser-storage";

// The language the visitor chose, in the footer's switcher or the suggestion banner. Kept so the
// banner on home never asks again, and offers the chosen language back when the visitor lands on English home.
export const LANGUAGE_KEY = "language";

export function readLanguageChoice(): string | undefined {
  return languageByCode(readRaw("local", LANGUAGE_KEY))?.code;
}

export function saveLanguageChoice(code: string): void {
  if (languageByCode(code)) writeRaw("local", LANGUAGE_KEY, code);
}
