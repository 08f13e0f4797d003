import { readFileSync } from "node:fs";
import path from "node:path";
import { FAKE_TMDB_KEY } from "./support/env";
import { expect, test } from "./support/test";

// These run against an app configured for "real TMDB" with a fake key, whose base URL is a local stub
// serving the recorded real responses in ../shared/tmdb-fixtures/recorded.
const recorded = path.resolve("../shared/tmdb-fixtures/recorded");

function firstTitle(file: string, field: "title" | "name"): string {
  const json = JSON.parse(readFileSync(path.join(recorded, file), "utf8")) as {
    results: Record<string, string>[];
  };
  return json.results[0]?.[field] ?? "";
}

test("the home page renders the real titles TMDB returned", async ({ page }) => {
  await page.goto("/");
  const trendingMovie = firstTitle("trending/movies.json", "title");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(trendingMovie);
  const trendingSeries = page.getByRole("region", { name: "Trending series this week" });
  await expect(
    trendingSeries.getByRole("link", { name: firstTitle("trending/tv.json", "name"), exact: true }),
  ).toBeVisible();
  const popular = page.getByRole("region", { name: "Popular movies" });
  await expect(
    popular.getByRole("link", { name: firstTitle("movie_lists/popular.json", "title"), exact: true }),
  ).toHaveCount(1);
  // Real TMDB images come from TMDB's image host, not from the demo artwork.
  await expect(popular.locator("img").first()).toHaveAttribute(
    "src",
    /^https:\/\/image\.tmdb\.org\/t\/p\/w342\//,
  );
});

test("the TMDB key never reaches the browser: not in pages, assets, headers or error pages", async ({
  page,
  request,
}) => {
  const seen: string[] = [];
  page.on("response", async (response) => {
    const headers = JSON.stringify(await response.allHeaders());
    const body = await response.body().catch(() => Buffer.alloc(0));
    seen.push(`${response.url()}\n${headers}\n${body.toString("utf8")}`);
  });
  await page.goto("/");
  await page.goto("/no-such-page");
  await page.goto("/");

  const html = await (await request.get("/")).text();
  const assetUrls = new Set([...html.matchAll(/(?:src|href)="(\/[^"]+)"/g)].map((match) => match[1] ?? ""));
  // Follow the client bundles' own imports too: every chunk the browser could ever load.
  const pending = [...assetUrls].filter((url) => url.startsWith("/assets/"));
  while (pending.length > 0) {
    const url = pending.pop() ?? "";
    const body = await (await request.get(url)).text();
    seen.push(`${url}\n${body}`);
    for (const match of body.matchAll(/["'(/]((?:\/)?assets\/[\w.-]+\.(?:js|css))/g)) {
      const next = `/${(match[1] ?? "").replace(/^\//, "")}`;
      if (!assetUrls.has(next)) {
        assetUrls.add(next);
        pending.push(next);
      }
    }
  }
  seen.push(html);

  expect(assetUrls.size).toBeGreaterThan(3);
  const leaks = seen.filter((text) => text.includes(FAKE_TMDB_KEY) || text.includes("LEAKCANARY"));
  expect(leaks).toEqual([]);
});
