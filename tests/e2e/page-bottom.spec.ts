import type { Locator } from "@playwright/test";
import { expect, test } from "./support/test";

// The footer and home's rows from the second on are drawn only as they come near (content-visibility), with a
// height kept for them until then (app/styles/footer.css, hero-and-rows.css). Kept taller than they turn out,
// they shrank the page as they were drawn, and a visitor at the bottom had the page pulled back under their
// finger: on /actors a tap on NEXT landed 51 px above it, and nothing happened.

/**
 * Scrolls to the very end of the page, then says how far `element` moves on screen and how far the page's own
 * scroll position moves while what came near is drawn (two frames and a little more). Measured in one go in the
 * page: the first figures are read in the same task as the scroll, before the browser draws anything.
 */
function afterScrollingToTheEnd(element: Locator): Promise<{ moved: number; scrolled: number }> {
  return element.evaluate(async (target) => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    const top = target.getBoundingClientRect().top;
    const scrollY = window.scrollY;
    await new Promise((done) =>
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 300))),
    );
    return { moved: target.getBoundingClientRect().top - top, scrolled: window.scrollY - scrollY };
  });
}

for (const screen of [
  { name: "a desktop", width: 1280, height: 720 },
  { name: "a phone", width: 412, height: 823 },
]) {
  test.describe(`at the end of a page, on ${screen.name}'s screen`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: screen.width, height: screen.height });
    });

    test("NEXT stays where it was, and a tap on it goes to the next page", async ({ page }) => {
      await page.goto("/actors");
      const next = page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "NEXT" });
      expect(await afterScrollingToTheEnd(next)).toEqual({ moved: 0, scrolled: 0 });
      await next.click();
      await expect(page).toHaveURL(/\/actors\?p=2$/);
    });

    test("home is not pulled back as its last rows and footer are drawn", async ({ page }) => {
      await page.goto("/");
      // Rows drawn a little taller than the height kept for them may make the page longer below the visitor,
      // never shorter under them.
      const { scrolled } = await afterScrollingToTheEnd(page.getByRole("contentinfo"));
      expect(scrolled).toBeGreaterThanOrEqual(0);
    });
  });
}
