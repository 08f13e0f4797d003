import { data } from "react-router";
import { getCatalogue } from "~/catalogue/catalogue.server";
import { loadExplorePage } from "~/catalogue/explore.server";
import { ExploreView } from "~/components/explore-view";
import { failureHeadersOf, failureResponseInit } from "~/lib/catalogue-failure";
import { pageTitle, publicConfigFromMatches } from "~/lib/public-config";
import { useRememberLastPage } from "~/local/last-page";
import type { Route } from "./+types/explore";

// One module serves /explore-movies and /explore-series (two route ids in routes.ts); the path says which.
export async function loader({ request }: Route.LoaderArgs) {
  const kind = new URL(request.url).pathname.startsWith("/explore-series") ? "series" : "movie";
  const page = await loadExplorePage(getCatalogue(), kind, request.url);
  // The page still shows its own error state (spec §8); the status tells caches and crawlers it failed.
  const { failure, ...view } = page;
  return data({ ...view, failed: failure !== undefined }, failureResponseInit(failure));
}

/** A failure's Retry-After and Cache-Control reach the document. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return failureHeadersOf(loaderHeaders);
}

export function meta({ data, matches }: Route.MetaArgs) {
  const { productName } = publicConfigFromMatches(matches);
  const heading = data?.heading ?? "Explore";
  return [
    { title: pageTitle(heading, productName) },
    {
      name: "description",
      content: `Explore ${heading.toLowerCase()} on ${productName}, by category or genre.`,
    },
  ];
}

export default function Explore({ loaderData }: Route.ComponentProps) {
  useRememberLastPage();
  return <ExploreView {...loaderData} />;
}
