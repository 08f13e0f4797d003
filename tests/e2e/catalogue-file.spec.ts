import { expect, test } from "./support/test";

// A page's messages come from a file of their own, named by content and kept by caches for good, not
// in every page's HTML; a second page, and a page in another language reached by a link, read theirs from it.

test("the page's catalogue is a cached file of its language, not part of its HTML", async ({ request }) => {
  const html = await (await request.get("/es")).text();
  // A message key no Spanish home page shows: it would be in the HTML only with the whole catalogue.
  expect(html).not.toContain("watch.player.switch");
  // The head's script starts fetching it at once (root.tsx); hydration waits for it.
  const href = html.match(/<script id="catalogue"[^>]*>window\.__catalogue=fetch\("([^"]+)"\)/)?.[1] ?? "";
  expect(href).toMatch(/^\/assets\/messages-es-[\w-]+\.json$/);

  const file = await request.get(href);
  expect(file.status()).toBe(200);
  expect(file.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const messages = (await file.json()) as Record<string, unknown>;
  // Compiled as the site compiles it: a plain message is a list of one string.
  expect(messages["watch.player.switch"]).toEqual(["Probar otra fuente"]);
});

test("a second page reads the catalogue from cache, and another language's arrives with its link", async ({
  page,
}) => {
  await page.goto("/search?q=night");
  await page.goto("/popular-actors");
  // The second document's catalogue came from the browser's cache: nothing went over the network for it.
  const transferred = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.includes("/assets/messages-en-"))
      .map((entry) => (entry as PerformanceResourceTiming).transferSize),
  );
  expect(transferred.length).toBeGreaterThan(0);
  expect(transferred.every((bytes) => bytes === 0)).toBe(true);

  await page.getByRole("link", { name: "Español" }).click();
  await expect(page).toHaveURL(/\/es\/popular-actors$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Actores");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
});
