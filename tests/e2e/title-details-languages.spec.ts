import type { Page } from "@playwright/test";
import { expect as baseExpect, test } from "./support/test";

// The title detail overlay in other languages: its words from the page's catalogue, the title's
// name and text from the demo catalogue in that language, numbers and dates written as the language writes
// them, and every link staying in the language. The demo catalogue's titles are fixed (title-details.spec.ts).
const MOVIE = {
  id: 101488,
  es: "El faro de papel",
  ja: "忘却の鏡",
};
/** Two seasons, of 11 and 21 episodes. */
const SERIES = { id: 200156, es: "El espejo del fin del mundo" };

/** Opening the overlay renders the whole home page behind it; a busy shared machine can take a while. */
const expect = baseExpect.configure({ timeout: 15_000 });

function overlay(page: Page, name: string) {
  return page.getByRole("dialog", { name });
}

test.describe("title detail overlay in Spanish", () => {
  test("a movie's name, facts, buttons and sections read in Spanish, and its links stay in Spanish", async ({
    page,
  }) => {
    await page.goto(`/es/movie/${MOVIE.id}`);
    const dialog = overlay(page, MOVIE.es);
    await expect(dialog).toBeVisible();
    await expect(page).toHaveTitle(`${MOVIE.es} - Marquee`);
    await expect(dialog.getByRole("heading", { level: 2, name: MOVIE.es })).toBeVisible();

    await expect(dialog.getByRole("link", { name: "Cerrar" })).toHaveAttribute("href", "/es");
    await expect(dialog.getByRole("link", { name: "Reproducir", exact: true })).toHaveAttribute(
      "href",
      `/es/watch/${MOVIE.id}`,
    );
    // A decimal comma, and the runtime as Spanish writes it.
    await expect(dialog.getByRole("list", { name: "Datos" }).getByRole("listitem")).toHaveText([
      "Valoración 6,7",
      "2026",
      "1 h 48 min",
    ]);
    await expect(dialog.getByText(/^Géneros: /)).toBeVisible();

    const similar = dialog.getByRole("region", { name: "Títulos similares" });
    await expect(similar.getByRole("heading", { level: 3, name: "Títulos similares" })).toBeVisible();
    const cards = similar
      .getByRole("list", { name: "Títulos similares" })
      .locator("a[href*='/movie/'], a[href*='/series/']");
    expect(await cards.count()).toBeGreaterThan(0);
    for (const href of await cards.evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
      expect(href).toMatch(/^\/es\/(movie|series)\/\d+$/);
    }
    const expand = similar.getByRole("button", { name: "Mostrar los 20 títulos" });
    await expand.click();
    await expect(similar.getByRole("button", { name: "Mostrar menos títulos" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );

    // Another title opened from inside the overlay is the Spanish page of that title.
    const next = cards.first();
    const nextHref = await next.getAttribute("href");
    await next.click();
    await expect(page).toHaveURL(new RegExp(`${nextHref}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("dialog").getByRole("link", { name: "Cerrar" })).toBeVisible();
  });

  test("a series lists its seasons and episodes in Spanish", async ({ page }) => {
    await page.goto(`/es/series/${SERIES.id}`);
    const dialog = overlay(page, SERIES.es);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Reproducir T1:E1", exact: true })).toHaveAttribute(
      "href",
      `/es/watch/${SERIES.id}?s=1&e=1&me=11`,
    );
    await expect(dialog.getByRole("list", { name: "Datos" }).getByRole("listitem").last()).toHaveText(
      "2 temporadas",
    );

    const episodes = dialog.getByRole("region", { name: "Episodios" });
    await expect(episodes.getByRole("heading", { level: 3, name: "Episodios" })).toBeVisible();
    const season = episodes.getByRole("combobox", { name: "Temporada" });
    await expect(season.getByRole("option")).toHaveText(["Temporada 1", "Temporada 2"]);
    await expect(episodes.getByRole("button", { name: "Marcar Temporada 1 como vista" })).toBeVisible();
    await expect(
      episodes
        .getByRole("list", { name: "Temporada 1: episodios" })
        .getByRole("link", { name: /^Episodio 1: / }),
    ).toHaveAttribute("href", `/es/watch/${SERIES.id}?s=1&e=1&me=11`);

    await season.selectOption({ label: "Temporada 2" });
    await expect(page).toHaveURL(new RegExp(`/es/series/${SERIES.id}\\?season=2$`));
    const list = episodes.getByRole("list", { name: "Temporada 2: episodios" });
    await expect(list.getByRole("listitem")).toHaveCount(10);
    await episodes.getByRole("button", { name: "Mostrar los 21 episodios" }).click();
    await expect(list.getByRole("listitem")).toHaveCount(21);
    await expect(episodes.getByRole("button", { name: "Mostrar menos episodios" })).toBeVisible();
    await expect(list.getByRole("button", { name: "Episodio 3 visto" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  });

  test("'Where to watch' is for the visitor's country, named in Spanish; without one, Spain's", async ({
    browser,
    request,
  }) => {
    // A popular movie the demo offers in the United States (the demo has offers there and in the UK only).
    const home = await (await request.get("/es")).text();
    const ids = [...new Set([...home.matchAll(/href="\/es\/movie\/(\d+)"/g)].map((match) => match[1]))];
    let found: string | undefined;
    for (const id of ids) {
      const html = await (
        await request.get(`/es/movie/${id}`, { headers: { "Accept-Language": "es-US,es;q=0.9" } })
      ).text();
      // The section's own markup: its words are in the page's catalogue, which every page carries.
      if (html.includes('id="where-to-watch-heading"')) {
        found = id;
        break;
      }
    }
    expect(found).toBeDefined();
    const context = await browser.newContext({ locale: "es-US" });
    const page = await context.newPage();
    await page.goto(`/es/movie/${found}`);
    const section = page.getByRole("region", { name: "Dónde verlo en Estados Unidos" });
    await expect(section).toBeVisible();
    await expect(section.getByRole("heading", { level: 4 }).first()).toHaveText(
      /^(Streaming|Alquilar|Comprar)$/,
    );
    await expect(section.getByRole("list").first()).toHaveAccessibleName(
      /^(Streaming|Alquilar|Comprar) en Estados Unidos$/,
    );
    await expect(section.getByText("Datos de streaming de JustWatch")).toBeVisible();
    await context.close();

    // A browser that names no country reading the Spanish page: Spain, where the demo offers nothing.
    const spain = await (
      await request.get(`/es/movie/${found}`, { headers: { "Accept-Language": "es" } })
    ).text();
    expect(spain).not.toContain('id="where-to-watch-heading"');
  });

  test("a title the catalogue does not have sends the visitor to the Spanish home page", async ({ page }) => {
    await page.goto("/es/movie/99999999");
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/es$/);
    await page.goto("/es/movie/abc");
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/es$/);
  });
});

test.describe("title detail overlay in Japanese", () => {
  test("a movie reads in Japanese, with Japanese dates and runtimes, and links in Japanese", async ({
    page,
  }) => {
    await page.goto(`/ja/movie/${MOVIE.id}`);
    const dialog = overlay(page, MOVIE.ja);
    await expect(dialog).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");
    await expect(dialog.getByRole("link", { name: "閉じる" })).toHaveAttribute("href", "/ja");
    await expect(dialog.getByRole("link", { name: "再生", exact: true })).toHaveAttribute(
      "href",
      `/ja/watch/${MOVIE.id}`,
    );
    await expect(dialog.getByRole("list", { name: "作品情報" }).getByRole("listitem")).toHaveText([
      "評価 6.7",
      "2026年",
      "1時間48分",
    ]);
    const similar = dialog.getByRole("region", { name: "類似作品" });
    await expect(similar.getByRole("heading", { level: 3, name: "類似作品" })).toBeVisible();
    await expect(similar.getByRole("button", { name: "全20作品を表示" })).toBeVisible();
    const hrefs = await similar
      .locator("a[href*='/movie/'], a[href*='/series/']")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\/ja\/(movie|series)\/\d+$/);
  });
});
