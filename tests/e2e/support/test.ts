import { test as base, expect, type Page } from "@playwright/test";

export { expect };

/**
 * Playwright's `test`, with `page.goto` waiting until React has hydrated the server HTML: a click that lands
 * before hydration would find no handler, and a test would then fail by chance. The root component marks
 * <html data-hydrated> in an effect, which runs only once hydration is done; on home it also waits for the
 * personal layer (homeSettled). Pages opened with JavaScript disabled, or answering an error, are not waited for.
 */
/** Home, in any of the site's languages ("/", "/es", "/pt-br"), with no title overlay open. */
const HOME = /^\/([a-z]{2}(-[a-z]{2})?\/?)?$/;

/**
 * Waits, on home, for the personal layer (Continue Watching, the For you rows, "Not interested" on cards) to be
 * in place: it loads when the browser is idle, after the rows below the first screen, and rows it adds move
 * the ones below. A test that counted or clicked cards before would be racing it.
 */
export async function homeSettled(page: Page) {
  if (!HOME.test(new URL(page.url()).pathname)) return;
  await page.locator('html[data-personal="settled"]').waitFor({ state: "attached" });
}

export const test = base.extend<{ page: Page }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled !== false && response?.ok()) {
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        await homeSettled(page);
      }
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      if (javaScriptEnabled !== false && response?.ok()) {
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        await homeSettled(page);
      }
      return response;
    };
    await use(page);
  },
});
