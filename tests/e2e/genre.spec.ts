import { expect, test } from "./support/test";

// The genre page and its JSON API on the demo catalogue (spec §2, §5, §7).

test.describe("genre page", () => {
  test("shows the genre's titles under '{Genre} Movies', with paging", async ({ page }) => {
    await page.goto("/genre/movie/878");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Science Fiction Movies");
    await expect(page).toHaveTitle("Science Fiction Movies - Marquee");
    await expect(
      page.getByRole("list", { name: "Science Fiction Movies" }).getByRole("listitem"),
    ).toHaveCount(20);

    const pages = page.getByRole("navigation", { name: "Pages" });
    await expect(pages.getByRole("link", { name: "PREV" })).toHaveAttribute("aria-disabled", "true");
    await pages.getByRole("link", { name: "NEXT" }).click();
    await expect(page).toHaveURL(/\/genre\/movie\/878\?p=2$/);
    await expect(pages.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await expect(pages.getByRole("link", { name: "PREV" })).toHaveAttribute("href", "/genre/movie/878");
  });

  test("capitalises each word of series genres", async ({ page }) => {
    await page.goto("/genre/series/10768");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("War & Politics Series");
    await page.goto("/genre/series/10765");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sci-Fi & Fantasy Series");
    expect(
      await page.getByRole("list", { name: "Sci-Fi & Fantasy Series" }).getByRole("listitem").count(),
    ).toBeGreaterThan(0);
  });

  test("a bad type, a bad id or an unknown genre sends the visitor to /", async ({ page, request }) => {
    for (const path of [
      "/genre/tv/28",
      "/genre/movies/28",
      "/genre/movie/0",
      "/genre/movie/abc",
      "/genre/movie/-3",
      "/genre/movie/2.5",
      "/genre/movie/999999",
      "/genre/series/28",
      `/genre/movie/${"9".repeat(5000)}`,
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path.slice(0, 30)).toBe(302);
      expect(response.headers().location, path.slice(0, 30)).toBe("/");
    }
    await page.goto("/genre/series/28");
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle("Home - Marquee");
  });

  test("is rendered on the server", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/genre/movie/35?p=2");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Comedy Movies");
    await expect(page.getByRole("list", { name: "Comedy Movies" }).getByRole("listitem")).toHaveCount(20);
    await expect(page.getByRole("link", { name: "NEXT" })).toHaveAttribute("href", "/genre/movie/35?p=3");
    await context.close();
  });
});

test.describe("genre JSON API", () => {
  test("answers success, the items as cards and the title, cacheable by shared caches for a minute", async ({
    request,
  }) => {
    const response = await request.get("/api/genre/movie/28");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/json");
    expect(response.headers()["cache-control"]).toBe(
      "public, max-age=0, s-maxage=60, stale-while-revalidate=600",
    );
    const body = await response.json();
    expect(body.success).toBe(true);
    expect(body.data.title).toBe("Action Movies");
    expect(body.data.items).toHaveLength(20);
    for (const item of body.data.items) {
      expect(Object.keys(item).sort()).toEqual(["id", "poster_path", "title", "type"]);
      expect(item).toMatchObject({ id: expect.any(Number), title: expect.any(String), type: "movie" });
      expect(item.poster_path === null || /^\/.+/.test(item.poster_path)).toBe(true);
    }
  });

  test("labels series items as series", async ({ request }) => {
    const body = await (await request.get("/api/genre/series/18")).json();
    expect(body.data.title).toBe("Drama Series");
    expect(body.data.items.length).toBeGreaterThan(0);
    expect(new Set(body.data.items.map((item: { type: string }) => item.type))).toEqual(new Set(["series"]));
  });

  test("matches the genre page's first cards", async ({ page, request }) => {
    const body = await (await request.get("/api/genre/movie/53")).json();
    await page.goto("/genre/movie/53");
    const firstCard = page.getByRole("list", { name: "Thriller Movies" }).getByRole("listitem").first();
    await expect(firstCard.getByRole("link").first()).toHaveAttribute(
      "href",
      `/movie/${body.data.items[0].id}`,
    );
  });

  test("answers 400 for invalid parameters and 404 for an unknown genre", async ({ request }) => {
    for (const path of [
      "/api/genre/tv/28",
      "/api/genre/movie/0",
      "/api/genre/movie/abc",
      "/api/genre/movie/-1",
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(400);
      expect((await response.json()).success, path).toBe(false);
    }
    for (const path of ["/api/genre/movie/999999", "/api/genre/series/28", "/api/genre/movie/10759"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.json(), path).toMatchObject({ success: false });
    }
  });
});
