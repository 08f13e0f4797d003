import type { Page } from "@playwright/test";
import { POPULAR_ACTORS } from "../../app/data/popular-actors";
import { expect, test } from "./support/test";

// The actor pages on the demo catalogue (spec §2, §4, §7, §8, §9). Demo people used by name: Tom Hanks (31),
// Morgan Freeman (192, two pages of movies) and Robert Downey Jr. (3223, who has no series in the demo).

function grid(page: Page, name: string) {
  return page.getByRole("list", { name, exact: true });
}

function tabs(page: Page, name: string) {
  return page.getByRole("navigation", { name });
}

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test.describe("/actors", () => {
  test("lists popular people with photo, name and known-for titles, each linking to their movies", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto("/actors");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Actors");
    await expect(page).toHaveTitle("Actors - Marquee");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /actors/i);

    const lists = tabs(page, "Actor lists");
    await expect(lists.getByRole("link")).toHaveText(["POPULAR", "ALL"]);
    await expect(lists.getByRole("link", { name: "POPULAR" })).toHaveAttribute("href", "/popular-actors");
    await expect(lists.getByRole("link", { name: "POPULAR" })).not.toHaveAttribute("aria-current");
    await expect(lists.getByRole("link", { name: "ALL" })).toHaveAttribute("aria-current", "page");

    const cards = grid(page, "Actors").getByRole("listitem");
    await expect(cards).toHaveCount(20);
    const first = cards.first();
    const link = first.getByRole("link");
    await expect(link).toHaveAttribute("href", /^\/movies-by-actor\/\d+$/);
    await expect(first.getByText("Known For Starring In:")).toBeVisible();
    // The label is followed by titles, comma separated.
    await expect(first.getByText("Known For Starring In:").locator("..")).toHaveText(
      /^Known For Starring In: \S.*, \S/,
    );

    // Photos: w200 with a srcset of profile sizes, the box sized before the image arrives, lazy further down.
    const photo = first.locator("img");
    await expect(photo).toHaveAttribute("src", /\/w200\/[^/]+$/);
    await expect(photo).toHaveAttribute("srcset", /\/w185\/\S+ 185w, \S+\/w300\/\S+ 300w/);
    await expect(photo).toHaveAttribute("width", "200");
    await expect(photo).toHaveAttribute("height", "300");
    await expect(photo).toHaveAttribute("loading", "eager");
    await expect(cards.last().locator("img")).toHaveAttribute("loading", "lazy");
    expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

    const name = (await link.textContent()) ?? "";
    const href = (await link.getAttribute("href")) ?? "";
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    expect(errors).toEqual([]);
  });

  test("a person without a photo shows their initials in a box the size of a photo", async ({ page }) => {
    // Page 2 of the demo's popular people has someone without a profile picture.
    await page.goto("/actors?p=2");
    const cards = grid(page, "Actors").getByRole("listitem");
    await expect(cards).toHaveCount(20);
    const noPhoto = cards.filter({ hasNot: page.locator("img") });
    await expect(noPhoto).not.toHaveCount(0);
    const card = noPhoto.first();
    const name = (await card.getByRole("link").textContent()) ?? "";
    const initials = name
      .split(" ")
      .filter((word) => word !== "")
      .map((word) => word[0])
      .filter((_, index, all) => index === 0 || index === all.length - 1)
      .join("");
    await expect(card.getByText(initials, { exact: true })).toBeVisible();
    const [placeholder, photo] = await Promise.all([
      card.locator(".actor-photo").boundingBox(),
      cards
        .filter({ has: page.locator("img") })
        .first()
        .locator(".actor-photo")
        .boundingBox(),
    ]);
    expect(placeholder?.width).toBeCloseTo(photo?.width ?? 0, 0);
    expect(placeholder?.height).toBeCloseTo(photo?.height ?? 0, 0);
  });

  test("pages by p: PREV goes nowhere on page 1, NEXT goes on, with a loading indicator and a scroll to the top", async ({
    page,
  }) => {
    await page.goto("/actors");
    const pages = page.getByRole("navigation", { name: "Pages" });
    await expect(pages.getByRole("link", { name: "PREV" })).toHaveAttribute("aria-disabled", "true");
    await expect(pages.getByRole("link", { name: "NEXT" })).toHaveAttribute("href", "/actors?p=2");
    const firstOnPage1 = await grid(page, "Actors").getByRole("link").first().textContent();

    // Hold the next page's data back until the indicator has been seen (no race with a busy machine).
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/actors.data*", async (route) => {
      await held;
      await route.continue();
    });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await pages.getByRole("link", { name: "NEXT" }).click();
    const loading = page.getByRole("main").getByText("Loading…", { exact: true });
    await expect(loading).toBeVisible();
    release();
    await expect(pages.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await expect(loading).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveURL(/\/actors\?p=2$/);
    await expect(grid(page, "Actors").getByRole("listitem")).toHaveCount(20);
    await expect(grid(page, "Actors").getByRole("link").first()).not.toHaveText(firstOnPage1 ?? "");
    await expect(pages.getByRole("link", { name: "PREV" })).toHaveAttribute("href", "/actors?p=1");
  });

  test("a failed fetch says 'Failed to fetch actors' under a red 'error', and paging still works", async ({
    page,
  }) => {
    // The browser cannot get the next page's actors (the rest of the site still answers): the request for
    // this route's own data is aborted on a client navigation from page 1 to page 2.
    const actorsData = (url: URL) =>
      url.pathname === "/actors.data" && url.searchParams.get("_routes") === "routes/actors";
    await page.goto("/actors");
    await page.route(actorsData, (route) => route.abort());
    await page.getByRole("link", { name: "NEXT" }).click();

    await expect(page).toHaveURL(/\/actors\?p=2$/);
    await expect(page.getByText("Failed to fetch actors")).toBeVisible();
    const word = page.getByText("error", { exact: true });
    await expect(word).toBeVisible();
    const color = await word.evaluate((element) => getComputedStyle(element).color);
    const [red = 0, green = 0, blue = 0] = color.match(/\d+/g)?.map(Number) ?? [];
    expect(red, color).toBeGreaterThan(200);
    expect(Math.max(green, blue), color).toBeLessThan(120);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Actors");
    await expect(grid(page, "Actors")).toHaveCount(0);
    const pages = page.getByRole("navigation", { name: "Pages" });
    await expect(pages).toContainText("Page 2");

    // The network is back: PREV pages on as usual.
    await page.unroute(actorsData);
    await pages.getByRole("link", { name: "PREV" }).click();
    await expect(page).toHaveURL(/\/actors\?p=1$/);
    await expect(grid(page, "Actors").getByRole("listitem")).toHaveCount(20);
    await expect(page.getByText("Failed to fetch actors")).toHaveCount(0);

    // And "Try again" on a failed page loads it once the data comes through.
    await page.route(actorsData, (route) => route.abort());
    await page.getByRole("link", { name: "NEXT" }).click();
    await expect(page.getByText("Failed to fetch actors")).toBeVisible();
    await page.unroute(actorsData);
    await page.getByRole("link", { name: "Try again" }).click();
    await expect(grid(page, "Actors").getByRole("listitem")).toHaveCount(20);
    await expect(pages.getByText(/^Page 2 of \d+$/)).toBeVisible();
  });

  test("hostile p values are normalised, never a server error", async ({ page, request }) => {
    for (const [query, pageText] of [
      ["p=-5", "Page 1 of"],
      ["p=abc", "Page 1 of"],
      ["p=2.5", "Page 1 of"],
      ["p=1e309", "Page 1 of"],
      ["p=%00", "Page 1 of"],
    ] as const) {
      await page.goto(`/actors?${query}`);
      await expect(page.getByRole("navigation", { name: "Pages" }), query).toContainText(pageText);
      await expect(grid(page, "Actors").getByRole("listitem"), query).toHaveCount(20);
    }
    // Above 500 is 500; the demo has fewer pages, so that page is empty, with a way back.
    await page.goto("/actors?p=99999999999999999999");
    await expect(page.getByRole("navigation", { name: "Pages" })).toContainText("Page 500");
    await expect(page.getByText("No actors on this page.")).toBeVisible();
    await page.getByRole("link", { name: "Back to page 1" }).click();
    await expect(page).toHaveURL(/\/actors\?p=1$/);
    await expect(grid(page, "Actors").getByRole("listitem")).toHaveCount(20);

    for (const url of [
      `/actors?p=${"9".repeat(10_000)}`,
      "/actors?p=%FF%FE",
      "/actors?p[]=1&p=2",
      `/movies-by-actor/31?p=${"x".repeat(10_000)}`,
      "/movies-by-actor/31?p=-1",
      "/shows-by-actor/31?p=abc",
    ]) {
      const response = await request.get(url);
      expect(response.status(), url.slice(0, 40)).toBeLessThan(500);
    }
  });
});

test.describe("/popular-actors", () => {
  test("shows the curated list of about 60 well-known actors, POPULAR current and ALL linking to /actors", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto("/popular-actors");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Actors");
    await expect(page).toHaveTitle("Popular Actors - Marquee");
    const lists = tabs(page, "Actor lists");
    await expect(lists.getByRole("link", { name: "POPULAR" })).toHaveAttribute("aria-current", "page");
    await expect(lists.getByRole("link", { name: "ALL" })).toHaveAttribute("href", "/actors");
    await expect(lists.getByRole("link", { name: "ALL" })).not.toHaveAttribute("aria-current");

    const cards = grid(page, "Popular actors").getByRole("listitem");
    expect(POPULAR_ACTORS.length).toBeGreaterThanOrEqual(55);
    expect(POPULAR_ACTORS.length).toBeLessThanOrEqual(65);
    await expect(cards).toHaveCount(POPULAR_ACTORS.length);
    // In the curated order, with the real names.
    await expect(cards.first().getByRole("link")).toHaveText("Tom Hanks");
    for (const name of ["Tom Hanks", "Meryl Streep", "Zendaya", "Timothée Chalamet"]) {
      await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Tom Hanks", exact: true })).toHaveAttribute(
      "href",
      "/movies-by-actor/31",
    );
    // Photos and known-for titles come from the catalogue, for every one of them.
    await expect(page.getByText("Known For Starring In:")).toHaveCount(POPULAR_ACTORS.length);
    await expect(cards.locator("img")).toHaveCount(POPULAR_ACTORS.length);
    await expect(cards.first().locator("img")).toHaveAttribute("src", /\/w200\/p31\.webp$/);
    // The demo lists the same known-for titles on /actors, where Tom Hanks is also on page 1.
    const knownFor = await cards.first().locator(".actor-known-for").textContent();
    await page.goto("/actors");
    await expect(
      grid(page, "Actors").getByRole("listitem").filter({ hasText: "Tom Hanks" }).locator(".actor-known-for"),
    ).toHaveText(knownFor ?? "");
    expect(errors).toEqual([]);
  });

  test("the tabs switch between the two lists", async ({ page }) => {
    await page.goto("/popular-actors");
    await tabs(page, "Actor lists").getByRole("link", { name: "ALL" }).click();
    await expect(page).toHaveURL(/\/actors$/);
    await expect(grid(page, "Actors").getByRole("listitem")).toHaveCount(20);
    await tabs(page, "Actor lists").getByRole("link", { name: "POPULAR" }).click();
    await expect(page).toHaveURL(/\/popular-actors$/);
    await expect(grid(page, "Popular actors").getByRole("listitem")).toHaveCount(POPULAR_ACTORS.length);
  });

  test("a failed fetch says 'Failed to fetch actors' too", async ({ page }) => {
    await page.goto("/actors");
    await page.route(
      (url) =>
        url.pathname === "/popular-actors.data" &&
        url.searchParams.get("_routes") === "routes/popular-actors",
      (route) => route.abort(),
    );
    await tabs(page, "Actor lists").getByRole("link", { name: "POPULAR" }).click();
    await expect(page.getByText("Failed to fetch actors")).toBeVisible();
    await expect(page.getByText("error", { exact: true })).toBeVisible();
    await expect(tabs(page, "Actor lists").getByRole("link", { name: "POPULAR" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });
});

test.describe("/movies-by-actor/{id}", () => {
  test("shows the actor's name, MOVIES and SERIES tabs and a grid of their movies", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto("/movies-by-actor/31");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tom Hanks");
    await expect(page).toHaveTitle("Tom Hanks - Marquee");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Tom Hanks/);
    const titleTabs = tabs(page, "Titles of this actor");
    await expect(titleTabs.getByRole("link")).toHaveText(["MOVIES", "SERIES"]);
    await expect(titleTabs.getByRole("link", { name: "MOVIES" })).toHaveAttribute("aria-current", "page");
    await expect(titleTabs.getByRole("link", { name: "SERIES" })).toHaveAttribute(
      "href",
      "/shows-by-actor/31",
    );

    const movies = grid(page, "Movies with Tom Hanks").getByRole("listitem");
    await expect(movies).not.toHaveCount(0);
    // Movie cards, as everywhere else: details and play links of movies.
    await expect(movies.first().getByRole("link", { name: /^More info about / })).toHaveAttribute(
      "href",
      /^\/movie\/\d+$/,
    );
    await expect(page.getByRole("navigation", { name: "Pages" })).toContainText("Page 1 of 1");
    expect(errors).toEqual([]);
  });

  test("pages by p through an actor's movies", async ({ page }) => {
    await page.goto("/movies-by-actor/192");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Morgan Freeman");
    const movies = grid(page, "Movies with Morgan Freeman").getByRole("listitem");
    await expect(movies).toHaveCount(20);
    const firstOnPage1 = await movies.first().getByRole("link").first().textContent();
    const pages = page.getByRole("navigation", { name: "Pages" });
    await expect(pages.getByRole("link", { name: "PREV" })).toHaveAttribute("aria-disabled", "true");
    await pages.getByRole("link", { name: "NEXT" }).click();
    await expect(page).toHaveURL(/\/movies-by-actor\/192\?p=2$/);
    await expect(pages.getByText(/^Page 2 of 2$/)).toBeVisible();
    await expect(movies).not.toHaveCount(0);
    await expect(movies.first().getByRole("link").first()).not.toHaveText(firstOnPage1 ?? "");
    await expect(pages.getByRole("link", { name: "NEXT" })).toHaveAttribute("aria-disabled", "true");
    await expect(pages.getByRole("link", { name: "PREV" })).toHaveAttribute(
      "href",
      "/movies-by-actor/192?p=1",
    );

    // Past the last page: no movies, a way back, no error.
    await page.goto("/movies-by-actor/192?p=7");
    await expect(page.getByText("No movies found")).toBeVisible();
    await page.getByRole("link", { name: "Back to page 1" }).click();
    await expect(movies).toHaveCount(20);
  });

  test("the SERIES tab goes to the actor's series, and back", async ({ page }) => {
    await page.goto("/movies-by-actor/31");
    await tabs(page, "Titles of this actor").getByRole("link", { name: "SERIES" }).click();
    await expect(page).toHaveURL(/\/shows-by-actor\/31$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tom Hanks");
    await tabs(page, "Titles of this actor").getByRole("link", { name: "MOVIES" }).click();
    await expect(page).toHaveURL(/\/movies-by-actor\/31$/);
    await expect(grid(page, "Movies with Tom Hanks").getByRole("listitem")).not.toHaveCount(0);
  });
});

test.describe("/shows-by-actor/{id}", () => {
  test("shows the actor's name, the tabs with SERIES current, and a grid of their series", async ({
    page,
  }) => {
    await page.goto("/shows-by-actor/31");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tom Hanks");
    await expect(page).toHaveTitle("Tom Hanks: Series - Marquee");
    const titleTabs = tabs(page, "Titles of this actor");
    await expect(titleTabs.getByRole("link", { name: "SERIES" })).toHaveAttribute("aria-current", "page");
    await expect(titleTabs.getByRole("link", { name: "MOVIES" })).toHaveAttribute(
      "href",
      "/movies-by-actor/31",
    );
    const series = grid(page, "Series with Tom Hanks").getByRole("listitem");
    await expect(series).not.toHaveCount(0);
    await expect(series.first().getByRole("link", { name: /^More info about / })).toHaveAttribute(
      "href",
      /^\/series\/\d+$/,
    );
    await expect(page.getByText("No shows found")).toHaveCount(0);
  });

  test("says 'No shows found' for an actor without series, with a way to their movies", async ({ page }) => {
    await page.goto("/shows-by-actor/3223");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Robert Downey Jr.");
    await expect(page.getByText("No shows found")).toBeVisible();
    await page.getByRole("link", { name: "See their movies" }).click();
    await expect(page).toHaveURL(/\/movies-by-actor\/3223$/);
    await expect(grid(page, "Movies with Robert Downey Jr.").getByRole("listitem")).not.toHaveCount(0);
  });
});

test.describe("not an actor", () => {
  for (const url of [
    "/movies-by-actor/abc",
    "/movies-by-actor/0",
    "/movies-by-actor/-31",
    "/movies-by-actor/31.5",
    "/movies-by-actor/999999999",
    "/shows-by-actor/abc",
    "/shows-by-actor/0",
    "/shows-by-actor/999999999",
  ]) {
    test(`${url} is Page not found`, async ({ page }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
      await expect(page).toHaveTitle("Page not found - Marquee");
    });
  }
});

test("the pages' content is in the server HTML: they work with JavaScript disabled", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();

  await page.goto("/popular-actors");
  await expect(page.getByRole("link", { name: "Tom Hanks", exact: true })).toHaveAttribute(
    "href",
    "/movies-by-actor/31",
  );
  await expect(grid(page, "Popular actors").getByRole("listitem")).toHaveCount(POPULAR_ACTORS.length);

  await page.goto("/actors?p=3");
  await expect(grid(page, "Actors").getByRole("listitem")).toHaveCount(20);
  await expect(page.getByText("Known For Starring In:").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "NEXT" })).toHaveAttribute("href", "/actors?p=4");
  await page.getByRole("link", { name: "NEXT" }).click();
  await expect(page.getByText(/^Page 4 of \d+$/)).toBeVisible();

  await page.goto("/movies-by-actor/31");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tom Hanks");
  await tabs(page, "Titles of this actor").getByRole("link", { name: "SERIES" }).click();
  await expect(page).toHaveURL(/\/shows-by-actor\/31$/);
  await expect(grid(page, "Series with Tom Hanks").getByRole("listitem")).not.toHaveCount(0);
  await context.close();
});
