import { data } from "react-router";
import { loadActorsPage } from "~/catalogue/actors.server";
import { catalogueFor } from "~/catalogue/kids-limit.server";
import { ActorsView } from "~/components/actors-view";
import { catalogueLocaleOf } from "~/i18n/request-language.server";
import { actorsHref } from "~/lib/actor-params";
import { failureHeadersOf, failureResponseInit } from "~/lib/catalogue-failure";
import { pageMeta } from "~/lib/page-meta";
import { parsePage } from "~/lib/page-number";
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
  return pageMeta(matches, "actors.heading", "actors.description");
}

export default function Actors({ loaderData }: Route.ComponentProps) {
  const { page, totalPages } = loaderData;
  return (
    <ActorsView
      current="all"
      list={loaderData}
      href={actorsHref(page)}
      paging={{ page, totalPages, hrefFor: actorsHref }}
    />
  );
}
