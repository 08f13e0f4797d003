import { data, redirect } from "react-router";
import { loadDiscoverForm, loadDiscoverPage } from "~/catalogue/discover.server";
import { catalogueFor } from "~/catalogue/kids-limit.server";
import { DiscoverView } from "~/components/discover/discover-view";
import { i18nOf } from "~/i18n/catalogues.server";
import { pathInLanguage } from "~/i18n/languages";
import { catalogueLocaleOf, languageOfUrl, regionOf } from "~/i18n/request-language.server";
import { CACHE_CONTROL } from "~/lib/cache-control";
import { failureHeadersOf, failureResponseInit } from "~/lib/catalogue-failure";
import { discoverHref, serialiseDiscoverQuery } from "~/lib/discover-href";
import { findLoosening } from "~/lib/discover-loosen";
import { parseDiscoverQuery } from "~/lib/discover-params";
import { KIDS_PARAM, keepKidsParam } from "~/lib/kids-limit";
import { pageMeta } from "~/lib/page-meta";
import { useRememberLastPage } from "~/local/last-page";
import type { Route } from "./+types/discover";

// /discover: every filter at once. The query string is the state (app/lib/discover-params.ts); any
// other spelling of it is redirected to the canonical one, so each set of filters is one cache entry here, in
// the catalogue's cache and in a CDN.

export async function loader({ request, url }: Route.LoaderArgs) {
  const language = languageOfUrl(url);
  const query = parseDiscoverQuery(url.searchParams);
  if (!isSpelledAs(url.searchParams, serialiseDiscoverQuery(query))) {
    throw canonicalRedirect(keepKidsParam(url, pathInLanguage(discoverHref(query), language)));
  }
  // Without a region in the URL the visitor's own is used, as Where to watch does; the page then varies on
  // Accept-Language (the page cache keys it by the region the header names: entry.server.tsx).
  const region = query.region ?? regionOf(request, url);
  const catalogue = await catalogueFor(url);
  const locale = catalogueLocaleOf(url);
  const [result, form] = await Promise.all([
    loadDiscoverPage(catalogue, query, region, locale),
    loadDiscoverForm(catalogue, query, region, language.code, locale),
  ]);
  // A certification the region does not have would filter nothing sensible: dropped, like any invalid value.
  if (query.cert && form.certifications.length > 0 && !form.certifications.includes(query.cert)) {
    throw canonicalRedirect(
      keepKidsParam(url, pathInLanguage(discoverHref({ ...query, cert: undefined }), language)),
    );
  }
  // Nothing matches: find the filters to loosen for the empty state (app/lib/discover-loosen.ts).
  const loosen =
    !result.failure && result.totalResults === 0 && query.page === 1
      ? await findLoosening(
          query,
          async (wider) => (await loadDiscoverPage(catalogue, wider, region, locale, 1)).totalResults,
        )
      : null;
  const { failure, ...view } = result;
  const init = failureResponseInit(failure) ?? {};
  const headers = new Headers(init.headers);
  if (!query.region) headers.set("Vary", "Accept-Language");
  // The count ("2,002 titles") as the page's language writes it: its number over 999 and its plural both take
  // Intl, whose first formatter costs a phone 0.05-0.1 s of the page's hydration
  // (docs/decisions/0035-phone-first-second.md, 0038). The server's is warm.
  const messages = i18nOf(language);
  const countWritten = messages._("discover.count", {
    count: view.totalResults,
    formatted: messages.number(view.totalResults),
  });
  return data(
    { ...view, countWritten, query, region, form, loosen, failed: failure !== undefined },
    { ...init, headers },
  );
}

/**
 * Whether the query is the canonical one, parameter by parameter: the same names and values in the same order.
 * Compared decoded, since the server hands the URL on with "," escaped or not as the client sent it.
 */
function isSpelledAs(params: URLSearchParams, canonical: string): boolean {
  // A kids' limit is the page's, not Discover's: it stays where it is and is judged by catalogueFor.
  const spelled = [...params]
    .filter(([name]) => name !== KIDS_PARAM)
    .map(([name, value]) => `${name}=${value}`);
  const wanted = [...new URLSearchParams(canonical)].map(([name, value]) => `${name}=${value}`);
  return spelled.length === wanted.length && spelled.every((pair, index) => pair === wanted[index]);
}

function canonicalRedirect(to: string): Response {
  return redirect(to, { status: 301, headers: { "Cache-Control": CACHE_CONTROL.list } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const headers = failureHeadersOf(loaderHeaders);
  const vary = loaderHeaders.get("Vary");
  if (vary) headers.set("Vary", vary);
  return headers;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "discover.heading", "discover.meta.description");
}

export default function Discover({ loaderData }: Route.ComponentProps) {
  // A title's overlay opened from here (a card, Surprise me) closes back to these filters.
  useRememberLastPage();
  return <DiscoverView {...loaderData} />;
}
