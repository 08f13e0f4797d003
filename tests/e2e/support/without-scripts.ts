import type { Browser, Page } from "@playwright/test";

/**
 * A page as a browser with JavaScript off shows it, in a browser where axe can still run: with JavaScript
 * disabled Playwright cannot evaluate axe in the page at all. Each document is served without its scripts, with
 * <noscript>'s content as markup (what a browser without scripts parses it as), and with the stylesheet's
 * `(scripting: none)` rules applying (Chromium cannot emulate that media feature). Links and forms then work as
 * they do without scripts: every document on the way is served the same way.
 */
export async function openWithoutScripts(
  browser: Browser,
  baseURL: string | undefined,
  path: string,
  viewport = { width: 1280, height: 720 },
): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport, reducedMotion: "reduce" });
  const page = await context.newPage();
  await page.route("**/*", async (route) => {
    const request = route.request();
    if (request.resourceType() !== "document" || request.frame() !== page.mainFrame()) {
      await route.continue();
      return;
    }
    const response = await route.fetch();
    const body = (await response.text())
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
      .replace(/<\/?noscript>/gi, "")
      .replace(/\(scripting: ?none\)/g, "all");
    await route.fulfill({ response, body });
  });
  await page.goto(path);
  return page;
}
