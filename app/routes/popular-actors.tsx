import { data } from "react-router";
import { loadPopularActors } from "~/catalogue/actors.server";
import { catalogueFor } from "~/catalogue/kids-limit.server";
import { ActorsView } from "~/components/actors-view";
import { POPULAR_ACTORS } from "~/data/popular-actors";
import { catalogueLocaleOf } from "~/i18n/request-language.server";
import { POPULAR_ACTORS_PATH } from "~/lib/actor-params";
import { failureHeadersOf, failureResponseInit } from "~/lib/catalogue-failure";
import { pageMeta } from "~/lib/page-meta";
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
  return pageMeta(matches, "actors.popular.title", "actors.popular.description");
}

export default function PopularActors({ loaderData }: Route.ComponentProps) {
  return <ActorsView current="popular" list={loaderData} href={POPULAR_ACTORS_PATH} />;
}
