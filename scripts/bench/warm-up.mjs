// @ts-check
// Before any measurement: every page visited, and the images they name rendered, so no figure pays for a first
// visit.

/**
 * Warm the catalogue cache and the server's code paths, so no measurement pays for a first visit.
 * And the demo's artwork, which the last round's pages name: the server renders each image once (sharp, WebP)
 * and keeps it. Rendering them during a Lighthouse run would take the 2 CPUs from the browser being measured;
 * real TMDB serves them from its CDN.
 * @param {string} origin
 * @param {{ path: string }[]} pages
 * @param {(pagePath: string) => Promise<string>} fetchHtml
 * @returns {Promise<number>} how many images were warmed
 */
export async function warmUp(origin, pages, fetchHtml) {
  const images = new Set();
  for (let round = 0; round < 3; round++) {
    for (const page of pages) {
      const html = await fetchHtml(page.path);
      if (round === 2) for (const url of imageUrls(html)) images.add(url);
    }
  }
  for (const url of images) await fetch(`${origin}${url}`).then((response) => response.arrayBuffer());
  return images.size;
}

/**
 * The same-origin images a page's HTML names (src, srcset, imagesrcset), whichever width the browser picks.
 * @param {string} html
 */
function imageUrls(html) {
  const urls = [];
  for (const [, value] of html.matchAll(/\s(?:src|srcset|imagesrcset)="([^"]+)"/gi)) {
    for (const candidate of (value ?? "").split(",")) {
      const url = candidate.trim().split(/\s+/)[0] ?? "";
      if (url.startsWith("/") && !url.startsWith("//") && !url.startsWith("/assets/")) urls.push(url);
    }
  }
  return urls;
}
