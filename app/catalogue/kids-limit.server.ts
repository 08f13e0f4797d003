import { redirect } from "react-router";
import { throwCatalogueFailure } from "~/lib/catalogue-failure";
import { type KidsCeiling, kidsCeiling } from "~/lib/kids-ceiling";
import { KIDS_PARAM, kidsParamValue, parseKidsLimit, withKidsLimit } from "~/lib/kids-limit";
import type { Catalogue } from "./catalogue";
import { getCatalogue } from "./catalogue.server";
import { CatalogueError, isCatalogueError } from "./catalogue-error";
import { heldToKidsLimit } from "./kids-catalogue.server";

// The catalogue a page's loader asks: the site's own, or, when the page's URL carries a kids' limit (kids=),
// the same held to that limit (kids-catalogue.server.ts). Loaders pass React Router's `url` argument, the page
// asked for (never request.url, which is a data request's own URL on client navigations).
//
// A `kids=` value is never ignored: a page without its limit is what a child must not be given. So:
// - the limit spelt otherwise than the lists spell it ("us-pg", "US-pg-13") redirects (301) to the same URL
//   with the canonical spelling, so that the page cache and a CDN keep one copy per limit;
// - anything that names no certification of the region's lists (a malformed or unknown value, the parameter
//   given twice) answers 404, as an unknown path does. Never a 500: the value is only ever compared.
// The lists are TMDB's certification lists, cached a day; if they cannot be had, the page fails as any page
// whose catalogue call fails (503...), never rendered without its limit.

/**
 * The ceiling of the page's kids' limit, or null when the URL has none. Throws a "not_found" CatalogueError for a
 * value that names no limit, the catalogue's own error when the lists cannot be had, and a redirect Response
 * for a limit spelt otherwise than the lists do.
 */
export async function kidsCeilingOf(
  url: URL,
  catalogue: Catalogue = getCatalogue(),
): Promise<KidsCeiling | null> {
  const values = url.searchParams.getAll(KIDS_PARAM);
  if (values.length === 0) return null;
  const unknown = new CatalogueError("not_found", "Unknown kids' limit");
  // The region in any case ("us-pg"): matched as the lists spell it, then redirected to that spelling.
  const value = values.length === 1 ? (values[0] ?? "") : null;
  const limit = value === null ? null : parseKidsLimit(value.slice(0, 2).toUpperCase() + value.slice(2));
  if (!limit) throw unknown;
  const [movie, series] = await Promise.all([
    catalogue.listCertifications("movie"),
    catalogue.listCertifications("series"),
  ]);
  const ceiling = kidsCeiling(limit, { movie, series });
  if (!ceiling) throw unknown;
  if (kidsParamValue(ceiling.limit) !== values[0]) {
    throw redirect(withKidsLimit(`${url.pathname}${url.search}`, ceiling.limit), 301);
  }
  return ceiling;
}

/**
 * The catalogue for the JSON API answering at `url`: held to its kids' limit when it has one. Its failures are
 * CatalogueErrors, for the API's own JSON answer (catalogueFailureJson).
 */
export async function apiCatalogueFor(url: URL): Promise<Catalogue> {
  const catalogue = getCatalogue();
  const ceiling = await kidsCeilingOf(url, catalogue);
  return ceiling ? heldToKidsLimit(catalogue, ceiling) : catalogue;
}

/**
 * The catalogue for the page at `url`: held to its kids' limit when it has one. An unknown limit answers the
 * "Page not found" page (404), a failure of the lists the page's failure status, as every loader's do.
 */
export function catalogueFor(url: URL): Promise<Catalogue> {
  return apiCatalogueFor(url).catch((error: unknown) =>
    isCatalogueError(error) ? throwCatalogueFailure(error) : Promise.reject(error),
  );
}
