import type { TitleKind } from "~/catalogue/types";

/**
 * Discover with one genre of a kind, in Discover's canonical spelling: what `discoverHrefFor({ kind, genres:
 * [id] })` writes (discover-href.ts; a test holds the two together), without that module's query model. A title
 * overlay's genre links need only this: 777 B gzip less on title pages' first load than discoverHrefFor.
 */
export function discoverGenreHref(kind: TitleKind, genreId: number): string {
  return `/discover?${kind === "movie" ? "" : `type=${kind}&`}genres=${genreId}`;
}
