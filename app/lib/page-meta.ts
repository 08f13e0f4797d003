import { i18nFromMatches } from "~/i18n/i18n";
import { pageTitle, publicConfigFromMatches } from "./public-config";

/** Personal or empty on the server (My List, the calendar): nothing there for a search engine to index. */
const NOINDEX = { name: "robots", content: "noindex" };

/**
 * The head of a page whose title and description are fixed messages: the tab title as spec §2 writes it
 * ('{page} - {product}') and a description that names the product, in the page's language. Pages whose head
 * depends on their data (a title, a search, a genre) write their own.
 */
export function pageMeta(
  matches: Parameters<typeof publicConfigFromMatches>[0],
  titleId: string,
  descriptionId: string,
  indexed = true,
) {
  const { productName } = publicConfigFromMatches(matches);
  const i18n = i18nFromMatches(matches);
  return [
    { title: pageTitle(i18n._(titleId), productName) },
    { name: "description", content: i18n._(descriptionId, { product: productName }) },
    ...(indexed ? [] : [NOINDEX]),
  ];
}
