import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";

// "Works without JavaScript": with scripts disabled a visitor can search, explore every category and
// genre, page, open a title, switch seasons, open every episode and reach the watch page
// (docs/decisions/0018-works-without-javascript.md). The support fixture does not wait for hydration when
// JavaScript is disabled, so page.goto returns once the server's page has loaded.

test.use({ javaScriptEnabled: false });

/** A series of the demo catalogue with two seasons, of 11 and 21 episodes (as in title-details.spec.ts). */
const SERIES = { id: 200156, title: "Saltmarsh Park" };
/** A movie with 20 similar titles. */
const MOVIE = { id: 101488, title: "Ashes of the Night" };

const pages = (page: Page) => page.getByRole("navigation", { name: "Pages" });

test.describe("without JavaScript", () => {
  test("the top bar's search icon opens the search page, whose box searches", async ({ page }) => {
    await page.goto("/series");
    const box = page.getByRole("searchbox", { name: "Search movies and series" });
    await expect(box).toBeHidden();
    await page.getByRole("button", { name: "Search", exact: true }).click();

    await expect(page).toHaveURL(/\/search\??$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search");
    await expect(box).toBeVisible();
    await expect(box).toBeFocused();
    await page.keyboard.type("night");
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL(/\/search\?q=night$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("night");
    await expect(page.getByRole("list", { name: "Results for night" }).getByRole("listitem")).not.toHaveCount(
      0,
    );
    // The results page keeps the box open with the query, for another search.
    await expect(box).toHaveValue("night");
  });

  test("the Filter menu opens and leads to a category and a genre; paging and JUMP TO PAGE work", async ({
    page,
  }) => {
    await page.goto("/explore-movies");
    const filter = page.getByRole("button", { name: "Filter" });
    const menu = page.getByRole("dialog", { name: "Filter" });
    await expect(menu).toHaveCount(0);

    await filter.click();
    await expect(menu).toBeVisible();
    // Focus starts on the current choice, highlighted.
    await expect(menu.getByRole("link", { name: "Top Rated" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);
    await expect(filter).toBeFocused();

    await filter.click();
    await menu.getByRole("link", { name: "Upcoming" }).click();
    await expect(page).toHaveURL(/\/explore-movies\?p=1&g=upcoming$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Upcoming Movies");

    await page.getByRole("button", { name: "Filter" }).click();
    await menu.getByRole("link", { name: "Drama" }).click();
    await expect(page).toHaveURL(/\/explore-movies\?p=1&g=18$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Drama Movies");
    await expect(page.getByRole("list", { name: "Drama Movies" }).getByRole("listitem")).toHaveCount(20);

    await pages(page).getByRole("link", { name: "NEXT" }).click();
    await expect(page).toHaveURL(/\/explore-movies\?p=2&g=18$/);
    await expect(pages(page).getByText(/^Page 2 of \d+$/)).toBeVisible();
    await pages(page).getByRole("link", { name: "PREV" }).click();
    await expect(pages(page).getByText(/^Page 1 of \d+$/)).toBeVisible();

    await page.getByPlaceholder("#n").fill("3");
    await page.getByRole("button", { name: "JUMP TO PAGE" }).click();
    await expect(page).toHaveURL(/\/explore-movies\?g=18&p=3$/);
    await expect(pages(page).getByText(/^Page 3 of \d+$/)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Drama Movies");
  });

  test("the series categories and genres are reachable: tabs, the series menu, and home's row headings", async ({
    page,
  }) => {
    await page.goto("/explore-series?p=1&g=popular");
    await page
      .getByRole("navigation", { name: "Series categories" })
      .getByRole("link", { name: "ON THE AIR" })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("On The Air Series");
    await page.getByRole("button", { name: "Filter" }).click();
    const menu = page.getByRole("dialog", { name: "Filter" });
    await expect(menu.getByRole("navigation", { name: "Categories" }).getByRole("link")).toHaveText([
      "Popular",
      "Top Rated",
    ]);
    await menu.getByRole("link", { name: "Sci-Fi & Fantasy" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sci-Fi & Fantasy Series");

    // Home's lower rows have no cards without scripts: their headings lead to the same titles.
    await page.goto("/");
    const row = page.getByRole("region", { name: "Top Rated Series" });
    // No cards (the placeholder holding the row's height is hidden from assistive technology): only the link.
    await expect(row.getByRole("listitem")).toHaveCount(0);
    await row.getByRole("link", { name: "Top Rated Series" }).click();
    await expect(page).toHaveURL(/\/explore-series\?p=1&g=top_rated$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Top Rated Series");
  });

  test("a card opens its title; the overlay's close link goes home; all similar titles are a link away", async ({
    page,
  }) => {
    await page.goto("/explore-movies?p=1&g=popular");
    const card = page.getByRole("list", { name: "Popular Movies" }).getByRole("listitem").first();
    const details = card.getByRole("link", { name: /^More info about / });
    const name = ((await details.getAttribute("aria-label")) ?? "").replace("More info about ", "");
    await card.getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(/\/movie\/\d+$/);
    const dialog = page.getByRole("dialog", { name });
    await expect(dialog).toBeVisible();
    // Controls that need a script are not offered: the watchlist toggle is not shown.
    await expect(dialog.getByRole("button", { name: /My List$/ })).toHaveCount(0);
    await dialog.getByRole("link", { name: "Close" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle("Home - Marquee");

    await page.goto(`/movie/${MOVIE.id}`);
    const similar = page
      .getByRole("dialog", { name: MOVIE.title })
      .getByRole("list", { name: "More Like This" });
    await expect(similar.getByRole("listitem")).toHaveCount(8);
    await page.getByRole("link", { name: "Show all 20 titles" }).click();
    await expect(page).toHaveURL(new RegExp(`/movie/${MOVIE.id}\\?similar=all$`));
    await expect(similar.getByRole("listitem")).toHaveCount(20);
  });

  test("a title opened directly shows home's hero and rows behind its overlay, as with scripts", async ({
    page,
  }) => {
    await page.goto("/");
    const hero = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
    expect(hero).not.toBe("");

    // With scripts, a title page loads the hero and rows after hydration (routes/home.tsx); the
    // server still writes them in place, not in a hidden block that only a script would show.
    await page.goto(`/series/${SERIES.id}`);
    await expect(page.getByRole("dialog", { name: SERIES.title })).toBeVisible();
    // The page behind the dialog is inert, out of the accessibility tree: found by its text.
    const behind = page.locator(".home-content");
    await expect(behind.getByText(hero, { exact: true }).first()).toBeVisible();
    await expect(behind.getByText("Trending movies this week", { exact: true })).toBeVisible();
  });

  test("a series switches season, shows all its episodes and plays one beyond the 10th", async ({ page }) => {
    await page.goto(`/series/${SERIES.id}`);
    const dialog = page.getByRole("dialog", { name: SERIES.title });
    await expect(dialog.getByRole("list", { name: "Season 1 episodes" }).getByRole("listitem")).toHaveCount(
      10,
    );
    // Watched marks need a script: not shown.
    await expect(dialog.getByRole("button", { name: /watched$/ })).toHaveCount(0);

    await dialog.getByRole("combobox", { name: "Season" }).selectOption({ label: "Season 2" });
    await dialog.getByRole("button", { name: "Show", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/series/${SERIES.id}\\?season=2$`));
    const episodes = dialog.getByRole("list", { name: "Season 2 episodes" });
    await expect(episodes.getByRole("listitem")).toHaveCount(10);
    await expect(dialog.getByRole("combobox", { name: "Season" })).toHaveValue("2");

    await dialog.getByRole("link", { name: "Show all 21 episodes" }).click();
    await expect(page).toHaveURL(new RegExp(`/series/${SERIES.id}\\?season=2&episodes=all$`));
    await expect(episodes.getByRole("listitem")).toHaveCount(21);
    await episodes.getByRole("link", { name: /^Episode 15: / }).click();

    await expect(page).toHaveURL(new RegExp(`/watch/${SERIES.id}\\?s=2&e=15&me=21$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${SERIES.title} S2 E15`);
    // The player is in the server's HTML: the first source's frame, sandboxed, from the start.
    const frame = page.getByTitle(`Player: ${SERIES.title} S2 E15`);
    await expect(frame).toHaveAttribute("src", `/demo-player/series/${SERIES.id}?s=2&e=15&start=0`);
    await expect(frame).toHaveAttribute("sandbox", "allow-scripts allow-same-origin allow-presentation");
    await expect(page.getByRole("link", { name: "Next episode" })).toHaveAttribute(
      "href",
      `/watch/${SERIES.id}?s=2&e=16&me=21`,
    );
    await page.getByRole("link", { name: "Back to details" }).first().click();
    await expect(page).toHaveURL(new RegExp(`/series/${SERIES.id}$`));
    await expect(page.getByRole("dialog", { name: SERIES.title })).toBeVisible();
  });

  test("script-only controls are not offered, and My List says why it is empty", async ({ page }) => {
    await page.goto("/");
    const row = page.getByRole("region", { name: "Trending movies this week" });
    await expect(row.getByRole("link", { name: /^Play / }).first()).toBeAttached();
    // The cards' watchlist buttons and the rows' arrows need a script: none is shown.
    await expect(row.getByRole("button")).toHaveCount(0);

    await page.goto("/list");
    await expect(page.locator("noscript p")).toHaveText(/showing it needs JavaScript/);
    await expect(page.locator("noscript p")).toBeVisible();
    await expect(page.getByText("Loading your list…")).toBeHidden();
  });
});
