import type { TitleKind } from "~/catalogue/types";
import type { I18n } from "~/i18n/runtime";

// TMDB's genre lists (genre/movie/list and genre/tv/list), with TMDB's own ids and English names, so they
// work against real TMDB and the demo alike. What a visitor reads is the name in the page's language, from the
// message catalogues ("genre.movie.28", "genre.series.10759"): genreName(). Each genre names the icon the side menu draws for it
// (app/components/genre-icons.tsx).

export type GenreIconKey =
  | "action"
  | "adventure"
  | "animation"
  | "comedy"
  | "crime"
  | "documentary"
  | "drama"
  | "family"
  | "fantasy"
  | "history"
  | "horror"
  | "music"
  | "mystery"
  | "romance"
  | "science-fiction"
  | "tv-movie"
  | "thriller"
  | "war"
  | "western"
  | "kids"
  | "news"
  | "reality"
  | "soap"
  | "talk";

export interface GenreEntry {
  id: number;
  name: string;
  icon: GenreIconKey;
}

/** Which of the two lists a genre is in, as bits: 1 the movie genres, 2 the series genres, 3 both. */
type Lists = 1 | 2 | 3;

/**
 * Both lists in one, each genre once with the lists it is in, in the order both lists keep: TMDB's and the
 * spec's (§3), by English name. Movies and series share eight genres, under the same ids and names. A genre's
 * icon is named after it ("Science Fiction": "science-fiction") where its row leaves the icon "".
 */
const GENRES: ReadonlyArray<readonly [id: number, name: string, lists: Lists, icon: GenreIconKey | ""]> = [
  [28, "Action", 1, ""],
  [10759, "Action & Adventure", 2, "action"],
  [12, "Adventure", 1, ""],
  [16, "Animation", 3, ""],
  [35, "Comedy", 3, ""],
  [80, "Crime", 3, ""],
  [99, "Documentary", 3, ""],
  [18, "Drama", 3, ""],
  [10751, "Family", 3, ""],
  [14, "Fantasy", 1, ""],
  [36, "History", 1, ""],
  [27, "Horror", 1, ""],
  [10762, "Kids", 2, ""],
  [10402, "Music", 1, ""],
  [9648, "Mystery", 3, ""],
  [10763, "News", 2, ""],
  [10764, "Reality", 2, ""],
  [10749, "Romance", 1, ""],
  [10765, "Sci-Fi & Fantasy", 2, "science-fiction"],
  [878, "Science Fiction", 1, ""],
  [10766, "Soap", 2, ""],
  [10770, "TV Movie", 1, ""],
  [10767, "Talk", 2, ""],
  [53, "Thriller", 1, ""],
  [10752, "War", 1, ""],
  [10768, "War & Politics", 2, "war"],
  [37, "Western", 3, ""],
];

function genreList(list: 1 | 2): readonly GenreEntry[] {
  return GENRES.flatMap(([id, name, lists, icon]) =>
    lists & list
      ? [{ id, name, icon: icon || (name.toLowerCase().replaceAll(" ", "-") as GenreIconKey) }]
      : [],
  );
}

// Pure: a chunk that imports this module for one function need not run these.
/** TMDB's movie genres (genre/movie/list). */
export const MOVIE_GENRES = /* @__PURE__ */ genreList(1);

/** TMDB's TV genres: series explore and the series genre page use these ids. */
export const SERIES_GENRES = /* @__PURE__ */ genreList(2);

export function genresOf(kind: TitleKind): readonly GenreEntry[] {
  return kind === "movie" ? MOVIE_GENRES : SERIES_GENRES;
}

export function findGenre(kind: TitleKind, id: number): GenreEntry | undefined {
  return genresOf(kind).find((genre) => genre.id === id);
}

/**
 * A genre's name in the page's language ("Science Fiction", "Ciencia ficción"): the catalogue's
 * "genre.<kind>.<id>". An id that is not in the lists above gets its number, never a key.
 */
export function genreName(i18n: I18n, kind: TitleKind, id: number): string {
  return findGenre(kind, id) ? i18n._(`genre.${kind}.${id}`) : String(id);
}
