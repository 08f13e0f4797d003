import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/test";

// With motion, as most visitors have it: the rows scroll smoothly (the suite runs with reduced motion).
test.use({ reducedMotion: "no-preference" });

// Right-to-left: Arabic pages are dir="rtl" and mirror, and fit a 360 px phone; rows scroll towards
// their arrows' side; English stays as it was. Elements are found by class or by the row's id, not by name, so
// the spec holds whatever the Arabic catalogue calls them.

const ARABIC_PAGES = [
  "/ar",
  "/ar/movie/101488",
  "/ar/series/200156",
  "/ar/explore-movies",
  "/ar/search?q=a",
  "/ar/popular-actors",
  "/ar/list",
  "/ar/watch/101488",
  "/ar/discover",
  "/ar/discover?genres=16,27&to=1960&lang=ja&region=US",
];

const popularMovies = (page: Page) => page.locator('section[aria-labelledby="row-popular-movies"]');

/** The horizontal middle of an element on screen. */
async function middleX(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not on screen");
  return box.x + box.width / 2;
}

/** Whether an icon is drawn mirrored (scaleX(-1)). */
const mirrored = (icon: Locator) =>
  icon.evaluate((element) => new DOMMatrixReadOnly(getComputedStyle(element).transform).a < 0);

test.describe("Arabic pages at 360 px", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const path of ARABIC_PAGES) {
    test(`${path} is right-to-left and nothing sticks out sideways`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(page.locator("html")).toHaveAttribute("lang", "ar");
      // In a right-to-left page, content sticking out past the left edge is what widens the scroll area.
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    });
  }
});

test.describe("rows in both directions", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const { language, path, forwardSide, sign } of [
    { language: "Arabic", path: "/ar", forwardSide: "left", sign: -1 },
    { language: "English", path: "/", forwardSide: "right", sign: 1 },
  ] as const) {
    test(`in ${language}, the forward arrow sits on the ${forwardSide}, points there, and moves the cards that way`, async ({
      page,
    }) => {
      await page.goto(path);
      const row = popularMovies(page);
      const track = row.locator(".row-track");
      await row.hover();
      const forward = row.locator(".row-arrow-forward");
      await expect(forward).toBeVisible();
      await expect(row.locator(".row-arrow-back")).toBeHidden();
      const trackMiddle = await middleX(track);
      if (forwardSide === "left") expect(await middleX(forward)).toBeLessThan(trackMiddle);
      else expect(await middleX(forward)).toBeGreaterThan(trackMiddle);
      expect(await mirrored(forward.locator("svg"))).toBe(sign < 0);

      const firstCard = track.locator("li").first();
      const before = await middleX(firstCard);
      const cardStep = await track.evaluate((element) => {
        const card = element.querySelector("li") as HTMLElement;
        return 2 * (card.getBoundingClientRect().width + 15);
      });
      await forward.click();
      // The row scrolls towards the arrow: scrollLeft counts down from 0 in a right-to-left row, and the
      // cards slide the other way, bringing in the ones beyond the arrow.
      await expect
        .poll(() => track.evaluate((element) => element.scrollLeft))
        .toBeCloseTo(sign * cardStep, -1);
      expect((await middleX(firstCard)) - before).toBeCloseTo(-sign * cardStep, -1);

      const back = row.locator(".row-arrow-back");
      await row.hover();
      await expect(back).toBeVisible();
      if (forwardSide === "left") expect(await middleX(back)).toBeGreaterThan(trackMiddle);
      else expect(await middleX(back)).toBeLessThan(trackMiddle);
      expect(await mirrored(back.locator("svg"))).toBe(sign < 0);
      await back.click();
      await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBe(0);
      await expect(back).toBeHidden();
    });
  }

  test("in Arabic, the arrow keys move focus the way they point, and bring the next card into view", async ({
    page,
  }) => {
    await page.goto("/ar");
    const track = popularMovies(page).locator(".row-track");
    const cards = track.locator(".media-card-poster");
    await cards.first().focus();
    // The navigation loads on the first arrow key and takes that key; keys pressed while it loads are not
    // part of this test, so each press waits for the one before.
    await page.keyboard.press("ArrowLeft");
    await expect(cards.nth(1)).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(cards.first()).toBeFocused();
    // The row's first card is at its right edge: nothing lies further right in the row.
    await page.keyboard.press("ArrowRight");
    await expect(cards.first()).toBeFocused();
    // Left goes along the row, to the cards the row has scrolled out of view on the left.
    for (let step = 1; step <= 7; step += 1) {
      await page.keyboard.press("ArrowLeft");
      await expect(cards.nth(step)).toBeFocused();
    }
    await expect
      .poll(async () => {
        const shown = await track.boundingBox();
        const focused = await cards.nth(7).boundingBox();
        return Boolean(shown && focused && focused.x >= shown.x - 1);
      })
      .toBe(true);
    expect(await track.evaluate((element) => element.scrollLeft)).toBeLessThan(0);
    await page.keyboard.press("ArrowRight");
    await expect(cards.nth(6)).toBeFocused();
  });
});

test.describe("mirrored controls", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the title overlay's close button is at its top left in Arabic, top right in English", async ({
    page,
  }) => {
    for (const [path, side] of [
      ["/ar/movie/101488", "left"],
      ["/movie/101488", "right"],
    ] as const) {
      await page.goto(path);
      const panel = page.locator(".title-overlay-panel");
      const close = page.locator(".title-overlay-close");
      await expect(close).toBeVisible();
      const panelMiddle = await middleX(panel);
      if (side === "left") expect(await middleX(close)).toBeLessThan(panelMiddle);
      else expect(await middleX(close)).toBeGreaterThan(panelMiddle);
    }
  });

  test("the watch page's back arrow is at the right in Arabic and points right, the way back", async ({
    page,
  }) => {
    await page.goto("/ar/watch/101488");
    const back = page.locator(".watch-back");
    expect(await middleX(back)).toBeGreaterThan(640);
    expect(await mirrored(back.locator("svg"))).toBe(true);
    await page.goto("/watch/101488");
    expect(await middleX(back)).toBeLessThan(640);
    expect(await mirrored(back.locator("svg"))).toBe(false);
  });
});
