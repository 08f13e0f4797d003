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

/** Which of the two lists a genre is in (bits): the movie genres', the series genres' or both. */
const MOVIES = 1;
const SERIES = 2;
const BOTH = MOVIES | SERIES;

/**
 * Both lists in one, each genre once with the lists it is in, in the order both lists keep: TMDB's and the
 * spec's (§3), by English name. Movies and series share eight genres, under the same ids and names. A genre's
 * icon is named after it ("Science Fiction": "science-fiction") unless its row names another.
 */
const GENRES: ReadonlyArray<readonly [id: number, name: string, lists: number, icon?: GenreIconKey]> = [
  [28, "Action", MOVIES],
  [10759, "Action & Adventure", SERIES, "action"],
  [12, "Adventure", MOVIES],
  [16, "Animation", BOTH],
  [35, "Comedy", BOTH],
  [80, "Crime", BOTH],
  [99, "Documentary", BOTH],
  [18, "Drama", BOTH],
  [10751, "Family", BOTH],
  [14, "Fantasy", MOVIES],
  [36, "History", MOVIES],
  [27, "Horror", MOVIES],
  [10762, "Kids", SERIES],
  [10402, "Music", MOVIES],
  [9648, "Mystery", BOTH],
  [10763, "News", SERIES],
  [10764, "Reality", SERIES],
  [10749, "Romance", MOVIES],
  [10765, "Sci-Fi & Fantasy", SERIES, "science-fiction"],
  [878, "Science Fiction", MOVIES],
  [10766, "Soap", SERIES],
  [10770, "TV Movie", MOVIES],
  [10767, "Talk", SERIES],
  [53, "Thriller", MOVIES],
  [10752, "War", MOVIES],
  [10768, "War & Politics", SERIES, "war"],
  [37, "Western", BOTH],
];

function genreList(list: number): readonly GenreEntry[] {
  return GENRES.filter(([, , lists]) => lists & list).map(([id, name, , icon]) => ({
    id,
    name,
    icon: icon ?? (name.toLowerCase().replaceAll(" ", "-") as GenreIconKey),
  }));
}

/** TMDB's movie genres (genre/movie/list). */
export const MOVIE_GENRES = genreList(MOVIES);

/** TMDB's TV genres: series explore and the series genre page use these ids. */
export const SERIES_GENRES = genreList(SERIES);

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
