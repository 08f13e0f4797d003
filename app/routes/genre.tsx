import { redirect } from "react-router";
import { isCatalogueError, isNotFound } from "~/catalogue/catalogue-error";
import { loadGenre } from "~/catalogue/genre.server";
import { catalogueFor } from "~/catalogue/kids-limit.server";
import { CardGrid } from "~/components/card-grid";
import { Paging } from "~/components/paging";
import { i18nFromMatches, useLingui, useLocalize } from "~/i18n/i18n";
import { pathInLanguage } from "~/i18n/languages";
import { catalogueLocaleOf, languageOfUrl } from "~/i18n/request-language.server";
import { genreHeadingIn, headingMeta } from "~/lib/explore-heading";
import { genrePath } from "~/lib/genre-params";
import { keepKidsParam } from "~/lib/kids-limit";
import { pageTitle, publicConfigFromMatches } from "~/lib/public-config";
import { useScrollToTopOnChange } from "~/lib/use-scroll-to-top";
import type { Route } from "./+types/genre";

export async function loader({ params, url }: Route.LoaderArgs) {
  const p = url.searchParams.get("p");
  // Spec §2, §5: a bad type or id, a genre the type does not have, or an unsuccessful answer all go to /.
  const locale = catalogueLocaleOf(url);
  const genre = await loadGenre(await catalogueFor(url), params.type, params.id, p, locale).catch(
    (error: unknown) => {
      if (!isNotFound(error)) console.error(`Genre ${params.type}/${params.id}:`, describeError(error));
      return null;
    },
  );
  if (genre?.outcome !== "found") throw redirect(keepKidsParam(url, pathInLanguage("/", languageOfUrl(url))));
  // The heading is the page's own, in its language; the English one stays with the JSON API.
  const { title: _english, ...shown } = genre;
  return shown;
}

/** CatalogueError messages are scrubbed of credentials; anything else is named, not dumped. */
function describeError(error: unknown): string {
  if (isCatalogueError(error)) return error.message;
  return error instanceof Error ? `${error.name}: ${error.message}` : "unknown error";
}

export function meta({ loaderData: data, matches }: Route.MetaArgs) {
  const { productName } = publicConfigFromMatches(matches);
  const i18n = i18nFromMatches(matches);
  if (!data) return [{ title: pageTitle(i18n._("explore.genre.metaTitle"), productName) }];
  const title = genreHeadingIn(i18n, data.kind, data.genreId);
  return headingMeta(i18n, title, "explore.genre.description", productName);
}

export default function Genre({ loaderData }: Route.ComponentProps) {
  const { kind, genreId, page, totalPages, items } = loaderData;
  const { i18n } = useLingui();
  const localize = useLocalize();
  const title = genreHeadingIn(i18n, kind, genreId);
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
          <p className="no-results-text">{i18n._("explore.genre.empty")}</p>
          <a className="button button-secondary" href={localize(genrePath(kind, genreId, 1))}>
            {i18n._("paging.backToFirst")}
          </a>
        </div>
      )}
      <div className="explore-footer">
        <Paging page={page} totalPages={totalPages} hrefFor={(target) => genrePath(kind, genreId, target)} />
      </div>
    </div>
  );
}
