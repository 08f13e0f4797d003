import type {
  RawAiringEpisode,
  RawContentRatings,
  RawEpisode,
  RawGenreList,
  RawMediaItem,
  RawPerson,
  RawPersonPage,
  RawReleaseDates,
  RawSeason,
  RawSeasonSummary,
  RawTitleDetails,
  RawTvCredits,
  RawVideo,
  RawWatchProvider,
  RawWatchProviders,
} from "./tmdb-schemas.server";
import type {
  AiringEpisode,
  Episode,
  Genre,
  KnownForTitle,
  Page,
  Person,
  PersonSummary,
  Season,
  SeasonSummary,
  SeriesAiring,
  TitleDetails,
  TitleKind,
  TitleSummary,
  Video,
  WatchOptions,
  WatchProvider,
} from "./types";

// Raw TMDB (parsed by tmdb-schemas.server.ts) -> the app's domain types. Pure functions, no I/O.

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

function text(value: string | null | undefined): string {
  return value?.trim() ?? "";
}

/** Non-empty trimmed text, or null ("" means unknown in TMDB). */
function textOrNull(value: string | null | undefined): string | null {
  const trimmed = text(value);
  return trimmed === "" ? null : trimmed;
}

/** Minutes, with 0 and negatives meaning unknown. */
function minutesOrNull(value: number | null | undefined): number | null {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : null;
}

function titleOf(raw: Pick<RawMediaItem, "title" | "name">, kind: TitleKind): string {
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

interface RawPage<T> {
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

function videoRank(video: RawVideo): number {
  const trailer = video.type === "Trailer";
  if (trailer && video.official) return 0;
  if (trailer) return 1;
  if (video.type === "Teaser") return 2;
  return 3;
}

/** Official trailers first, then other trailers, teasers, the rest; TMDB's order otherwise. */
export function mapVideos(raw: RawVideo[]): Video[] {
  return [...raw]
    .sort((a, b) => videoRank(a) - videoRank(b))
    .map((video) => ({
      key: video.key,
      name: video.name,
      site: video.site,
      type: video.type,
      official: video.official,
    }));
}

function mapProviders(raw: RawWatchProvider[] | null | undefined): WatchProvider[] {
  return [...(raw ?? [])]
    .sort((a, b) => (a.display_priority ?? Infinity) - (b.display_priority ?? Infinity))
    .map((provider) => ({
      id: provider.provider_id,
      name: provider.provider_name,
      logoPath: textOrNull(provider.logo_path),
    }));
}

/** Per region: flatrate -> stream, rent, buy. Regions with no option at all are left out. */
export function mapWatchProviders(raw: RawWatchProviders | undefined): Record<string, WatchOptions> {
  const byRegion: Record<string, WatchOptions> = {};
  for (const [region, options] of Object.entries(raw?.results ?? {})) {
    const mapped: WatchOptions = {
      link: textOrNull(options.link),
      stream: mapProviders(options.flatrate),
      rent: mapProviders(options.rent),
      buy: mapProviders(options.buy),
    };
    if (mapped.stream.length + mapped.rent.length + mapped.buy.length > 0) byRegion[region] = mapped;
  }
  return byRegion;
}

export function mapSeasonSummary(raw: RawSeasonSummary): SeasonSummary {
  return {
    seasonNumber: raw.season_number,
    name: textOrNull(raw.name) ?? seasonStandIn(raw.season_number),
    episodeCount: raw.episode_count ?? 0,
    posterPath: textOrNull(raw.poster_path),
    airDate: textOrNull(raw.air_date),
  };
}

/** similar/recommendations are of the title's own kind; trust media_type when TMDB sends one. */
function mapRelated(raw: RawMediaItem, kind: TitleKind): TitleSummary {
  return mapTitleSummary(raw, kindOfMediaType(raw.media_type) ?? kind);
}

/** {movie|tv}/{id}/recommendations: the title's kind, unless an item says otherwise (TMDB sends media_type). */
export function mapRecommendationsPage(raw: RawPage<RawMediaItem>, kind: TitleKind): Page<TitleSummary> {
  return mapPage(raw, (item) => mapRelated(item, kind));
}

export function mapTitleDetails(raw: RawTitleDetails, kind: TitleKind): TitleDetails {
  const genres = (raw.genres ?? []).map((genre) => ({ id: genre.id, name: genre.name }));
  const seasons =
    kind === "series"
      ? (raw.seasons ?? []).map(mapSeasonSummary).sort((a, b) => a.seasonNumber - b.seasonNumber)
      : [];
  return {
    ...mapTitleSummary(raw, kind),
    genreIds: raw.genre_ids ?? genres.map((genre) => genre.id),
    tagline: text(raw.tagline),
    runtime: minutesOrNull(kind === "movie" ? raw.runtime : raw.episode_run_time?.[0]),
    genres,
    numberOfSeasons:
      kind === "series"
        ? (raw.number_of_seasons ?? seasons.filter((season) => season.seasonNumber > 0).length)
        : 0,
    seasons,
    similar: (raw.similar?.results ?? []).map((item) => mapRelated(item, kind)),
    recommendations: (raw.recommendations?.results ?? []).map((item) => mapRelated(item, kind)),
    videos: mapVideos(raw.videos?.results ?? []),
    watchProviders: mapWatchProviders(raw["watch/providers"]),
    ...(textOrNull(raw.original_language) ? { originalLanguage: text(raw.original_language) } : {}),
    voteCount: raw.vote_count ?? 0,
    certifications:
      kind === "movie" ? mapReleaseCertifications(raw.release_dates) : mapContentRatings(raw.content_ratings),
    imdbId: imdbIdOrNull(raw.external_ids?.imdb_id ?? raw.imdb_id),
    ...(kind === "series" ? { airing: mapSeriesAiring(raw) } : {}),
  };
}

/** A details answer's last or next episode; specials (season 0) are not part of a series' schedule. */
export function mapAiringEpisode(raw: RawAiringEpisode): AiringEpisode | null {
  if (!raw || raw.season_number === 0 || raw.episode_number === 0) return null;
  return {
    seasonNumber: raw.season_number,
    episodeNumber: raw.episode_number,
    episodeName: text(raw.name),
    airDate: isoDateOrNull(raw.air_date),
  };
}

export function mapSeriesAiring(
  raw: Pick<RawTitleDetails, "status" | "last_episode_to_air" | "next_episode_to_air">,
): SeriesAiring {
  return {
    status: text(raw.status),
    lastEpisode: mapAiringEpisode(raw.last_episode_to_air),
    nextEpisode: mapAiringEpisode(raw.next_episode_to_air),
  };
}

/** "2026-11-26" (TMDB sends "" or null for an unknown date; anything else unreadable counts as unknown). */
export function isoDateOrNull(value: string | null | undefined): string | null {
  const date = text(value).slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null;
}

/** Which release's certification speaks for a country: theatrical first, then limited, premiere, digital... */
const RELEASE_TYPE_PREFERENCE = [3, 2, 1, 4, 5, 6];

function releasePreference(type: number | null | undefined): number {
  const index = RELEASE_TYPE_PREFERENCE.indexOf(type ?? 0);
  return index < 0 ? RELEASE_TYPE_PREFERENCE.length : index;
}

/** A movie's certification per country, from release_dates; countries whose releases carry none left out. */
export function mapReleaseCertifications(raw: RawReleaseDates | undefined): Record<string, string> {
  const byCountry: Record<string, string> = {};
  for (const country of raw?.results ?? []) {
    const certified = country.release_dates
      .filter((release) => textOrNull(release.certification) !== null)
      .sort((a, b) => releasePreference(a.type) - releasePreference(b.type));
    const first = certified[0];
    if (first) byCountry[country.iso_3166_1] = text(first.certification);
  }
  return byCountry;
}

/** A series' rating per country, from content_ratings. */
export function mapContentRatings(raw: RawContentRatings | undefined): Record<string, string> {
  const byCountry: Record<string, string> = {};
  for (const entry of raw?.results ?? []) {
    const rating = textOrNull(entry.rating);
    if (rating !== null) byCountry[entry.iso_3166_1] = rating;
  }
  return byCountry;
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

/** known_for items carry media_type; when it is missing, a `name` without `title` means a series. */
export function mapKnownFor(raw: RawMediaItem): KnownForTitle | null {
  const kind =
    raw.media_type === undefined
      ? textOrNull(raw.title) === null && textOrNull(raw.name) !== null
        ? "series"
        : "movie"
      : kindOfMediaType(raw.media_type);
  if (!kind) return null;
  return { id: raw.id, kind, title: titleOf(raw, kind) };
}

export function mapPersonSummary(raw: RawPersonPage["results"][number]): PersonSummary {
  return {
    id: raw.id,
    name: raw.name.trim(),
    profilePath: textOrNull(raw.profile_path),
    knownFor: (raw.known_for ?? []).flatMap((item) => {
      const mapped = mapKnownFor(item);
      return mapped ? [mapped] : [];
    }),
  };
}

export function mapPersonPage(raw: RawPersonPage): Page<PersonSummary> {
  return mapPage(raw, mapPersonSummary);
}

export function mapPerson(raw: RawPerson): Person {
  return {
    id: raw.id,
    name: raw.name.trim(),
    biography: text(raw.biography),
    profilePath: textOrNull(raw.profile_path),
    knownForDepartment: textOrNull(raw.known_for_department),
    birthday: textOrNull(raw.birthday),
    placeOfBirth: textOrNull(raw.place_of_birth),
  };
}

/** person/{id}/tv_credits cast as series; a person credited twice on one show appears once. */
export function mapPersonSeries(raw: RawTvCredits): TitleSummary[] {
  const seen = new Set<number>();
  const series: TitleSummary[] = [];
  for (const item of raw.cast) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    series.push(mapTitleSummary(item, "series"));
  }
  return series;
}
