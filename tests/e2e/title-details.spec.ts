import type { Page } from "@playwright/test";
import { expect as baseExpect, test } from "./support/test";

// The title detail overlay at /movie/{id} and /series/{id}, over the home page (spec §2, §4, §5), on the demo
// catalogue. The demo is generated deterministically with a fixed "today", so these titles never change:
/** The first popular (and trending) movie: 6.7, 2026, 108 minutes, Adventure, 20 similar titles. */
const MOVIE = { id: 101488, title: "Ashes of the Night" };
/** A series with two seasons of 11 and 21 episodes. */
const SERIES = { id: 200156, title: "Saltmarsh Park" };

const HOME_URL = /^http:\/\/[^/]+\/$/;
/**
 * Opening or closing the overlay renders it over, or brings back, the whole home page (a hundred-odd cards) in
 * one go; on a busy shared machine that can take longer than the default 5 s, which is not what these tests
 * are about.
 */
const expect = baseExpect.configure({ timeout: 15_000 });

function overlay(page: Page, name: string) {
  return page.getByRole("dialog", { name });
}

function row(page: Page, name: string) {
  return page.getByRole("region", { name });
}

/** What the visitor sees after closing: the home page, no dialog. */
async function expectClosedOnHome(page: Page) {
  await expect(page).toHaveURL(HOME_URL);
  await expect(page.getByRole("dialog")).toHaveCount(0);
}

test.describe("title detail overlay", () => {
  test("a card's details open over the home page with the title's facts", async ({ page }) => {
    await page.goto("/");
    await row(page, "Popular movies").getByRole("link", { name: MOVIE.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/movie/${MOVIE.id}$`));
    const dialog = overlay(page, MOVIE.title);
    await expect(dialog).toBeVisible();
    await expect(page).toHaveTitle(`${MOVIE.title} - Marquee`);
    // A modal dialog over the home page, which is still there behind it.
    expect(await dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
    await expect(page.locator(".hero")).toBeAttached();
    await expect(dialog.getByRole("heading", { level: 2, name: MOVIE.title })).toBeFocused();

    await expect(dialog.getByRole("link", { name: "Close" })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Play", exact: true })).toHaveAttribute(
      "href",
      `/watch/${MOVIE.id}`,
    );
    await expect(dialog.getByRole("button", { name: `Add ${MOVIE.title} to My List` })).toBeEnabled();
    await expect(dialog.getByText("Courage is contagious.")).toBeVisible();
    await expect(dialog.getByRole("list", { name: "Facts" }).getByRole("listitem")).toHaveText([
      "Rating 6.7",
      "2026",
      "1h 48m",
    ]);
    await expect(dialog.getByText("Genres: Adventure")).toBeVisible();
    await expect(dialog.getByText(/^A junior diplomat at an exclusive boarding school/)).toBeVisible();

    const backdrop = dialog.locator(".title-overlay-backdrop img");
    await expect(backdrop).toHaveAttribute("src", `/demo-images/w1280/m${MOVIE.id}-backdrop.webp`);
    await expect(backdrop).toHaveAttribute("srcset", /w780\/\S+ 780w, \S+w1280\/\S+ 1280w/);
    await expect
      .poll(() => backdrop.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const box = await dialog.locator(".title-overlay-backdrop").boundingBox();
    expect(Math.abs((box?.width ?? 0) * (9 / 16) - (box?.height ?? 0))).toBeLessThan(2);

    // The demo catalogue has no trailers, so nothing is loaded from YouTube.
    await expect(dialog.getByRole("button", { name: /^(Trailer|Teaser)$/ })).toHaveCount(0);
    await expect(dialog.locator("iframe")).toHaveCount(0);
  });

  test("More Like This shows 8 titles, and all of them after the expand button", async ({ page }) => {
    await page.goto(`/movie/${MOVIE.id}`);
    const dialog = overlay(page, MOVIE.title);
    const similar = dialog.getByRole("list", { name: "More Like This" }).getByRole("listitem");
    await expect(similar).toHaveCount(8);
    const expand = dialog.getByRole("button", { name: "Show all 20 titles" });
    await expect(expand).toHaveAttribute("aria-expanded", "false");
    await expand.click();
    await expect(similar).toHaveCount(20);
    await dialog.getByRole("button", { name: "Show fewer titles" }).click();
    await expect(similar).toHaveCount(8);

    // Opening one of them shows it in the same overlay.
    const next = similar.first().getByRole("link", { name: /^More info about / });
    const nextName = (await next.getAttribute("aria-label"))?.replace("More info about ", "") ?? "";
    await similar.first().getByRole("link").first().click();
    await expect(overlay(page, nextName)).toBeVisible();
    await expect(page).toHaveTitle(`${nextName} - Marquee`);
    await expect(overlay(page, nextName).getByRole("heading", { level: 2 })).toBeFocused();
  });

  test("the movie's Play opens its player", async ({ page }) => {
    await page.goto(`/movie/${MOVIE.id}`);
    await overlay(page, MOVIE.title).getByRole("link", { name: "Play", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/watch/${MOVIE.id}$`));
  });

  test("a series plays from S1 E1, or from the saved episode with its season preselected", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto(`/series/${SERIES.id}`);
    const dialog = overlay(page, SERIES.title);
    const play = dialog.getByRole("link", { name: /^Play S\d+ E\d+$/ });
    await expect(play).toHaveText("S1 E1");
    await expect(play).toHaveAttribute("href", `/watch/${SERIES.id}?s=1&e=1&me=11`);
    await expect(dialog.getByText("2 Seasons")).toBeVisible();
    await expect(dialog.getByRole("combobox", { name: "Season" })).toHaveValue("1");

    await page.evaluate(
      (id) => localStorage.setItem(`continue_${id}`, '{"season":2,"episode":7}'),
      SERIES.id,
    );
    await page.reload();
    await expect(play).toHaveText("S2 E7");
    await expect(play).toHaveAttribute("href", `/watch/${SERIES.id}?s=2&e=7&me=21`);
    await expect(dialog.getByRole("combobox", { name: "Season" })).toHaveValue("2");
    const episodes = dialog.getByRole("list", { name: "Season 2 episodes" });
    await expect(episodes.getByRole("listitem")).toHaveCount(10);
    await expect(episodes.getByRole("listitem").nth(6)).toContainText("Continue watching");
    // The saved progress is read after hydration, so the server's HTML and the first render agree.
    expect(errors).toEqual([]);
  });

  test("the season dropdown reloads the episodes; each links to its player with s, e and me", async ({
    page,
  }) => {
    await page.goto(`/series/${SERIES.id}`);
    const dialog = overlay(page, SERIES.title);
    const firstSeason = dialog.getByRole("list", { name: "Season 1 episodes" });
    await expect(firstSeason.getByRole("listitem")).toHaveCount(10);
    await expect(firstSeason.getByRole("link").first()).toHaveAttribute(
      "href",
      `/watch/${SERIES.id}?s=1&e=1&me=11`,
    );
    const episode = firstSeason.getByRole("listitem").first();
    await expect(episode.getByRole("link")).toHaveAccessibleName("Episode 1: Pilot");
    await expect(episode).toContainText("52m");
    const still = episode.locator("img");
    await expect(still).toHaveAttribute("src", `/demo-images/w300/s${SERIES.id}-s1e1.webp`);
    await expect(still).toHaveAttribute("loading", "lazy");
    await still.scrollIntoViewIfNeeded();
    await expect.poll(() => still.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await dialog.getByRole("combobox", { name: "Season" }).selectOption({ label: "Season 2" });
    await expect(page).toHaveURL(new RegExp(`/series/${SERIES.id}\\?season=2$`));
    const secondSeason = dialog.getByRole("list", { name: "Season 2 episodes" });
    await expect(secondSeason.getByRole("listitem")).toHaveCount(10);
    await expect(secondSeason.getByRole("link").first()).toHaveAttribute(
      "href",
      `/watch/${SERIES.id}?s=2&e=1&me=21`,
    );
    await expect(dialog.getByRole("list", { name: "Season 1 episodes" })).toHaveCount(0);

    // Spec §9: 10 episodes until the expand button is pressed.
    await dialog.getByRole("button", { name: "Show all 21 episodes" }).click();
    await expect(secondSeason.getByRole("listitem")).toHaveCount(21);
    await expect(secondSeason.getByRole("link").last()).toHaveAttribute(
      "href",
      `/watch/${SERIES.id}?s=2&e=21&me=21`,
    );
  });

  test("the season choice is a GET form that scripts enhance: no Show button, no reload, the list in place", async ({
    page,
  }) => {
    await page.goto(`/series/${SERIES.id}`);
    const dialog = overlay(page, SERIES.title);
    const select = dialog.getByRole("combobox", { name: "Season" });
    // The form a visitor without scripts submits, and the early script's hook (decision 0018).
    await expect(select).toHaveAttribute("name", "season");
    await expect(select).toHaveAttribute("data-submit-on-change", "");
    const form = dialog.locator("form:has(select[name=season])");
    await expect(form).toHaveAttribute("method", "get");
    await expect(form).toHaveAttribute("action", `/series/${SERIES.id}`);
    await expect(dialog.getByRole("button", { name: "Show", exact: true })).toHaveCount(0);

    // A client navigation, not a page load: the page keeps what it had (a mark set on it).
    await page.evaluate(() => document.documentElement.setAttribute("data-kept", ""));
    await select.selectOption({ label: "Season 2" });
    await expect(page).toHaveURL(new RegExp(`/series/${SERIES.id}\\?season=2$`));
    await expect(dialog.getByRole("list", { name: "Season 2 episodes" }).getByRole("listitem")).toHaveCount(
      10,
    );
    await expect(page.locator("html[data-kept]")).toHaveCount(1);
    // The expander is a button here; the no-script link (?episodes=all) is not in play.
    await expect(dialog.getByRole("link", { name: "Show all 21 episodes" })).toHaveCount(0);
    await expect(dialog.getByRole("button", { name: "Show all 21 episodes" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  test("a shared ?episodes=all link opens the season's list in full", async ({ page }) => {
    await page.goto(`/series/${SERIES.id}?season=2&episodes=all`);
    const dialog = overlay(page, SERIES.title);
    await expect(dialog.getByRole("list", { name: "Season 2 episodes" }).getByRole("listitem")).toHaveCount(
      21,
    );
    await expect(dialog.getByRole("button", { name: "Show fewer episodes" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  });

  test("opening, switching and closing the overlay does not fetch the home rows again", async ({ page }) => {
    await page.goto("/");
    const dataRequests: URL[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith(".data")) dataRequests.push(url);
    });
    await row(page, "Popular movies").getByRole("link", { name: MOVIE.title, exact: true }).click();
    const dialog = overlay(page, MOVIE.title);
    await expect(dialog).toBeVisible();
    await dialog.getByRole("list", { name: "More Like This" }).getByRole("link").first().click();
    await expect(page.getByRole("dialog", { name: MOVIE.title })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expectClosedOnHome(page);

    expect(dataRequests.length).toBeGreaterThanOrEqual(2);
    for (const url of dataRequests) {
      // React Router names the loaders it wants; without _routes it would run them all, home's included.
      expect(url.searchParams.get("_routes")).not.toBeNull();
      expect(url.searchParams.get("_routes")).not.toContain("routes/home");
    }
  });

  test("the overlay's watchlist toggle updates the card behind it", async ({ page }) => {
    await page.goto("/");
    const popular = row(page, "Popular movies");
    await popular.getByRole("link", { name: MOVIE.title, exact: true }).click();
    const dialog = overlay(page, MOVIE.title);
    await dialog.getByRole("button", { name: `Add ${MOVIE.title} to My List` }).click();
    await expect(dialog.getByRole("button", { name: `Remove ${MOVIE.title} from My List` })).toBeVisible();
    await dialog.getByRole("link", { name: "Close" }).click();
    await expectClosedOnHome(page);
    await expect(popular.getByRole("button", { name: `Remove ${MOVIE.title} from My List` })).toHaveCount(1);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("wishlist") ?? "[]"));
    expect(stored).toEqual([
      { id: MOVIE.id, poster_path: `/m${MOVIE.id}-poster.webp`, title: MOVIE.title, type: "movie" },
    ]);
  });

  test("Escape closes it and focus returns to the card's details link", async ({ page }) => {
    await page.goto("/");
    const details = row(page, "Popular movies").getByRole("link", { name: `More info about ${MOVIE.title}` });
    await details.focus();
    await page.keyboard.press("Enter");
    const dialog = overlay(page, MOVIE.title);
    await expect(dialog.getByRole("heading", { level: 2 })).toBeFocused();
    await page.keyboard.press("Escape");
    await expectClosedOnHome(page);
    await expect(details).toBeFocused();
  });

  test("the page behind is inert: Tab stays in the dialog and the page's links cannot take focus", async ({
    page,
  }) => {
    await page.goto(`/movie/${MOVIE.id}`);
    // The dialog takes focus once it is modal: from then on the page behind is out of reach.
    await expect(overlay(page, MOVIE.title).getByRole("heading", { level: 2 })).toBeFocused();
    const focusables = await page
      .locator("dialog a[href], dialog button:not([disabled]), dialog select")
      .count();
    for (let step = 0; step < focusables + 5; step++) {
      await page.keyboard.press("Tab");
      const where = await page.evaluate(() => {
        const active = document.activeElement;
        if (!active || active === document.body) return "nowhere";
        return active.closest("dialog") ? "dialog" : active.outerHTML.slice(0, 80);
      });
      expect(["dialog", "nowhere"]).toContain(where);
    }
    // The top bar and the home page's own links are out of reach while the overlay is open.
    for (const selector of [".top-bar a.logo", ".hero a"]) {
      const focused = await page
        .locator(selector)
        .first()
        .evaluate((link: HTMLElement) => {
          link.focus();
          return document.activeElement === link;
        });
      expect(focused, selector).toBe(false);
    }
  });

  test("a click on the dimmed area goes to /, a click in the panel does not", async ({ page }) => {
    await page.goto(`/movie/${MOVIE.id}`);
    const dialog = overlay(page, MOVIE.title);
    await dialog.getByText("Courage is contagious.").click();
    await expect(dialog).toBeVisible();
    // The panel is at most 920 px wide and centred; the left edge of a 1280 px window is the dimmed area.
    await page.mouse.click(20, 400);
    await expectClosedOnHome(page);
  });

  test("close goes back to the explore page it was opened from, even after opening similar titles", async ({
    page,
  }) => {
    await page.goto("/explore-movies?p=2&g=popular");
    const grid = page.getByRole("list", { name: "Popular Movies" });
    const first = grid.getByRole("listitem").first().getByRole("link").first();
    const name = (await first.textContent())?.trim() ?? "";
    await first.click();
    await expect(overlay(page, name)).toBeVisible();
    await overlay(page, name).getByRole("link", { name: "Close" }).click();
    await expect(page).toHaveURL(/\/explore-movies\?p=2&g=popular$/);
    await expect(grid.getByRole("listitem")).toHaveCount(20);

    await first.click();
    await overlay(page, name).getByRole("list", { name: "More Like This" }).getByRole("link").first().click();
    await expect(page.getByRole("dialog", { name })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/\/explore-movies\?p=2&g=popular$/);
  });

  test("opened directly, Escape closes it and the page behind comes back within reach", async ({ page }) => {
    await page.goto(`/movie/${MOVIE.id}`);
    const dialog = overlay(page, MOVIE.title);
    await expect(dialog.getByRole("heading", { level: 2 })).toBeFocused();
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    // Escape anywhere, even with focus on the page rather than in the panel.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press("Escape");
    await expectClosedOnHome(page);
    const logo = page.getByRole("link", { name: "Marquee home" });
    await logo.focus();
    await expect(logo).toBeFocused();
  });

  test("close goes to / when the overlay was opened directly", async ({ page }) => {
    await page.goto(`/series/${SERIES.id}`);
    await overlay(page, SERIES.title).getByRole("link", { name: "Close" }).click();
    await expectClosedOnHome(page);
    // Focus lands on the main content, not nowhere.
    await expect(page.locator("main")).toBeFocused();
  });

  test("an invalid id or type redirects to /", async ({ page, request }) => {
    const invalid = [
      "/movie/abc",
      "/movie/0",
      "/movie/-1",
      "/movie/1.5",
      "/movie/99999999",
      `/movie/${"9".repeat(400)}`,
      `/series/${MOVIE.id}`,
      `/movie/${SERIES.id}`,
      "/series/abc?season=%00",
    ];
    for (const path of invalid) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers().location, path).toBe("/");
    }
    await page.goto("/movie/abc");
    await expect(page).toHaveURL(HOME_URL);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("hostile season values are ignored, never an error", async ({ request }) => {
    for (const season of ["abc", "-1", "99", "1e9", "%3Cscript%3E", "2&season=3"]) {
      const response = await request.get(`/series/${SERIES.id}?season=${season}`);
      expect(response.status(), season).toBe(200);
    }
  });

  test("a shared link renders on the server with the title's meta", async ({ request, browser }) => {
    const html = await (await request.get(`/movie/${MOVIE.id}`)).text();
    expect(html).toContain(`<title>${MOVIE.title} - Marquee</title>`);
    expect(html).toContain(`<meta property="og:title" content="${MOVIE.title}"/>`);
    expect(html).toContain('<meta property="og:type" content="video.movie"/>');
    expect(html).toMatch(
      new RegExp(
        `<meta property="og:image" content="http://[^"/]+/demo-images/w1280/m${MOVIE.id}-backdrop.webp"/>`,
      ),
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).toMatch(/<meta name="description" content="A junior diplomat[^"]*"\/>/);
    const series = await (await request.get(`/series/${SERIES.id}`)).text();
    expect(series).toContain('<meta property="og:type" content="video.tv_show"/>');

    // Without scripts the overlay is there too, over the home page.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/movie/${MOVIE.id}`);
    const dialog = page.getByRole("dialog", { name: MOVIE.title });
    await expect(dialog).toBeVisible();
    // Spec §5: the watchlist button works only once the page can act on it; with scripts off it never can, so
    // it is in the HTML but not shown (docs/decisions/0018-works-without-javascript.md).
    const add = dialog.locator(`button[aria-label="Add ${MOVIE.title} to My List"]`);
    await expect(add).toBeAttached();
    await expect(add).toBeHidden();
    await expect(dialog.getByRole("link", { name: "Close" })).toHaveAttribute("href", "/");
    await context.close();
  });

  test("the page behind does not scroll while the overlay is open, and is where it was after", async ({
    page,
  }) => {
    await page.goto("/");
    const topRated = row(page, "Top Rated Movies");
    await topRated.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await topRated.getByRole("listitem").first().getByRole("link").first().click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();

    const heading = page.locator(".row-title", { hasText: "Top Rated Movies" });
    const before = await heading.evaluate((element) => element.getBoundingClientRect().top);
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => dialog.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    expect(await heading.evaluate((element) => element.getBoundingClientRect().top)).toBe(before);

    await page.keyboard.press("Escape");
    await expectClosedOnHome(page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  test("after closing, Recently Viewed on home shows the title", async ({ page }) => {
    await page.goto("/");
    await expect(row(page, "Recently Viewed")).toHaveCount(0);
    await row(page, "Popular movies").getByRole("link", { name: MOVIE.title, exact: true }).click();
    await expect(overlay(page, MOVIE.title)).toBeVisible();
    await page.keyboard.press("Escape");
    await expectClosedOnHome(page);
    const recent = row(page, "Recently Viewed");
    await expect(recent.getByRole("link", { name: MOVIE.title, exact: true })).toBeVisible();
    const viewed = await page.evaluate(() => JSON.parse(localStorage.getItem("viewed") ?? "[]"));
    expect(viewed[0]).toEqual({
      id: MOVIE.id,
      poster_path: `/m${MOVIE.id}-poster.webp`,
      title: MOVIE.title,
      media_type: "movie",
      type: "movie",
    });
  });

  test("'Where to watch' lists the services of the visitor's country, credited to JustWatch", async ({
    browser,
    request,
  }) => {
    // Find a popular movie the demo offers in the United Kingdom.
    const home = await (await request.get("/")).text();
    const ids = [...new Set([...home.matchAll(/href="\/movie\/(\d+)"/g)].map((match) => match[1]))];
    let found: string | undefined;
    for (const id of ids) {
      const html = await (
        await request.get(`/movie/${id}`, { headers: { "Accept-Language": "en-GB" } })
      ).text();
      // The section's own markup: its words are in the page's catalogue, which every page carries.
      if (html.includes('id="where-to-watch-heading"')) {
        found = id;
        break;
      }
    }
    expect(found).toBeDefined();

    const context = await browser.newContext({ locale: "en-GB" });
    const page = await context.newPage();
    await page.goto(`/movie/${found}`);
    const section = page.getByRole("region", { name: "Where to watch in United Kingdom" });
    await expect(section).toBeVisible();
    const services = section.getByRole("link");
    expect(await services.count()).toBeGreaterThan(0);
    await expect(services.first()).toHaveAttribute(
      "href",
      /^http:\/\/demo\.invalid\/movie\/\d+\/watch\?locale=GB$/,
    );
    await expect(services.first()).toHaveAttribute("target", "_blank");
    const logo = section.locator("img").first();
    await expect(logo).toHaveAttribute("src", /^\/demo-images\/w92\/provider-\d+\.webp$/);
    await logo.scrollIntoViewIfNeeded();
    // The browser decodes the raster at the size asked for (shown at 32 px).
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(92);
    await expect(section.getByRole("heading", { level: 4 }).first()).toHaveText(/^(Stream|Rent|Buy)$/);
    await expect(section.getByText("Streaming data by JustWatch")).toBeVisible();
    await context.close();
  });
});
