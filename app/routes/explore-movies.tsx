import { getCatalogue } from "~/catalogue/catalogue.server";
import { loadExplorePage } from "~/catalogue/explore.server";
import { ExploreView } from "~/components/explore-view";
import { pageTitle, publicConfigFromMatches } from "~/lib/public-config";
import { useRememberLastPage } from "~/local/last-page";
import type { Route } from "./+types/explore-movies";

export function loader({ request }: Route.LoaderArgs) {
  return loadExplorePage(getCatalogue(), "movie", request.url);
}

export function meta({ data, matches }: Route.MetaArgs) {
  const { productName } = publicConfigFromMatches(matches);
  const heading = data?.heading ?? "Movies";
  return [
    { title: pageTitle(heading, productName) },
    {
      name: "description",
      content: `Explore ${heading.toLowerCase()} on ${productName}, by category or genre.`,
    },
  ];
}

export default function ExploreMovies({ loaderData }: Route.ComponentProps) {
  useRememberLastPage();
  return <ExploreView {...loaderData} />;
}
