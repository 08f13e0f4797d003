import type { Page } from "@playwright/test";
import { adultMovie, KIDS_LIMIT as LIMIT, onMiasProfile, KIDS_PIN as PIN } from "./support/kids-profile";
import { expect, test } from "./support/test";

// The two halves of a kids' profile together: the browser's early script moves the profile onto its limit's
// URL, and the server takes that URL on every page (no redirect that drops the limit and starts the loop
// again), its links keep it, a title over the limit is refused with the profile's own name, and leaving the
// profile (with the PIN) goes back to the same page without it.

/** Opens `path` as typed, and says where the page settled and how many documents it took to get there. */
async function typed(page: Page, path: string): Promise<{ url: URL; documents: number }> {
  let documents = 0;
  const count = (request: { isNavigationRequest(): boolean; frame(): unknown }) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents++;
  };
  page.on("request", count);
  await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // Long enough for a redirect loop to show itself.
  await page.waitForTimeout(300);
  page.off("request", count);
  return { url: new URL(page.url()), documents };
}

test.describe("a kids' profile, end to end", () => {
  test("every page typed without the limit settles on it at once, and its links keep it", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await onMiasProfile(page);
    const paths = [
      "/",
      "/series",
      "/explore-movies",
      "/search?q=little",
      "/discover",
      "/discover?type=series&genres=16",
      "/popular-actors",
      "/list",
      "/calendar",
      "/es/series",
    ];
    for (const path of paths) {
      const { url, documents } = await typed(page, path);
      expect(url.searchParams.getAll("kids"), path).toEqual([LIMIT]);
      // The typed page, then the early script's replacement; a server redirect at most one more.
      expect(documents, `${path}: documents loaded`).toBeLessThanOrEqual(3);
      const leaking = await page
        .locator("a[href^='/']")
        .evaluateAll((links) =>
          links
            .map((link) => link.getAttribute("href") ?? "")
            .filter((href) => !href.startsWith("/#") && !href.includes("kids=US-PG")),
        );
      expect(leaking, `${path}: links without the limit`).toEqual([]);
    }
  });

  test("a title over the limit names the profile, and leaving the profile drops the limit", async ({
    page,
  }) => {
    await onMiasProfile(page);
    const id = await adultMovie();
    const { url } = await typed(page, `/movie/${id}`);
    expect(url.searchParams.get("kids")).toBe(LIMIT);
    await expect(page.getByRole("heading", { name: "Not available in Mia" })).toBeVisible();
    await typed(page, `/watch/${id}`);
    await expect(page.getByRole("heading", { name: "Not available in Mia" })).toBeVisible();
    await expect(page.locator("iframe")).toHaveCount(0);

    await typed(page, "/series");
    const bar = page.getByRole("banner");
    await bar.getByRole("button", { name: "Profiles Mia" }).click();
    await page.getByRole("dialog").getByRole("button", { name: /^Dad/ }).click();
    await page.getByRole("dialog").getByLabel("PIN").fill(PIN);
    await page.getByRole("dialog").getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/series$/);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(bar.getByRole("button", { name: "Profiles Dad" })).toBeVisible();
    // An adult profile is left on an adult page, and the refused title is an ordinary title again.
    const adult = await typed(page, `/movie/${id}`);
    expect(adult.url.searchParams.has("kids")).toBe(false);
    await expect(page.getByRole("heading", { name: /Not available/ })).toHaveCount(0);
  });
});
