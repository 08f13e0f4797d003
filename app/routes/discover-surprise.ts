import { data, redirect } from "react-router";
import { loadDiscoverPage } from "~/catalogue/discover.server";
import { catalogueFor } from "~/catalogue/kids-limit.server";
import { PREFIXED_LANGUAGES, pathInLanguage } from "~/i18n/languages";
import { catalogueLocaleOf, languageOfUrl, regionOf } from "~/i18n/request-language.server";
import { CACHE_CONTROL } from "~/lib/cache-control";
import { catalogueFailureHeaders } from "~/lib/catalogue-failure";
import { discoverHref } from "~/lib/discover-href";
import { parseDiscoverQuery } from "~/lib/discover-params";
import { keepKidsParam } from "~/lib/kids-limit";
import { MAX_PAGE } from "~/lib/page-number";
import { detailsPath } from "~/lib/paths";
import type { Route } from "./+types/discover-surprise";

// GET /discover/surprise?{Discover's query}: "Surprise me". Picks one title at random among all the
// results of the filters, not only the page shown, and redirects to its overlay; `not` names the title picked
// last, so pressing again picks another. A plain link, so it works without JavaScript; never cached, so each
// press is a new draw.

const NO_STORE = { "Cache-Control": CACHE_CONTROL.error };

export async function loader({ request, params, url }: Route.LoaderArgs) {
  // Only the site's own language segments: /zz/discover/surprise is no page.
  if (params.lang !== undefined && !PREFIXED_LANGUAGES.some((language) => language.segment === params.lang)) {
    throw data("Not found", { status: 404 });
  }
  const language = languageOfUrl(url);
  const query = parseDiscoverQuery(url.searchParams);
  const notId = /^\d{1,10}$/.test(url.searchParams.get("not") ?? "")
    ? Number(url.searchParams.get("not"))
    : null;
  const region = query.region ?? regionOf(request, url);
  const catalogue = await catalogueFor(url);
  const locale = catalogueLocaleOf(url);
  const back = () =>
    redirect(keepKidsParam(url, pathInLanguage(discoverHref({ ...query, page: 1 }), language)), {
      headers: NO_STORE,
    });

  const first = await loadDiscoverPage(catalogue, query, region, locale, 1);
  if (first.failure)
    throw data("The catalogue did not answer", {
      status: first.failure.status,
      headers: catalogueFailureHeaders(first.failure),
    });
  const perPage = first.items.length;
  if (perPage === 0) return back();
  // TMDB serves pages 1 to 500 only: the draw is over what can be reached.
  const reachable = Math.min(first.totalResults, Math.min(first.totalPages, MAX_PAGE) * perPage);
  const index = Math.floor(Math.random() * Math.max(reachable, 1));
  const page = Math.floor(index / perPage) + 1;
  const { items } = page === 1 ? first : await loadDiscoverPage(catalogue, query, region, locale, page);
  const candidates = items.filter((item) => item.id !== notId);
  const pool = candidates.length > 0 ? candidates : first.items.filter((item) => item.id !== notId);
  const picked = pool[index % perPage] ?? pool[Math.floor(Math.random() * pool.length)];
  if (!picked) return back();
  return redirect(keepKidsParam(url, pathInLanguage(detailsPath(picked), language)), { headers: NO_STORE });
}
