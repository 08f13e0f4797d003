import { expect, test } from "./support/test";

// On real TMDB with no player configured, the watch page shows the title's official trailer through YouTube's
// privacy-enhanced embed, and says so (spec §7). Runs against the stub serving recorded TMDB responses, where
// series 1399 has official YouTube trailers and every movie only a teaser.

const TRAILER = "https://www.youtube-nocookie.com/embed/b4doITNi2RE";

test("the embed API offers the official trailer, marked as one, or nothing", async ({ request }) => {
  const series = await (await request.get("/api/embed/series/1399?s=1&e=1")).json();
  expect(series).toEqual({
    success: true,
    data: {
      sources: [
        {
          name: "Trailer",
          url: TRAILER,
          sandbox: "allow-scripts allow-same-origin allow-presentation",
          trailer: true,
          progress: null,
          commands: null,
        },
      ],
    },
  });
  const movie = await (await request.get("/api/embed/movie/12313")).json();
  expect(movie).toEqual({ success: true, data: { sources: [] } });
});

test("the watch page plays the trailer and says on screen that it is one", async ({ page, request }) => {
  // The browser has no network here: the frame's address and the page's words are what matter.
  await page.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<p>Trailer stand-in</p>" }),
  );
  await page.goto("/watch/1399?s=1&e=1");
  await expect(page.getByText("Trailer — no player is configured")).toBeVisible();
  await expect(page.locator("iframe.player-frame")).toHaveAttribute("src", TRAILER);
  const response = await request.get("/watch/1399?s=1&e=1");
  expect(response.headers()["content-security-policy"]).toContain(
    "; frame-src 'self' https://www.youtube-nocookie.com;",
  );
});

test("a movie without a trailer says no player is available, with a way back", async ({ page }) => {
  await page.goto("/watch/12313");
  await expect(page.getByText("No player is available for this title.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Back to details" }).last()).toHaveAttribute(
    "href",
    "/movie/12313",
  );
});
