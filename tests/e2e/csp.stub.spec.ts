import { watchCspViolations } from "./support/csp-violations";
import { expect, test } from "./support/test";

// On real TMDB (the recorded fixtures behind the local stub) the title overlay plays trailers from YouTube's
// privacy-enhanced host and shows images from TMDB's image host: both allowed by the site-wide policy.

test("the title overlay's trailer and TMDB's images load without breaking the policy", async ({ page }) => {
  const csp = await watchCspViolations(page);
  // Nothing may reach YouTube or TMDB's image host in a test: stand-ins answer in their place.
  await page.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<p>Trailer stand-in</p>" }),
  );
  await page.route("https://image.tmdb.org/**", (route) =>
    route.fulfill({ contentType: "image/svg+xml", body: '<svg xmlns="http://www.w3.org/2000/svg"/>' }),
  );
  const response = await page.goto("/movie/12313");
  expect(response?.headers()["content-security-policy"]).toContain(
    "img-src 'self' data: https://image.tmdb.org",
  );
  const dialog = page.getByRole("dialog", { name: "Rock Crystal" });
  await dialog.getByRole("button", { name: "Teaser" }).click();
  await expect(dialog.frameLocator("iframe").getByText("Trailer stand-in")).toBeVisible();
  expect(csp.violations).toEqual([]);
});
