import { devices } from "@playwright/test";
import { expect, homeSettled, test } from "./support/test";

// With motion, as most visitors have it: the rows scroll smoothly (the suite runs with reduced motion).
test.use({ reducedMotion: "no-preference" });

// Media cards and collection rows (spec §2, §4), on the home page of the demo catalogue.

test.describe("media cards", () => {
  test("each card offers play, watchlist and details actions with accessible names", async ({ page }) => {
    await page.goto("/");
    const row = page.getByRole("region", { name: "Popular movies" });
    const details = row.getByRole("link", { name: /^More info about / }).first();
    const title = ((await details.getAttribute("aria-label")) ?? "").replace("More info about ", "");
    const href = await details.getAttribute("href");
    expect(href).toMatch(/^\/movie\/\d+$/);
    const id = href?.split("/").pop();
    await expect(row.getByRole("link", { name: `Play ${title}` })).toHaveAttribute("href", `/watch/${id}`);
    await expect(row.getByRole("button", { name: `Add ${title} to My List` })).toBeAttached();
  });

  test("series cards play the saved episode, or the first one", async ({ page }) => {
    await page.goto("/");
    const row = page.getByRole("region", { name: "Popular Series" });
    const play = row.getByRole("link", { name: /^Play / }).first();
    const href = (await play.getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/watch\/\d+\?s=1&e=1$/);
    const id = href.match(/\/watch\/(\d+)/)?.[1];
    await page.evaluate((seriesId) => {
      localStorage.setItem(`continue_${seriesId}`, JSON.stringify({ season: 2, episode: 7 }));
      window.dispatchEvent(new StorageEvent("storage", { key: `continue_${seriesId}` }));
    }, id);
    await expect(play).toHaveAttribute("href", `/watch/${id}?s=2&e=7`);
  });

  test("adding to My List updates every copy of the card at once, and survives a reload", async ({
    page,
  }) => {
    await page.goto("/");
    const trendingRow = page.getByRole("region", { name: "Trending movies this week" });
    const add = trendingRow.getByRole("button", { name: /^Add .+ to My List$/ }).first();
    const name = ((await add.getAttribute("aria-label")) ?? "").replace(/^Add (.+) to My List$/, "$1");
    await add.focus();
    await page.keyboard.press("Enter");
    const removeButtons = page.getByRole("button", { name: `Remove ${name} from My List` });
    // The first trending movie may appear in several rows: every copy flips.
    const copies = await page.getByRole("link", { name: `More info about ${name}`, exact: true }).count();
    await expect(removeButtons).toHaveCount(copies);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("wishlist") ?? "[]"));
    expect(stored).toEqual([expect.objectContaining({ title: name, type: "movie" })]);

    await page.reload();
    await expect(removeButtons.first()).toBeAttached();
    await removeButtons.first().click({ force: true });
    await expect(page.getByRole("button", { name: `Remove ${name} from My List` })).toHaveCount(0);
  });

  test("a change made in another tab reaches this one", async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto("/");
    await second.goto("/");
    await first.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await second.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await homeSettled(first);
    await homeSettled(second);
    const add = first
      .getByRole("region", { name: "Popular movies" })
      .getByRole("button", { name: /^Add / })
      .first();
    const name = ((await add.getAttribute("aria-label")) ?? "").replace(/^Add (.+) to My List$/, "$1");
    await add.click({ force: true });
    await expect(
      second
        .getByRole("region", { name: "Popular movies" })
        .getByRole("button", { name: `Remove ${name} from My List` }),
    ).toBeAttached();
  });

  test("keyboard focus reveals a card's actions", async ({ page }) => {
    await page.goto("/");
    const row = page.getByRole("region", { name: "Popular movies" });
    const play = row.getByRole("link", { name: /^Play / }).first();
    // The card's first link (the row's heading is a link too, to the full list).
    await row.getByRole("listitem").first().getByRole("link").first().focus();
    await page.keyboard.press("Tab");
    await expect(play).toBeFocused();
    await expect(play).toBeVisible();
    // Retried: with motion on, the actions fade in over 150 ms from the focus.
    await expect(play.locator("..")).toHaveCSS("opacity", "1");
  });

  test("tolerates a corrupted watchlist in storage", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("wishlist", "{definitely not json"));
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Popular movies" })).toBeVisible();
    const add = page.getByRole("button", { name: /^Add / }).first();
    await add.click({ force: true });
    await expect(page.getByRole("button", { name: /^Remove / }).first()).toBeAttached();
  });
});

test.describe("media cards on a touch screen", () => {
  const { defaultBrowserType: _chromiumAlready, ...pixel } = devices["Pixel 7"];
  test.use(pixel);

  test("the first tap reveals the actions, the second follows the link", async ({ page }) => {
    await page.goto("/");
    const row = page.getByRole("region", { name: "Popular movies" });
    const poster = row.getByRole("listitem").first().getByRole("link").first();
    const actions = row
      .getByRole("listitem")
      .first()
      .getByRole("link", { name: /^Play / });
    await poster.tap();
    await expect(page).toHaveURL(/\/$/);
    // Polled: the actions fade in (a transition), and a busy machine may read the style before it starts.
    await expect
      .poll(() => actions.evaluate((element) => getComputedStyle(element.parentElement as Element).opacity))
      .toBe("1");
    await poster.tap();
    await expect(page).toHaveURL(/\/movie\/\d+$/);
  });
});

test.describe("collection rows", () => {
  test("the forward arrow moves the row by two cards and the back arrow returns", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const row = page.getByRole("region", { name: "Popular movies" });
    await row.hover();
    const forward = row.getByRole("button", { name: "Scroll Popular movies forward" });
    await expect(forward).toBeVisible();
    await expect(row.getByRole("button", { name: "Scroll Popular movies back" })).toBeHidden();
    const track = row.getByRole("list");
    const cardStep = await track.evaluate((element) => {
      const card = element.querySelector("li") as HTMLElement;
      return 2 * (card.getBoundingClientRect().width + 15);
    });
    await forward.click();
    await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBeCloseTo(cardStep, -1);
    const back = row.getByRole("button", { name: "Scroll Popular movies back" });
    await back.click();
    await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBe(0);
  });
});
