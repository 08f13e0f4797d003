import { watchCspViolations } from "./support/csp-violations";
import { networkQuiet } from "./support/network-quiet";
import { expect, test } from "./support/test";

// The site-wide Content-Security-Policy in a real Chromium: the main pages load, hydrate and play without the
// browser blocking anything (docs/decisions/0008-security-headers.md). A blocked script would also leave the
// page unhydrated, which page.goto (support/test.ts) waits for.

const PAGES = [
  "/",
  "/series",
  "/explore-movies?p=2&g=28",
  "/explore-series?g=popular",
  "/genre/movie/35",
  "/search?q=the",
  "/actors",
  "/popular-actors",
  "/list",
  "/movie/101488",
];

for (const path of PAGES) {
  test(`${path} loads and hydrates without breaking the policy`, async ({ page }) => {
    const csp = await watchCspViolations(page);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    // Parts hydrated apart and code loaded after hydration (rows, the language suggestion) come later.
    await networkQuiet(page);
    expect(csp.violations).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test("client navigation loads route chunks and data without breaking the policy", async ({ page }) => {
  // Opening the overlay renders it over the whole home page: slow on a busy shared machine.
  test.setTimeout(60_000);
  const csp = await watchCspViolations(page);
  await page.goto("/");
  await page
    .getByRole("link", { name: /More Info/ })
    .first()
    .click();
  await expect(page.getByRole("dialog")).toBeVisible({ timeout: 20_000 });
  await page.goto("/series");
  await page.getByRole("link", { name: "Movies", exact: true }).first().click();
  await expect(page).toHaveURL(/explore-movies/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await networkQuiet(page);
  expect(csp.violations).toEqual([]);
});

test("the watch page frames the demo player, which the policy lets this site frame", async ({ page }) => {
  const csp = await watchCspViolations(page);
  await page.goto("/");
  const play = await page.getByRole("link", { name: "Play", exact: true }).getAttribute("href");
  await page.goto(play ?? "/");
  const frame = page.frameLocator("iframe.player-frame");
  // The demo player's own nonced inline script ran inside the frame: its clock moves.
  await expect(frame.getByRole("slider", { name: "Seek" })).toHaveAttribute(
    "aria-valuetext",
    /^0:0[1-9] of /,
    {
      timeout: 15_000,
    },
  );
  await expect(frame.getByRole("button", { name: "Pause" })).toBeVisible();
  expect(csp.violations).toEqual([]);
});
