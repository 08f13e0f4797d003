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

/** Spec §3, in the spec's order. */
export const MOVIE_GENRES: readonly GenreEntry[] = [
  { id: 28, name: "Action", icon: "action" },
  { id: 12, name: "Adventure", icon: "adventure" },
  { id: 16, name: "Animation", icon: "animation" },
  { id: 35, name: "Comedy", icon: "comedy" },
  { id: 80, name: "Crime", icon: "crime" },
  { id: 99, name: "Documentary", icon: "documentary" },
  { id: 18, name: "Drama", icon: "drama" },
  { id: 10751, name: "Family", icon: "family" },
  { id: 14, name: "Fantasy", icon: "fantasy" },
  { id: 36, name: "History", icon: "history" },
  { id: 27, name: "Horror", icon: "horror" },
  { id: 10402, name: "Music", icon: "music" },
  { id: 9648, name: "Mystery", icon: "mystery" },
  { id: 10749, name: "Romance", icon: "romance" },
  { id: 878, name: "Science Fiction", icon: "science-fiction" },
  { id: 10770, name: "TV Movie", icon: "tv-movie" },
  { id: 53, name: "Thriller", icon: "thriller" },
  { id: 10752, name: "War", icon: "war" },
  { id: 37, name: "Western", icon: "western" },
];

/** TMDB's TV genres: series explore and the series genre page use these ids. */
export const SERIES_GENRES: readonly GenreEntry[] = [
  { id: 10759, name: "Action & Adventure", icon: "action" },
  { id: 16, name: "Animation", icon: "animation" },
  { id: 35, name: "Comedy", icon: "comedy" },
  { id: 80, name: "Crime", icon: "crime" },
  { id: 99, name: "Documentary", icon: "documentary" },
  { id: 18, name: "Drama", icon: "drama" },
  { id: 10751, name: "Family", icon: "family" },
  { id: 10762, name: "Kids", icon: "kids" },
  { id: 9648, name: "Mystery", icon: "mystery" },
  { id: 10763, name: "News", icon: "news" },
  { id: 10764, name: "Reality", icon: "reality" },
  { id: 10765, name: "Sci-Fi & Fantasy", icon: "science-fiction" },
  { id: 10766, name: "Soap", icon: "soap" },
  { id: 10767, name: "Talk", icon: "talk" },
  { id: 10768, name: "War & Politics", icon: "war" },
  { id: 37, name: "Western", icon: "western" },
];

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
