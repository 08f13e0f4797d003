import { readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { findOnTheAirSeries } from "./support/on-the-air-series";
import { expect, test } from "./support/test";

// What a visitor opens on the pages, through axe: menus, the title overlay, Discover's sheet and Undo, home's
// personal rows, My List's tabs, an import's report, the sync panel and the calendar with series in it.

const MOVIE = { id: 101488, title: "Ashes of the Night" };
const SERIES = 200002;

/** Marks `card` Not interested; the Undo that takes its place in `where` has the focus and no axe violation. */
async function checkUndoAfterNotInterested(page: Page, where: Locator, card: Locator, state: string) {
  await card.hover();
  await card.getByRole("button", { name: /^Not interested in / }).click();
  await expect(where.getByRole("button", { name: /^Undo: show .* again$/ })).toBeFocused();
  await expectNoAxeViolations(page, state, { within: ".discover-undo" });
}

/** Puts these in the browser's storage before the first page's scripts run (once: the page's changes stay). */
async function seed(page: Page, values: Record<string, unknown>): Promise<void> {
  await page.addInitScript((stored) => {
    if (sessionStorage.getItem("seeded")) return;
    sessionStorage.setItem("seeded", "1");
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, JSON.stringify(value));
  }, values);
}

const LIST = [
  { id: MOVIE.id, poster_path: null, title: MOVIE.title, type: "movie" },
  { id: SERIES, poster_path: null, title: "Perfect Thieves", type: "series" },
];

test.describe("menus and the overlay", () => {
  test("the top bar's search box, open", async ({ page }) => {
    await page.goto("/series");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByRole("searchbox", { name: "Search movies and series" })).toBeFocused();
    await expectNoAxeViolations(page, "the search box open", { within: ".top-bar" });
  });

  test("explore's Filter menu, open", async ({ page }) => {
    await page.goto("/explore-movies");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page, "the Filter menu", { within: ".side-menu" });
  });

  test("a card's actions, shown on hover, and the overlay it opens", async ({ page }) => {
    await page.goto("/");
    const card = page.locator(".collection-row .media-card").first();
    await card.hover();
    await expect(card.getByRole("button", { name: /^Add .* to My List$/ })).toBeVisible();
    await expectNoAxeViolations(page, "a card's actions", { within: ".media-card:hover" });
    await card.getByRole("link", { name: /^More info/ }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page, "the title overlay opened from a card", { within: "dialog" });
  });
});

test.describe("a series' overlay", () => {
  test("with all its similar titles shown", async ({ page }) => {
    await page.goto(`/series/${SERIES}`);
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: /^Show all \d+ titles$/ }).click();
    await expect(dialog.getByRole("button", { name: "Show fewer titles" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expectNoAxeViolations(page, "a series' overlay with all its similar titles", { within: "dialog" });
  });
});

test.describe("Discover", () => {
  test("the filter sheet on a phone, open", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto("/discover");
    await page.getByRole("button", { name: "Filters" }).click();
    await expect(page.getByRole("dialog", { name: "Filters" })).toBeVisible();
    await expectNoAxeViolations(page, "Discover's phone sheet", { within: ".discover-sheet" });
  });

  test("a title marked Not interested, and its Undo", async ({ page }) => {
    await page.goto("/discover?genres=35");
    const results = page.locator(".discover-results");
    await checkUndoAfterNotInterested(
      page,
      results,
      results.locator(".card-grid > li").first(),
      "Discover's Undo",
    );
  });
});

test.describe("home's personal rows", () => {
  test.use({ timezoneId: "UTC" });

  test("For you, Recently Viewed and Continue Watching, and a row's Undo", async ({ page }) => {
    const at = Date.now() - 3_600_000;
    const titles = { [`movie:${MOVIE.id}`]: { ...MOVIE, poster_path: null, episode: null, next: null } };
    await seed(page, {
      playback: {
        version: 1,
        progress: {
          [`movie:${MOVIE.id}`]: { position: 5400, duration: 5400, updatedAt: at },
          "movie:100003": { position: 1000, duration: 5400, updatedAt: at },
        },
        marks: {},
        titles: {
          [`movie:${MOVIE.id}`]: { ...titles[`movie:${MOVIE.id}`], hidden: false, updatedAt: at },
          "movie:100003": {
            title: "Halfway",
            poster_path: null,
            episode: null,
            next: null,
            hidden: false,
            updatedAt: at,
          },
        },
      },
      viewed: [{ id: 100009, title: "Viewed", poster_path: null, type: "movie", media_type: "movie" }],
    });
    await page.goto("/");
    const because = page.getByRole("region", { name: `Because you watched ${MOVIE.title}` });
    await expect(because).toBeVisible({ timeout: 40_000 });
    await expect(page.getByRole("region", { name: "Continue Watching" })).toBeVisible();
    await expectNoAxeViolations(page, "home with personal rows");

    await checkUndoAfterNotInterested(
      page,
      because,
      because.getByRole("listitem").first(),
      "a personal row's Undo",
    );
  });
});

test.describe("My List", () => {
  test("the list with its tabs, each tab", async ({ page }) => {
    await seed(page, { wishlist: LIST });
    await page.goto("/list");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Watchlist (2)");
    await expectNoAxeViolations(page, "My List");
    await page
      .getByRole("navigation", { name: "Filter the list" })
      .getByRole("link", { name: "SERIES" })
      .click();
    await expect(page).toHaveURL(/type=series/);
    await expectNoAxeViolations(page, "My List's series tab");
  });

  test("an import's report", async ({ page }) => {
    await page.goto("/list");
    const buffer = readFileSync(path.resolve("tests/fixtures/import/imdb-watchlist.csv"));
    await page
      .getByLabel("Import list")
      .setInputFiles({ name: "WATCHLIST.csv", mimeType: "text/csv", buffer });
    await expect(page.getByRole("region", { name: /^Import from .* finished$/ })).toBeVisible({
      timeout: 30_000,
    });
    await expectNoAxeViolations(page, "the import report", { within: ".import-report" });
  });

  test("the sync panel, syncing, with its code and QR code", async ({ page }) => {
    await seed(page, { wishlist: LIST });
    await page.goto("/list");
    const panel = page.getByRole("region", { name: "Sync across devices" });
    await panel.getByRole("button", { name: "Sync this list" }).click();
    await expect(panel.getByRole("status")).toHaveText(/^Synced\./);
    await expect(panel.getByRole("img", { name: "QR code of the sync link" })).toBeVisible();
    await expectNoAxeViolations(page, "the sync panel", { within: ".sync-panel" });
  });
});

test.describe("the calendar", () => {
  test.use({ timezoneId: "UTC" });

  test("with a followed series' episodes by day", async ({ page, request }) => {
    const [series] = await findOnTheAirSeries(request, { timeZone: "UTC" });
    if (!series) throw new Error("no series on the air");
    await seed(page, {
      wishlist: [{ id: series.id, poster_path: null, title: series.title, type: "series" }],
    });
    await page.goto("/calendar");
    await expect(page.getByRole("region", { name: "Aired in the last 7 days" })).toBeVisible();
    await expectNoAxeViolations(page, "the calendar with a series");
  });
});
