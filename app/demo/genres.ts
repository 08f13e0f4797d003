import { SERIES_GENRES, MOVIE_GENRES as SITE_MOVIE_GENRES } from "~/data/genres";

// TMDB's genre lists, with TMDB's own ids and English names, as TMDB's genre/{movie,tv}/list answers them: the
// site's own lists (app/data/genres.ts), which hold TMDB's ids and names, without the site's icons.

export interface DemoGenre {
  id: number;
  name: string;
}

export const MOVIE_GENRES: readonly DemoGenre[] = SITE_MOVIE_GENRES.map(({ id, name }) => ({ id, name }));

export const TV_GENRES: readonly DemoGenre[] = SERIES_GENRES.map(({ id, name }) => ({ id, name }));

const movieGenreNames = new Map(MOVIE_GENRES.map((genre) => [genre.id, genre.name]));
const tvGenreNames = new Map(TV_GENRES.map((genre) => [genre.id, genre.name]));

export function genreObjects(kind: "movie" | "tv", ids: readonly number[]): DemoGenre[] {
  const names = kind === "movie" ? movieGenreNames : tvGenreNames;
  return ids.map((id) => ({ id, name: names.get(id) ?? "Unknown" }));
}

/**
 * Relative frequency of each genre when drawing a title's genres, so that the catalogue looks like TMDB's
 * (plenty of drama and comedy, a little western) while every genre still fills several pages.
 */
export const MOVIE_GENRE_WEIGHTS: ReadonlyArray<readonly [number, number]> = [
  [18, 22],
  [35, 18],
  [28, 14],
  [53, 12],
  [80, 8],
  [12, 8],
  [27, 8],
  [10749, 8],
  [878, 7],
  [16, 5],
  [10751, 5],
  [14, 5],
  [9648, 5],
  [99, 4],
  [36, 3],
  [10402, 3],
  [10752, 2.5],
  [37, 2.5],
  [10770, 2.5],
];

export const TV_GENRE_WEIGHTS: ReadonlyArray<readonly [number, number]> = [
  [18, 24],
  [35, 18],
  [80, 9],
  [10759, 9],
  [10765, 9],
  [9648, 7],
  [16, 6],
  [99, 5],
  [10751, 4],
  [10764, 4],
  [10762, 3],
  [10768, 3],
  [10766, 2.5],
  [10767, 2],
  [10763, 1.5],
  [37, 1.5],
];
