import type { Locator, Page } from "@playwright/test";
import { expect as baseExpect, test } from "./support/test";

// Keyboard and TV remote: the arrow keys move focus as a remote's D-pad does (spatial navigation,
// app/lib/spatial-navigation.ts), Enter opens, Escape or Backspace goes back, and the 10-foot view applies on a
// 1920 x 1080 screen. On the demo catalogue, whose titles never change.
/** The first popular (and trending) movie. */
const MOVIE = { id: 101488, title: "Ashes of the Night" };

/** Opening or closing the overlay renders the whole home page in one go: room for a busy shared machine. */
const expect = baseExpect.configure({ timeout: 15_000 });

function row(page: Page, name: string): Locator {
  return page.getByRole("region", { name });
}

/** The names of a row's cards, in order (each poster link is named by its title). */
async function cardNames(rowLocator: Locator): Promise<string[]> {
  return rowLocator
    .locator("a.media-card-poster")
    .evaluateAll((links) => links.map((link) => link.textContent ?? ""));
}

function card(rowLocator: Locator, name: string | undefined): Locator {
  return rowLocator.getByRole("link", { name, exact: true });
}

/** Where focus is: "dialog" inside the open overlay, otherwise a short description of the element. */
function focusPlace(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return "nowhere";
    return active.closest("dialog") ? "dialog" : active.outerHTML.slice(0, 80);
  });
}

test.describe("keyboard and TV remote", () => {
  test("Left and Right move along a row, Down into the next row, Up back", async ({ page }) => {
    await page.goto("/");
    const movies = row(page, "Trending movies this week");
    const series = row(page, "Trending series this week");
    const [first, second, third] = await cardNames(movies);
    await card(movies, first).focus();

    // The first arrow loads the navigation code; the focused element says when it has acted.
    await page.keyboard.press("ArrowRight");
    await expect(card(movies, second)).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(card(movies, third)).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(card(movies, second)).toBeFocused();

    // Down lands on the card in line in the next row (both rows start at the same edge), Up comes back.
    await page.keyboard.press("ArrowDown");
    const below = card(series, (await cardNames(series))[1]);
    await expect(below).toBeFocused();
    await expect(below).toBeInViewport();
    await page.keyboard.press("ArrowUp");
    await expect(card(movies, second)).toBeFocused();

    // A card beyond the screen's edge scrolls into view as focus reaches it.
    const names = await cardNames(movies);
    for (let step = 2; step <= 7; step++) {
      await page.keyboard.press("ArrowRight");
      await expect(card(movies, names[step])).toBeFocused();
    }
    await expect(card(movies, names[7])).toBeInViewport({ ratio: 1 });
  });

  test("arrows pressed while the navigation code loads are all carried out, in order", async ({ page }) => {
    // The navigation's chunk is held until four keys have been pressed (they used to be dropped).
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked = false;
    await page.route(/\/assets\/spatial-navigation-[\w-]+\.js$/, async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await page.goto("/");
    const movies = row(page, "Trending movies this week");
    const series = row(page, "Trending series this week");
    const [first, second, third] = await cardNames(movies);
    const below = await cardNames(series);
    await card(movies, first).focus();
    // Every element focus passes through, in order: a key carried out twice or out of order shows here.
    await page.evaluate(() => {
      const trail: string[] = [];
      Object.assign(window, { focusTrail: trail });
      document.addEventListener("focusin", (event) =>
        trail.push((event.target as Element).textContent ?? ""),
      );
    });

    for (const key of ["ArrowRight", "ArrowRight", "ArrowDown", "ArrowLeft"]) await page.keyboard.press(key);
    await expect.poll(() => asked).toBe(true);
    // Nothing has moved yet: the code is still on its way.
    await expect(card(movies, first)).toBeFocused();
    release();

    await expect(card(series, below[1])).toBeFocused();
    const trail = await page.evaluate(() => (window as unknown as { focusTrail: string[] }).focusTrail);
    expect(trail).toEqual([second, third, below[2], below[1]]);
  });

  test("Enter opens a card's overlay, the arrows stay inside it, Escape and Backspace close it", async ({
    page,
  }) => {
    await page.goto("/");
    const popular = row(page, "Popular movies");
    const opener = card(popular, MOVIE.title);
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: MOVIE.title });
    await expect(dialog.getByRole("heading", { level: 2, name: MOVIE.title })).toBeFocused();

    await page.keyboard.press("ArrowDown");
    await expect(dialog.getByRole("link", { name: "Play", exact: true })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByRole("button", { name: `Add ${MOVIE.title} to My List` })).toBeFocused();
    // Down reaches More Like This; however far the arrows go, focus never leaves the dialog for the page behind.
    const similar = dialog.getByRole("region", { name: "More Like This" });
    await page.keyboard.press("ArrowDown");
    await expect(similar.locator("a.media-card-poster:focus")).toHaveCount(1);
    const keys = [
      "ArrowDown",
      "ArrowDown",
      "ArrowDown",
      "ArrowRight",
      "ArrowUp",
      "ArrowUp",
      "ArrowUp",
      "ArrowUp",
    ];
    for (const key of [...keys, "ArrowUp", "ArrowLeft"]) {
      await page.keyboard.press(key);
      expect(await focusPlace(page)).toBe("dialog");
    }
    await expect(dialog.getByRole("link", { name: "Close" })).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(opener).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("heading", { level: 2 })).toBeFocused();
    await page.keyboard.press("Backspace");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
    await expect(opener).toBeFocused();
  });

  test("the watch page is reached by Enter on Play and left by Backspace, from the page or the player", async ({
    page,
  }) => {
    await page.goto(`/movie/${MOVIE.id}`);
    const dialog = page.getByRole("dialog", { name: MOVIE.title });
    await expect(dialog.getByRole("heading", { level: 2 })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(dialog.getByRole("link", { name: "Play", exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/watch/${MOVIE.id}$`));
    const back = page.getByRole("link", { name: "Back to details" });
    await expect(back).toBeFocused();

    // Down into the player; its frame passes Up back to the page, so focus is never trapped in it.
    const frame = page.getByTitle(`Player: ${MOVIE.title}`);
    await page.keyboard.press("ArrowDown");
    await expect(frame).toBeFocused();
    await expect(
      page.frameLocator("iframe.player-frame").getByRole("button", { name: "Pause" }),
    ).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(back).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(frame).toBeFocused();
    await page.keyboard.press("Backspace");
    await expect(page).toHaveURL(new RegExp(`/movie/${MOVIE.id}$`));
    await expect(dialog.getByRole("heading", { level: 2 })).toBeFocused();
  });

  test("Down into a player that is still loading lands on its Play button once it is there", async ({
    page,
  }) => {
    // The frame's document is held, so the watch page sends focus into it before the player's script runs
    // (what a busy machine did to the test above now and then).
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked = false;
    await page.route(/\/demo-player\//, async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    // The page's load event waits for its frames: wait for the document alone (and hydration, support/test.ts).
    await page.goto(`/watch/${MOVIE.id}`, { waitUntil: "domcontentloaded" });
    await expect.poll(() => asked).toBe(true);
    const frame = page.getByTitle(`Player: ${MOVIE.title}`);
    await page.getByRole("link", { name: "Back to details" }).focus();
    await page.keyboard.press("ArrowDown");
    await expect(frame).toBeFocused();
    release();
    await expect(
      page.frameLocator("iframe.player-frame").getByRole("button", { name: "Pause" }),
    ).toBeFocused();
  });

  test("opened directly, the watch page is left by Escape for the title's details", async ({ page }) => {
    await page.goto(`/watch/${MOVIE.id}`);
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(new RegExp(`/movie/${MOVIE.id}$`));
    await expect(page.getByRole("dialog", { name: MOVIE.title })).toBeVisible();
  });

  test("in a series' overlay Down walks the episodes, and the season select is reached only along its line", async ({
    page,
  }) => {
    await page.goto("/series/200138");
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { level: 2 })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(dialog.getByRole("link", { name: "S1 E1" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    const first = dialog.getByRole("link", { name: /^Episode 1:/ });
    await expect(first).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(dialog.getByRole("link", { name: /^Episode 2:/ })).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(first).toBeFocused();
    // Up goes past the season select (whose arrows change the season) to the buttons above.
    await page.keyboard.press("ArrowUp");
    await expect(dialog.getByRole("combobox")).not.toBeFocused();
    expect(await focusPlace(page)).toBe("dialog");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowLeft");
    await expect(dialog.getByRole("combobox")).toBeFocused();
  });

  test("fields keep their own keys: a number field's arrows and Backspace", async ({ page }) => {
    await page.goto("/explore-movies?p=1&g=popular");
    const field = page.getByRole("spinbutton").first();
    await field.fill("12");
    await page.keyboard.press("ArrowUp");
    await expect(field).toBeFocused();
    await expect(field).toHaveValue("13");
    await page.keyboard.press("Backspace");
    await expect(field).toHaveValue("1");
    await expect(page).toHaveURL(/\/explore-movies\?p=1&g=popular$/);
  });

  test("the 10-foot view: at 1920 x 1080 type, cards and the focus ring are larger than at 1280", async ({
    page,
  }) => {
    const measure = async () => {
      await page.goto("/");
      const movies = row(page, "Trending movies this week");
      const first = card(movies, (await cardNames(movies))[0]);
      await first.focus();
      await page.keyboard.press("ArrowRight");
      const focused = card(movies, (await cardNames(movies))[1]);
      await expect(focused).toBeFocused();
      return {
        heading: await movies
          .getByRole("heading")
          .evaluate((h) => Number.parseFloat(getComputedStyle(h).fontSize)),
        cardWidth: (await focused.boundingBox())?.width ?? 0,
        ring: await focused.evaluate((link) => Number.parseFloat(getComputedStyle(link).outlineWidth)),
      };
    };
    await page.setViewportSize({ width: 1280, height: 800 });
    const desk = await measure();
    await page.setViewportSize({ width: 1920, height: 1080 });
    const tv = await measure();
    expect(desk.ring).toBeGreaterThanOrEqual(3);
    expect(tv.heading).toBeGreaterThanOrEqual(desk.heading * 1.3);
    expect(tv.cardWidth).toBeGreaterThan(desk.cardWidth * 1.2);
    expect(tv.ring).toBeGreaterThanOrEqual(5);
  });
});
