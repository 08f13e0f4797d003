import type { RawEpisode, RawGenreList, RawMediaItem, RawSeason } from "./tmdb-schemas.server";
import type { Episode, Genre, Page, Season, TitleKind, TitleSummary } from "./types";

// Raw TMDB (parsed by tmdb-schemas.server.ts) -> the app's domain types. Pure functions, no I/O. Here: the pieces
// every mapper shares (text, title summaries, pages) and the plain answers (lists, genres, seasons); a title's
// details are mapped in title-details-mappers.server.ts, people in person-mappers.server.ts.

export const NO_TITLE = "No title";

/** What a season or an episode is called when TMDB sends no name (fallback.server.ts treats these as empty). */
export function seasonStandIn(seasonNumber: number): string {
  return seasonNumber === 0 ? "Specials" : `Season ${seasonNumber}`;
}

export function episodeStandIn(episodeNumber: number): string {
  return `Episode ${episodeNumber}`;
}

/** TMDB's media_type -> our kind; anything else (person, collection) -> null. */
export function kindOfMediaType(mediaType: string | undefined): TitleKind | null {
  if (mediaType === "movie") return "movie";
  if (mediaType === "tv") return "series";
  return null;
}

export function text(value: string | null | undefined): string {
  return value?.trim() ?? "";
}

/** Non-empty trimmed text, or null ("" means unknown in TMDB). */
export function textOrNull(value: string | null | undefined): string | null {
  const trimmed = text(value);
  return trimmed === "" ? null : trimmed;
}

/** Minutes, with 0 and negatives meaning unknown. */
export function minutesOrNull(value: number | null | undefined): number | null {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : null;
}

export function titleOf(raw: Pick<RawMediaItem, "title" | "name">, kind: TitleKind): string {
  const [first, second] = kind === "movie" ? [raw.title, raw.name] : [raw.name, raw.title];
  return textOrNull(first) ?? textOrNull(second) ?? NO_TITLE;
}

export function mapTitleSummary(raw: RawMediaItem, kind: TitleKind): TitleSummary {
  return {
    id: raw.id,
    kind,
    title: titleOf(raw, kind),
    overview: text(raw.overview),
    posterPath: textOrNull(raw.poster_path),
    backdropPath: textOrNull(raw.backdrop_path),
    releaseDate: textOrNull(kind === "movie" ? raw.release_date : raw.first_air_date),
    voteAverage: raw.vote_average ?? 0,
    genreIds: raw.genre_ids ?? [],
  };
}

export interface RawPage<T> {
  page: number;
  total_pages: number;
  total_results: number;
  results: T[];
}

export function mapPage<R, T>(raw: RawPage<R>, mapItem: (item: R) => T | null): Page<T> {
  return {
    page: raw.page,
    totalPages: raw.total_pages,
    totalResults: raw.total_results,
    results: raw.results.flatMap((item) => {
      const mapped = mapItem(item);
      return mapped === null ? [] : [mapped];
    }),
  };
}

/** A list of one known kind (trending/movie, movie/popular, discover/tv, similar, ...). */
export function mapTitlePage(raw: RawPage<RawMediaItem>, kind: TitleKind): Page<TitleSummary> {
  return mapPage(raw, (item) => mapTitleSummary(item, kind));
}

/**
 * search/multi: movies and series only; people and collections are dropped. Paging numbers stay TMDB's (they
 * count the dropped results too), so a page may hold fewer than 20 titles.
 */
export function mapSearchPage(raw: RawPage<RawMediaItem>): Page<TitleSummary> {
  return mapPage(raw, (item) => {
    const kind = kindOfMediaType(item.media_type);
    return kind ? mapTitleSummary(item, kind) : null;
  });
}

export function mapGenres(raw: RawGenreList): Genre[] {
  return raw.genres.map((genre) => ({ id: genre.id, name: genre.name }));
}

/** "2026-11-26" (TMDB sends "" or null for an unknown date; anything else unreadable counts as unknown). */
export function isoDateOrNull(value: string | null | undefined): string | null {
  const date = text(value).slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null;
}

/** TMDB sends "" or null for an unknown IMDb id; anything not shaped like one is dropped too. */
export function imdbIdOrNull(value: string | null | undefined): string | null {
  return value && /^tt\d{7,10}$/.test(value) ? value : null;
}

export function mapEpisode(raw: RawEpisode, seasonNumber: number): Episode {
  return {
    seasonNumber: raw.season_number ?? seasonNumber,
    episodeNumber: raw.episode_number,
    name: textOrNull(raw.name) ?? episodeStandIn(raw.episode_number),
    overview: text(raw.overview),
    stillPath: textOrNull(raw.still_path),
    runtime: minutesOrNull(raw.runtime),
    airDate: textOrNull(raw.air_date),
  };
}

export function mapSeason(raw: RawSeason, seriesId: number): Season {
  return {
    seriesId,
    seasonNumber: raw.season_number,
    name: textOrNull(raw.name) ?? seasonStandIn(raw.season_number),
    overview: text(raw.overview),
    posterPath: textOrNull(raw.poster_path),
    episodes: raw.episodes
      .map((episode) => mapEpisode(episode, raw.season_number))
      .sort((a, b) => a.episodeNumber - b.episodeNumber),
  };
}
