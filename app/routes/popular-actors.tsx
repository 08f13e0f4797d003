import { data } from "react-router";
import { loadPopularActors } from "~/catalogue/actors.server";
import { catalogueFor } from "~/catalogue/kids-limit.server";
import { ActorsView } from "~/components/actors-view";
import { POPULAR_ACTORS } from "~/data/popular-actors";
import { i18nFromMatches, useLingui } from "~/i18n/i18n";
import { catalogueLocaleOf } from "~/i18n/request-language.server";
import { POPULAR_ACTORS_PATH } from "~/lib/actor-params";
import { failureHeadersOf, failureResponseInit } from "~/lib/catalogue-failure";
import { pageTitle, publicConfigFromMatches } from "~/lib/public-config";
import { serverDataOr } from "~/lib/server-data-or";
import type { Route } from "./+types/popular-actors";

export async function loader({ url }: Route.LoaderArgs) {
  const result = await loadPopularActors(await catalogueFor(url), POPULAR_ACTORS, catalogueLocaleOf(url));
  // The page still renders its error text (spec §8); the status tells caches and crawlers it failed.
  return data(result, failureResponseInit(result.failed ? result : null));
}

/** A failure's Retry-After and Cache-Control reach the document. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return failureHeadersOf(loaderHeaders);
}

// As on /actors: a failed client fetch shows the page's own error text, not the site's error page.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return serverDataOr(serverLoader, () => ({ failed: true as const, actors: [] as [], status: 503 }));
}

export function meta({ matches }: Route.MetaArgs) {
  const { productName } = publicConfigFromMatches(matches);
  const i18n = i18nFromMatches(matches);
  return [
    { title: pageTitle(i18n._("actors.popular.title"), productName) },
    { name: "description", content: i18n._("actors.popular.description", { product: productName }) },
  ];
}

export default function PopularActors({ loaderData }: Route.ComponentProps) {
  const { i18n } = useLingui();
  return (
    <ActorsView
      current="popular"
      list={loaderData}
      label={i18n._("actors.popular.gridLabel")}
      href={POPULAR_ACTORS_PATH}
    />
  );
}
