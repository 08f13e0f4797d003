import { describe, expect, it } from "vitest";
import { messagesFor } from "~/i18n/catalogues.server";
import { languageOf } from "~/i18n/test-language";
import { pageMeta } from "./page-meta";

/** The matches a meta function gets: the root route's data carries the product's name and the page's language. */
function rootMatches(productName: string, code: "en" | "es") {
  const language = languageOf(code);
  return [
    {
      id: "root",
      loaderData: {
        config: { productName, imageBaseUrl: "", catalogue: "demo" },
        language: language.code,
        messages: messagesFor(language),
      },
    },
  ];
}

describe("pageMeta", () => {
  it("writes the tab title as '{page} - {product}' and a description naming the product, in the page's language", () => {
    expect(pageMeta(rootMatches("Cinema Nova", "en"), "home.title", "home.description")).toEqual([
      { title: "Home - Cinema Nova" },
      { name: "description", content: expect.stringContaining("Cinema Nova") },
    ]);
    const [title] = pageMeta(rootMatches("Cinema Nova", "es"), "home.title", "home.description");
    expect(title).toEqual({ title: "Inicio - Cinema Nova" });
  });

  it("keeps a personal page out of search engines", () => {
    expect(
      pageMeta(rootMatches("Marquee", "en"), "list.page.title", "list.page.description", false),
    ).toContainEqual({
      name: "robots",
      content: "noindex",
    });
    expect(pageMeta(rootMatches("Marquee", "en"), "home.title", "home.description")).not.toContainEqual(
      expect.objectContaining({ name: "robots" }),
    );
  });
});
