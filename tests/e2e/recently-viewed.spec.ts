import { networkQuiet } from "./support/network-quiet";
import { expect, test } from "./support/test";

// Home's Recently Viewed row (spec §2, §3): first, and only when this browser has viewed titles.

const VIEWED = [
  { id: 101, poster_path: null, title: "Seeded Series", media_type: "tv", type: "series" },
  { id: 202, poster_path: null, title: "Seeded Movie", media_type: "movie", type: "movie" },
];

test.describe("recently viewed on home", () => {
  test("is absent for a visitor who has viewed nothing", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Trending movies this week" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Recently Viewed" })).toHaveCount(0);
  });

  test("comes first, newest first, when the visitor has viewed titles", async ({ page }) => {
    await page.addInitScript((viewed) => localStorage.setItem("viewed", viewed), JSON.stringify(VIEWED));
    await page.goto("/");
    const row = page.getByRole("region", { name: "Recently Viewed" });
    await expect(row).toBeVisible();
    await expect(page.getByRole("heading", { level: 2 }).first()).toHaveText("Recently Viewed");
    await expect(row.getByRole("link", { name: /^More info about / })).toHaveCount(2);
    await expect(row.getByRole("link", { name: "More info about Seeded Series" })).toHaveAttribute(
      "href",
      "/series/101",
    );
    await expect(row.getByRole("link", { name: "More info about Seeded Movie" })).toHaveAttribute(
      "href",
      "/movie/202",
    );
    await expect(row.getByRole("link", { name: /^More info about / }).first()).toHaveAttribute(
      "href",
      "/series/101",
    );
  });

  test("does not appear behind an overlay the page was opened with, and shows the title once it closes", async ({
    page,
  }) => {
    await page.goto("/movie/101488");
    const dialog = page.getByRole("dialog", { name: "Ashes of the Night" });
    await expect(dialog).toBeVisible();
    // The title is recorded at once, but the page behind does not move (no layout shift under the overlay).
    await expect.poll(() => page.evaluate(() => localStorage.getItem("viewed") ?? "")).toContain("101488");
    // Past the moment home's personal layer would load (after hydration, when idle) were it not held back.
    // (Looked for in the markup: the page behind is inert, out of the accessibility tree that roles are found in.)
    await networkQuiet(page);
    await expect(page.locator(".home-content h2", { hasText: "Recently Viewed" })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/\/$/);
    const row = page.getByRole("region", { name: "Recently Viewed" });
    await expect(row.getByRole("link", { name: "More info about Ashes of the Night" })).toBeVisible();
  });

  test("is personal: never in the server's HTML", async ({ request }) => {
    const html = await (await request.get("/")).text();
    // The row, not its name: the page's message catalogue, sent with every page, has the words.
    expect(html).not.toContain('id="row-recently-viewed"');
    expect(html).toContain('id="row-trending-movies"');
  });
});
