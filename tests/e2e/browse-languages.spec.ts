import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";

// The browsing pages (explore, genre, search, actors) in other languages: the interface in the page's
// language, the catalogue asked in it (search finds a title by its translated name), and every link staying in
// the language. Spanish for explore and search, German and Arabic for the actor pages.

/** A card's title: the poster link's hidden text, whatever the card's buttons are called in a language. */
function cardTitle(card: ReturnType<Page["locator"]>) {
  return card.locator(".media-card-poster .visually-hidden");
}

async function firstTitles(page: Page, path: string) {
  await page.goto(path);
  const cards = page.locator(".card-grid > li");
  await expect(cards).toHaveCount(20);
  return Promise.all(
    (await cards.all()).map(async (card) => ({
      href: (await card.locator("a.media-card-poster").getAttribute("href")) ?? "",
      title: ((await cardTitle(card).textContent()) ?? "").trim(),
    })),
  );
}

test.describe("explore and search in Spanish", () => {
  test("explore-movies: heading, filter, paging and jump-to-page in Spanish, and links stay in /es", async ({
    page,
  }) => {
    await page.goto("/es/explore-movies");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1, name: "Películas mejor valoradas" })).toBeVisible();
    await expect(page).toHaveTitle("Películas mejor valoradas - Marquee");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      "Explora películas mejor valoradas en Marquee, por categoría o por género.",
    );
    await expect(page.getByRole("button", { name: "Filtrar" })).toBeVisible();
    await expect(
      page.getByRole("list", { name: "Películas mejor valoradas" }).getByRole("listitem"),
    ).toHaveCount(20);
    const pages = page.getByRole("navigation", { name: "Páginas" });
    await expect(pages).toContainText(/^ANTERIORPágina 1 de \d+SIGUIENTE$/);
    await expect(pages.getByRole("link", { name: "SIGUIENTE" })).toHaveAttribute(
      "href",
      "/es/explore-movies?p=2&g=top_rated",
    );
    // Every card leads to a page in Spanish.
    for (const href of await page
      .locator(".card-grid a[href]")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
      expect(href).toMatch(/^\/es\/(movie|watch)\//);
    }

    await pages.getByRole("link", { name: "SIGUIENTE" }).click();
    await expect(page).toHaveURL(/\/es\/explore-movies\?p=2&g=top_rated$/);
    await expect(pages).toContainText("Página 2 de");

    // JUMP TO PAGE is a plain GET form: it must go to the Spanish page, not the English one.
    await page.getByRole("spinbutton", { name: /^Número de página, del 1 al \d+$/ }).fill("3");
    await page.getByRole("button", { name: "IR A LA PÁGINA" }).click();
    await expect(page).toHaveURL(/\/es\/explore-movies\?g=top_rated&p=3$/);
    await expect(page.getByRole("heading", { level: 1, name: "Películas mejor valoradas" })).toBeVisible();
  });

  test("a genre and a series category are named in Spanish", async ({ page }) => {
    await page.goto("/es/explore-movies?g=28");
    await expect(page.getByRole("heading", { level: 1, name: "Películas: Acción" })).toBeVisible();
    await page.goto("/es/explore-series?g=on_the_air");
    await expect(page.getByRole("heading", { level: 1, name: "Series en emisión" })).toBeVisible();
    await page.goto("/es/genre/movie/35");
    await expect(page.getByRole("heading", { level: 1, name: "Películas: Comedia" })).toBeVisible();
    await expect(page).toHaveTitle("Películas: Comedia - Marquee");
    await expect(
      page.getByRole("navigation", { name: "Páginas" }).getByRole("link", { name: "SIGUIENTE" }),
    ).toHaveAttribute("href", "/es/genre/movie/35?p=2");
    // A genre that does not exist goes home, in Spanish.
    await page.goto("/es/genre/movie/1");
    await expect(page).toHaveURL(/\/es$/);
  });

  test("search finds a title by its Spanish name, labelled in Spanish, with links in Spanish", async ({
    page,
  }) => {
    // A title whose Spanish name differs from its English one, from the same page in both languages.
    const english = await firstTitles(page, "/explore-movies");
    const spanish = await firstTitles(page, "/es/explore-movies");
    const translated = spanish.find(
      (card) => english.find((other) => `/es${other.href}` === card.href)?.title !== card.title,
    );
    expect(translated, "a translated title on the first page").toBeDefined();
    const { title, href } = translated as { title: string; href: string };

    await page.goto(`/es/search?q=${encodeURIComponent(title)}`);
    await expect(page.getByText("Resultados de búsqueda para")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} - Marquee`);
    const results = page.getByRole("list", { name: `Resultados para ${title}` }).getByRole("listitem");
    const found = results.filter({ has: page.locator(`a.media-card-poster[href="${href}"]`) });
    await expect(found).toHaveCount(1);
    await expect(cardTitle(found)).toHaveText(title);
    await expect(found.locator(".media-card-label")).toHaveText("Película");
  });

  test("search without a query, with too short a query and with no results speaks Spanish", async ({
    page,
  }) => {
    await page.goto("/es/search");
    await expect(page.getByRole("heading", { level: 1, name: "Buscar" })).toBeVisible();
    await expect(page).toHaveTitle("Buscar - Marquee");
    await expect(page.getByText("Escribe al menos 3 caracteres de un título")).toBeVisible();

    await page.goto("/es/search?q=ab");
    await expect(page.getByText("Escribe al menos 3 caracteres para buscar.")).toBeVisible();

    await page.goto("/es/search?q=zzqxw");
    await expect(page.getByText("No hay resultados para «zzqxw».")).toBeVisible();
    await expect(page.getByRole("link", { name: "echa un vistazo a lo más visto" })).toHaveAttribute(
      "href",
      "/es",
    );

    // An empty query goes home, in Spanish.
    await page.goto("/es/search?q=%20");
    await expect(page).toHaveURL(/\/es$/);
  });
});

test.describe("actor pages in German and Arabic", () => {
  test("an actor's movies and series in German, tabs and links staying in /de", async ({ page }) => {
    await page.goto("/de/movies-by-actor/31");
    await expect(page.getByRole("heading", { level: 1, name: "Tom Hanks" })).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      "Filme mit Tom Hanks auf Marquee.",
    );
    const tabs = page.getByRole("navigation", { name: "Titel dieser Person" });
    await expect(tabs.getByRole("link")).toHaveText(["FILME", "SERIEN"]);
    await expect(tabs.getByRole("link", { name: "FILME" })).toHaveAttribute("aria-current", "page");
    await expect(
      page.getByRole("list", { name: "Filme mit Tom Hanks" }).getByRole("listitem"),
    ).not.toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Seiten" })).toContainText("Seite 1 von 1");

    await tabs.getByRole("link", { name: "SERIEN" }).click();
    await expect(page).toHaveURL(/\/de\/shows-by-actor\/31$/);
    await expect(page).toHaveTitle("Tom Hanks: Serien - Marquee");
    await expect(tabs.getByRole("link", { name: "SERIEN" })).toHaveAttribute("aria-current", "page");
  });

  test("the actor lists in German: heading, tabs, known-for, links to the actor in German", async ({
    page,
  }) => {
    await page.goto("/de/actors");
    await expect(page.getByRole("heading", { level: 1, name: "Schauspieler" })).toBeVisible();
    const lists = page.getByRole("navigation", { name: "Schauspielerlisten" });
    await expect(lists.getByRole("link")).toHaveText(["BELIEBT", "ALLE"]);
    await expect(lists.getByRole("link", { name: "ALLE" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByText("Bekannt aus:").first()).toBeVisible();
    await expect(page.locator(".actor-link").first()).toHaveAttribute("href", /^\/de\/movies-by-actor\/\d+$/);
    await expect(page.getByRole("link", { name: "WEITER" })).toHaveAttribute("href", "/de/actors?p=2");

    await lists.getByRole("link", { name: "BELIEBT" }).click();
    await expect(page).toHaveURL(/\/de\/popular-actors$/);
    await expect(page).toHaveTitle("Beliebte Schauspieler - Marquee");
    await expect(
      page.getByRole("list", { name: "Beliebte Schauspieler" }).getByRole("listitem"),
    ).not.toHaveCount(0);
  });

  test("the popular actors in Arabic, right to left, fit a 360 px screen", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto("/ar/popular-actors");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1, name: "الممثلون" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "قوائم الممثلين" }).getByRole("link")).toHaveText([
      "الأشهر",
      "الكل",
    ]);
    await expect(page.locator(".actor-link").first()).toHaveAttribute("href", /^\/ar\/movies-by-actor\/\d+$/);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
