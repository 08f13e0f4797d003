import { data } from "react-router";
import { loadDiscoverPage } from "~/catalogue/discover.server";
import { catalogueFor } from "~/catalogue/kids-limit.server";
import { PREFIXED_LANGUAGES } from "~/i18n/languages";
import { catalogueLocaleOf, regionOf } from "~/i18n/request-language.server";
import { CACHE_CONTROL } from "~/lib/cache-control";
import { catalogueFailureHeaders } from "~/lib/catalogue-failure";
import { parseDiscoverQuery } from "~/lib/discover-params";
import type { Route } from "./+types/discover-titles";

// GET /discover/titles?{Discover's query}: one page of Discover's titles as JSON, {items}, each with the four
// fields a card shows. Discover's results read the next pages here to fill in for the titles "Hide watched"
// hides (components/discover/discover-results.tsx). It was React Router's useFetcher on the page's own loader
// before: the fetcher's code sat in the framework's file that every page loads (0.3 kB gzip), and that
// loader also builds the filter form. Any query is read as the page reads it; bad values are dropped, never an
// error. Titles are in the language of the URL's segment (/es/discover/titles).

export async function loader({ request, params, url }: Route.LoaderArgs) {
  // Only the site's own language segments: /zz/discover/titles is nothing.
  if (params.lang !== undefined && !PREFIXED_LANGUAGES.some((language) => language.segment === params.lang)) {
    throw data("Not found", { status: 404, headers: { "Cache-Control": CACHE_CONTROL.notFound } });
  }
  const query = parseDiscoverQuery(url.searchParams);
  const result = await loadDiscoverPage(
    await catalogueFor(url),
    query,
    query.region ?? regionOf(request, url),
    catalogueLocaleOf(url),
  );
  if (result.failure) {
    // A temporary upstream failure: its status, with Retry-After where due, and nobody caches it.
    return Response.json(
      { items: [] },
      { status: result.failure.status, headers: catalogueFailureHeaders(result.failure) },
    );
  }
  const headers = new Headers({ "Cache-Control": CACHE_CONTROL.list });
  // Without a region in the query the visitor's own is used (Accept-Language), as on the page.
  if (!query.region) headers.set("Vary", "Accept-Language");
  return Response.json({ items: result.items }, { headers });
}
