import { redirect } from "react-router";
import { getCatalogue } from "~/catalogue/catalogue.server";
import { isCatalogueError, isNotFound } from "~/catalogue/catalogue-error";
import { loadGenre } from "~/catalogue/genre.server";
import { CardGrid } from "~/components/card-grid";
import { Paging } from "~/components/paging";
import { genrePath } from "~/lib/genre-params";
import { pageTitle, publicConfigFromMatches } from "~/lib/public-config";
import { useScrollToTopOnChange } from "~/lib/use-scroll-to-top";
import type { Route } from "./+types/genre";

export async function loader({ params, request }: Route.LoaderArgs) {
  const p = new URL(request.url).searchParams.get("p");
  // Spec §2, §5: a bad type or id, a genre the type does not have, or an unsuccessful answer all go to /.
  const genre = await loadGenre(getCatalogue(), params.type, params.id, p).catch((error: unknown) => {
    if (!isNotFound(error)) console.error(`Genre ${params.type}/${params.id}:`, describeError(error));
    return null;
  });
  if (genre?.outcome !== "found") throw redirect("/");
  return genre;
}

/** CatalogueError messages are scrubbed of credentials; anything else is named, not dumped. */
function describeError(error: unknown): string {
  if (isCatalogueError(error)) return error.message;
  return error instanceof Error ? `${error.name}: ${error.message}` : "unknown error";
}

export function meta({ data, matches }: Route.MetaArgs) {
  const { productName } = publicConfigFromMatches(matches);
  if (!data) return [{ title: pageTitle("Genres", productName) }];
  return [
    { title: pageTitle(data.title, productName) },
    { name: "description", content: `Browse ${data.title.toLowerCase()} on ${productName}.` },
  ];
}

export default function Genre({ loaderData }: Route.ComponentProps) {
  const { kind, genreId, title, page, totalPages, items } = loaderData;
  useScrollToTopOnChange(`${kind}/${genreId}/${page}`);
  return (
    <div className="explore-page">
      <div className="explore-header">
        <h1 className="explore-heading">{title}</h1>
      </div>
      {items.length > 0 ? (
        <CardGrid items={items} label={title} />
      ) : (
        <div className="no-results">
          <p className="no-results-text">There are no more titles in this genre.</p>
          <a className="button button-secondary" href={genrePath(kind, genreId, 1)}>
            Back to page 1
          </a>
        </div>
      )}
      <div className="explore-footer">
        <Paging page={page} totalPages={totalPages} hrefFor={(target) => genrePath(kind, genreId, target)} />
      </div>
    </div>
  );
}
