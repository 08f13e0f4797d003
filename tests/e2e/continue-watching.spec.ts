import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";

// The visitor's playback on the demo catalogue and its demo player: progress, Continue Watching, resume, the next
// episode across seasons, autoplay and watched marks.

// A demo series from 1983 (fixed seed): season 1 has 3 episodes, season 2 has 5, season 4 (the last) has 8.
const SERIES = { id: 200002, title: "Perfect Thieves" };

const player = (page: Page) => page.frameLocator("iframe.player-frame");
const seek = (page: Page) => player(page).getByRole("slider", { name: "Seek" });

/** The first trending movie, from the home hero's Play link. */
async function heroMovie(page: Page): Promise<{ id: string; title: string }> {
  await page.goto("/");
  const title = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
  const href = (await page.getByRole("link", { name: "Play", exact: true }).getAttribute("href")) ?? "";
  return { id: href.replace("/watch/", ""), title };
}

/** The position stored for a movie ("movie:1") or an episode ("series:1:2:3"), in seconds. */
function storedPosition(page: Page, key: string): Promise<number | null> {
  return page.evaluate((entry) => {
    const playback = JSON.parse(localStorage.getItem("playback") ?? "{}");
    return playback.progress?.[entry]?.position ?? null;
  }, key);
}

/** Seeks the demo player to its end, as a visitor pressing End on the seek bar. */
async function playToEnd(page: Page): Promise<void> {
  await seek(page).focus();
  await seek(page).press("End");
}

test.describe("continue watching", () => {
  test("a film watched for a while is in Continue Watching with its progress, and resumes where it stopped", async ({
    page,
  }) => {
    // Five pages, three of them home with its personal layer: 34 s on a loaded machine (CI), past the default 30.
    test.slow();
    const movie = await heroMovie(page);
    await page.goto(`/watch/${movie.id}`);
    await seek(page).focus();
    // Past the 2 minutes from which a film counts as started (arrows step 10 s).
    for (let step = 0; step < 30; step += 1) await seek(page).press("ArrowRight");
    await expect.poll(() => storedPosition(page, `movie:${movie.id}`)).toBeGreaterThanOrEqual(300);
    const stopped = (await storedPosition(page, `movie:${movie.id}`)) ?? 0;

    await page.goto("/");
    const row = page.getByRole("region", { name: "Continue Watching" });
    await expect(row).toBeVisible();
    // Above Recently Viewed and every catalogue row.
    await expect(page.locator(".collection-row").first()).toHaveAttribute(
      "aria-labelledby",
      "row-continue-watching",
    );
    await expect(row.getByRole("link", { name: movie.title, exact: true })).toBeVisible();
    const bar = row.locator(".media-card-progress > span").first();
    await expect(bar).toHaveAttribute("style", /width: [1-9]\d?%/);

    await page.goto(`/watch/${movie.id}`);
    const frame = page.locator("iframe.player-frame");
    await expect(frame).toHaveAttribute("src", /start=[1-9]\d*/);
    // Where it stopped, or a little later: the player played on while the page was left, saving as it went.
    const start = Number(/start=(\d+)/.exec((await frame.getAttribute("src")) ?? "")?.[1]);
    expect(start).toBeGreaterThanOrEqual(Math.floor(stopped));
    expect(start).toBeLessThan(stopped + 30);
    await expect(seek(page)).toHaveAttribute("aria-valuetext", /^[5-9]:\d\d of /);

    // Taken out of the row by the visitor, it stays out after a reload.
    await page.goto("/");
    await row.getByRole("link", { name: movie.title, exact: true }).hover();
    await row.getByRole("button", { name: `Remove ${movie.title} from Continue Watching` }).click();
    await expect(row).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Trending movies this week" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Continue Watching" })).toHaveCount(0);
  });

  test("the last episode of a season ends, and after the countdown the next season's first episode plays", async ({
    page,
  }) => {
    // The page's clock is the test's: the ten-second countdown is run through at once.
    await page.clock.install();
    await page.goto(`/watch/${SERIES.id}?s=1&e=3`);
    await playToEnd(page);
    const card = page.getByRole("region", { name: /Up next: S2 E1/ });
    await expect(card).toBeVisible();
    await expect(card.getByText(/Next episode in \d+ s/)).toBeVisible();
    await expect(card.getByRole("link", { name: "Play now" })).toBeFocused();
    // Second by second, as the visitor sees it: each tick's timer is set once React has shown the one before,
    // so one long jump of the clock would run the first tick only and leave the rest to real time.
    for (let seconds = 10; seconds > 0; seconds -= 1) {
      await expect(card.getByText(`Next episode in ${seconds} s`)).toBeVisible();
      await page.clock.runFor(1000);
    }
    await expect(page).toHaveURL(`/watch/${SERIES.id}?s=2&e=1&me=5`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/ S2 E1$/);

    // The finished episode is marked watched in the overlay, and Continue Watching offers the new one.
    await page.goto(`/series/${SERIES.id}?season=1`);
    await expect(page.getByRole("button", { name: "Episode 3 watched" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.getByRole("button", { name: "Episode 2 watched" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await page.goto("/");
    const row = page.getByRole("region", { name: "Continue Watching" });
    await expect(row.getByText("S2 E1")).toBeVisible();
  });

  test("Cancel stops the countdown, and the autoplay switch is remembered", async ({ page }) => {
    await page.clock.install();
    await page.goto(`/watch/${SERIES.id}?s=2&e=2`);
    await playToEnd(page);
    const card = page.getByRole("region", { name: /Up next: S2 E3/ });
    await card.getByRole("button", { name: "Cancel" }).click();
    await expect(card.getByText(/Next episode in/)).toHaveCount(0);
    // Longer than the countdown, on the page's clock and a second at a time as the countdown would tick:
    // nothing moves on.
    for (let second = 0; second < 11; second += 1) await page.clock.runFor(1000);
    await expect(page).toHaveURL(`/watch/${SERIES.id}?s=2&e=2`);

    await card.getByLabel("Autoplay next episode").uncheck();
    await card.getByRole("link", { name: "Play now" }).click();
    await expect(page).toHaveURL(`/watch/${SERIES.id}?s=2&e=3&me=5`);
    await playToEnd(page);
    const next = page.getByRole("region", { name: /Up next: S2 E4/ });
    await expect(next.getByLabel("Autoplay next episode")).not.toBeChecked();
    await expect(next.getByText(/Next episode in/)).toHaveCount(0);
    await expect(next.getByRole("link", { name: "Play now" })).toBeVisible();
  });

  test("after the series' last episode it says so and offers More Like This", async ({ page }) => {
    await page.goto(`/watch/${SERIES.id}?s=4&e=8`);
    await playToEnd(page);
    await expect(
      page.getByRole("heading", { name: `You have watched the last episode of ${SERIES.title}.` }),
    ).toBeVisible();
    await expect(page.getByRole("list", { name: "More Like This" }).getByRole("link").first()).toBeVisible();
  });

  test("a film that ends offers titles like it, without autoplay", async ({ page }) => {
    const movie = await heroMovie(page);
    await page.goto(`/watch/${movie.id}`);
    await playToEnd(page);
    await expect(page.getByRole("heading", { name: `More like ${movie.title}` })).toBeVisible();
    await expect(page.getByRole("list", { name: "More Like This" }).getByRole("link").first()).toBeVisible();
    await expect(page.getByText(/Next episode in/)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Close" })).toBeFocused();
    await page.getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("heading", { name: `More like ${movie.title}` })).toHaveCount(0);
    await expect(page).toHaveURL(`/watch/${movie.id}`);
  });

  test("a season marked watched moves Play to the next season; a mark can be taken back", async ({
    page,
  }) => {
    await page.goto(`/series/${SERIES.id}?season=1`);
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("link", { name: "Play S1 E1" })).toBeVisible();
    await dialog.getByRole("button", { name: "Mark Season 1 watched" }).click();
    for (const episode of [1, 2, 3]) {
      await expect(dialog.getByRole("button", { name: `Episode ${episode} watched` })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
    }
    await expect(dialog.getByRole("link", { name: "Play S2 E1" })).toHaveAttribute(
      "href",
      `/watch/${SERIES.id}?s=2&e=1&me=5`,
    );
    await dialog.getByRole("button", { name: "Episode 2 watched" }).click();
    await expect(dialog.getByRole("button", { name: "Episode 2 watched" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await expect(dialog.getByRole("button", { name: "Mark Season 1 watched" })).toBeVisible();
  });

  test("Play on the series hero, the overlay and a card resumes at the saved episode", async ({ page }) => {
    await page.goto("/series");
    const more = page.getByRole("link", { name: /^More Info about / });
    const id = ((await more.getAttribute("href")) ?? "").replace("/series/", "");
    const heroTitle = ((await page.getByRole("heading", { level: 1 }).textContent()) ?? "").trim();
    const hero = page.getByRole("region", { name: heroTitle });
    await expect(hero.getByRole("link", { name: "Play" })).toHaveAttribute("href", `/watch/${id}?s=1&e=1`);

    await page.goto(`/watch/${id}?s=1&e=2`);
    await expect(player(page).getByText("S1 E2")).toBeVisible();
    await page.goto("/series");
    await expect(hero.getByRole("link", { name: "Play" })).toHaveAttribute("href", `/watch/${id}?s=1&e=2`);
    const row = page.getByRole("region", { name: "Continue Watching" });
    await expect(row.getByRole("link", { name: /^Play / })).toHaveAttribute("href", `/watch/${id}?s=1&e=2`);
    await page.goto(`/series/${id}`);
    await expect(page.getByRole("dialog").getByRole("link", { name: "Play S1 E2" })).toBeVisible();
  });

  test("a message from another window or origin changes nothing", async ({ page }) => {
    const movie = await heroMovie(page);
    await page.goto(`/watch/${movie.id}`);
    await expect(seek(page)).toBeVisible();
    const forged = {
      type: "marquee:progress",
      event: "time",
      id: Number(movie.id),
      season: null,
      episode: null,
      seconds: 4000,
      duration: 6000,
    };
    // From the page itself: the right origin, but not the player's window.
    await page.evaluate((message) => window.postMessage(message, "*"), forged);
    // From another frame, of another (opaque) origin: a sandboxed document of its own.
    await page.evaluate(() => {
      const frame = document.createElement("iframe");
      frame.name = "intruder";
      frame.setAttribute("sandbox", "allow-scripts");
      frame.srcdoc = "<p>Not the player</p>";
      document.body.append(frame);
    });
    await expect.poll(() => page.frame({ name: "intruder" })?.url()).toBe("about:srcdoc");
    const intruder = page.frame({ name: "intruder" });
    await intruder?.evaluate((message) => window.parent.postMessage(message, "*"), forged);
    await page.waitForTimeout(500);
    expect(await storedPosition(page, `movie:${movie.id}`)).toBeLessThan(100);
  });
});
