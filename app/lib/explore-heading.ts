import type { TitleKind } from "~/catalogue/types";
import { genreName } from "~/data/genres";
import type { I18n } from "~/i18n/runtime";
import { type ExploreSelection, parseSelection } from "./explore-params";
import { pageTitle } from "./public-config";

// The explore pages' heading in the page's language (spec §2: '{category or genre name} Movies' or '... Series').
// A category has a heading of its own in each language ("Películas populares"), since languages do not build
// it from the category's name the way English does; a genre goes into the kind's pattern ("{genre} Movies").

export function exploreHeadingIn(i18n: I18n, kind: TitleKind, selection: ExploreSelection): string {
  if (selection.type === "genre") return genreHeadingIn(i18n, kind, selection.genreId);
  return i18n._(`explore.heading.${kind}.${selection.category}`);
}

/** The heading for a page's kind and normalised g, as the loader gave them. */
export function exploreHeadingOf(i18n: I18n, kind: TitleKind, g: string): string {
  return exploreHeadingIn(i18n, kind, parseSelection(kind, g));
}

/** The genre page's title ("Science Fiction Movies"): the same pattern as an explore page showing that genre. */
export function genreHeadingIn(i18n: I18n, kind: TitleKind, genreId: number): string {
  return i18n._(`explore.heading.${kind}.genre`, { genre: genreName(i18n, kind, genreId) });
}

/**
 * A heading put into a sentence (meta descriptions): lower-cased where the language writes it so
 * ("popular movies"), left alone in German, whose nouns keep their capitals, and in scripts without case.
 */
export function headingInSentence(heading: string, locale: string): string {
  return locale === "de" ? heading : heading.toLocaleLowerCase(locale);
}

/**
 * The meta title and description of an explore or genre page: the heading, then the page's sentence with the
 * heading in it.
 */
export function headingMeta(
  i18n: I18n,
  heading: string,
  description: "explore.meta.description" | "explore.genre.description",
  productName: string,
) {
  return [
    { title: pageTitle(heading, productName) },
    {
      name: "description",
      content: i18n._(description, {
        heading: headingInSentence(heading, i18n.locale),
        product: productName,
      }),
    },
  ];
}
