import type { Page } from "@playwright/test";

/**
 * Collects every Content-Security-Policy violation in a page and its frames: the browser's own console errors
 * ("Refused to ...") and the securitypolicyviolation events, which say which directive was broken. Call before
 * the first navigation; read `violations` at the end.
 */
export async function watchCspViolations(page: Page): Promise<{ violations: string[] }> {
  const found = { violations: [] as string[] };
  await page.exposeBinding("__reportCspViolation", ({ frame }, text: string) => {
    found.violations.push(`${frame.url()}: ${text}`);
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportCspViolation?: (text: string) => void })
        .__reportCspViolation;
      report?.(`${event.violatedDirective} blocked ${event.blockedURI || "inline"}`);
    });
  });
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy|Refused to/i.test(message.text())) {
      found.violations.push(message.text());
    }
  });
  return found;
}
