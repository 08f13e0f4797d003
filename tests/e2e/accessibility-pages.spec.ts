import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/test";
import { openWithoutScripts } from "./support/without-scripts";

// Every page of the site through axe (WCAG 2.x A and AA, and axe's best practices): as it first shows, in
// English and in Arabic (right to left), and as it renders without JavaScript. The states a visitor opens on
// them (overlays, sheets, menus, panels) are in the other accessibility specs.

const MOVIE = 101488;
const SERIES = 200002;
const ACTOR = 31;

/** [what the visitor opens, where]: each page kind once, with what makes it look different (results or none). */
const PAGES: ReadonlyArray<[string, string]> = [
  ["home", "/"],
  ["series", "/series"],
  ["explore, its default category", "/explore-movies"],
  ["explore, a category", "/explore-series?p=1&g=popular"],
  ["a genre page", "/genre/movie/878"],
  ["search with results", "/search?q=night"],
  ["search with none", "/search?q=zzqxw"],
  ["search with no query", "/search"],
  ["Discover", "/discover"],
  ["Discover with filters", "/discover?genres=35&from=1990&to=2010&region=US"],
  ["Discover with nothing matching", "/discover?genres=16&from=1950&to=1960&lang=ja&region=US"],
  ["the calendar, following nothing", "/calendar"],
  ["actors", "/actors"],
  ["popular actors", "/popular-actors"],
  ["an actor's movies", `/movies-by-actor/${ACTOR}`],
  ["a movie's details over home", `/movie/${MOVIE}`],
  ["a series' details over home", `/series/${SERIES}`],
  ["a movie's watch page", `/watch/${MOVIE}`],
  ["a series' watch page", `/watch/${SERIES}?s=1&e=2`],
  ["My List, empty", "/list"],
];

test.describe("every page, in English", () => {
  for (const [name, path] of PAGES) {
    test(name, async ({ page }) => {
      await page.goto(path);
      await expectNoAxeViolations(page, name);
    });
  }

  test("a page that does not exist", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expectNoAxeViolations(page, "404");
  });
});

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  // The top bar's links are icons there, and the overlay and the watch page take the whole screen.
  for (const [name, path] of [
    ["home", "/"],
    ["a series' details over home", `/series/${SERIES}`],
    ["a watch page", `/watch/${MOVIE}`],
  ]) {
    test(name ?? "", async ({ page }) => {
      await page.goto(path ?? "");
      await expectNoAxeViolations(page, `${name} on a phone`);
    });
  }
});

test.describe("in Arabic, right to left", () => {
  for (const [name, path] of [
    ["home", "/ar"],
    ["Discover", "/ar/discover?genres=35"],
    ["a series' details over home", `/ar/series/${SERIES}`],
    ["My List", "/ar/list"],
  ]) {
    test(name ?? "", async ({ page }) => {
      await page.goto(path ?? "");
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expectNoAxeViolations(page, `${name} in Arabic`);
    });
  }
});

// A control's name and its visible words are written apart in each catalogue, so label in name is a language's
// own: the page with the most such controls (a series' Play, episodes, marks), in each other language, for that
// rule (the page is the same as in English and Arabic otherwise).
test.describe("a series' details in the other languages", () => {
  for (const segment of ["es", "fr", "de", "pt-br", "ja"]) {
    test(segment, async ({ page }) => {
      await page.goto(`/${segment}/series/${SERIES}`);
      await expectNoAxeViolations(page, `a series' details in ${segment}`, {
        only: ["label-content-name-mismatch"],
      });
    });
  }
});

test.describe("without JavaScript", () => {
  // Where the server's page differs from the hydrated one: script-only controls are left out, and menus, the
  // overlay and Discover's sheet work as links and native disclosure.
  for (const [name, path] of [
    ["home", "/"],
    ["a series' details over home", `/series/${SERIES}`],
    ["Discover", "/discover?genres=16"],
    ["a watch page", `/watch/${MOVIE}`],
    ["My List", "/list"],
  ]) {
    test(name ?? "", async ({ browser, baseURL }) => {
      const page = await openWithoutScripts(browser, baseURL, path ?? "");
      await expectNoAxeViolations(page, `${name} without JavaScript`);
      await page.context().close();
    });
  }

  test("as a browser without scripts shows it: no control that needs one", async ({ browser, baseURL }) => {
    const page = await openWithoutScripts(browser, baseURL, "/");
    await expect(page.locator("button.card-action")).not.toHaveCount(0);
    for (const button of await page.locator("button.card-action").all()) await expect(button).toBeHidden();
    await page.context().close();
  });

  test("explore's Filter menu, open", async ({ browser, baseURL }) => {
    const page = await openWithoutScripts(browser, baseURL, "/explore-movies");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page, "explore's Filter menu without JavaScript", { within: ".side-menu" });
    await page.context().close();
  });

  test("Discover's filter sheet on a phone, open", async ({ browser, baseURL }) => {
    const page = await openWithoutScripts(browser, baseURL, "/discover?genres=16", {
      width: 360,
      height: 780,
    });
    await page.getByRole("button", { name: "Filters" }).click();
    await expect(page.getByRole("dialog", { name: "Filters" })).toBeVisible();
    await expectNoAxeViolations(page, "Discover's sheet without JavaScript", { within: ".discover-sheet" });
    await page.context().close();
  });
});
