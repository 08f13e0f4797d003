import { expect, test } from "@playwright/test";
import { isHydrated, openPhone } from "./support/phone";

// The controls that work without JavaScript (decision 0018) also work in the second or so before a
// phone has hydrated the page: the search icon submits its GET form, Filter opens its native popover, and a
// season chosen in the overlay is submitted by the early script (app/lib/early-taps.ts). The framework's script
// is held back until the tap is made, so each tap surely lands before hydration.

test.describe("a tap right after the first paint, on a phone, done by the HTML itself", () => {
  test("the search icon opens the search page with its box focused", async ({ browser, baseURL }) => {
    const phone = await openPhone(browser, baseURL);
    const { page } = phone;
    await phone.openBeforeHydration("/series");
    await page.getByRole("button", { name: "Search", exact: true }).tap();
    await expect(page).toHaveURL(/\/search\??$/);
    const box = page.getByRole("searchbox", { name: "Search movies and series" });
    await expect(box).toBeVisible();
    await expect(box).toBeFocused();
    await phone.releaseScripts();
    await phone.context.close();
  });

  test("text typed in the search page's box before hydration stays, and the search goes on from it", async ({
    browser,
    baseURL,
  }) => {
    const phone = await openPhone(browser, baseURL);
    const { page } = phone;
    await phone.openBeforeHydration("/search");
    const box = page.getByRole("searchbox", { name: "Search movies and series" });
    await expect(box).toBeFocused();
    await page.keyboard.type("nigh");
    await phone.releaseScripts();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(box).toHaveValue("nigh");
    await page.keyboard.type("t");
    await expect(box).toHaveValue("night");
    await expect(page).toHaveURL(/\/search\?q=night$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("night");
    await phone.context.close();
  });

  test("a page number typed before hydration still jumps", async ({ browser, baseURL }) => {
    const phone = await openPhone(browser, baseURL);
    const { page } = phone;
    await phone.openBeforeHydration("/explore-movies?p=1&g=popular");
    await page.getByRole("spinbutton", { name: /^Page number/ }).fill("3");
    await phone.releaseScripts();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page.getByRole("spinbutton", { name: /^Page number/ })).toHaveValue("3");
    await page.getByRole("button", { name: "JUMP TO PAGE" }).tap();
    await expect(page).toHaveURL(/\/explore-movies\?g=popular&p=3$/);
    await phone.context.close();
  });

  test("Filter opens the menu at once", async ({ browser, baseURL }) => {
    const phone = await openPhone(browser, baseURL);
    const { page } = phone;
    await phone.openBeforeHydration("/explore-movies?p=1&g=popular");
    await page.getByRole("button", { name: "Filter" }).tap();
    const menu = page.getByRole("dialog", { name: "Filter" });
    await expect(menu).toBeVisible();
    expect(await isHydrated(page)).toBe(false);
    await expect(menu.getByRole("link", { name: "Popular" })).toBeFocused();

    // Hydration leaves the open menu as it is, and it still closes.
    await phone.releaseScripts();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(menu).toBeVisible();
    await menu.getByRole("button", { name: "Close menu" }).tap();
    await expect(menu).toHaveCount(0);
    await phone.context.close();
  });

  test("a season chosen before hydration is shown, and Back still closes the overlay", async ({
    browser,
    baseURL,
  }) => {
    const phone = await openPhone(browser, baseURL);
    const { page } = phone;
    await page.goto("/");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await phone.openBeforeHydration("/series/200156");
    await page.getByRole("combobox", { name: "Season" }).selectOption({ label: "Season 2" });
    await expect(page).toHaveURL(/\/series\/200156\?season=2$/);
    await phone.releaseScripts();
    await expect(page.getByRole("list", { name: "Season 2 episodes" }).getByRole("listitem")).toHaveCount(10);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    // As with scripts (spec §2, §4): the choice replaced the overlay's entry, so Back leaves the overlay.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await phone.context.close();
  });
});
