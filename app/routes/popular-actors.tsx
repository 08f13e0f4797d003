import { data } from "react-router";
import { loadPopularActors } from "~/catalogue/actors.server";
import { getCatalogue } from "~/catalogue/catalogue.server";
import { ActorsView } from "~/components/actors-view";
import { POPULAR_ACTORS } from "~/data/popular-actors";
import { POPULAR_ACTORS_PATH } from "~/lib/actor-params";
import { failureHeadersOf, failureResponseInit } from "~/lib/catalogue-failure";
import { pageTitle, publicConfigFromMatches } from "~/lib/public-config";
import { serverDataOr } from "~/lib/server-data-or";
import type { Route } from "./+types/popular-actors";

export async function loader() {
  const result = await loadPopularActors(getCatalogue(), POPULAR_ACTORS);
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
  return [
    { title: pageTitle("Popular Actors", productName) },
    {
      name: "description",
      content: `Well-known actors on ${productName}, and what they are known for. Pick one to see their movies and series.`,
    },
  ];
}

export default function PopularActors({ loaderData }: Route.ComponentProps) {
  return <ActorsView current="popular" list={loaderData} label="Popular actors" href={POPULAR_ACTORS_PATH} />;
}
