import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/i18n/languages";
import { type CategoryEntry, EXPLORE_CATEGORY_TABLE } from "./explore-categories";

const messagesOf = (code: string) =>
  JSON.parse(
    readFileSync(path.join(import.meta.dirname, "../i18n/messages", `${code}.json`), "utf8"),
  ) as Record<string, string>;

/** The message keys an entry needs: its name, each page's heading, and its tab's label where it is a tab. */
function keysOf(id: string, entry: CategoryEntry): string[] {
  const pages = (["movie", "series"] as const).flatMap((kind) => {
    const page = entry[kind];
    if (!page) return [];
    return [`explore.heading.${kind}.${id}`, ...(page.tab ? [`category.tab.${id}`] : [])];
  });
  return [`category.${id}`, ...pages];
}

describe("the explore categories' table", () => {
  const entries = Object.entries(EXPLORE_CATEGORY_TABLE) as [string, CategoryEntry][];

  it("gives every category its words in every language", () => {
    for (const language of LANGUAGES) {
      const messages = messagesOf(language.code);
      for (const [id, entry] of entries) {
        for (const key of keysOf(id, entry)) expect(messages[key], `${language.code} ${key}`).toBeTruthy();
      }
    }
  });

  it("shows every category on at least one page, and its English name and tab in the English catalogue", () => {
    const english = messagesOf("en");
    for (const [id, entry] of entries) {
      expect(entry.movie ?? entry.series, id).toBeDefined();
      expect(english[`category.${id}`]).toBe(entry.name);
      if (entry.series?.tab) expect(english[`category.tab.${id}`]).toBe(entry.series.tab);
    }
  });
});
