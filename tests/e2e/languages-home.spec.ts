import { expect, test } from "./support/test";

// The site's chrome, home and series pages in the visitor's language, on the demo catalogue: what a
// visitor reads and hears is in the page's language, and every way on stays in it.

test.describe("home in Spanish", () => {
  test("speaks Spanish: tab title, description, top bar, rows, hero and cards, with links in /es", async ({
    page,
  }) => {
    await page.goto("/es");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page).toHaveTitle("Inicio - Marquee");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^Descubre en Marquee/);

    const nav = page.getByRole("navigation", { name: "Principal" });
    await expect(nav.getByRole("link", { name: "Películas" })).toHaveAttribute("href", "/es/explore-movies");
    await expect(nav.getByRole("link", { name: "Series" })).toHaveAttribute("href", "/es/series");
    await expect(nav.getByRole("link", { name: "Actores" })).toHaveAttribute("href", "/es/popular-actors");
    await expect(nav.getByRole("link", { name: "Mi lista" })).toHaveAttribute("href", "/es/list");
    await expect(page.getByRole("link", { name: "Inicio de Marquee" })).toHaveAttribute("href", "/es");

    await expect(page.getByRole("heading", { name: "Películas en tendencia esta semana" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Películas populares" })).toHaveAttribute(
      "href",
      "/es/explore-movies?p=1&g=popular",
    );

    const moreInfo = page.getByRole("link", { name: /^Más información sobre / }).first();
    await expect(moreInfo).toHaveAttribute("href", /^\/es\/movie\/\d+$/);
    await expect(page.getByRole("link", { name: "Reproducir", exact: true })).toHaveAttribute(
      "href",
      /^\/es\/watch\/\d+$/,
    );
    await expect(page.getByText(/desactiva tu VPN/)).toBeVisible();

    // A card's My List button says what it will do, in Spanish, before and after.
    const add = page.getByRole("button", { name: /^Añadir .+ a Mi lista$/ }).first();
    const label = (await add.getAttribute("aria-label")) ?? "";
    const title = label.replace(/^Añadir (.+) a Mi lista$/, "$1");
    await add.click({ force: true });
    await expect(page.getByRole("button", { name: `Quitar ${title} de Mi lista` }).first()).toBeAttached();
  });

  test("draws 'See all' in the page's language", async ({ page }) => {
    await page.goto("/es");
    const link = page.getByRole("link", { name: "Películas populares" });
    const drawn = await link.evaluate((element) => getComputedStyle(element, "::after").content);
    expect(drawn).toContain("Ver todo");
  });
});

test.describe("top bar search in Japanese", () => {
  test("the search button and box speak Japanese, and searching stays in /ja", async ({ page }) => {
    await page.goto("/ja/series");
    await expect(page.locator("form.search-box")).toHaveAttribute("action", "/ja/search");
    await page.getByRole("button", { name: "検索", exact: true }).click();
    const box = page.getByRole("searchbox", { name: "映画やシリーズを検索" });
    await expect(box).toBeFocused();
    await expect(box).toHaveAttribute("placeholder", "作品名で検索");
    await box.pressSequentially("night");
    await expect(page).toHaveURL(/\/ja\/search\?q=night$/);
  });
});

test.describe("series page in Arabic", () => {
  test("is right-to-left, in Arabic, and its category links stay in /ar", async ({ page }) => {
    await page.goto("/ar/series");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page).toHaveTitle("المسلسلات - Marquee");
    const categories = page.getByRole("navigation", { name: "فئات المسلسلات" });
    await expect(categories.getByRole("link", { name: "الأعلى تقييمًا" })).toHaveAttribute(
      "href",
      "/ar/explore-series?p=1&g=top_rated",
    );
    await expect(page.getByRole("heading", { name: "مسلسلات كوميدية" })).toBeVisible();
    await expect(page.getByRole("link", { name: "تشغيل", exact: true })).toHaveAttribute(
      "href",
      /^\/ar\/watch\/\d+\?s=1&e=1$/,
    );
  });

  test("has no horizontal overflow on a 360 px phone", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    for (const path of ["/ar", "/ar/series"]) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe("error page in German", () => {
  test("a missing page says so in German, in its tab title too, and leads back to the German home", async ({
    page,
  }) => {
    const response = await page.goto("/de/gibt-es-nicht");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("Seite nicht gefunden - Marquee");
    await expect(page.getByRole("heading", { level: 1, name: "Seite nicht gefunden" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Zurück zu Marquee" })).toHaveAttribute("href", "/de");
    await expect(page.getByRole("link", { name: "Zum Inhalt springen" })).toBeAttached();
  });
});

test.describe("filter menu in French", () => {
  test("names categories and genres in French and links to them in /fr", async ({ page }) => {
    await page.goto("/fr/explore-movies");
    await page.locator("button[popovertarget]").first().click();
    const menu = page.getByRole("dialog", { name: "Filtrer" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("button", { name: "Fermer le menu" })).toBeVisible();
    await expect(
      menu.getByRole("navigation", { name: "Catégories" }).getByRole("link", { name: "À venir" }),
    ).toHaveAttribute("href", "/fr/explore-movies?p=1&g=upcoming");
    await expect(
      menu.getByRole("navigation", { name: "Genres" }).getByRole("link", { name: "Science-Fiction" }),
    ).toHaveAttribute("href", "/fr/explore-movies?p=1&g=878");
  });
});

test.describe("English stays as it was", () => {
  test("English URLs and words are unchanged", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page).toHaveTitle("Home - Marquee");
    await expect(page.locator("form.search-box")).toHaveAttribute("action", "/search");
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Movies" }),
    ).toHaveAttribute("href", "/explore-movies");
    await expect(page.getByRole("link", { name: /^More Info about / })).toHaveAttribute(
      "href",
      /^\/movie\/\d+$/,
    );
  });
});

test.describe("Continue Watching in Japanese", () => {
  test("names the row, the episode and the progress in Japanese, and resumes in /ja", async ({ page }) => {
    await page.addInitScript(() => {
      const now = Date.now();
      localStorage.setItem(
        "playback",
        JSON.stringify({
          progress: { "series:200002:2:3": { position: 600, duration: 1200, updatedAt: now } },
          marks: {},
          titles: {
            "series:200002": {
              title: "完璧な泥棒たち",
              poster_path: null,
              episode: { season: 2, episode: 3 },
              next: { season: 2, episode: 4 },
              hidden: false,
              updatedAt: now,
            },
          },
        }),
      );
    });
    await page.goto("/ja");
    const row = page.getByRole("region", { name: "視聴中の作品" });
    await expect(row).toBeVisible();
    await expect(row.getByText("S2 第3話")).toBeVisible();
    await expect(row.getByText("50% 視聴済み")).toBeAttached();
    await expect(row.getByRole("link", { name: "完璧な泥棒たちを再生" })).toHaveAttribute(
      "href",
      "/ja/watch/200002?s=2&e=3",
    );
    await expect(row.getByRole("button", { name: "完璧な泥棒たちを視聴中の作品から削除" })).toBeAttached();
  });
});
