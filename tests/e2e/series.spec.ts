import { expect, test } from "./support/test";

// The series page (spec §2, §7, §9) on the demo catalogue.

const ROW_HEADINGS = [
  "Trending series this week",
  "Popular series",
  "Top rated series",
  "On the air series",
  "Comedy series",
  "Drama series",
  "Animation series",
  "Anime series",
];

test.describe("series page", () => {
  test("shows the top trending series as the hero, with Play at episode 1 and More Info", async ({
    page,
  }) => {
    await page.goto("/series");
    await expect(page).toHaveTitle("Series - Marquee");
    const heroTitle = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
    expect(heroTitle.length).toBeGreaterThan(0);

    const moreInfo = page.getByRole("link", { name: /^More Info about / });
    await expect(moreInfo).toHaveAttribute("href", /^\/series\/\d+$/);
    const id = (await moreInfo.getAttribute("href"))?.split("/").pop();
    await expect(page.getByRole("link", { name: "Play", exact: true })).toHaveAttribute(
      "href",
      `/watch/${id}?s=1&e=1`,
    );

    // The hero is the first card of the trending row.
    const firstTrending = page
      .getByRole("region", { name: "Trending series this week" })
      .getByRole("link")
      .first();
    await expect(firstTrending).toHaveAttribute("href", `/series/${id}`);
    await expect(firstTrending).toHaveText(heroTitle);

    // The 160/200 rule: whole up to 200 characters, else 160 plus '...'.
    const overview = (await page.locator(".hero-overview").textContent()) ?? "";
    expect(overview.length <= 200 || /^[\s\S]{1,160}\.\.\.$/.test(overview)).toBe(true);
  });

  test("links to the three series categories", async ({ page }) => {
    await page.goto("/series");
    const nav = page.getByRole("navigation", { name: "Series categories" });
    for (const [name, g] of [
      ["Popular", "popular"],
      ["Top Rated", "top_rated"],
      ["On The Air", "on_the_air"],
    ] as const) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute(
        "href",
        `/explore-series?p=1&g=${g}`,
      );
    }
  });

  test("shows the eight rows in order, each with series cards", async ({ page }) => {
    await page.goto("/series");
    expect(await page.getByRole("heading", { level: 2 }).allTextContents()).toEqual(ROW_HEADINGS);
    for (const name of ROW_HEADINGS) {
      const links = page.getByRole("region", { name }).getByRole("link", { name: /^More info about / });
      expect(await links.count(), name).toBeGreaterThanOrEqual(5);
      for (const href of await links.evaluateAll((els) => els.map((el) => el.getAttribute("href")))) {
        expect(href, name).toMatch(/^\/series\/\d+$/);
      }
    }
  });

  test("is rendered on the server: rows and cards are in the HTML without JavaScript", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/series");
    expect(await page.getByRole("heading", { level: 2 }).allTextContents()).toEqual(ROW_HEADINGS);
    const anime = page.getByRole("region", { name: "Anime series" }).getByRole("link");
    expect(await anime.count()).toBeGreaterThan(0);
    await context.close();
  });
});
