import { redirect } from "react-router";
import { getCatalogue } from "~/catalogue/catalogue.server";
import type { TitleSummary } from "~/catalogue/types";
import { CardGrid } from "~/components/card-grid";
import { Link } from "~/i18n/link";
import { throwCatalogueFailure } from "~/lib/catalogue-failure";
import { pageTitle, publicConfigFromMatches } from "~/lib/public-config";
import { isSearchable, MIN_SEARCH_LENGTH, normaliseSearchQuery } from "~/lib/search-query";
import type { Route } from "./+types/search";

export async function loader({ request }: Route.LoaderArgs) {
  const raw = new URL(request.url).searchParams.get("q");
  // No query at all: the search page itself, its box open and focused. That is where the top bar's search
  // icon leads when scripts are off or not running yet (docs/decisions/0018-works-without-javascript.md).
  if (raw === null) return { query: "", results: null };
  const query = normaliseSearchQuery(raw);
  // Spec §5: an empty query goes to /.
  if (query === "") throw redirect("/");
  // Spec §5: under 3 characters nothing is searched.
  if (!isSearchable(query)) return { query, results: null };
  const page = await getCatalogue().search(query).catch(throwCatalogueFailure);
  return { query, results: page.results.map(toCard) };
}

/** Only what a card needs travels to the browser. */
function toCard({ id, kind, title, posterPath }: TitleSummary) {
  return { id, kind, title, posterPath };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const { productName } = publicConfigFromMatches(matches);
  const query = data?.query;
  const hasResults = (data?.results?.length ?? 0) > 0;
  return [
    { title: pageTitle(query || "Search", productName) },
    {
      name: "description",
      content: query ? `Movies and series matching "${query}" on ${productName}.` : `Search ${productName}.`,
    },
    // A query with results is a real list of titles, rendered on the server: search engines may index it.
    // An empty or too-short query is a thin page and stays out (docs/decisions/0010-performance-budget.md).
    ...(hasResults ? [] : [{ name: "robots", content: "noindex" }]),
  ];
}

/** Spec §2: results are labelled by kind. */
function kindLabel(item: { kind: TitleSummary["kind"] }): string {
  return item.kind === "series" ? "Series" : "Movie";
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { query, results } = loaderData;
  if (query === "") {
    return (
      <div className="search-page">
        <h1 className="search-heading">Search</h1>
        <p className="search-note">
          Type at least {MIN_SEARCH_LENGTH} characters of a title in the search box, then press Enter.
        </p>
      </div>
    );
  }
  return (
    <div className="search-page">
      <p className="search-eyebrow">Search results for</p>
      <h1 className="search-heading">{query}</h1>
      {results === null ? (
        <p className="search-note">Type at least {MIN_SEARCH_LENGTH} characters to search.</p>
      ) : results.length === 0 ? (
        <>
          <p className="search-note">No results for "{query}".</p>
          <p className="search-note">
            Check the spelling, or <Link to="/">browse what is trending</Link>.
          </p>
        </>
      ) : (
        <CardGrid items={results} labelOf={kindLabel} label={`Results for ${query}`} />
      )}
    </div>
  );
}
