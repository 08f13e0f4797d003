import { getCatalogue } from "~/catalogue/catalogue.server";
import { loadExplorePage } from "~/catalogue/explore.server";
import { ExploreView } from "~/components/explore-view";
import { pageTitle, publicConfigFromMatches } from "~/lib/public-config";
import { useRememberLastPage } from "~/local/last-page";
import type { Route } from "./+types/explore";

// One module serves /explore-movies and /explore-series (two route ids in routes.ts); the path says which.
export function loader({ request }: Route.LoaderArgs) {
  const kind = new URL(request.url).pathname.startsWith("/explore-series") ? "series" : "movie";
  return loadExplorePage(getCatalogue(), kind, request.url);
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
