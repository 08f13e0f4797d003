import type { Browser, Page } from "@playwright/test";

/**
 * A browser of its own (its own localStorage), as a second device is, with `list` as its saved watchlist
 * (key "wishlist") on its first page only, so a list that sync changes later is not put back on reload.
 */
export async function seededDevice(
  browser: Browser,
  baseURL: string | undefined,
  list: unknown[] = [],
): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript((seed) => {
    if (!sessionStorage.getItem("seeded")) {
      localStorage.setItem("wishlist", seed);
      sessionStorage.setItem("seeded", "1");
    }
  }, JSON.stringify(list));
  return context.newPage();
}
