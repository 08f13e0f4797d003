import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";

// Profiles in one browser: each profile's own list and Continue Watching, "Who's watching?", and the kids'
// profile's PIN. On the demo catalogue; the browser's language is en-US, so a kids' limit is from the US list.

const MOVIE_A = { id: 101488, poster_path: null, title: "Seeded Movie A", type: "movie" };
const MOVIE_B = { id: 101499, poster_path: null, title: "Seeded Movie B", type: "movie" };
const NOW = Date.now();
/** A film stopped halfway: Continue Watching shows it. */
const HALFWAY = {
  version: 1,
  progress: { "movie:101488": { position: 3000, duration: 6000, updatedAt: NOW } },
  marks: {},
  titles: {
    "movie:101488": {
      title: MOVIE_A.title,
      poster_path: null,
      episode: null,
      next: null,
      hidden: false,
      updatedAt: NOW,
    },
  },
};

/** What an existing visitor has before profiles: on the first load only, as the page then keeps its own. */
async function existingVisitor(page: Page): Promise<void> {
  await page.addInitScript(
    ({ list, playback }) => {
      if (localStorage.getItem("seeded")) return;
      localStorage.setItem("seeded", "1");
      localStorage.setItem("wishlist", list);
      localStorage.setItem("playback", playback);
    },
    { list: JSON.stringify([MOVIE_A]), playback: JSON.stringify(HALFWAY) },
  );
}

const profilesButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Profiles/ });
const dialog = (page: Page) => page.getByRole("dialog");
/** My List's Profiles section: where the first profile is added, and the menu is found too. */
const listProfiles = (page: Page) => page.getByRole("region", { name: "Profiles" });

/** Adds a profile from My List (the top bar has no profile button before the first). */
async function addProfile(page: Page, name: string): Promise<void> {
  await page.goto("/list");
  await listProfiles(page)
    .getByRole("button", { name: /^(Set up|Manage) profiles$/ })
    .click();
  await dialog(page).getByRole("button", { name: "Add a profile" }).click();
  await dialog(page).getByRole("textbox", { name: "Name" }).fill(name);
  await dialog(page).getByRole("button", { name: "Save" }).click();
  await expect(dialog(page).getByRole("button", { name: new RegExp(`^${name}`) })).toBeVisible();
  // Back on the menu: the second profile does not turn it into "Who's watching?" for the one setting them up.
  await expect(dialog(page).getByRole("heading", { name: "Profiles" })).toBeVisible();
  await dialog(page).getByRole("button", { name: "Close" }).click();
  await expect(dialog(page)).toHaveCount(0);
}

/** Chooses a profile in the menu; the page loads again as theirs. */
async function switchTo(page: Page, name: string): Promise<void> {
  await profilesButton(page).click();
  await dialog(page)
    .getByRole("button", { name: new RegExp(`^${name}`) })
    .click();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(profilesButton(page)).toHaveAccessibleName(`Profiles ${name}`);
}

const watchlistHeading = (page: Page) => page.getByRole("heading", { level: 1 });

test.describe("profiles", () => {
  test("a visitor with no profiles sees the spec's keys untouched, and the first profile keeps their list", async ({
    page,
  }) => {
    await existingVisitor(page);
    await page.goto("/list");
    await expect(watchlistHeading(page)).toHaveText("Watchlist (1)");
    // Nothing of profiles in the top bar for a visitor who has none; My List offers them beside sync.
    await expect(profilesButton(page)).toHaveCount(0);
    await listProfiles(page).getByRole("button", { name: "Set up profiles" }).click();
    await dialog(page).getByRole("button", { name: "Add a profile" }).click();
    await expect(
      dialog(page).getByText(/This first profile keeps everything this browser already has/),
    ).toBeVisible();
    await dialog(page).getByRole("textbox", { name: "Name" }).fill("  Dad  ");
    await dialog(page).getByRole("button", { name: "Fox" }).click();
    await dialog(page).getByRole("button", { name: "Save" }).click();
    await dialog(page).getByRole("button", { name: "Close" }).click();

    await page.reload();
    await expect(profilesButton(page)).toHaveAccessibleName("Profiles Dad");
    await expect(watchlistHeading(page)).toHaveText("Watchlist (1)");
    await expect(page.getByRole("link", { name: `More info about ${MOVIE_A.title}` })).toBeVisible();
    // Still under the spec's key, where it always was.
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("wishlist") ?? "[]").length)).toBe(1);
  });

  test("two profiles' lists and Continue Watching stay apart across reloads", async ({ page }) => {
    test.slow();
    await existingVisitor(page);
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Continue Watching" })).toBeVisible();
    await addProfile(page, "Dad");
    await addProfile(page, "Sam");
    await page.goto("/");

    await switchTo(page, "Sam");
    await expect(page.getByRole("heading", { name: "Trending movies this week" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Continue Watching" })).toHaveCount(0);
    await page.goto(`/movie/${MOVIE_B.id}`);
    const title =
      (await page.getByRole("dialog").getByRole("heading", { level: 2 }).first().textContent()) ?? "";
    await page.getByRole("button", { name: `Add ${title} to My List` }).click();
    await page.goto("/list");
    await expect(watchlistHeading(page)).toHaveText("Watchlist (1)");
    await expect(page.getByRole("link", { name: `More info about ${title}` })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("link", { name: `More info about ${title}` })).toBeVisible();
    await expect(page.getByRole("link", { name: `More info about ${MOVIE_A.title}` })).toHaveCount(0);

    await switchTo(page, "Dad");
    await expect(watchlistHeading(page)).toHaveText("Watchlist (1)");
    await expect(page.getByRole("link", { name: `More info about ${MOVIE_A.title}` })).toBeVisible();
    await expect(page.getByRole("link", { name: `More info about ${title}` })).toHaveCount(0);
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Continue Watching" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("region", { name: "Continue Watching" })).toBeVisible();
  });

  test("a kids' profile stays on its limit, and leaving it needs the PIN", async ({ page }) => {
    test.slow();
    await addProfile(page, "Dad");
    await page.goto("/");
    await profilesButton(page).click();
    await dialog(page).getByRole("button", { name: "Add a profile" }).click();
    await dialog(page).getByRole("textbox", { name: "Name" }).fill("Mia");
    await dialog(page).getByRole("checkbox", { name: "Kids' profile" }).check();
    await dialog(page).getByRole("button", { name: "Up to PG", exact: true }).click();
    await expect(dialog(page).getByRole("button", { name: "Up to PG", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(dialog(page).getByText(/It is not a lock/)).toBeVisible();
    await dialog(page).getByLabel("Choose a four-digit PIN").fill("2468");
    await dialog(page).getByLabel("The same PIN again").fill("2486");
    await dialog(page).getByRole("button", { name: "Save" }).click();
    await expect(dialog(page).getByRole("alert")).toHaveText("The two PINs are not the same.");
    await dialog(page).getByLabel("The same PIN again").fill("2468");
    await dialog(page).getByRole("button", { name: "Save" }).click();
    await expect(dialog(page).getByRole("button", { name: /^Mia/ })).toContainText("Up to PG");

    await dialog(page).getByRole("button", { name: /^Mia/ }).click();
    await expect(page).toHaveURL(/\/\?kids=US-PG$/);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    // A typed adult address is moved onto the limit before it is shown.
    await page.goto("/series");
    await expect(page).toHaveURL(/\/series\?kids=US-PG$/);

    await profilesButton(page).click();
    await dialog(page).getByRole("button", { name: /^Dad/ }).click();
    await expect(dialog(page).getByRole("heading", { name: "Enter the PIN" })).toBeVisible();
    await dialog(page).getByLabel("PIN").fill("1111");
    await dialog(page).getByRole("button", { name: "Continue" }).click();
    await expect(dialog(page).getByRole("alert")).toHaveText(
      "Wrong PIN. Tries left before a minute's wait: 4",
    );
    await expect(page).toHaveURL(/kids=US-PG/);
    await dialog(page).getByLabel("PIN").fill("2468");
    await dialog(page).getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/series$/);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(profilesButton(page)).toHaveAccessibleName("Profiles Dad");
    await page.reload();
    await expect(page).toHaveURL(/\/series$/);

    // The PIN is changed with the current one, and from then on only the new one is taken.
    await profilesButton(page).click();
    await dialog(page).getByRole("button", { name: "Change the PIN" }).click();
    await expect(dialog(page).getByRole("heading", { name: "Enter the PIN" })).toBeVisible();
    await dialog(page).getByLabel("PIN").fill("2468");
    await dialog(page).getByRole("button", { name: "Continue" }).click();
    await expect(dialog(page).getByRole("heading", { name: "Change the PIN" })).toBeVisible();
    await expect(dialog(page).getByLabel("Choose a four-digit PIN")).toBeFocused();
    await page.keyboard.type("1357");
    await dialog(page).getByLabel("The same PIN again").fill("1357");
    await dialog(page).getByRole("button", { name: "Save" }).click();
    await expect(dialog(page).getByRole("status")).toHaveText("The new PIN is saved.");
    await dialog(page).getByRole("button", { name: "Close" }).click();
    await profilesButton(page).click();
    await dialog(page).getByRole("button", { name: "Edit Mia" }).click();
    await dialog(page).getByLabel("PIN").fill("2468");
    await dialog(page).getByRole("button", { name: "Continue" }).click();
    await expect(dialog(page).getByRole("alert")).toHaveText(/^Wrong PIN/);
    await dialog(page).getByLabel("PIN").fill("1357");
    await dialog(page).getByRole("button", { name: "Continue" }).click();
    await expect(dialog(page).getByRole("heading", { name: "Edit Mia" })).toBeVisible();
  });

  test("with two profiles, Who's watching? opens a visit, can be skipped, and is not asked again in it", async ({
    page,
    context,
  }) => {
    await page.goto("/list");
    await addProfile(page, "Ana");
    await addProfile(page, "Ben");
    // A new visit: a new tab starts with an empty sessionStorage.
    const visit = await context.newPage();
    await visit.goto("/list");
    const picker = visit.getByRole("dialog", { name: "Who's watching?" });
    await expect(picker).toBeVisible();
    await expect(picker.getByRole("button", { name: /^Ana/ })).toBeFocused();
    await expect(picker.getByRole("button", { name: /^Ben/ })).toBeVisible();
    await picker.getByRole("button", { name: "Not now" }).click();
    await expect(picker).toHaveCount(0);
    await visit.reload();
    await visit.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(profilesButton(visit)).toHaveAccessibleName("Profiles Ana");
    await expect(visit.getByRole("dialog")).toHaveCount(0);

    // Another visit chooses Ben, with a TV remote's arrows.
    const next = await context.newPage();
    await next.goto("/list");
    await expect(next.getByRole("dialog", { name: "Who's watching?" })).toBeVisible();
    await expect(next.getByRole("button", { name: /^Ana/ })).toBeFocused();
    await next.keyboard.press("ArrowRight");
    await expect(next.getByRole("button", { name: /^Ben/ })).toBeFocused();
    await next.keyboard.press("Enter");
    await expect(profilesButton(next)).toHaveAccessibleName("Profiles Ben");
    await expect(next.getByRole("dialog")).toHaveCount(0);
  });

  test("the menu speaks the page's language, right to left in Arabic", async ({ page }) => {
    await page.goto("/ar/list");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("banner").getByRole("button", { name: "الملفات الشخصية" })).toHaveCount(0);
    await page
      .getByRole("region", { name: "الملفات الشخصية" })
      .getByRole("button", { name: "إعداد الملفات الشخصية" })
      .click();
    const menu = page.getByRole("dialog", { name: "الملفات الشخصية" });
    await expect(menu.getByRole("button", { name: "إضافة ملف شخصي" })).toBeFocused();
    await menu.getByRole("button", { name: "إضافة ملف شخصي" }).click();
    // The dialog is now named by the form's heading.
    const form = page.getByRole("dialog", { name: "إضافة ملف شخصي" });
    await expect(form.getByRole("textbox", { name: "الاسم" })).toBeFocused();
    await expect(form.getByRole("group", { name: "الصورة" }).getByRole("button")).toHaveCount(8);
    // The close button sits at the end of the line, which in Arabic is the left.
    const close = await form.getByRole("button", { name: "إغلاق" }).boundingBox();
    const box = await form.boundingBox();
    expect(close && box && close.x - box.x).toBeLessThan(40);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("profiles on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const path of ["/", "/ar", "/ja/list"]) {
    test(`${path}: the top bar with a profile still fits`, async ({ page }) => {
      await page.addInitScript(() => {
        const profile = { id: 1, name: "Grandma Rosalind", avatar: "owl", kids: null };
        localStorage.setItem("marquee_profiles", JSON.stringify({ v: 1, profiles: [profile], pin: null }));
      });
      await page.goto(path);
      await expect(page.getByRole("banner").locator(".profile-button svg.avatar")).toBeVisible();
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    });
  }
});
