import { data } from "react-router";
import { loadExplorePage } from "~/catalogue/explore.server";
import { catalogueFor } from "~/catalogue/kids-limit.server";
import { ExploreView } from "~/components/explore-view";
import { i18nFromMatches } from "~/i18n/i18n";
import { pathWithoutLanguage } from "~/i18n/languages";
import { catalogueLocaleOf } from "~/i18n/request-language.server";
import { failureHeadersOf, failureResponseInit } from "~/lib/catalogue-failure";
import { discoverHrefForExplore } from "~/lib/discover-href";
import { exploreHeadingOf, headingMeta } from "~/lib/explore-heading";
import { publicConfigFromMatches } from "~/lib/public-config";
import { useRememberLastPage } from "~/local/last-page";
import type { Route } from "./+types/explore";

// One module serves /explore-movies and /explore-series (two route ids in routes.ts, and again under each
// language's segment); the path says which.
export async function loader({ url }: Route.LoaderArgs) {
  const path = pathWithoutLanguage(url.pathname);
  const kind = path.startsWith("/explore-series") ? "series" : "movie";
  const page = await loadExplorePage(await catalogueFor(url), kind, url, catalogueLocaleOf(url));
  // The page still shows its own error state (spec §8); the status tells caches and crawlers it failed.
  const { failure, ...view } = page;
  // Written here, so that the browser's scripts for the explore pages carry none of Discover's query code.
  const moreFilters = discoverHrefForExplore(kind, view.g);
  return data({ ...view, moreFilters, failed: failure !== undefined }, failureResponseInit(failure));
}

/** A failure's Retry-After and Cache-Control reach the document. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return failureHeadersOf(loaderHeaders);
}

export function meta({ loaderData: data, matches }: Route.MetaArgs) {
  const { productName } = publicConfigFromMatches(matches);
  const i18n = i18nFromMatches(matches);
  const heading = data ? exploreHeadingOf(i18n, data.kind, data.g) : i18n._("explore.meta.title");
  return headingMeta(i18n, heading, "explore.meta.description", productName);
}

export default function Explore({ loaderData }: Route.ComponentProps) {
  useRememberLastPage();
  return <ExploreView {...loaderData} />;
}
