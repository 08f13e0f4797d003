import { test as base, expect, type Page } from "@playwright/test";

export { expect };

/**
 * Playwright's `test`, with `page.goto` waiting until React has hydrated the server HTML: a click that lands
 * before hydration would find no handler, and a test would then fail by chance. The root component marks
 * <html data-hydrated> in an effect, which runs only once hydration is done. Pages opened with JavaScript
 * disabled, or answering an error, are not waited for.
 */
export const test = base.extend<{ page: Page }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled !== false && response?.ok()) {
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      }
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      if (javaScriptEnabled !== false && response?.ok()) {
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      }
      return response;
    };
    await use(page);
  },
});
