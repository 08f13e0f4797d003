import { expect, test } from "./support/test";

// Spec §2: a loading state shows until data arrives. Client navigations fetch the next page's data as
// `*.data`; holding those answers back makes the loading state observable.

test("shows a loading state while the next page's data is on its way", async ({ page }) => {
  await page.goto("/");
  const status = page.locator(".navigation-progress").getByRole("status");
  await expect(status).toHaveText("");

  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\.data(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });

  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Series", exact: true })
    .click();
  await expect(status).toHaveText("Loading…");
  await expect(page.locator(".navigation-progress-bar")).toBeVisible();

  release();
  await expect(page).toHaveURL(/\/series$/);
  await expect(page.getByRole("heading", { name: "Trending series this week" })).toBeVisible();
  await expect(status).toHaveText("");
});
