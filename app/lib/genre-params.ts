import type { TitleKind } from "~/catalogue/types";
import { findGenre, type GenreEntry } from "~/data/genres";
import { titleCase } from "./title-case";

// The rules of /genre/{type}/{id} and /api/genre/{type}/{id} (spec §2, §5).

export interface GenreRouteParams {
  kind: TitleKind;
  genreId: number;
}

/** type must be movie or series; id must be a positive whole number. Anything else is null. */
export function parseGenreParams(type: string | undefined, id: string | undefined): GenreRouteParams | null {
  if (type !== "movie" && type !== "series") return null;
  if (id === undefined || !/^\d{1,9}$/.test(id)) return null;
  const genreId = Number(id);
  return genreId === 0 ? null : { kind: type, genreId };
}

/** Spec §2: the genre name plus 'movies' or 'series', each word capitalised. */
export function genreTitle(kind: TitleKind, genre: Pick<GenreEntry, "name">): string {
  return titleCase(`${genre.name} ${kind === "movie" ? "movies" : "series"}`);
}

/** The genre a valid route names, or undefined when that kind has no such genre. */
export function genreOf(params: GenreRouteParams): GenreEntry | undefined {
  return findGenre(params.kind, params.genreId);
}

export function genrePath(kind: TitleKind, genreId: number, page: number): string {
  return page > 1 ? `/genre/${kind}/${genreId}?p=${page}` : `/genre/${kind}/${genreId}`;
}
