import { redirect } from "react-router";
import { catalogueFor } from "~/catalogue/kids-limit.server";
import type { TitleSummary } from "~/catalogue/types";
import { CardGrid } from "~/components/card-grid";
import { i18nFromMatches, useLingui } from "~/i18n/i18n";
import { pathInLanguage } from "~/i18n/languages";
import { Link } from "~/i18n/link";
import { catalogueLocaleOf, languageOfUrl } from "~/i18n/request-language.server";
import { throwCatalogueFailure } from "~/lib/catalogue-failure";
import { keepKidsParam } from "~/lib/kids-limit";
import { pageTitle, publicConfigFromMatches } from "~/lib/public-config";
import { isSearchable, MIN_SEARCH_LENGTH, normaliseSearchQuery } from "~/lib/search-query";
import type { Route } from "./+types/search";

export async function loader({ url }: Route.LoaderArgs) {
  const raw = url.searchParams.get("q");
  // No query at all: the search page itself, its box open and focused. That is where the top bar's search
  // icon leads when scripts are off or not running yet (docs/decisions/0018-works-without-javascript.md).
  if (raw === null) return { query: "", results: null };
  const query = normaliseSearchQuery(raw);
  // Spec §5: an empty query goes to /, in the page's language.
  if (query === "") throw redirect(keepKidsParam(url, pathInLanguage("/", languageOfUrl(url))));
  // Spec §5: under 3 characters nothing is searched.
  if (!isSearchable(query)) return { query, results: null };
  // Searched in the page's language: a visitor finds titles by the names they know them by.
  const page = await (await catalogueFor(url))
    .search(query, undefined, catalogueLocaleOf(url))
    .catch(throwCatalogueFailure);
  return { query, results: page.results.map(toCard) };
}

/** Only what a card needs travels to the browser. */
function toCard({ id, kind, title, posterPath }: TitleSummary) {
  return { id, kind, title, posterPath };
}

export function meta({ loaderData: data, matches }: Route.MetaArgs) {
  const { productName } = publicConfigFromMatches(matches);
  const i18n = i18nFromMatches(matches);
  const query = data?.query;
  const hasResults = (data?.results?.length ?? 0) > 0;
  return [
    { title: pageTitle(query || i18n._("search.page.title"), productName) },
    {
      name: "description",
      content: query
        ? i18n._("search.page.description", { query, product: productName })
        : i18n._("search.page.descriptionEmpty", { product: productName }),
    },
    // A query with results is a real list of titles, rendered on the server: search engines may index it.
    // An empty or too-short query is a thin page and stays out (docs/decisions/0010-performance-budget.md).
    ...(hasResults ? [] : [{ name: "robots", content: "noindex" }]),
  ];
}

/** A message with one link, marked <0>...</0> in the catalogue, the link put in wherever the language has it. */
function withLink(message: string, link: (text: string) => React.ReactNode): React.ReactNode {
  const parts = /^([\s\S]*)<0>([\s\S]*)<\/0>([\s\S]*)$/.exec(message);
  if (!parts) return message;
  return (
    <>
      {parts[1]}
      {link(parts[2] ?? "")}
      {parts[3]}
    </>
  );
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { query, results } = loaderData;
  const { i18n } = useLingui();
  if (query === "") {
    return (
      <div className="search-page">
        <h1 className="search-heading">{i18n._("search.page.title")}</h1>
        <p className="search-note">{i18n._("search.page.intro", { min: MIN_SEARCH_LENGTH })}</p>
      </div>
    );
  }
  // Spec §2: results are labelled by kind.
  const kindLabel = (item: { kind: TitleSummary["kind"] }) =>
    i18n._(item.kind === "series" ? "search.page.kind.series" : "search.page.kind.movie");
  return (
    <div className="search-page">
      <p className="search-eyebrow">{i18n._("search.page.resultsFor")}</p>
      <h1 className="search-heading">{query}</h1>
      {results === null ? (
        <p className="search-note">{i18n._("search.page.tooShort", { min: MIN_SEARCH_LENGTH })}</p>
      ) : results.length === 0 ? (
        <>
          <p className="search-note">{i18n._("search.page.noResults", { query })}</p>
          <p className="search-note">
            {withLink(i18n._("search.page.suggestion"), (text) => (
              <Link to="/">{text}</Link>
            ))}
          </p>
        </>
      ) : (
        <CardGrid items={results} labelOf={kindLabel} label={i18n._("search.page.resultsLabel", { query })} />
      )}
    </div>
  );
}
