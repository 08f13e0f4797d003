import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";

// The watch page (spec §2, §4, §5, §7) on the demo catalogue, which plays titles in the app's demo player.

// A demo series with 4 seasons, 11 episodes in season 2 (the demo catalogue is generated from a fixed seed).
const SERIES_ID = 200271;
const SEASON_2_EPISODES = 11;

/** The first trending movie, from the home hero's Play link. */
async function heroMovie(page: Page): Promise<{ id: string; title: string }> {
  await page.goto("/");
  const title = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
  const href = (await page.getByRole("link", { name: "Play", exact: true }).getAttribute("href")) ?? "";
  return { id: href.replace("/watch/", ""), title };
}

const player = (page: Page) => page.frameLocator("iframe.player-frame");

test.describe("watch page", () => {
  test("plays a movie in the sandboxed demo player, with its title and a way back", async ({ page }) => {
    const movie = await heroMovie(page);
    await page.goto(`/watch/${movie.id}`);
    await expect(page).toHaveTitle(`${movie.title} - Marquee`);
    // Indexable and described for search engines (docs/decisions/0010-performance-budget.md).
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      `Watch ${movie.title} on Marquee.`,
    );
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: movie.title, exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to details" })).toHaveAttribute(
      "href",
      `/movie/${movie.id}`,
    );
    await expect(page.getByRole("link", { name: "Next episode" })).toHaveCount(0);

    const frame = page.locator("iframe.player-frame");
    await expect(frame).toHaveAttribute("title", `Player: ${movie.title}`);
    await expect(player(page).getByRole("heading", { name: movie.title })).toBeVisible();
    const sandbox = (await frame.getAttribute("sandbox")) ?? "";
    expect(sandbox.split(" ").sort()).toEqual(["allow-presentation", "allow-same-origin", "allow-scripts"]);
    expect(sandbox).not.toMatch(/allow-popups|allow-top-navigation/);
    await expect(frame).toHaveAttribute("allow", /fullscreen/);
    await expect(frame).toHaveAttribute("referrerpolicy", "strict-origin");
    await expect(page.getByText("Source: Demo player")).toBeVisible();
    // A single source: nothing else to try.
    await expect(page.getByRole("button", { name: "Try another source" })).toHaveCount(0);
  });

  test("the player is in the server's HTML and loads once when there is nothing to resume", async ({
    page,
    request,
  }) => {
    const movie = await heroMovie(page);
    // The frame starts loading with the page, not after hydration: the player is what a visitor came for.
    const html = await (await request.get(`/watch/${movie.id}`)).text();
    expect(html).toMatch(
      new RegExp(`<iframe[^>]*class="player-frame"[^>]*src="/demo-player/movie/${movie.id}\\?start=0"`),
    );
    const loads: string[] = [];
    page.on("request", (sent) => {
      if (sent.resourceType() === "document" && sent.url().includes("/demo-player/")) loads.push(sent.url());
    });
    await page.goto(`/watch/${movie.id}`);
    await expect(player(page).getByRole("slider", { name: "Seek" })).toHaveAttribute(
      "aria-valuetext",
      /^0:0[1-9] of /,
    );
    // Hydrated and playing: the frame from the server's HTML was kept, not loaded again.
    expect(loads).toEqual([new URL(`/demo-player/movie/${movie.id}?start=0`, page.url()).href]);
  });

  test("the demo player plays, pauses and shows the time", async ({ page }) => {
    const movie = await heroMovie(page);
    await page.goto(`/watch/${movie.id}`);
    const seek = player(page).getByRole("slider", { name: "Seek" });
    await expect(seek).toHaveValue(/^[1-9]/, { timeout: 5_000 });
    await player(page).getByRole("button", { name: "Pause" }).click();
    const stopped = await seek.inputValue();
    await page.waitForTimeout(1_500);
    await expect(seek).toHaveValue(stopped);
    await expect(player(page).getByRole("button", { name: "Play" })).toBeVisible();
    await player(page).getByRole("button", { name: "Play" }).click();
    await expect(seek).not.toHaveValue(stopped, { timeout: 3_000 });
    await expect(player(page).getByRole("button", { name: "Pause" })).toBeVisible();
  });

  test("the demo player's Seek slider moves with the arrow keys and reaches the end with End", async ({
    page,
  }) => {
    await page.goto("/watch/101488");
    const seek = player(page).getByRole("slider", { name: "Seek" });
    await player(page).getByRole("button", { name: "Pause" }).click();
    await seek.press("Home");
    await expect(player(page).getByText(/^0:00 \//)).toBeVisible();
    await seek.press("ArrowRight");
    await seek.press("ArrowRight");
    await expect(seek).toHaveAttribute("aria-valuetext", /^0:20 of /);
    await expect(player(page).getByText(/^0:20 \//)).toBeVisible();
    await seek.press("End");
    const end = (await seek.getAttribute("max")) ?? "";
    await expect(seek).toHaveValue(end);
    const total = ((await seek.getAttribute("aria-valuetext")) ?? "").split(" of ")[1] ?? "";
    await expect(seek).toHaveAttribute("aria-valuetext", `${total} of ${total}`);
    await expect(player(page).getByText(`${total} / ${total}`)).toBeVisible();
    // The end stops playback; Play starts again from the beginning.
    await player(page).getByRole("button", { name: "Play" }).click();
    await expect(seek).toHaveAttribute("aria-valuetext", /^0:0\d of /);
  });

  test("the demo player starts where ?start= says, and at 0:00 for anything unusable", async ({
    page,
    request,
  }) => {
    // The player page is never hydrated (decision 0014): a page of the context's own, whose goto does not wait.
    const playerPage = await page.context().newPage();
    await playerPage.goto("/demo-player/movie/101488?start=120");
    const seek = playerPage.getByRole("slider", { name: "Seek" });
    await expect(seek).toHaveAttribute("aria-valuetext", /^2:0\d of /);
    await expect(playerPage.getByText(/^2:0\d \//)).toBeVisible();
    for (const start of ["-5", "abc", "1e9", "9".repeat(4000), "999999", "%00", ""]) {
      const response = await request.get(`/demo-player/movie/101488?start=${start}`);
      expect(response.status(), start.slice(0, 20)).toBe(200);
      expect(await response.text(), start.slice(0, 20)).toContain('aria-valuetext="0:00 of ');
    }
  });

  test("the demo player runs on its own small script, without the site's framework", async ({ page }) => {
    const movie = await heroMovie(page);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.frame() !== page.mainFrame() && request.resourceType() === "script")
        scripts.push(request.url());
    });
    await page.goto(`/watch/${movie.id}`);
    const seek = player(page).getByRole("slider", { name: "Seek" });
    await expect(seek).toHaveAttribute("aria-valuetext", /^0:0[1-9] of /, { timeout: 5_000 });
    await expect(player(page).locator("script")).toHaveCount(1);
    expect(scripts).toEqual([]);
  });

  test("a deep link to season 2 episode 7 plays at once, never bounces, and saves progress", async ({
    page,
  }) => {
    await page.goto(`/watch/${SERIES_ID}?s=2&e=7`);
    await expect(page).toHaveURL(`/watch/${SERIES_ID}?s=2&e=7`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/ S2 E7$/);
    await expect(page).toHaveTitle(/ S2 E7 - Marquee$/);
    await expect(page.getByRole("link", { name: "Back to details" })).toHaveAttribute(
      "href",
      `/series/${SERIES_ID}`,
    );
    await expect(player(page).getByText("S2 E7")).toBeVisible();
    await expect
      .poll(() => page.evaluate((id) => localStorage.getItem(`continue_${id}`), SERIES_ID))
      .toBe(JSON.stringify({ season: 2, episode: 7 }));
  });

  test("the demo player reports progress to the watch page, which saves it", async ({ page }) => {
    await page.goto(`/watch/${SERIES_ID}?s=2&e=7`);
    await expect(player(page).getByText("S2 E7")).toBeVisible();
    // Overwrite what the page saved on arrival: only the player's report (every 5 s) can restore it.
    await page.evaluate(
      (id) => localStorage.setItem(`continue_${id}`, '{"season":1,"episode":1}'),
      SERIES_ID,
    );
    await expect
      .poll(() => page.evaluate((id) => localStorage.getItem(`continue_${id}`), SERIES_ID), {
        timeout: 8_000,
      })
      .toBe(JSON.stringify({ season: 2, episode: 7 }));
  });

  test("the next-episode button moves to episode + 1 and carries the episode count", async ({ page }) => {
    await page.goto(`/watch/${SERIES_ID}?s=2&e=7&me=${SEASON_2_EPISODES}`);
    await page.getByRole("link", { name: "Next episode" }).click();
    await expect(page).toHaveURL(`/watch/${SERIES_ID}?s=2&e=8&me=${SEASON_2_EPISODES}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/ S2 E8$/);
    await expect(player(page).getByText("S2 E8")).toBeVisible();
    await expect
      .poll(() => page.evaluate((id) => localStorage.getItem(`continue_${id}`), SERIES_ID))
      .toBe(JSON.stringify({ season: 2, episode: 8 }));
  });

  test("has no next-episode button on the season's last episode", async ({ page }) => {
    await page.goto(`/watch/${SERIES_ID}?s=2&e=${SEASON_2_EPISODES}&me=${SEASON_2_EPISODES}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      new RegExp(` S2 E${SEASON_2_EPISODES}$`),
    );
    await expect(page.getByRole("link", { name: "Next episode" })).toHaveCount(0);
  });

  test("a season beyond the show's seasons or an episode beyond the count sends the visitor to /", async ({
    page,
    request,
  }) => {
    for (const search of ["s=5&e=1", `s=2&e=${SEASON_2_EPISODES + 1}`, "s=two&e=1"]) {
      const response = await request.get(`/watch/${SERIES_ID}?${search}`, { maxRedirects: 0 });
      expect(response.status(), search).toBe(302);
      expect(response.headers().location, search).toBe("/");
    }
    await page.goto(`/watch/${SERIES_ID}?s=5&e=1`);
    await expect(page).toHaveURL("/");
  });

  test("an invalid or unknown id sends the visitor to /", async ({ request }) => {
    for (const path of ["/watch/abc", "/watch/0", "/watch/999999999", "/watch/-4"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers().location, path).toBe("/");
    }
  });

  test("allows frames only from this site while no provider is configured", async ({ page, request }) => {
    const movie = await heroMovie(page);
    const response = await request.get(`/watch/${movie.id}`);
    expect(response.headers()["content-security-policy"]).toMatch(/(^|; )frame-src 'self'(;|$)/);
    const api = await request.get(`/api/embed/movie/${movie.id}`);
    expect(await api.json()).toEqual({
      success: true,
      data: {
        sources: [
          {
            name: "Demo player",
            url: `/demo-player/movie/${movie.id}?start={start}`,
            sandbox: "allow-scripts allow-same-origin allow-presentation",
            trailer: false,
            progress: "marquee",
            commands: "marquee",
          },
        ],
      },
    });
  });

  test("the embed API refuses bad parameters with JSON", async ({ request }) => {
    for (const path of ["/api/embed/tv/1", "/api/embed/movie/abc", `/api/embed/series/${SERIES_ID}?s=1`]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(400);
      expect(await response.json()).toMatchObject({ success: false });
    }
    const unknown = await request.get("/api/embed/movie/999999999");
    expect(unknown.status()).toBe(404);
  });
});
