import {
  imdbIdOrNull,
  isoDateOrNull,
  kindOfMediaType,
  mapPage,
  mapTitleSummary,
  minutesOrNull,
  type RawPage,
  seasonStandIn,
  text,
  textOrNull,
} from "./tmdb-mappers.server";
import type {
  RawAiringEpisode,
  RawContentRatings,
  RawMediaItem,
  RawReleaseDates,
  RawSeasonSummary,
  RawTitleDetails,
  RawVideo,
  RawWatchProvider,
  RawWatchProviders,
} from "./tmdb-schemas.server";
import type {
  AiringEpisode,
  Page,
  SeasonSummary,
  SeriesAiring,
  TitleDetails,
  TitleKind,
  TitleSummary,
  Video,
  WatchOptions,
  WatchProvider,
} from "./types";

// A title's details answer (parsed by tmdb-schemas.server.ts) -> TitleDetails, with all that it appends:
// videos, where to watch, seasons, similar titles and recommendations, certifications, the airing schedule.
// Pure functions, no I/O; the shared pieces (text, summaries, pages) are in tmdb-mappers.server.ts.

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
