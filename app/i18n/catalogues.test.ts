import { readFileSync } from "node:fs";
import path from "node:path";
import { parse, type Token } from "@messageformat/parser";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "./languages";

// The catalogues as written (ICU text), read from disk: the build compiles them, so importing would hide the
// source. Every language must say everything English says, with the same placeholders, in valid ICU syntax.
const DIR = path.join(import.meta.dirname, "messages");
const read = (code: string) =>
  JSON.parse(readFileSync(path.join(DIR, `${code}.json`), "utf8")) as Record<string, string>;
const english = read("en");
/**
 * The messages each language writes exactly as English does, on purpose: genre names it borrows ("Thriller"),
 * words it shares ("Series" in Spanish), separators and placeholders. Any other message equal to English is
 * English left in the catalogue, and fails.
 */
const SAME_AS_ENGLISH = JSON.parse(
  readFileSync(path.join(import.meta.dirname, "same-as-english.json"), "utf8"),
) as Record<string, string[]>;

/**
 * Controls whose accessible name is a longer message than their visible words ([visible key, name key]): a
 * voice-control user says what they see, so the name must hold it.
 */
const LABEL_IN_NAME: ReadonlyArray<[string, string]> = [
  ["discover.undo", "discover.undoFor"],
  ["title.playEpisode", "title.playEpisodeLabel"],
];

/** The names a message fills in: {product}, {count, plural, ...}, and those inside plural branches. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: ReadonlyArray<Token>) => {
    for (const token of tokens) {
      if (token.type === "argument" || token.type === "function") names.add(token.arg);
      if (token.type === "plural" || token.type === "select" || token.type === "selectordinal") {
        names.add(token.arg);
        for (const branch of token.cases) walk(branch.tokens);
      }
    }
  };
  walk(parse(message));
  return [...names].sort();
}

describe("message catalogues", () => {
  it("has English messages to compare with", () => {
    expect(Object.keys(english).length).toBeGreaterThan(0);
  });

  for (const language of LANGUAGES) {
    const catalogue = read(language.code);
    describe(language.code, () => {
      it("has every key the English catalogue has, and none it lacks", () => {
        const missing = Object.keys(english).filter((key) => !(key in catalogue));
        const extra = Object.keys(catalogue).filter((key) => !(key in english));
        expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      });

      it("has no empty message, and each fills in the same placeholders as English", () => {
        for (const [key, message] of Object.entries(catalogue)) {
          expect(message.trim(), key).not.toBe("");
          if (key in english) expect(placeholders(message), key).toEqual(placeholders(english[key] ?? ""));
        }
      });

      if (language.code !== "en") {
        it("says nothing in English but what it writes as English on purpose (same-as-english.json)", () => {
          const allowed = new Set(SAME_AS_ENGLISH[language.code] ?? []);
          const sameAsEnglish = Object.keys(catalogue).filter((key) => catalogue[key] === english[key]);
          expect(sameAsEnglish.filter((key) => !allowed.has(key))).toEqual([]);
          // And the list names only messages still written as English, so it cannot hide one later.
          expect([...allowed].filter((key) => catalogue[key] !== english[key])).toEqual([]);
        });
      }

      it("names each control that shows words by a name that holds them (WCAG 2.5.3, label in name)", () => {
        for (const [shown, name] of LABEL_IN_NAME) expect(catalogue[name], name).toContain(catalogue[shown]);
      });

      it("keeps its keys sorted, so branches adding messages merge cleanly", () => {
        const keys = Object.keys(catalogue);
        expect(keys).toEqual([...keys].sort());
      });
    });
  }
});
