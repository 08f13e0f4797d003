import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { adultMovie, onMiasProfile } from "./support/kids-profile";
import { expect, test } from "./support/test";
import { friend, joinRoom, panel, sees } from "./support/together";

// Through axe, what is about who watches: the profile menu and its form, "Who's watching?", the PIN, a kids'
// profile's pages and a title refused to it, and the watch-together panel from its first question to a room.

const MOVIE = 101488;

const dialog = (page: Page) => page.getByRole("dialog");
/** The watch-together panel, for axe: the watch page around it is checked whole in accessibility-pages. */
const PANEL = ".together-panel";

test.describe("profiles", () => {
  // Each test opens several states of the menu, each checked whole.
  test.describe.configure({ timeout: 60_000 });

  test("the profile menu and the form of a new kids' profile", async ({ page }) => {
    await page.goto("/list");
    await page
      .getByRole("region", { name: "Profiles" })
      .getByRole("button", { name: "Set up profiles" })
      .click();
    await expect(dialog(page).getByRole("button", { name: "Add a profile" })).toBeFocused();
    await expectNoAxeViolations(page, "the profile menu", { within: "dialog" });
    await dialog(page).getByRole("button", { name: "Add a profile" }).click();
    await dialog(page).getByRole("checkbox", { name: "Kids' profile" }).check();
    await expect(dialog(page).getByRole("button", { name: "Up to PG", exact: true })).toBeVisible();
    await expect(dialog(page).getByLabel("Choose a four-digit PIN")).toBeVisible();
    await expectNoAxeViolations(page, "the new profile's form", { within: "dialog" });
  });

  test("Who's watching?, at the start of a visit", async ({ page }) => {
    await page.addInitScript(() => {
      const profiles = [
        { id: 1, name: "Ana", avatar: "fox", kids: null },
        { id: 2, name: "Ben", avatar: "owl", kids: null },
      ];
      localStorage.setItem("marquee_profiles", JSON.stringify({ v: 1, profiles, pin: null }));
    });
    await page.goto("/");
    const picker = page.getByRole("dialog", { name: "Who's watching?" });
    await expect(picker.getByRole("button", { name: /^Ana/ })).toBeFocused();
    await expectNoAxeViolations(page, "the profile picker", { within: "dialog" });
    await picker.getByRole("button", { name: /^Ben/ }).click();
    await expect(picker).toHaveCount(0);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

    // The top bar's profile button, and the menu it opens with the household in it.
    await page.getByRole("banner").getByRole("button", { name: "Profiles Ben" }).click();
    await expect(dialog(page).getByRole("button", { name: "Edit Ana" })).toBeVisible();
    await expectNoAxeViolations(page, "the profile menu with two profiles", { within: "dialog" });
  });
});

test.describe("a kids' profile", () => {
  test("its pages, a title over its limit, and the PIN asked to leave it", async ({ page }) => {
    await onMiasProfile(page);
    await page.goto("/");
    await expect(page).toHaveURL(/\?kids=US-PG$/);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expectNoAxeViolations(page, "home on a kids' profile");

    await page.goto(`/movie/${await adultMovie()}`);
    await expect(page.getByRole("heading", { name: "Not available in Mia" })).toBeVisible();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expectNoAxeViolations(page, "a title refused to a kids' profile");

    // Leaving the profile, from a page (the refused title's overlay holds the top bar inert behind it).
    await page.goto("/series");
    await expect(page).toHaveURL(/kids=US-PG/);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByRole("banner").getByRole("button", { name: "Profiles Mia" }).click();
    await dialog(page).getByRole("button", { name: /^Dad/ }).click();
    await expect(dialog(page).getByRole("heading", { name: "Enter the PIN" })).toBeVisible();
    await expectNoAxeViolations(page, "the PIN asked", { within: "dialog" });
  });
});

test.describe("watching together", () => {
  // Two browsers: more than a test's usual time on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test("the panel's first question, then a room with its invite, a chat line and a friend", async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto(`/watch/${MOVIE}`);
    await page.getByRole("button", { name: "Watch together", exact: true }).click();
    await expect(panel(page).getByRole("textbox", { name: "Your name" })).toBeFocused();
    await expectNoAxeViolations(page, "the watch-together panel, asking a name", { within: PANEL });

    await panel(page).getByRole("textbox", { name: "Your name" }).fill("Ada");
    await panel(page).getByRole("button", { name: "Start a room" }).click();
    await expect(panel(page).getByRole("textbox", { name: "Invite link" })).toHaveValue(/#together=/);
    await panel(page).getByRole("textbox", { name: "Message" }).fill("Popcorn ready?");
    await panel(page).getByRole("button", { name: "Send" }).click();
    await expect(panel(page).getByRole("log")).toContainText("Popcorn ready?");
    await expectNoAxeViolations(page, "a watch-together room", { within: PANEL });

    // A friend joins: the people list offers to hand them the controls.
    const link = await panel(page).getByRole("textbox", { name: "Invite link" }).inputValue();
    const bo = await friend(browser, baseURL);
    await joinRoom(bo.page, link, "Bo");
    await sees(page, "Bo");
    await expectNoAxeViolations(page, "a watch-together room with a friend", { within: PANEL });
    await expectNoAxeViolations(bo.page, "a room joined by invite", { within: PANEL });
    await bo.context.close();
  });
});
