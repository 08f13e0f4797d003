// The app's own catalogue types. Routes and components see only these, never raw TMDB JSON.
// Raw TMDB responses are parsed by schemas in tmdb-schemas.server.ts and mapped here by tmdb-mappers.server.ts.

/** How the app names the two kinds of title (routes, local storage). TMDB says "tv" where we say "series". */
export type TitleKind = "movie" | "series";

/** An image as TMDB names it: a path such as "/abc.jpg" to be joined with a size. Build URLs with images.ts. */
export type ImagePath = string;

export interface Genre {
  id: number;
  name: string;
}

/** A movie or series as it appears in lists, rows, grids and search results. */
export interface TitleSummary {
  id: number;
  kind: TitleKind;
  /** `title` for movies, `name` for series; never empty ("No title" when TMDB has none). */
  title: string;
  overview: string;
  posterPath: ImagePath | null;
  backdropPath: ImagePath | null;
  /** ISO date (release_date or first_air_date), or null when unknown or empty. */
  releaseDate: string | null;
  voteAverage: number;
  genreIds: number[];
}

/** A title as the visitor's own rows keep it (Continue Watching, For you): enough for its card and its link. */
export type TitleRef = Pick<TitleSummary, "kind" | "id" | "title" | "posterPath">;

export interface Page<T> {
  page: number;
  totalPages: number;
  totalResults: number;
  results: T[];
}

export interface Video {
  key: string;
  name: string;
  site: string;
  /** "Trailer", "Teaser", "Clip", ... */
  type: string;
  official: boolean;
}

export interface WatchProvider {
  id: number;
  name: string;
  logoPath: ImagePath | null;
}

/** A region TMDB has watch providers for (watch/providers/regions). */
export interface WatchRegion {
  /** ISO 3166-1, e.g. "US". */
  code: string;
  /** Its name in the asked language (TMDB's native_name), English when it has none. */
  name: string;
}

/** An original language as TMDB lists it (configuration/languages). */
export interface OriginalLanguage {
  /** ISO 639-1, e.g. "ja". */
  code: string;
  /** English name, e.g. "Japanese"; the page names it in its own language with Intl.DisplayNames. */
  englishName: string;
}

/** One age certification of a country (certification/{movie|tv}/list). */
export interface Certification {
  /** e.g. "PG-13". */
  certification: string;
  meaning: string;
  /** TMDB's order: higher is more restrictive. */
  order: number;
}

/** Legal ways to watch a title in one region (TMDB watch/providers, data by JustWatch). */
export interface WatchOptions {
  link: string | null;
  stream: WatchProvider[];
  rent: WatchProvider[];
  buy: WatchProvider[];
}

export interface SeasonSummary {
  seasonNumber: number;
  name: string;
  episodeCount: number;
  posterPath: ImagePath | null;
  airDate: string | null;
}

/** Everything a title page needs, from one upstream call (append_to_response). */
export interface TitleDetails extends TitleSummary {
  tagline: string;
  /** Minutes; null when unknown (TMDB sends null or 0, series use episode_run_time). */
  runtime: number | null;
  genres: Genre[];
  /** Series only; 0 for movies. */
  numberOfSeasons: number;
  /** Series only, including a season 0 of specials where TMDB has one; empty for movies. */
  seasons: SeasonSummary[];
  similar: TitleSummary[];
  recommendations: TitleSummary[];
  videos: Video[];
  /** Keyed by ISO 3166-1 region code, e.g. "US". */
  watchProviders: Record<string, WatchOptions>;
  /**
   * The facts Discover filters on that lists do not carry. Always set by the client; optional only so
   * that hand-made details in tests need not spell them out.
   * ISO 639-1 original language, e.g. "ja"; absent when TMDB sends none.
   */
  originalLanguage?: string;
  /** How many votes voteAverage is made of (vote_count.gte filters on it). */
  voteCount?: number;
  /**
   * Age certification per ISO 3166-1 region, e.g. { US: "PG-13", GB: "12A" }: movies from release_dates (the
   * theatrical release's where there is one), series from content_ratings. Regions without one are left out.
   */
  certifications?: Record<string, string>;
  /** "tt0137523" when TMDB knows the title's IMDb id (external_ids), else null. */
  imdbId: string | null;
  /** Series only: TMDB's status and the episodes either side of today. */
  airing?: SeriesAiring;
}

export interface Episode {
  seasonNumber: number;
  episodeNumber: number;
  name: string;
  overview: string;
  stillPath: ImagePath | null;
  runtime: number | null;
  airDate: string | null;
}

export interface Season {
  seriesId: number;
  seasonNumber: number;
  name: string;
  overview: string;
  posterPath: ImagePath | null;
  episodes: Episode[];
}

export interface KnownForTitle {
  id: number;
  kind: TitleKind;
  title: string;
}

/** A person as listed by person/popular. */
export interface PersonSummary {
  id: number;
  name: string;
  profilePath: ImagePath | null;
  knownFor: KnownForTitle[];
}

/** A person's own page (person/{id}). */
export interface Person {
  id: number;
  name: string;
  biography: string;
  profilePath: ImagePath | null;
  knownForDepartment: string | null;
  birthday: string | null;
  placeOfBirth: string | null;
}

/** The lists TMDB keeps per kind: movie/{category} and tv/{category}. */
export type MovieCategory = "popular" | "top_rated" | "upcoming" | "now_playing";
export type SeriesCategory = "popular" | "top_rated" | "on_the_air" | "airing_today";

/**
 * A title as an import matches it: the names and year a row of another service's file is compared
 * with, and what a My List entry needs.
 */
export interface TitleMatch {
  id: number;
  kind: TitleKind;
  title: string;
  /** The title in its original language; the same as `title` when TMDB gives none. */
  originalTitle: string;
  /** From release_date or first_air_date; null when unknown. */
  year: number | null;
  posterPath: ImagePath | null;
}

/** A title's ids on other sites (TMDB external_ids); null where TMDB has none. */
export interface ExternalIds {
  imdbId: string | null;
}

/** An episode as TMDB names it in a series' details (last_episode_to_air, next_episode_to_air). */
export interface AiringEpisode {
  seasonNumber: number;
  episodeNumber: number;
  /**
   * TMDB's name, "" when it has none. Deliberately not `name`: the per-field English fallback would fetch the
   * English details whenever an unaired episode is unnamed (fallback.server.ts); schedules name episodes from
   * their seasons, which are filled.
   */
  episodeName: string;
  /** "YYYY-MM-DD"; null when TMDB has no date for it yet. */
  airDate: string | null;
}

/** Where a series stands (its details, series only): what the calendar and New episodes are built from. */
export interface SeriesAiring {
  /** TMDB's status: "Returning Series", "Ended", "Canceled", "In Production", "Planned", ...; "" when none. */
  status: string;
  /** Regular episodes only (never season 0); null when TMDB names none. */
  lastEpisode: AiringEpisode | null;
  nextEpisode: AiringEpisode | null;
}

/** One dated episode of a series' schedule (/api/series-schedule, the calendar and its feed). */
export interface ScheduledEpisode {
  seasonNumber: number;
  episodeNumber: number;
  /** In the page's language, filled from English where it has none, as elsewhere. */
  name: string;
  /** "YYYY-MM-DD", TMDB's air_date: a calendar date, no time zone. */
  airDate: string;
}

export interface SeriesSchedule {
  id: number;
  title: string;
  posterPath: ImagePath | null;
  backdropPath: ImagePath | null;
  /** TMDB's status, e.g. "Returning Series", "Ended", "Canceled", "In Production". */
  status: string;
  /** TMDB last_episode_to_air, regular episodes only, or null. */
  lastAired: ScheduledEpisode | null;
  /** TMDB next_episode_to_air; null when TMDB names none or gives it no date (then see dateAnnounced). */
  nextEpisode: ScheduledEpisode | null;
  /**
   * Every regular episode (not season 0) with an air date from 15 days before to 61 days after the server's UTC
   * today, in air order: the browser cuts the exact windows in the visitor's time zone.
   */
  episodes: ScheduledEpisode[];
  /** False when the series has not ended but has no dated upcoming episode ("no date announced"). */
  dateAnnounced: boolean;
}
