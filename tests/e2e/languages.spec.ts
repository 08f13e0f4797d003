import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { LANGUAGES, pathInLanguage } from "../../app/i18n/languages";
import { expect, test } from "./support/test";

// The interface languages in the browser: each page in every language, the way between languages, and the
// suggestion on home.

const PAGES = [
  "/",
  "/movie/101488",
  "/series/200156",
  "/explore-movies",
  "/explore-series?g=16",
  "/series",
  "/search?q=night",
  "/actors",
  "/popular-actors",
  "/movies-by-actor/31",
  "/list",
  "/watch/101488",
  "/watch/200156?s=1&e=2",
  // Discover: with filters, and empty with the filters to loosen, one and several.
  "/discover?genres=16&from=2000&region=US",
  "/discover?genres=16&from=1950&to=1960&lang=ja&region=US",
  "/discover?genres=16,27&to=1960&lang=ja&region=US",
  "/no-such-page",
];
const NON_ENGLISH = LANGUAGES.filter((language) => language.code !== "en");

const catalogue = (code: string) =>
  JSON.parse(readFileSync(`app/i18n/messages/${code}.json`, "utf8")) as Record<string, string>;
const ENGLISH = catalogue("en");

/**
 * The English interface messages, each as a pattern of a whole string: placeholders ({name}) match any text.
 * Messages with plural or select branches are matched by each branch's words around `#`. Left out: patterns with
 * fewer than four letters of their own ("{position} of {duration}" would match any title with "of" in it).
 * Messages a language writes as English does are the catalogue test's concern (same-as-english.json).
 */
function englishPatterns(translated: Record<string, string>): { key: string; pattern: RegExp }[] {
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return Object.entries(ENGLISH)
    .filter(([key, message]) => translated[key] !== message && /\p{L}{2,}/u.test(message))
    .flatMap(([key, message]) => {
      const branches = /\{\w+, (plural|select)/.test(message)
        ? [...message.matchAll(/(?:one|other|=\d+|\w+) \{([^{}]*)\}/g)].map((match) => match[1] ?? "")
        : [message];
      return branches
        .filter((branch) => (branch.replace(/\{\w+\}|#/g, "").match(/\p{L}/gu)?.length ?? 0) >= 4)
        .map((branch) => ({
          key,
          pattern: new RegExp(
            `^${branch
              .split(/\{\w+\}|#/)
              .map(literal)
              .join(".+?")}$`,
            "u",
          ),
        }));
    });
}

/** Everything on the page a visitor reads or hears: text, the read attributes, the tab title, the description. */
async function interfaceStrings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const strings: string[] = [document.title];
    const description = document.querySelector('meta[name="description"]')?.getAttribute("content");
    if (description) strings.push(description);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && ["SCRIPT", "STYLE", "NOSCRIPT"].includes(parent.tagName)) continue;
      // Names marked as never translated (a streaming service's: "Google Play Movies") are data, not interface.
      if (parent?.closest('[translate="no"]')) continue;
      const text = node.textContent?.trim();
      if (text) strings.push(text);
    }
    for (const element of document.body.querySelectorAll("[aria-label],[title],[alt],[placeholder]")) {
      for (const name of ["aria-label", "title", "alt", "placeholder"]) {
        const value = element.getAttribute(name)?.trim();
        if (value) strings.push(value);
      }
    }
    return strings;
  });
}

test.describe("interface languages", () => {
  /**
   * Each page in two of the six languages, by turns (every language gets five or six pages, Arabic among them),
   * hydrated, with what scripts add (rows rendered later, the personal layer, lazily loaded parts). A component
   * that writes English does so in every language, and a language that lacks a message fails
   * app/i18n/catalogues.test.ts; this looks for what neither can see, at a third of the cost of every page in
   * every language (docs/decisions/0033-test-run-time.md).
   */
  NON_ENGLISH.forEach((language, languageIndex) => {
    test(`pages in ${language.name} show no English interface text`, async ({ page }) => {
      test.slow();
      const translated = catalogue(language.code);
      const patterns = englishPatterns(translated);
      // A word the language spells as English does under another key ("Series" in Spanish) is its own.
      const ownWords = new Set(Object.values(translated));
      const half = NON_ENGLISH.length / 2;
      const mine = PAGES.filter((_, index) => index % half === languageIndex % half);
      // Pages fall to language i and i + 3 alike: each page is read in two languages.
      expect(mine.length).toBeGreaterThan(4);
      for (const path of mine) {
        await page.goto(pathInLanguage(path, language));
        await expect(page.locator("html")).toHaveAttribute("lang", language.code);
        await expect(page.locator("html")).toHaveAttribute("dir", language.dir);
        const shown = (await interfaceStrings(page)).filter((text) => !ownWords.has(text));
        const english = shown.flatMap((text) =>
          patterns.filter(({ pattern }) => pattern.test(text)).map(({ key }) => `${key}: "${text}"`),
        );
        expect(english, pathInLanguage(path, language)).toEqual([]);
      }
    });
  });

  test("every page names itself in every language, with English as the default (hreflang)", async ({
    page,
    baseURL,
  }) => {
    for (const path of ["/", "/movie/101488", "/search?q=night", "/es/explore-movies", "/ar/watch/101488"]) {
      await page.goto(path);
      const alternates = await page
        .locator('head link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]),
        );
      const englishPath = pathInLanguage(path, LANGUAGES[0]);
      expect(alternates).toEqual([
        ...LANGUAGES.map((language) => [language.code, `${baseURL}${pathInLanguage(englishPath, language)}`]),
        ["x-default", `${baseURL}${englishPath}`],
      ]);
    }
  });

  test("switching language on a title page lands on the same title in that language", async ({ page }) => {
    await page.goto("/movie/101488");
    const dialog = page.getByRole("dialog");
    const englishTitle = await dialog.getByRole("heading", { level: 2 }).first().textContent();
    await dialog.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "Español" }).click();

    await expect(page).toHaveURL(/\/es\/movie\/101488$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    const spanishDialog = page.getByRole("dialog");
    await expect(spanishDialog).toBeVisible();
    const spanishTitle = await spanishDialog.getByRole("heading", { level: 2 }).first().textContent();
    expect(spanishTitle).toBeTruthy();
    expect(spanishTitle).not.toBe(englishTitle);
    // The same title: its Play link still plays 101488, in Spanish.
    await expect(spanishDialog.locator('a[href="/es/watch/101488"]').first()).toBeVisible();

    // And back to English from the same switcher, to the very same title.
    await spanishDialog
      .getByRole("navigation", { name: "Idioma" })
      .getByRole("link", { name: "English" })
      .click();
    await expect(page).toHaveURL(/\/movie\/101488$/);
    await expect(page.getByRole("dialog").getByRole("heading", { level: 2 }).first()).toHaveText(
      englishTitle ?? "",
    );
  });

  test("after switching language on a title opened from an explore page, Close opens that explore page in the new language", async ({
    page,
  }) => {
    await page.goto("/es/explore-movies?p=2&g=popular");
    await page.getByRole("main").locator('a[href^="/es/movie/"]').first().click();
    await expect(page).toHaveURL(/\/es\/movie\/\d+$/);
    await page.getByRole("dialog").getByRole("link", { name: "العربية" }).click();
    await expect(page).toHaveURL(/\/ar\/movie\/\d+$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

    await page.getByRole("dialog").locator("a.title-overlay-close").click();
    // Not back to the Spanish overlay of the same title, the entry before this page.
    await expect(page).toHaveURL(/\/ar\/explore-movies\?p=2&g=popular$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("the search box waits for Japanese text to be composed before searching it", async ({ page }) => {
    await page.goto("/ja");
    await page.getByRole("button", { name: "検索", exact: true }).click();
    const box = page.getByRole("searchbox");
    await box.focus();
    // An input method composing kana that will become kanji: still being written, however long it takes.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Input.imeSetComposition", { text: "ぼうきゃく", selectionStart: 5, selectionEnd: 5 });
    await page.waitForTimeout(1_200);
    await expect(page).toHaveURL(/\/ja$/);
    // Composed: searched as typing is.
    await cdp.send("Input.insertText", { text: "忘却の" });
    await expect(page).toHaveURL(/\/ja\/search\?q=%E5%BF%98%E5%8D%B4%E3%81%AE$/);
    await expect(box).toHaveValue("忘却の");
  });

  test("the footer's switcher keeps the page and its query, and marks the current language", async ({
    page,
  }) => {
    await page.goto("/search?q=night");
    const switcher = page.getByRole("contentinfo").getByRole("navigation", { name: "Language" });
    await expect(switcher.getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "true");
    await switcher.getByRole("link", { name: "日本語" }).click();
    await expect(page).toHaveURL(/\/ja\/search\?q=night$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");
    await expect(
      page.getByRole("contentinfo").getByRole("navigation").getByRole("link", { name: "日本語" }),
    ).toHaveAttribute("aria-current", "true");
  });
});

/**
 * Waits until home's language suggestion has had its chance to show: its code loads after hydration, so without
 * this a check that it is hidden would pass on the page before the code ran, whatever the code would do.
 */
async function suggestionDecided(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .some((entry) => /\/language-banner-[\w-]+\.js$/.test(entry.name)),
      ),
    )
    .toBe(true);
  // Its module evaluated, then the component mounted and its effect read the stored choice: a few frames.
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100))),
      ),
  );
}

test.describe("language suggestion on home", () => {
  test.use({ locale: "es-ES" });

  test("offers the browser's language once, and a dismissal is remembered", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("region", { name: "Language suggestion" });
    await expect(banner).toContainText("This site is also available in Español.");
    await expect(banner.locator('[lang="es"]').first()).toHaveText("Español");
    await banner.getByRole("button", { name: "No thanks" }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await suggestionDecided(page);
    await expect(page.getByRole("region", { name: "Language suggestion" })).toBeHidden();
  });

  test("switches to the suggested language without a forced redirect, and offers it back later", async ({
    page,
  }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    expect(page.url()).toMatch(/\/$/);
    await page.getByRole("link", { name: "Switch to Español" }).click();
    await expect(page).toHaveURL(/\/es$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    // The suggestion is English home's alone.
    await expect(page.getByRole("region", { name: "Sugerencia de idioma" })).toBeHidden();
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Switch to Español" })).toBeVisible();
  });

  test("is not shown on other pages", async ({ page }) => {
    await page.goto("/explore-movies");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: "Language suggestion" })).toBeHidden();
  });
});

test.describe("language suggestion for an English browser", () => {
  test.use({ locale: "en-GB" });

  test("is not shown", async ({ page }) => {
    await page.goto("/");
    await suggestionDecided(page);
    await expect(page.getByRole("region", { name: "Language suggestion" })).toBeHidden();
  });
});

test.describe("languages and caches", () => {
  test("a page's language is its URL's: its own cache entry, Content-Language, and no Vary on the visitor", async ({
    request,
  }) => {
    const english = await request.get("/explore-movies");
    const spanish = await request.get("/es/explore-movies");
    expect(english.headers()["content-language"]).toBe("en");
    expect(spanish.headers()["content-language"]).toBe("es");
    expect(await spanish.text()).toContain('<html lang="es" dir="ltr"');
    for (const response of [english, spanish]) {
      expect(response.headers()["cache-control"]).toMatch(/\bpublic\b.*\bs-maxage=\d+/);
      expect(response.headers().vary ?? "").not.toMatch(/accept-language|cookie/i);
    }
  });

  test("title pages vary on Accept-Language for the Where-to-watch region only, in every language", async ({
    request,
  }) => {
    // A title no other test opens (the shared server's page cache is warm with the others'), from page 9.
    const listing = await (await request.get("/es/explore-movies?p=9")).text();
    const path = /href="(\/es\/movie\/\d+)"/.exec(listing)?.[1] ?? "";
    expect(path).not.toBe("");
    const spain = await request.get(path, { headers: { "Accept-Language": "es" } });
    const unitedStates = await request.get(path, { headers: { "Accept-Language": "es-US" } });
    const unitedStatesAgain = await request.get(path, { headers: { "Accept-Language": "es-US,es;q=0.9" } });
    for (const response of [spain, unitedStates, unitedStatesAgain]) {
      expect(response.headers().vary).toMatch(/accept-language/i);
      expect(response.headers()["content-language"]).toBe("es");
    }
    // The cached copy is kept per region (what Where to watch shows: tests/e2e/title-details-languages.spec.ts),
    // however the header spells it, and apart from the copy for a browser naming none.
    expect(spain.headers()["x-cache"]).toBe("MISS");
    expect(unitedStates.headers()["x-cache"]).toBe("MISS");
    expect(unitedStatesAgain.headers()["x-cache"]).toBe("HIT");
  });
});
