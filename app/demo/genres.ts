// TMDB's genre lists, with TMDB's own ids and English names: the app and its tests map genre ids to names, so
// these must match the real service exactly.

export interface DemoGenre {
  id: number;
  name: string;
}

export const MOVIE_GENRES: readonly DemoGenre[] = [
  { id: 28, name: "Action" },
  { id: 12, name: "Adventure" },
  { id: 16, name: "Animation" },
  { id: 35, name: "Comedy" },
  { id: 80, name: "Crime" },
  { id: 99, name: "Documentary" },
  { id: 18, name: "Drama" },
  { id: 10751, name: "Family" },
  { id: 14, name: "Fantasy" },
  { id: 36, name: "History" },
  { id: 27, name: "Horror" },
  { id: 10402, name: "Music" },
  { id: 9648, name: "Mystery" },
  { id: 10749, name: "Romance" },
  { id: 878, name: "Science Fiction" },
  { id: 10770, name: "TV Movie" },
  { id: 53, name: "Thriller" },
  { id: 10752, name: "War" },
  { id: 37, name: "Western" },
];

export const TV_GENRES: readonly DemoGenre[] = [
  { id: 10759, name: "Action & Adventure" },
  { id: 16, name: "Animation" },
  { id: 35, name: "Comedy" },
  { id: 80, name: "Crime" },
  { id: 99, name: "Documentary" },
  { id: 18, name: "Drama" },
  { id: 10751, name: "Family" },
  { id: 10762, name: "Kids" },
  { id: 9648, name: "Mystery" },
  { id: 10763, name: "News" },
  { id: 10764, name: "Reality" },
  { id: 10765, name: "Sci-Fi & Fantasy" },
  { id: 10766, name: "Soap" },
  { id: 10767, name: "Talk" },
  { id: 10768, name: "War & Politics" },
  { id: 37, name: "Western" },
];

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
