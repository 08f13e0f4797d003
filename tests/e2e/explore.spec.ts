import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";

// The explore pages on the demo catalogue (spec §2, §4, §5, §8, §9).

function grid(page: Page, heading: string) {
  return page.getByRole("list", { name: heading });
}

async function totalPagesShown(page: Page): Promise<number> {
  const text = await page
    .getByRole("navigation", { name: "Pages" })
    .getByText(/^Page \d+ of \d+$/)
    .textContent();
  return Number(text?.match(/of (\d+)/)?.[1]);
}

test.describe("explore pages", () => {
  test("explore-movies opens on page 1 of Top Rated, rendered with a grid, paging and jump-to-page", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto("/explore-movies");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Top Rated Movies");
    await expect(page).toHaveTitle("Top Rated Movies - Marquee");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /top rated movies/i);
    await expect(grid(page, "Top Rated Movies").getByRole("listitem")).toHaveCount(20);
    await expect(page.getByRole("button", { name: "Filter" })).toBeVisible();
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await expect(page.getByPlaceholder("#n")).toBeVisible();
    await expect(page.getByRole("button", { name: "JUMP TO PAGE" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(errors, "no hydration or other errors").toEqual([]);
  });

  test("the heading names the category or genre in g", async ({ page }) => {
    for (const [url, heading] of [
      ["/explore-movies?p=1&g=popular", "Popular Movies"],
      ["/explore-movies?p=1&g=upcoming", "Upcoming Movies"],
      ["/explore-movies?p=1&g=28", "Action Movies"],
      ["/explore-movies?p=1&g=878", "Science Fiction Movies"],
      ["/explore-series?p=1&g=10765", "Sci-Fi & Fantasy Series"],
      ["/explore-series", "Top Rated Series"],
    ] as const) {
      await page.goto(url);
      await expect(page.getByRole("heading", { level: 1 }), url).toHaveText(heading);
      await expect(page, url).toHaveTitle(`${heading} - Marquee`);
      expect(await grid(page, heading).getByRole("listitem").count(), url).toBeGreaterThan(0);
    }
  });

  test("explore-series has POPULAR, TOP RATED and ON THE AIR tabs with the current one highlighted", async ({
    page,
  }) => {
    await page.goto("/explore-series");
    const tabs = page.getByRole("navigation", { name: "Series categories" });
    await expect(tabs.getByRole("link")).toHaveText(["POPULAR", "TOP RATED", "ON THE AIR"]);
    await expect(tabs.getByRole("link", { name: "POPULAR" })).toHaveAttribute(
      "href",
      "/explore-series?p=1&g=popular",
    );
    await expect(tabs.getByRole("link", { name: "TOP RATED" })).toHaveAttribute("aria-current", "page");
    await expect(tabs.getByRole("link", { name: "POPULAR" })).not.toHaveAttribute("aria-current");

    await tabs.getByRole("link", { name: "ON THE AIR" }).click();
    await expect(page).toHaveURL(/\/explore-series\?p=1&g=on_the_air$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("On The Air Series");
    await expect(tabs.getByRole("link", { name: "ON THE AIR" })).toHaveAttribute("aria-current", "page");
    await expect(tabs.getByRole("link", { name: "TOP RATED" })).not.toHaveAttribute("aria-current");
  });

  test("explore-movies has no series tabs", async ({ page }) => {
    await page.goto("/explore-movies");
    await expect(page.getByRole("link", { name: "ON THE AIR" })).toHaveCount(0);
  });
});

test.describe("side menu", () => {
  test("is in the server's HTML as a native popover, hidden until Filter opens it", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/explore-movies")).text();
    // HTML attribute names are case-insensitive; React writes popoverTarget as it is spelt in JSX.
    expect(html).toMatch(/<button[^>]*popovertarget="filter-menu"/i);
    expect(html).toMatch(/<div[^>]*id="filter-menu"[^>]*popover="auto"/);
    expect(html).toContain('href="/explore-movies?p=1&amp;g=878"');

    await page.goto("/explore-movies");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page.getByRole("dialog", { name: "Filter" })).toBeVisible();
    await expect(page.locator("#filter-menu:popover-open")).toHaveCount(1);
  });

  test("works by keyboard: Enter opens it on the current choice, Tab moves on, Escape gives focus back", async ({
    page,
  }) => {
    await page.goto("/explore-movies?p=2&g=popular");
    const filter = page.getByRole("button", { name: "Filter" });
    const menu = page.getByRole("dialog", { name: "Filter" });
    await filter.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Popular" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Top Rated" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);
    await expect(filter).toBeFocused();

    // Space opens it too; Enter on a genre follows it and closes the menu.
    await page.keyboard.press(" ");
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Comedy" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/explore-movies\?p=1&g=35$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Comedy Movies");
    await expect(menu).toHaveCount(0);
    await expect(filter).toBeFocused();
  });

  test("keeps Tab inside the open menu, never on the page under its panel", async ({ page }) => {
    await page.goto("/explore-movies?p=1&g=popular");
    const menu = page.getByRole("dialog", { name: "Filter" });
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(menu.getByRole("link", { name: "Popular" })).toBeFocused();
    // Its last stop is "More filters" (Discover).
    await menu.getByRole("link", { name: "More filters" }).focus();
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("button", { name: "Close menu" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(menu.getByRole("link", { name: "More filters" })).toBeFocused();
    await expect(menu).toBeVisible();
  });

  test("lists Popular, Top Rated, Upcoming and the 19 genres, linking to page 1, the active one highlighted", async ({
    page,
  }) => {
    await page.goto("/explore-movies?p=3&g=top_rated");
    const filter = page.getByRole("button", { name: "Filter" });
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await filter.click();
    const menu = page.getByRole("dialog", { name: "Filter" });
    await expect(menu).toBeVisible();

    const categories = menu.getByRole("navigation", { name: "Categories" }).getByRole("link");
    await expect(categories).toHaveText(["Popular", "Top Rated", "Upcoming"]);
    await expect(categories.nth(0)).toHaveAttribute("href", "/explore-movies?p=1&g=popular");
    await expect(categories.nth(2)).toHaveAttribute("href", "/explore-movies?p=1&g=upcoming");

    const genres = menu.getByRole("navigation", { name: "Genres" }).getByRole("link");
    await expect(genres).toHaveCount(19);
    await expect(genres.first()).toHaveText("Action");
    await expect(menu.getByRole("link", { name: "Science Fiction" })).toHaveAttribute(
      "href",
      "/explore-movies?p=1&g=878",
    );
    expect(await genres.locator("svg").count()).toBe(19);

    // The current choice is highlighted, and focus starts on it.
    const active = menu.getByRole("link", { name: "Top Rated" });
    await expect(active).toHaveAttribute("aria-current", "page");
    await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(active).toBeFocused();
  });

  test("closes with Escape and with its close button, giving focus back to Filter", async ({ page }) => {
    await page.goto("/explore-movies");
    const filter = page.getByRole("button", { name: "Filter" });
    const menu = page.getByRole("dialog", { name: "Filter" });

    // The browser tells assistive technology whether the popover is open (popovertarget); no aria-expanded.
    await filter.click();
    await expect(menu).toBeVisible();
    await expect(page.locator("#filter-menu:popover-open")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);
    await expect(filter).toBeFocused();
    await expect(page.locator("#filter-menu:popover-open")).toHaveCount(0);

    await filter.click();
    await menu.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toHaveCount(0);
    await expect(filter).toBeFocused();

    // A click on the dimmed page beside the panel closes it too.
    await filter.click();
    await expect(menu).toBeVisible();
    const viewport = page.viewportSize();
    await page.mouse.click((viewport?.width ?? 1280) - 40, (viewport?.height ?? 720) / 2);
    await expect(menu).toHaveCount(0);
  });

  test("a genre link shows page 1 of that genre and closes the menu", async ({ page }) => {
    await page.goto("/explore-movies?p=4&g=popular");
    await page.getByRole("button", { name: "Filter" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Drama" }).click();
    await expect(page).toHaveURL(/\/explore-movies\?p=1&g=18$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Drama Movies");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();

    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page.getByRole("dialog").getByRole("link", { name: "Drama" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("on the series view offers only Popular and Top Rated, then the TV genres", async ({ page }) => {
    await page.goto("/explore-series?p=1&g=popular");
    await page.getByRole("button", { name: "Filter" }).click();
    const menu = page.getByRole("dialog", { name: "Filter" });
    await expect(menu.getByRole("navigation", { name: "Categories" }).getByRole("link")).toHaveText([
      "Popular",
      "Top Rated",
    ]);
    await expect(menu.getByRole("navigation", { name: "Genres" }).getByRole("link")).toHaveCount(16);
    await expect(menu.getByRole("link", { name: "Sci-Fi & Fantasy" })).toHaveAttribute(
      "href",
      "/explore-series?p=1&g=10765",
    );
    await expect(menu.getByRole("link", { name: "Popular" })).toHaveAttribute("aria-current", "page");
  });
});

test.describe("paging", () => {
  test("on page 1 PREV goes nowhere and NEXT goes to page 2 keeping g", async ({ page }) => {
    await page.goto("/explore-movies?g=28");
    const pages = page.getByRole("navigation", { name: "Pages" });
    const prev = pages.getByRole("link", { name: "PREV" });
    await expect(prev).toHaveAttribute("aria-disabled", "true");
    await expect(prev).not.toHaveAttribute("href");
    const next = pages.getByRole("link", { name: "NEXT" });
    await expect(next).toHaveAttribute("href", "/explore-movies?p=2&g=28");

    await next.click();
    await expect(page).toHaveURL(/\/explore-movies\?p=2&g=28$/);
    await expect(pages.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await expect(pages.getByRole("link", { name: "PREV" })).toHaveAttribute(
      "href",
      "/explore-movies?p=1&g=28",
    );
  });

  test("on the last page NEXT goes nowhere", async ({ page }) => {
    await page.goto("/explore-movies?p=1&g=37");
    const last = await totalPagesShown(page);
    expect(last).toBeGreaterThan(1);
    await page.goto(`/explore-movies?p=${last}&g=37`);
    const pages = page.getByRole("navigation", { name: "Pages" });
    await expect(pages.getByText(`Page ${last} of ${last}`)).toBeVisible();
    await expect(pages.getByRole("link", { name: "NEXT" })).toHaveAttribute("aria-disabled", "true");
    await expect(pages.getByRole("link", { name: "NEXT" })).not.toHaveAttribute("href");
    await expect(pages.getByRole("link", { name: "PREV" })).toHaveAttribute(
      "href",
      `/explore-movies?p=${last - 1}&g=37`,
    );
    // Retried: the link is a full page load, and the URL changes before the new document's body is parsed.
    await expect(grid(page, "Western Movies").getByRole("listitem")).not.toHaveCount(0);
  });

  test("shows a loading indicator while the next page loads, then scrolls to the top", async ({ page }) => {
    await page.goto("/explore-movies?p=1&g=popular");
    // Hold the next page's data back long enough to see the indicator.
    await page.route("**/explore-movies.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);

    await page.getByRole("link", { name: "NEXT" }).click();
    // The visible indicator on the page; the app-wide status region announces the same to screen readers.
    const loading = page.getByRole("main").getByText("Loading…", { exact: true });
    await expect(loading).toBeVisible();
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await expect(loading).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("jump to page", () => {
  test("the input only takes empty or a page from 1 to total_pages", async ({ page }) => {
    await page.goto("/explore-movies?p=1&g=underrated");
    const input = page.getByPlaceholder("#n");
    await input.click();
    await page.keyboard.type("abc");
    await expect(input).toHaveValue("");
    await page.keyboard.type("0");
    await expect(input).toHaveValue("");
    await page.keyboard.type("3");
    await expect(input).toHaveValue("");
    await page.keyboard.type("-");
    await expect(input).toHaveValue("");
    await page.keyboard.type("2");
    await expect(input).toHaveValue("2");
    await page.keyboard.type("5");
    await expect(input).toHaveValue("2");
    await page.keyboard.type("e1");
    await expect(input).toHaveValue("2");
    await page.keyboard.press("Backspace");
    await expect(input).toHaveValue("");
  });

  test("does nothing when empty", async ({ page }) => {
    await page.goto("/explore-movies?p=1&g=underrated");
    await page.getByRole("button", { name: "JUMP TO PAGE" }).click();
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/explore-movies\?p=1&g=underrated$/);
  });

  test("goes to the page typed, keeping g", async ({ page }) => {
    await page.goto("/explore-movies?p=1&g=28");
    await page.getByPlaceholder("#n").fill("4");
    await page.getByRole("button", { name: "JUMP TO PAGE" }).click();
    await expect(page).toHaveURL(/\/explore-movies\?g=28&p=4$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Action Movies");
    await expect(page.getByText(/^Page 4 of \d+$/)).toBeVisible();
  });

  test("Enter in the input jumps too", async ({ page }) => {
    await page.goto("/explore-series?p=1&g=on_the_air");
    await page.getByPlaceholder("#n").fill("2");
    await page.getByPlaceholder("#n").press("Enter");
    await expect(page).toHaveURL(/\/explore-series\?g=on_the_air&p=2$/);
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  });
});

test.describe("underrated, empty pages and hostile values", () => {
  test("the curated underrated category has 20 movies on page 1 and 8 on page 2", async ({ page }) => {
    await page.goto("/explore-movies?p=1&g=underrated");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Underrated Movies");
    await expect(grid(page, "Underrated Movies").getByRole("listitem")).toHaveCount(20);
    await expect(page.getByText("Page 1 of 2")).toBeVisible();
    await page.getByRole("link", { name: "NEXT" }).click();
    await expect(page.getByText("Page 2 of 2")).toBeVisible();
    await expect(grid(page, "Underrated Movies").getByRole("listitem")).toHaveCount(8);
    await expect(page.getByRole("link", { name: "NEXT" })).toHaveAttribute("aria-disabled", "true");
  });

  test("a page beyond the last says to select a different genre or category", async ({ page }) => {
    await page.goto("/explore-movies?p=500&g=37");
    await expect(page.getByText("Please select a different genre or category")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Western Movies");
    await expect(page.getByRole("list", { name: "Western Movies" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "NEXT" })).toHaveAttribute("aria-disabled", "true");
    await page.getByRole("link", { name: "Back to page 1" }).click();
    await expect(page).toHaveURL(/\/explore-movies\?p=1&g=37$/);
    // Retried: the link is a full page load, and the URL changes before the new document's body is parsed.
    await expect(grid(page, "Western Movies").getByRole("listitem")).not.toHaveCount(0);
  });

  test("hostile p and g values are normalised, never a server error", async ({ page, request }) => {
    for (const [query, heading, pageText] of [
      ["p=-5", "Top Rated Movies", "Page 1 of"],
      ["p=abc", "Top Rated Movies", "Page 1 of"],
      ["p=1e309", "Top Rated Movies", "Page 1 of"],
      ["p=2.5&g=popular", "Popular Movies", "Page 1 of"],
      ["p=99999999999999999999", "Top Rated Movies", "Page 500"],
      ["g=../../etc/passwd", "Popular Movies", "Page 1 of"],
      ["g=999999", "Popular Movies", "Page 1 of"],
      ["g=%3Cscript%3Ealert(1)%3C/script%3E", "Popular Movies", "Page 1 of"],
    ] as const) {
      await page.goto(`/explore-movies?${query}`);
      await expect(page.getByRole("heading", { level: 1 }), query).toHaveText(heading);
      await expect(page.getByRole("navigation", { name: "Pages" }), query).toContainText(pageText);
    }
    const long = "x".repeat(10_000);
    for (const url of [
      `/explore-movies?g=${long}`,
      `/explore-movies?p=${"9".repeat(10_000)}`,
      `/explore-series?g=${long}`,
      `/explore-series?p=-1&g=../../etc`,
      "/explore-series?p=%00&g=%FF",
    ]) {
      const response = await request.get(url);
      expect(response.status(), url.slice(0, 40)).toBeLessThan(500);
    }
  });
});

test.describe("lastPage and server rendering", () => {
  test("remembers the explore page in sessionStorage and forgets it elsewhere", async ({ page }) => {
    const lastPage = () => page.evaluate(() => window.sessionStorage.getItem("lastPage"));
    await page.goto("/explore-movies?p=2&g=28");
    await expect.poll(lastPage).toBe("/explore-movies?p=2&g=28");
    await page.getByRole("link", { name: "NEXT" }).click();
    await expect.poll(lastPage).toBe("/explore-movies?p=3&g=28");
    await page.goto("/explore-series?p=1&g=on_the_air");
    await expect.poll(lastPage).toBe("/explore-series?p=1&g=on_the_air");

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Browse" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(lastPage).toBeNull();
  });

  test("content is in the server HTML: the page works with JavaScript disabled", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/explore-series?p=2&g=18");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Drama Series");
    await expect(grid(page, "Drama Series").getByRole("listitem")).toHaveCount(20);
    await expect(page.getByRole("link", { name: "PREV" })).toHaveAttribute(
      "href",
      "/explore-series?p=1&g=18",
    );
    await expect(page.getByRole("link", { name: "NEXT" })).toHaveAttribute(
      "href",
      "/explore-series?p=3&g=18",
    );

    // The jump form is a plain GET form, so it works without JavaScript too.
    await page.getByPlaceholder("#n").fill("3");
    await page.getByRole("button", { name: "JUMP TO PAGE" }).click();
    await expect(page).toHaveURL(/\/explore-series\?g=18&p=3$/);
    await expect(page.getByText(/^Page 3 of \d+$/)).toBeVisible();
    await context.close();
  });
});
