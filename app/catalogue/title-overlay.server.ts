import { pathWithoutLanguage } from "~/i18n/languages";
import { regionName } from "~/lib/accept-language";
import { defaultSeason } from "~/lib/title-details";
import type { Catalogue } from "./catalogue";
import { isNotFound } from "./catalogue-error";
import type { CatalogueLocale } from "./locale";
import type {
  Episode,
  Genre,
  ImagePath,
  SeasonSummary,
  TitleDetails,
  TitleKind,
  Video,
  WatchProvider,
} from "./types";

// What the title detail overlay needs (spec §2), in one trimmed answer: TMDB's details call brings 20 similar
// titles, 20 recommendations, every video and the providers of every region; the browser gets only what it shows.

/** Titles in 'More Like This': enough for the expanded list (spec §9: 8 shown at first). */
const MORE_LIKE_THIS_MAX = 20;

export interface OverlayCard {
  id: number;
  kind: TitleKind;
  title: string;
  posterPath: ImagePath | null;
}

/**
 * An episode as the overlay lists it: the catalogue's Episode without its season number (the season holds it).
 * Its airDate is for next up (lib/next-episode.ts): an episode not yet aired is never next.
 */
export type OverlayEpisode = Omit<Episode, "seasonNumber">;

export interface OverlaySeason {
  seasonNumber: number;
  /** null when the catalogue failed to answer for this season (the rest of the overlay still shows). */
  episodes: OverlayEpisode[] | null;
}

export interface OverlayTrailer {
  key: string;
  name: string;
  type: string;
}

export interface OverlayWatchOptions {
  region: string;
  regionName: string;
  link: string | null;
  stream: WatchProvider[];
  rent: WatchProvider[];
  buy: WatchProvider[];
}

export interface TitleOverlay {
  id: number;
  kind: TitleKind;
  title: string;
  overview: string;
  tagline: string;
  posterPath: ImagePath | null;
  backdropPath: ImagePath | null;
  releaseDate: string | null;
  voteAverage: number;
  runtime: number | null;
  /** With their ids: each name links to Discover with that genre. */
  genres: Genre[];
  numberOfSeasons: number;
  seasons: Pick<SeasonSummary, "seasonNumber" | "name" | "episodeCount" | "airDate">[];
  /** The season whose episodes are listed; null for movies and for series without seasons. */
  season: OverlaySeason | null;
  moreLikeThis: OverlayCard[];
  trailer: OverlayTrailer | null;
  watch: OverlayWatchOptions | null;
  /** The title's page on IMDb, when TMDB knows its id. */
  imdbUrl: string | null;
}

/** Route param `id`: a positive whole number, as written in the URL (spec §5); anything else is null. */
export function parseTitleId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** The kind from the overlay's URL: /movie/{id} or /series/{id}. */
export function kindFromPathname(pathname: string): TitleKind | null {
  const first = pathWithoutLanguage(pathname).split("/")[1];
  return first === "movie" || first === "series" ? first : null;
}

/** The official trailer where there is one, else another trailer or a teaser; YouTube only (privacy-enhanced embed). */
export function pickTrailer(videos: readonly Video[]): OverlayTrailer | null {
  const playable = videos.filter(
    (video) =>
      video.site === "YouTube" && /^[\w-]{6,32}$/.test(video.key) && /^(Trailer|Teaser)$/.test(video.type),
  );
  const best =
    playable.find((video) => video.type === "Trailer" && video.official) ??
    playable.find((video) => video.type === "Trailer") ??
    playable[0];
  return best ? { key: best.key, name: best.name, type: best.type } : null;
}

/** Only web links leave the site; TMDB's watch link is a web page (its JustWatch-backed listing). */
function webLink(link: string | null): string | null {
  if (!link) return null;
  try {
    const url = new URL(link);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

/** The region's offers, its name in the page's language ("DE" -> "Germany", "Alemania" in Spanish). */
export function watchOptionsFor(
  details: Pick<TitleDetails, "watchProviders">,
  region: string,
  language = "en",
) {
  const options = details.watchProviders[region];
  if (!options) return null;
  return { region, regionName: regionName(region, language), ...options, link: webLink(options.link) };
}

function toEpisode(episode: Episode): OverlayEpisode {
  const { episodeNumber, name, overview, stillPath, runtime, airDate } = episode;
  return { episodeNumber, name, overview, stillPath, runtime, airDate };
}

async function loadSeason(
  catalogue: Catalogue,
  seriesId: number,
  seasonNumber: number,
  locale: CatalogueLocale | undefined,
): Promise<OverlaySeason> {
  try {
    const season = await catalogue.getSeason(seriesId, seasonNumber, locale);
    return { seasonNumber, episodes: season.episodes.map(toEpisode) };
  } catch (error) {
    // A season TMDB lists but cannot answer for (announced, no episodes yet) is an empty season, not a failure.
    if (isNotFound(error)) return { seasonNumber, episodes: [] };
    console.error(
      `Season ${seasonNumber} of series ${seriesId}:`,
      error instanceof Error ? error.message : error,
    );
    return { seasonNumber, episodes: null };
  }
}

export interface OverlayRequest {
  kind: TitleKind;
  id: number;
  /** The season asked for in the URL (?season=N), if any. */
  season: number | null;
  /** The visitor's region for watch providers (regionOf). */
  region: string;
  /** The page's language (BCP 47, "es"): the region's name is written in it. English when absent. */
  language?: string;
  /** What the catalogue is asked in (catalogueLocaleOf); English when absent. */
  locale?: CatalogueLocale;
}

/**
 * One details call (details + videos + similar + recommendations + watch/providers); for a series also the
 * listed season: the one asked for when the show has it, else season 1 (or its first). The season is asked for
 * at the same time as the details, so a series costs one round trip, not two. Throws CatalogueError.
 */
export async function loadTitleOverlay(catalogue: Catalogue, request: OverlayRequest): Promise<TitleOverlay> {
  const { kind, id, region, language, locale } = request;
  const guess = kind === "series" ? (request.season ?? 1) : null;
  // loadSeason never rejects, so a guess that turns out wrong (the show has no such season) is simply dropped.
  const guessedSeason = guess === null ? null : loadSeason(catalogue, id, guess, locale);
  const details = await catalogue.getTitle(kind, id, locale);

  let season: OverlaySeason | null = null;
  if (kind === "series") {
    const listed = details.seasons.some((candidate) => candidate.seasonNumber === guess);
    const wanted = listed ? guess : defaultSeason(details.seasons);
    if (wanted !== null)
      season =
        wanted === guess && guessedSeason
          ? await guessedSeason
          : await loadSeason(catalogue, id, wanted, locale);
  }

  const related = details.similar.length > 0 ? details.similar : details.recommendations;
  return {
    id: details.id,
    kind,
    title: details.title,
    overview: details.overview,
    tagline: details.tagline,
    posterPath: details.posterPath,
    backdropPath: details.backdropPath,
    releaseDate: details.releaseDate,
    voteAverage: details.voteAverage,
    runtime: details.runtime,
    genres: details.genres.map((genre) => ({ id: genre.id, name: genre.name })),
    numberOfSeasons: details.numberOfSeasons,
    seasons: details.seasons.map(({ seasonNumber, name, episodeCount, airDate }) => ({
      seasonNumber,
      name,
      episodeCount,
      airDate,
    })),
    season,
    moreLikeThis: related
      .filter((item) => !(item.id === details.id && item.kind === kind))
      .slice(0, MORE_LIKE_THIS_MAX)
      .map(({ id: itemId, kind: itemKind, title, posterPath }) => ({
        id: itemId,
        kind: itemKind,
        title,
        posterPath,
      })),
    trailer: pickTrailer(details.videos),
    watch: watchOptionsFor(details, region, language),
    imdbUrl: details.imdbId ? `https://www.imdb.com/title/${details.imdbId}/` : null,
  };
}
