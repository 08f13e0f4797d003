import type { Page } from "@playwright/test";
import { seededDevice } from "./support/device";
import { expect, homeSettled, test } from "./support/test";

// Sync: the list on every device, by code, end-to-end encrypted. Each "device" is a browser context of its
// own (its own localStorage), against the same server.

const MOVIE = { id: 101488, poster_path: null, title: "Sync Movie", type: "movie" };
const SERIES = { id: 200002, poster_path: null, title: "Sync Series", type: "series" };

const device = seededDevice;

const panel = (page: Page) => page.getByRole("region", { name: "Sync across devices" });
const titles = (page: Page) =>
  page.evaluate(() =>
    (JSON.parse(localStorage.getItem("wishlist") ?? "[]") as { title: string }[])
      .map((entry) => entry.title)
      .sort(),
  );

async function startSyncing(page: Page): Promise<string> {
  await page.goto("/list");
  await panel(page).getByRole("button", { name: "Sync this list" }).click();
  await expect(panel(page).getByRole("status")).toHaveText(/^Synced\./);
  const text = (await panel(page).locator(".sync-code").textContent()) ?? "";
  return text.replace("Sync code: ", "").trim();
}

async function join(page: Page, code: string): Promise<void> {
  await page.goto("/list");
  await panel(page).getByLabel("Have a code from another device?").fill(code);
  await panel(page).getByRole("button", { name: "Join" }).click();
}

test.describe("sync by code", () => {
  test("a second device joins by code and gets the list; changes on both converge", async ({
    browser,
    baseURL,
  }) => {
    const phone = await device(browser, baseURL, [MOVIE]);
    const code = await startSyncing(phone);
    expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){6}$/);
    await expect(panel(phone).getByRole("img", { name: "QR code of the sync link" })).toBeVisible();

    const laptop = await device(browser, baseURL, [SERIES]);
    await join(laptop, code);
    await expect(panel(laptop).getByRole("status")).toHaveText(/^Synced\./);
    await expect(laptop.getByRole("heading", { level: 1 })).toHaveText("Watchlist (2)");

    // Both change at once: the phone removes the movie, the laptop adds a title from home.
    await phone.getByRole("link", { name: "Sync Movie", exact: true }).hover();
    await phone.getByRole("button", { name: "Remove Sync Movie from My List" }).click();
    await laptop.goto("/");
    // Pages of extra contexts do not get the fixture's wait for hydration: a click before it would be lost.
    await laptop.locator("html[data-hydrated]").waitFor({ state: "attached" });
    // ...and the rows it adds for a visitor with history (the list holds a series) move the ones below.
    await homeSettled(laptop);
    // A card whose title is not on the list yet (the synced movie may be among the first).
    const firstCard = laptop
      .locator(".collection-row .media-card")
      .filter({ has: laptop.getByRole("button", { name: /^Add .* to My List$/ }) })
      .first();
    const candidate = firstCard.getByRole("button", { name: /^Add .* to My List$/ });
    const added = ((await candidate.getAttribute("aria-label")) ?? "").replace(/^Add (.*) to My List$/, "$1");
    // That title by name from here on: a pull landing meanwhile may change which card is the first to add.
    const addIt = laptop.getByRole("button", { name: `Add ${added} to My List`, exact: true });
    const card = laptop.locator(".collection-row .media-card").filter({ has: addIt }).first();
    await card.hover();
    await card.getByRole("button", { name: `Add ${added} to My List`, exact: true }).click();

    // Each device pulls when the visitor comes back to it (focus), as well as on load and every 30 s.
    const converged = [added, "Sync Series"].sort();
    for (const page of [phone, laptop, phone]) {
      await expect
        .poll(
          async () => {
            await page.evaluate(() => window.dispatchEvent(new Event("focus")));
            return titles(page);
          },
          { timeout: 15_000, intervals: [1_000] },
        )
        .toEqual(converged);
    }
    await phone.context().close();
    await laptop.context().close();
  });

  test("a typo in a code is caught before any request", async ({ page }) => {
    await page.goto("/list");
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/sync/")) requests.push(request.url());
    });
    await panel(page)
      .getByLabel("Have a code from another device?")
      .fill("7GQ2-KX9M-0000-0000-0000-0000-0000");
    await panel(page).getByRole("button", { name: "Join" }).click();
    await expect(panel(page).getByRole("status")).toHaveText("That code has a typo: please check it.");
    expect(requests).toEqual([]);
  });

  test("stop syncing forgets the code here; deleting removes the copy, and the other device says so", async ({
    browser,
    baseURL,
  }) => {
    const phone = await device(browser, baseURL, [MOVIE]);
    const code = await startSyncing(phone);
    const laptop = await device(browser, baseURL);
    await join(laptop, code);
    await expect(laptop.getByRole("heading", { level: 1 })).toHaveText("Watchlist (1)");

    await panel(phone).getByRole("button", { name: "Delete synced data" }).click();
    await expect(panel(phone).getByRole("button", { name: "Sync this list" })).toBeVisible();
    // The list itself stays on both devices.
    expect(await titles(phone)).toEqual(["Sync Movie"]);
    await laptop.reload();
    await expect(panel(laptop).getByRole("status")).toHaveText("No synced list for this code.");
    await panel(laptop).getByRole("button", { name: "Stop syncing" }).click();
    await expect(panel(laptop).getByRole("button", { name: "Sync this list" })).toBeVisible();
    expect(await titles(laptop)).toEqual(["Sync Movie"]);

    // The code now names nothing.
    const third = await device(browser, baseURL);
    await join(third, code);
    await expect(panel(third).getByRole("status")).toHaveText("No synced list for this code.");
    for (const page of [phone, laptop, third]) await page.context().close();
  });

  test("with the server unreachable the list keeps working and the page says sync is paused; a damaged copy changes nothing", async ({
    browser,
    baseURL,
  }) => {
    const phone = await device(browser, baseURL, [MOVIE]);
    const code = await startSyncing(phone);

    // The sync server answers 503 from now on: the page says so, and the list still works.
    await phone.route("**/api/sync/**", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: '{"error":"unavailable"}' }),
    );
    await phone.reload();
    await phone.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(panel(phone).getByRole("status")).toHaveText(
      /^Sync is paused: the server cannot be reached\./,
    );
    await phone.getByRole("link", { name: "Sync Movie", exact: true }).hover();
    await phone.getByRole("button", { name: "Remove Sync Movie from My List" }).click();
    await expect(phone.getByRole("heading", { level: 1 })).toHaveText("Watchlist (0)");

    // A copy that does not decrypt with this code is refused, and this device's list is left as it is.
    const laptop = await device(browser, baseURL, [SERIES]);
    await laptop.route("**/api/sync/**", (route) =>
      route.request().method() === "GET"
        ? route.fulfill({
            status: 200,
            contentType: "application/json",
            body: JSON.stringify({
              id: "x",
              version: 3,
              updatedAt: new Date().toISOString(),
              ciphertext: "AAAA".repeat(20),
            }),
          })
        : route.abort(),
    );
    await join(laptop, code);
    await expect(panel(laptop).getByRole("status")).toHaveText(
      "The synced list could not be read with this code, so nothing was changed here.",
    );
    expect(await titles(laptop)).toEqual(["Sync Series"]);
    for (const page of [phone, laptop]) await page.context().close();
  });
});
