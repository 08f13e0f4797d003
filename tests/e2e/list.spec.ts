import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, homeSettled, test } from "./support/test";

// The watchlist page /list (spec §2, §3, §4): the visitor's own list, kept in this browser under 'wishlist'.

const MOVIE_A = { id: 101488, poster_path: null, title: "Seeded Movie A", type: "movie" };
const MOVIE_B = { id: 101499, poster_path: null, title: "Seeded Movie B", type: "movie" };
const SERIES_A = { id: 200271, poster_path: null, title: "Seeded Series", type: "series" };
const LIST = [MOVIE_A, SERIES_A, MOVIE_B];

async function seed(page: Page, value: unknown): Promise<void> {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  await page.addInitScript((stored) => {
    // Only on the first load: later reloads must see what the page itself stored.
    if (!sessionStorage.getItem("seeded")) {
      localStorage.setItem("wishlist", stored);
      sessionStorage.setItem("seeded", "1");
    }
  }, text);
}

const grid = (page: Page) => page.getByRole("list", { name: "Watchlist" });
const cardTitles = (page: Page) =>
  grid(page)
    .getByRole("link", { name: /^More info about / })
    .evaluateAll((links) =>
      links.map((link) => link.getAttribute("aria-label")?.replace("More info about ", "")),
    );

test.describe("watchlist page", () => {
  test("greets an empty list with a way onward, and no tabs", async ({ page }) => {
    await page.goto("/list");
    await expect(page).toHaveTitle("My List - Marquee");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /saved in this browser/,
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Watchlist (0)");
    await expect(page.getByText("Your list is empty.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse titles" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("navigation", { name: "Filter the list" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Export list" })).toHaveCount(0);
  });

  test("shows the list with its count, and filters it with the ALL / MOVIES / SERIES tabs", async ({
    page,
  }) => {
    await seed(page, LIST);
    await page.goto("/list");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Watchlist (3)");
    expect(await cardTitles(page)).toEqual(["Seeded Movie A", "Seeded Series", "Seeded Movie B"]);
    const tabs = page.getByRole("navigation", { name: "Filter the list" });
    await expect(tabs.getByRole("link")).toHaveText(["ALL", "MOVIES", "SERIES"]);
    await expect(tabs.getByRole("link", { name: "ALL" })).toHaveAttribute("aria-current", "page");

    await tabs.getByRole("link", { name: "MOVIES" }).click();
    await expect(page).toHaveURL("/list?type=movie");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Watchlist (2)");
    await expect(tabs.getByRole("link", { name: "MOVIES" })).toHaveAttribute("aria-current", "page");
    expect(await cardTitles(page)).toEqual(["Seeded Movie A", "Seeded Movie B"]);

    await tabs.getByRole("link", { name: "SERIES" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Watchlist (1)");
    expect(await cardTitles(page)).toEqual(["Seeded Series"]);
    await expect(grid(page).getByRole("link", { name: "Play Seeded Series" })).toHaveAttribute(
      "href",
      "/watch/200271?s=1&e=1",
    );
  });

  test("renders without hydration errors, and keeps the visitor's list out of the server's HTML", async ({
    page,
    request,
  }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await seed(page, LIST);
    await page.goto("/list");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Watchlist (3)");
    expect(errors).toEqual([]);
    const html = await (await request.get("/list")).text();
    expect(html).toContain("Watchlist");
    // The empty state is not rendered (the page's message catalogue, in the HTML's data, holds its words).
    expect(html).not.toContain('class="list-empty');
  });

  test("shows the posters of entries saved when the demo's artwork was SVG, and of today's", async ({
    page,
  }) => {
    // Stored before the demo catalogue handed out .webp names: the old name must still show the poster.
    const saved = [
      { id: 101488, poster_path: "/m101488-poster.svg", title: "Saved Back Then", type: "movie" },
      { id: 200271, poster_path: "/s200271-poster.webp", title: "Saved Today", type: "series" },
    ];
    await seed(page, saved);
    await page.goto("/list");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Watchlist (2)");
    for (const [title, file] of [
      ["Saved Back Then", /\/demo-images\/w342\/m101488-poster\.svg$/],
      ["Saved Today", /\/demo-images\/w342\/s200271-poster\.webp$/],
    ] as const) {
      const poster = grid(page).getByRole("listitem").filter({ hasText: title }).locator("img");
      await expect(poster, title).toHaveAttribute("src", file);
      await poster.scrollIntoViewIfNeeded();
      await expect
        .poll(() => poster.evaluate((img: HTMLImageElement) => img.naturalWidth), title)
        .toBeGreaterThan(0);
    }
  });

  test("removing a title from the list page updates it at once", async ({ page }) => {
    await seed(page, [MOVIE_A]);
    await page.goto("/list");
    await grid(page).getByRole("link", { name: "Seeded Movie A", exact: true }).hover();
    await page.getByRole("button", { name: "Remove Seeded Movie A from My List" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Watchlist (0)");
    await expect(page.getByText("Your list is empty.")).toBeVisible();
  });

  test("exports the list to marquee-watchlist.json, the watchlist in its stored shape", async ({ page }) => {
    await seed(page, LIST);
    await page.goto("/list");
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export list" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("marquee-watchlist.json");
    const text = await readFile((await download.path()) ?? "", "utf8");
    expect(JSON.parse(text)).toMatchObject({ format: "marquee-list", version: 2, watchlist: LIST });
  });

  test("imports a file: new titles are merged, duplicates skipped, a bad file refused politely", async ({
    page,
  }) => {
    await seed(page, [MOVIE_A]);
    await page.goto("/list");
    const importer = page.getByLabel("Import list");
    const file = (name: string, content: string) => ({
      name,
      mimeType: "application/json",
      buffer: Buffer.from(content),
    });

    await importer.setInputFiles(file("list.json", JSON.stringify([MOVIE_A, SERIES_A, { id: "junk" }])));
    // Said in a polite live region, so a screen reader announces it too.
    await expect(page.getByText("Added 1 title (1 already on your list).")).toHaveAttribute("role", "status");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Watchlist (2)");
    expect(await cardTitles(page)).toEqual(["Seeded Movie A", "Seeded Series"]);

    const notImportable =
      /^That file is not one we can import: choose our own export, or an export from IMDb/;
    await importer.setInputFiles(file("notes.json", '{"hello": "world"}'));
    await expect(page.getByText(notImportable)).toBeVisible();
    await importer.setInputFiles(file("list.json", JSON.stringify([SERIES_A])));
    await expect(page.getByText("Added 0 titles: it was on your list already.")).toBeVisible();
    await importer.setInputFiles(file("garbage.json", "\u0000\u0001 not json at all"));
    await expect(page.getByText(notImportable)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Watchlist (2)");
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("wishlist") ?? "null"));
    expect(stored).toEqual([MOVIE_A, SERIES_A]);
  });

  test("survives corrupted storage: junk is skipped and valid entries stay", async ({ page }) => {
    await seed(page, [
      MOVIE_A,
      "junk",
      null,
      { id: "x", title: 3 },
      { ...SERIES_A, id: "200271", type: "tv" },
    ]);
    await page.goto("/list");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Watchlist (2)");
    expect(await cardTitles(page)).toEqual(["Seeded Movie A", "Seeded Series"]);
  });

  test("survives storage that is not JSON at all", async ({ page }) => {
    await seed(page, "{broken");
    await page.goto("/list");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Watchlist (0)");
    await expect(page.getByText("Your list is empty.")).toBeVisible();
  });

  test("a title added in another tab appears at once", async ({ context }) => {
    const listTab = await context.newPage();
    const otherTab = await context.newPage();
    await listTab.goto("/list");
    await otherTab.goto("/");
    await listTab.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await otherTab.locator("html[data-hydrated]").waitFor({ state: "attached" });
    // Home's rows below the first screen, and its personal layer, arrive when the browser is idle.
    await homeSettled(otherTab);
    await expect(listTab.getByRole("heading", { level: 1 })).toHaveText("Watchlist (0)");

    const add = otherTab
      .getByRole("region", { name: "Popular movies" })
      .getByRole("button", { name: /^Add .+ to My List$/ })
      .first();
    const name = ((await add.getAttribute("aria-label")) ?? "").replace(/^Add (.+) to My List$/, "$1");
    await add.click({ force: true });

    await expect(listTab.getByRole("heading", { level: 1 })).toHaveText("Watchlist (1)");
    await expect(
      grid(listTab).getByRole("link", { name: `More info about ${name}`, exact: true }),
    ).toBeVisible();
  });
});
