import type { Locator, Page } from "@playwright/test";
import { DEMO_API_BASE_URL, handleDemoRequest } from "../../app/demo/handler.server";
import { expect, test } from "./support/test";

// A kids' URL (?kids=US-PG) holds to its limit on the server: a crawl of its pages (home, series, explore,
// search, Discover, an actor's credits, a title's More Like This) finds no title over the limit, each title
// checked through its own certification in the demo catalogue the app serves (its release dates or content
// ratings, as TMDB answers them), and every link of those pages keeps the limit. A typed URL of a title over
// it answers "Not available" with no player; without JavaScript the limit holds the same.

const LIMIT = "US-PG";
/** At or under US PG: TMDB's US movie list up to PG, and the US TV ratings of the same guidance. */
const ALLOWED = { movie: ["G", "PG"], series: ["TV-Y", "TV-Y7", "TV-G", "TV-PG"] } as const;

type Kind = "movie" | "series";

async function demo(path: string): Promise<Record<string, unknown>> {
  const response = await handleDemoRequest(new Request(`${DEMO_API_BASE_URL}/${path}`));
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

/** A title's own US certification: its release's (movies) or content rating (series); undefined when none. */
async function usCertification(kind: Kind, id: number): Promise<string | undefined> {
  if (kind === "movie") {
    const raw = (await demo(`movie/${id}/release_dates`)) as {
      results: { iso_3166_1: string; release_dates: { certification: string }[] }[];
    };
    const us = raw.results.find((country) => country.iso_3166_1 === "US");
    return us?.release_dates.find((release) => release.certification)?.certification;
  }
  const raw = (await demo(`tv/${id}/content_ratings`)) as {
    results: { iso_3166_1: string; rating: string }[];
  };
  return raw.results.find((entry) => entry.iso_3166_1 === "US")?.rating || undefined;
}

/** The titles a part of the page links to, by their overlay links (/movie/{id}, /series/{id}). */
async function linkedTitles(scope: Locator): Promise<Array<{ kind: Kind; id: number }>> {
  const hrefs = await scope
    .locator('a[href*="/movie/"], a[href*="/series/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const titles = new Map<string, { kind: Kind; id: number }>();
  for (const href of hrefs) {
    const match = /\/(movie|series)\/(\d+)(?:[?#]|$)/.exec(href);
    if (match) titles.set(`${match[1]}/${match[2]}`, { kind: match[1] as Kind, id: Number(match[2]) });
  }
  return [...titles.values()];
}

/** Every title the part links to is at or under the limit by its own certification; returns how many. */
async function expectAllUnderLimit(scope: Locator, where: string): Promise<number> {
  const titles = await linkedTitles(scope);
  for (const { kind, id } of titles) {
    const certification = await usCertification(kind, id);
    expect(
      ALLOWED[kind] as readonly (string | undefined)[],
      `${where}: ${kind} ${id} is ${certification}`,
    ).toContain(certification);
  }
  return titles.length;
}

/** Every link of the page to the site's own pages keeps the limit. */
async function expectLinksKeepLimit(page: Page, where: string) {
  const hrefs = await page
    .locator("a[href^='/']")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const leaking = hrefs.filter((href) => !href.startsWith("/#") && !href.includes(`kids=${LIMIT}`));
  expect(leaking, where).toEqual([]);
}

const main = (page: Page) => page.locator("main");

/** A demo movie whose US certification is R: over the limit. */
async function adultMovie(): Promise<number> {
  const page = (await demo("discover/movie?certification_country=US&certification=R")) as {
    results: { id: number }[];
  };
  const first = page.results[0];
  if (!first) throw new Error("the demo has no R movie");
  return first.id;
}

test.describe("a kids' URL", () => {
  test("lists only titles at or under its limit on every page a child reaches, whose links keep it", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const pages = [
      `/?kids=${LIMIT}`,
      `/series?kids=${LIMIT}`,
      `/explore-movies?kids=${LIMIT}`,
      `/explore-series?kids=${LIMIT}`,
      `/search?q=little&kids=${LIMIT}`,
      `/discover?kids=${LIMIT}`,
      `/discover?type=series&kids=${LIMIT}`,
    ];
    for (const path of pages) {
      await page.goto(path);
      expect(await expectAllUnderLimit(main(page), path), `${path} lists titles`).toBeGreaterThan(0);
      await expectLinksKeepLimit(page, path);
    }
    // Home's rows are made for children and hold only such titles.
    await page.goto(`/?kids=${LIMIT}`);
    await expect(page.getByRole("heading", { name: "Animation", exact: true })).toBeVisible();

    // An actor, reached by the links a child would follow.
    await page.goto(`/popular-actors?kids=${LIMIT}`);
    await page.locator("main a[href*='/movies-by-actor/']").first().click();
    await expect(page).toHaveURL(new RegExp(`/movies-by-actor/\\d+\\?kids=${LIMIT}$`));
    await expectAllUnderLimit(main(page), "an actor's movies");
    await expectLinksKeepLimit(page, "an actor's movies");
    await page.getByRole("link", { name: "SERIES", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/shows-by-actor/\\d+\\?kids=${LIMIT}$`));
    await expectAllUnderLimit(main(page), "an actor's series");
  });

  test("a title's More Like This holds only titles under the limit, and opening one keeps it", async ({
    page,
  }) => {
    await page.goto(`/?kids=${LIMIT}`);
    const first = page.getByRole("region", { name: "Animation" }).locator("a[href*='/movie/']").first();
    await first.click();
    const dialog = page.getByRole("dialog");
    await expect(page).toHaveURL(new RegExp(`/movie/\\d+\\?kids=${LIMIT}$`));
    const similar = dialog.getByRole("region", { name: "More Like This" });
    await expect(similar).toBeVisible();
    expect(await expectAllUnderLimit(similar, "More Like This")).toBeGreaterThan(0);
    await expectAllUnderLimit(dialog, "the title overlay");
    await similar.locator("a[href*='/movie/']").first().click();
    await expect(page).toHaveURL(new RegExp(`/movie/\\d+\\?kids=${LIMIT}$`));
    await expect(dialog.getByRole("heading", { level: 2 })).not.toHaveText(/Not available/);
  });

  test("a typed URL of a title over the limit is refused, with no player, and answers a cacheable page", async ({
    page,
  }) => {
    const id = await adultMovie();
    expect(await usCertification("movie", id)).toBe("R");
    const response = await page.goto(`/movie/${id}?kids=${LIMIT}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toMatch(/public/);
    await expect(page.getByRole("heading", { name: "Not available in a profile up to PG" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Watch/i })).toHaveCount(0);

    await page.goto(`/watch/${id}?kids=${LIMIT}`);
    await expect(page.getByRole("heading", { name: "Not available in a profile up to PG" })).toBeVisible();
    await expect(page.locator("iframe")).toHaveCount(0);
    await page.getByRole("link", { name: "Back to home" }).click();
    await expect(page).toHaveURL(new RegExp(`/\\?kids=${LIMIT}$`));

    // The same title without a limit is an ordinary title page.
    await page.goto(`/movie/${id}`);
    await expect(page.getByRole("heading", { name: /Not available/ })).toHaveCount(0);
  });

  test("a limit spelt otherwise is redirected to its canonical spelling; an unknown one is not found", async ({
    page,
  }) => {
    await page.goto("/series?kids=us-pg");
    await expect(page).toHaveURL(new RegExp(`/series\\?kids=${LIMIT}$`));
    for (const value of ["US-XYZ", "ZZ-PG", "%3Cscript%3E", "US-PG&kids=US-R"]) {
      const response = await page.goto(`/?kids=${value}`);
      expect(response?.status(), value).toBe(404);
    }
  });
});

test.describe("a kids' URL without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("holds to its limit: home, a search sent by the form, and a refused title", async ({ page }) => {
    await page.goto(`/?kids=${LIMIT}`);
    expect(await expectAllUnderLimit(main(page), "home without scripts")).toBeGreaterThan(0);

    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?kids=${LIMIT}$`));
    await page.getByRole("searchbox", { name: "Search movies and series" }).fill("star");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/search\\?kids=${LIMIT}&q=star$`));
    expect(await expectAllUnderLimit(main(page), "search without scripts")).toBeGreaterThan(0);
    await expectLinksKeepLimit(page, "search without scripts");

    await page.goto(`/watch/${await adultMovie()}?kids=${LIMIT}`);
    await expect(page.getByRole("heading", { name: "Not available in a profile up to PG" })).toBeVisible();
    await expect(page.locator("iframe")).toHaveCount(0);
  });
});
