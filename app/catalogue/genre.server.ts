import { genreOf, genreTitle, parseGenreParams } from "~/lib/genre-params";
import { parsePage } from "~/lib/page-number";
import type { Catalogue } from "./catalogue";
import { type CardFields, toCard } from "./explore.server";
import type { CatalogueLocale } from "./locale";
import type { TitleKind } from "./types";

// One genre's titles (discover with with_genres), for the genre page and its JSON API (spec §2, §7).

export type GenreLookup =
  | { outcome: "invalid" }
  | { outcome: "unknown" }
  | {
      outcome: "found";
      kind: TitleKind;
      genreId: number;
      title: string;
      page: number;
      totalPages: number;
      items: CardFields[];
    };

/**
 * Titles come in `locale`'s language; `title` is the English heading (the JSON API's), pages name the genre in
 * theirs. "invalid": the type or id breaks the route's rules; "unknown": no such genre for that type. A failing
 * catalogue throws its CatalogueError, so each caller decides what an upstream failure looks like.
 */
export async function loadGenre(
  catalogue: Catalogue,
  type: string | undefined,
  id: string | undefined,
  rawPage: string | null,
  locale?: CatalogueLocale,
): Promise<GenreLookup> {
  const params = parseGenreParams(type, id);
  if (!params) return { outcome: "invalid" };
  const genre = genreOf(params);
  if (!genre) return { outcome: "unknown" };
  const page = parsePage(rawPage);
  const result = await catalogue.discover(params.kind, { genreId: params.genreId, page }, locale);
  return {
    outcome: "found",
    kind: params.kind,
    genreId: params.genreId,
    title: genreTitle(params.kind, genre),
    page,
    totalPages: result.totalPages,
    items: result.results.map(toCard),
  };
}
