import { expect, test } from "./support/test";

// The title overlay against real TMDB answers (the recorded fixtures, served by the local TMDB stub): what the
// demo catalogue does not have, the official trailer and the watch providers, and real seasons with specials.
// The stub answers every movie/{id} with Rock Crystal (12313) and every tv/{id} with Game of Thrones (1399).

test.beforeEach(async ({ page }) => {
  // Nothing may reach YouTube in a test; a request that tries is recorded by the route, not sent.
  await page.route(/youtube/, (route) => route.abort());
});

test("the official trailer plays from YouTube's privacy-enhanced host only when asked for", async ({
  page,
}) => {
  const youtube: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("youtube")) youtube.push(request.url());
  });
  await page.goto("/movie/12313");
  const dialog = page.getByRole("dialog", { name: "Rock Crystal" });
  await expect(dialog.getByRole("list", { name: "Facts" }).getByRole("listitem")).toHaveText([
    "Rating 6.4",
    "2004",
    "1h 32m",
  ]);
  await expect(dialog.locator("iframe")).toHaveCount(0);
  expect(youtube).toEqual([]);

  // The recording has a teaser and no trailer.
  const teaser = dialog.getByRole("button", { name: "Teaser" });
  await expect(teaser).toHaveAttribute("aria-pressed", "false");
  await teaser.click();
  const frame = dialog.locator("iframe");
  await expect(frame).toHaveAttribute(
    "src",
    "https://www.youtube-nocookie.com/embed/LgZ2MDuJvhc?autoplay=1&rel=0",
  );
  await expect(frame).toHaveAttribute("title", "Teaser: Rock Crystal");
  await expect(frame).toHaveAttribute("sandbox", "allow-scripts allow-same-origin allow-presentation");
  await expect(teaser).toHaveAttribute("aria-pressed", "true");
  await teaser.click();
  await expect(frame).toHaveCount(0);
});

test("'Where to watch' follows the visitor's language header to their country", async ({ browser }) => {
  const context = await browser.newContext({ locale: "de-DE" });
  const page = await context.newPage();
  await page.route(/youtube/, (route) => route.abort());
  await page.goto("/movie/12313");
  const section = page.getByRole("region", { name: "Where to watch in Germany" });
  await expect(section.getByRole("heading", { level: 4 })).toHaveText(["Stream", "Rent", "Buy"]);
  const rent = section.getByRole("list", { name: "Rent in Germany" });
  await expect(rent.getByRole("link").first()).toHaveText("Apple TV");
  await expect(rent.getByRole("link").first()).toHaveAttribute(
    "href",
    "https://www.themoviedb.org/movie/12313-bergkristall/watch?locale=DE",
  );
  await expect(rent.locator("img").first()).toHaveAttribute(
    "src",
    "https://image.tmdb.org/t/p/w92/9ghgSC0MA082EL6HLCW3GalykFD.jpg",
  );
  await expect(section.getByText("Streaming data by JustWatch")).toBeVisible();
  await context.close();
});

test("a visitor from a country without offers sees no 'Where to watch'", async ({ page }) => {
  await page.goto("/movie/12313");
  await expect(page.getByRole("dialog", { name: "Rock Crystal" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Where to watch/ })).toHaveCount(0);
});

test("a real series lists its seasons with the specials last, and season 1's episodes", async ({ page }) => {
  await page.goto("/series/1399");
  const dialog = page.getByRole("dialog", { name: "Game of Thrones" });
  await expect(dialog.getByText("8 Seasons")).toBeVisible();
  const seasons = dialog.getByRole("combobox", { name: "Season" });
  await expect(seasons).toHaveValue("1");
  await expect(seasons.getByRole("option")).toHaveText([
    "Season 1",
    "Season 2",
    "Season 3",
    "Season 4",
    "Season 5",
    "Season 6",
    "Season 7",
    "Season 8",
    "Specials",
  ]);
  const episodes = dialog.getByRole("list", { name: "Season 1 episodes" });
  await expect(episodes.getByRole("listitem")).toHaveCount(10);
  await expect(episodes.getByRole("link").first()).toHaveAccessibleName("Episode 1: Winter Is Coming");
  await expect(episodes.getByRole("link").first()).toHaveAttribute("href", "/watch/1399?s=1&e=1&me=10");
  await expect(episodes.locator("img").first()).toHaveAttribute(
    "src",
    "https://image.tmdb.org/t/p/w300/9hGF3WUkBf7cSjMg0cdMDHJkByd.jpg",
  );
  // Season 1 has exactly 10 episodes, so there is nothing to expand.
  await expect(dialog.getByRole("button", { name: /episodes$/ })).toHaveCount(0);
});
