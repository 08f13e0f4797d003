import { expect, test } from "./support/test";

// The search page (spec §2, §5, §8, §9) on the demo catalogue, whose titles use common words such as
// "night", "love" and "star".

test.describe("search page", () => {
  test("shows the query as the heading and the results as labelled cards", async ({ page }) => {
    await page.goto("/search?q=night");
    await expect(page).toHaveTitle("night - Marquee");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("night");

    const cards = page.getByRole("list", { name: "Results for night" }).getByRole("listitem");
    expect(await cards.count()).toBeGreaterThanOrEqual(10);
    // Each card is labelled by its kind, which its details link agrees with.
    const labels = new Set<string>();
    for (const card of await cards.all()) {
      const label = (await card.locator(".media-card-label").textContent()) ?? "";
      const href = (await card.getByRole("link").first().getAttribute("href")) ?? "";
      expect(label).toBe(href.startsWith("/series/") ? "Series" : "Movie");
      expect(href).toMatch(/^\/(movie|series)\/\d+$/);
      labels.add(label);
    }
    expect([...labels].sort()).toEqual(["Movie", "Series"]);
  });

  test("is described, and open to search engines only when it has results", async ({ page }) => {
    await page.goto("/search?q=love");
    await expect(
      page.getByRole("list", { name: "Results for love" }).getByRole("listitem").first(),
    ).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /love/);

    await page.goto("/search?q=zzqxw");
    await expect(page.getByText('No results for "zzqxw".')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  test("says so when nothing matches, and shows no cards", async ({ page }) => {
    await page.goto("/search?q=zzqxw");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("zzqxw");
    await expect(page.getByText('No results for "zzqxw".')).toBeVisible();
    await expect(page.locator("main").getByRole("listitem")).toHaveCount(0);
  });

  test("does not search for fewer than 3 characters", async ({ page }) => {
    await page.goto("/search?q=ni");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ni");
    await expect(page.getByText("Type at least 3 characters to search.")).toBeVisible();
    await expect(page.locator("main").getByRole("listitem")).toHaveCount(0);
  });

  test("an empty query goes to /", async ({ page, request }) => {
    for (const path of ["/search?q=", "/search?q=%20%20"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBeGreaterThanOrEqual(300);
      expect(response.status(), path).toBeLessThan(400);
      expect(response.headers().location, path).toBe("/");
    }
    await page.goto("/search?q=");
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle("Home - Marquee");
  });

  test("with no query at all it is the search page, its box open and focused", async ({ page }) => {
    // Where the top bar's search icon leads when scripts are off or not running yet (decision 0018).
    const response = await page.goto("/search");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Search - Marquee");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    const box = page.getByRole("searchbox", { name: "Search movies and series" });
    await expect(box).toBeVisible();
    await expect(box).toBeFocused();
    await box.fill("night");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=night$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("night");
  });

  test("cuts very long queries to 200 characters", async ({ page }) => {
    const response = await page.goto(`/search?q=${"star ".repeat(100)}`);
    expect(response?.status()).toBe(200);
    const heading = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
    expect(heading.length).toBeLessThanOrEqual(200);
    expect(heading.startsWith("star star")).toBe(true);
  });

  test("hostile queries never fail the page", async ({ request }) => {
    const hostile = [
      "%",
      "%E0%A4%A",
      "%00%00%00",
      encodeURIComponent("<script>alert(1)</script>"),
      encodeURIComponent("' OR 1=1 --"),
      encodeURIComponent("../../etc/passwd"),
      encodeURIComponent("🎬".repeat(300)),
      "night&q=day&q[]=x",
      `${"x".repeat(20_000)}`,
    ];
    for (const q of hostile) {
      const response = await request.get(`/search?q=${q}`, { maxRedirects: 0 });
      expect(response.status(), q.slice(0, 40)).toBeLessThan(500);
      const html = await response.text();
      expect(html).not.toContain("<script>alert(1)</script>");
    }
  });

  test("results are rendered on the server", async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/search?q=star");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("star");
    const cards = page.getByRole("list", { name: "Results for star" }).getByRole("listitem");
    expect(await cards.count()).toBeGreaterThanOrEqual(10);
    const firstName = (await cards.first().getByRole("link").first().textContent())?.trim() ?? "";
    expect(firstName.toLowerCase()).toContain("star");
    await context.close();

    const html = await (await request.get("/search?q=star")).text();
    expect(html).not.toContain('name="robots"');
    expect(html).toContain(escapeHtml(firstName));
  });
});

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
