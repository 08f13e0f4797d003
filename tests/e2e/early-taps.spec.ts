import { expect, test } from "@playwright/test";
import { isHydrated, openPhone, openWithScriptsHeld } from "./support/phone";

// On a slow phone a page paints a second or more before React hydrates it. A tap in that time does
// what it says: links and GET forms on their own, script-only buttons once the page is interactive
// (app/lib/early-taps.ts). The framework's script is held back until the tap is made, so each tap here surely
// lands before hydration, however fast the machine.

test.describe("a tap right after the first paint, on a phone", () => {
  test("the overlay's My List button is kept, shown pending, and carried out once", async ({
    browser,
    baseURL,
  }) => {
    const phone = await openPhone(browser, baseURL);
    const { page } = phone;
    await phone.openBeforeHydration("/movie/101488");
    const dialog = page.getByRole("dialog");
    // The first is the overlay's own; the cards of More Like This follow.
    const add = dialog.getByRole("button", { name: /^Add .+ to My List$/ }).first();
    const name = ((await add.getAttribute("aria-label")) ?? "").replace(/^Add (.+) to My List$/, "$1");

    await add.tap();
    await add.tap(); // impatient: still one action
    expect(await isHydrated(page)).toBe(false);
    await expect(add).toHaveAttribute("data-pending", "");

    await phone.releaseScripts();
    await expect(dialog.getByRole("button", { name: `Remove ${name} from My List` })).toBeVisible();
    expect(await isHydrated(page)).toBe(true);
    await expect(dialog.getByRole("button", { name: `Remove ${name} from My List` })).not.toHaveAttribute(
      "data-pending",
    );
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("wishlist") ?? "[]"));
    expect(stored).toEqual([expect.objectContaining({ id: 101488, title: name, type: "movie" })]);
    await phone.context.close();
  });

  test("a tap asking for what the visitor's list already has is not turned into its opposite", async ({
    browser,
    baseURL,
  }) => {
    const phone = await openPhone(browser, baseURL);
    const { page } = phone;
    // The title is already on the visitor's list; the server cannot know, so its HTML offers "Add".
    await page.addInitScript(() =>
      localStorage.setItem(
        "wishlist",
        JSON.stringify([{ id: 101488, poster_path: null, title: "Saved", type: "movie" }]),
      ),
    );
    await phone.openBeforeHydration("/movie/101488");
    const dialog = page.getByRole("dialog");
    await dialog
      .getByRole("button", { name: /^Add .+ to My List$/ })
      .first()
      .tap();

    await phone.releaseScripts();
    await expect(dialog.getByRole("button", { name: /^Remove .+ from My List$/ }).first()).toBeVisible();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    // Give a wrongly replayed tap the time to show.
    await page.waitForTimeout(300);
    await expect(dialog.getByRole("button", { name: /^Remove .+ from My List$/ }).first()).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("wishlist") ?? "[]"));
    expect(stored).toHaveLength(1);
    await phone.context.close();
  });
});

// A grid of cards, Discover's filters and a series' episodes are hydrated apart, after the rest of the
// page (docs/decisions/0036-parts-hydrated-apart.md). A tap kept before hydration on a control there is carried out on the
// hydrated control, once, and compared with what the hydrated control says.
test.describe("a tap before hydration on a part hydrated apart", () => {
  test("a series' Show all episodes is carried out once", async ({ browser, baseURL }) => {
    const phone = await openPhone(browser, baseURL);
    const { page } = phone;
    await phone.openBeforeHydration("/series/200156");
    const showAll = page.getByRole("button", { name: /^Show all \d+ episodes$/ });
    const all = Number((await showAll.textContent())?.replace(/\D/g, ""));
    await showAll.tap();
    await showAll.tap(); // impatient: still one action, so the list does not close again
    expect(await isHydrated(page)).toBe(false);
    await phone.releaseScripts();
    const episodes = page.getByRole("list", { name: /^Season \d+ episodes$/ }).getByRole("listitem");
    await expect(episodes).toHaveCount(all);
    await expect(page.getByRole("button", { name: "Show fewer episodes" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await phone.context.close();
  });

  test("a card's My List button asking for what the list already has is not turned into its opposite", async ({
    browser,
    baseURL,
  }) => {
    // A desktop: a card's actions show on hover before hydration too.
    const held = await openWithScriptsHeld(browser, baseURL, { viewport: { width: 1280, height: 800 } });
    const { page } = held;
    await held.openBeforeHydration("/search?q=night");
    const card = page.getByRole("article").first();
    const add = card.getByRole("button", { name: /^Add .+ to My List$/ });
    const name = ((await add.getAttribute("aria-label")) ?? "").replace(/^Add (.+) to My List$/, "$1");
    const id = Number((await card.getByRole("link").first().getAttribute("href"))?.replace(/\D/g, ""));
    // The title is already on the visitor's list, read when the page hydrates; the server's HTML offers "Add".
    await page.evaluate(
      ([id, name]) =>
        localStorage.setItem(
          "wishlist",
          JSON.stringify([{ id, poster_path: null, title: name, type: "movie" }]),
        ),
      [id, name] as const,
    );
    await card.hover();
    await add.click();
    expect(await isHydrated(page)).toBe(false);

    await held.releaseScripts();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    // Give a wrongly replayed tap the time to show.
    await page.waitForTimeout(300);
    await card.hover();
    await expect(card.getByRole("button", { name: `Remove ${name} from My List` })).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("wishlist") ?? "[]"));
    expect(stored).toHaveLength(1);
    await held.context.close();
  });
});
