import { expect, test } from "./support/test";

const ROW_HEADINGS = [
  "Trending movies this week",
  "Trending series this week",
  "Popular movies",
  "Popular Series",
  "Top Rated Movies",
  "Top Rated Series",
  "On The Air Series",
];

test.describe("home page on the demo catalogue", () => {
  test("shows the hero and the spec's rows in order", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(/^Home - Marquee$/);

    await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
    await expect(page.getByRole("link", { name: "Play", exact: true })).toHaveAttribute(
      "href",
      /^\/watch\/\d+$/,
    );
    await expect(page.getByRole("link", { name: /^More Info about / })).toHaveAttribute(
      "href",
      /^\/movie\/\d+$/,
    );
    await expect(page.getByText("turn off your VPN")).toBeVisible();

    const headings = await page.getByRole("heading", { level: 2 }).allTextContents();
    expect(headings).toEqual(ROW_HEADINGS);
    // Rows below the first screen render their cards once the page is idle, without any scrolling.
    for (const name of ROW_HEADINGS) {
      const row = page.getByRole("region", { name });
      await expect.poll(() => row.getByRole("link").count()).toBeGreaterThanOrEqual(10);
    }
  });

  test("sends the first two rows' cards in the HTML and renders the others in the browser", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const sections = html.split('<section class="collection-row"').slice(1);
    expect(sections).toHaveLength(ROW_HEADINGS.length);
    const cardLinks = sections.map(
      (section) => section.match(/<a [^>]*href="\/(movie|series)\/\d+"/g)?.length ?? 0,
    );
    expect(cardLinks.slice(0, 2).every((links) => links >= 10)).toBe(true);
    expect(cardLinks.slice(2)).toEqual([0, 0, 0, 0, 0]);

    // In the browser every row has its cards, and the keyboard reaches them in order without scrolling first.
    await page.goto("/");
    // The cards' links (a row's heading links to the full list too).
    const lastRow = page.getByRole("region", { name: "On The Air Series" }).getByRole("list");
    await expect(lastRow.getByRole("link").first()).toBeAttached();
    const previousRow = page.getByRole("region", { name: "Top Rated Series" }).getByRole("list");
    // Focus entering a row renders the rest of its cards (10 first, 20 in all, three links each).
    await previousRow.getByRole("link").first().focus();
    await expect(previousRow.getByRole("link")).toHaveCount(60);
    await previousRow.getByRole("link").last().focus();
    // Past the row's arrow buttons and the last row's heading link, the next stop is its first card.
    for (let presses = 0; presses < 4; presses++) {
      await page.keyboard.press("Tab");
      if (
        await lastRow
          .getByRole("link")
          .first()
          .evaluate((link) => link === document.activeElement)
      )
        break;
    }
    await expect(lastRow.getByRole("link").first()).toBeFocused();
  });

  test("is rendered on the server: titles are in the HTML without JavaScript", async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    const heroTitle = await page.getByRole("heading", { level: 1 }).textContent();
    const firstCard = page
      .getByRole("region", { name: "Trending series this week" })
      .getByRole("link")
      .first();
    const cardName = (await firstCard.textContent())?.trim();
    expect(heroTitle?.length).toBeGreaterThan(0);
    expect(cardName?.length).toBeGreaterThan(0);
    await context.close();

    const html = await (await request.get("/")).text();
    expect(html).toContain("Trending movies this week");
    expect(html).toContain(escapeHtml(cardName ?? ""));
  });

  test("the hero's More Info points at the first trending movie, which is also the row's first card", async ({
    page,
  }) => {
    await page.goto("/");
    const moreInfo = await page.getByRole("link", { name: /^More Info about / }).getAttribute("href");
    const firstTrending = page
      .getByRole("region", { name: "Trending movies this week" })
      .getByRole("link")
      .first();
    await expect(firstTrending).toHaveAttribute("href", moreInfo ?? "");
  });

  test("shows posters from the demo catalogue's generated artwork", async ({ page }) => {
    await page.goto("/");
    const poster = page.getByRole("region", { name: "Popular movies" }).locator("img").first();
    await expect(poster).toHaveAttribute("src", /^\/demo-images\/w342\/.+\.webp$/);
    await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test("credits TMDB and tells visitors the site stores no media", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText(
      "This product uses the TMDB API but is not endorsed or certified by TMDB.",
    );
    await expect(footer).toContainText("only official site");
    await expect(footer).toContainText("does not store any media");
  });

  test("the top bar links to the five sections", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [name, href] of [
      ["Browse", "/"],
      ["Movies", "/explore-movies"],
      ["Series", "/series"],
      ["Actors", "/popular-actors"],
      ["My List", "/list"],
    ] as const) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
  });
});

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
