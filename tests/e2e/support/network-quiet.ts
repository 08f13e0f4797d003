import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";

/** Waits until the document has fetched nothing new for half a second: what loads late has loaded. */
export async function networkQuiet(page: Page): Promise<void> {
  let before = -1;
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() => performance.getEntriesByType("resource").length);
        const quiet = now === before;
        before = now;
        return quiet;
      },
      { intervals: [500] },
    )
    .toBe(true);
}
