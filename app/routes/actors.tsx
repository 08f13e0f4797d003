import { data } from "react-router";
import { loadActorsPage } from "~/catalogue/actors.server";
import { catalogueFor } from "~/catalogue/kids-limit.server";
import { ActorsView } from "~/components/actors-view";
import { i18nFromMatches, useLingui } from "~/i18n/i18n";
import { catalogueLocaleOf } from "~/i18n/request-language.server";
import { actorsHref } from "~/lib/actor-params";
import { failureHeadersOf, failureResponseInit } from "~/lib/catalogue-failure";
import { parsePage } from "~/lib/page-number";
import { pageTitle, publicConfigFromMatches } from "~/lib/public-config";
import { serverDataOr } from "~/lib/server-data-or";
import type { Route } from "./+types/actors";

function pageOf(url: URL): number {
  return parsePage(url.searchParams.get("p"));
}

export async function loader({ url }: Route.LoaderArgs) {
  const result = await loadActorsPage(await catalogueFor(url), pageOf(url), catalogueLocaleOf(url));
  // The page still renders (error text and paging, spec §8); the status tells caches and crawlers it failed.
  return data(result, failureResponseInit(result.failed ? result : null));
}

/** A failure's Retry-After and Cache-Control reach the document. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return failureHeadersOf(loaderHeaders);
}

// On a client navigation, a failed fetch of this page's data shows the same error text, not the site's
// error page. The first visit renders from the server loader alone (no `hydrate`).
export async function clientLoader({ url, serverLoader }: Route.ClientLoaderArgs) {
  return serverDataOr(serverLoader, () => ({
    failed: true as const,
    actors: [] as [],
    status: 503,
    page: pageOf(url),
    totalPages: 0,
  }));
}

export function meta({ matches }: Route.MetaArgs) {
  const { productName } = publicConfigFromMatches(matches);
  const i18n = i18nFromMatches(matches);
  return [
    { title: pageTitle(i18n._("actors.heading"), productName) },
    { name: "description", content: i18n._("actors.description", { product: productName }) },
  ];
}

export default function Actors({ loaderData }: Route.ComponentProps) {
  const { page, totalPages } = loaderData;
  const { i18n } = useLingui();
  return (
    <ActorsView
      current="all"
      list={loaderData}
      label={i18n._("actors.heading")}
      href={actorsHref(page)}
      paging={{ page, totalPages, hrefFor: actorsHref }}
    />
  );
}
