import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";

// The top bar's search box and scrolled style (spec §2, §9), on the demo catalogue.

const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search movies and series" });
const searchButton = (page: Page) => page.getByRole("button", { name: "Search", exact: true });

test.describe("top bar search", () => {
  test("the search icon opens a focused box; a click outside and Escape close it", async ({ page }) => {
    await page.goto("/series");
    await expect(searchBox(page)).toBeHidden();

    await searchButton(page).click();
    await expect(searchBox(page)).toBeVisible();
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toHaveAttribute("placeholder", "Search for a title");
    await expect(searchButton(page)).toHaveAttribute("aria-expanded", "true");

    await page.getByRole("heading", { name: "Popular series" }).click();
    await expect(searchBox(page)).toBeHidden();

    await searchButton(page).click();
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(searchBox(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();
  });

  test("typing searches after a pause, and Back leaves the search in one step", async ({ page }) => {
    await page.goto("/series");
    await searchButton(page).click();
    await searchBox(page).pressSequentially("nig");
    // Pause past the debounce, so the search page opens, then keep typing: q is updated in place.
    await expect(page).toHaveURL(/\/search\?q=nig$/);
    await searchBox(page).pressSequentially("ht");
    await expect(page).toHaveURL(/\/search\?q=night$/);
    await expect(page.getByRole("heading", { level: 1, name: "night" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Results for night" }).getByRole("listitem")).not.toHaveCount(
      0,
    );
    await expect(searchBox(page)).toHaveValue("night");

    await page.goBack();
    await expect(page).toHaveURL(/\/series$/);
    await expect(page.getByRole("heading", { name: "Trending series this week" })).toBeVisible();
  });

  test("waits 500 ms after the last key before searching", async ({ page }) => {
    // The page's clock is the test's: keys 100 ms apart and the 500 ms wait are the page's own time, so a busy
    // machine that delivers keys late cannot make the wait look shorter or the keys look further apart.
    await page.clock.install();
    await page.goto("/series");
    await searchButton(page).click();
    // From here the page's time moves only when the test moves it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const searched: string[] = [];
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame() && frame.url().includes("/search"))
        searched.push(new URL(frame.url()).search);
    });
    for (const key of "lov") {
      await searchBox(page).press(key);
      await page.clock.runFor(100);
    }
    await searchBox(page).press("e");
    await page.clock.runFor(499);
    await expect(searchBox(page)).toHaveValue("love");
    expect(page.url()).toMatch(/\/series$/);
    await page.clock.runFor(1);
    await page.waitForURL(/\/search\?q=love$/);
    // The keys before the last one, 100 ms apart, searched nothing.
    expect(searched).toEqual(["?q=love"]);
  });

  test("queries under 3 characters do nothing", async ({ page }) => {
    await page.goto("/series");
    await searchButton(page).click();
    await searchBox(page).fill("ni");
    await page.waitForTimeout(1000);
    await expect(page).toHaveURL(/\/series$/);
    await expect(searchBox(page)).toHaveValue("ni");
  });

  test("on the search page the box is open with the query; clearing it returns to /", async ({ page }) => {
    await page.goto("/search?q=star");
    await expect(searchBox(page)).toBeVisible();
    await expect(searchBox(page)).toHaveValue("star");

    await searchBox(page).fill("");
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle("Home - Marquee");
  });

  test("Enter searches at once", async ({ page }) => {
    await page.goto("/");
    await searchButton(page).click();
    await searchBox(page).fill("star");
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(/\/search\?q=star$/);
    await expect(page).toHaveTitle("star - Marquee");
  });
});

test.describe("top bar style", () => {
  test("gets the scrolled style once the page moves", async ({ page }) => {
    await page.goto("/");
    const bar = page.getByRole("banner");
    await expect(bar).not.toHaveClass(/\bscrolled\b/);
    const before = await bar.evaluate((el) => getComputedStyle(el).backgroundImage);

    await page.mouse.wheel(0, 400);
    await expect(bar).toHaveClass(/\bscrolled\b/);
    // Solid once scrolled: the see-through gradient is gone.
    expect(before).toContain("gradient");
    await expect.poll(() => bar.evaluate((el) => getComputedStyle(el).backgroundImage)).toBe("none");

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).not.toHaveClass(/\bscrolled\b/);
  });

  test("keeps the section links as icons on a phone, next to the search icon", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto("/series");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Movies", "Series", "Actors", "My List"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(searchButton(page)).toBeVisible();
    await searchButton(page).click();
    const box = await searchBox(page).boundingBox();
    expect(box?.width).toBeGreaterThan(200);
  });
});
