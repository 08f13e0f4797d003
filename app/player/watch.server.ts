import { redirect } from "react-router";
import type { Catalogue } from "~/catalogue/catalogue";
import { isCatalogueError, isNotFound, isOverLimit } from "~/catalogue/catalogue-error";
import type { CatalogueLocale } from "~/catalogue/locale";
import type { Season, TitleDetails, TitleKind, TitleSummary } from "~/catalogue/types";
import { type ServerConfig, serverConfig } from "~/config.server";
import { languageLocale, languageOfPath, pathInLanguage } from "~/i18n/languages";
import { throwCatalogueFailure } from "~/lib/catalogue-failure";
import { keepKidsParam } from "~/lib/kids-limit";
import { isoDay, nextEpisode } from "~/lib/next-episode";
import { episodeWatchPath } from "~/lib/title-details";
import type { PlayerSource } from "./sources";
import { loadPlayerSources } from "./sources.server";
import {
  episodeCountOf,
  isPlayableEpisode,
  nextEpisodePath,
  parseTitleId,
  parseWatchQuery,
  type WatchQuery,
} from "./watch-rules";

// Everything the watch page decides on the server: whether the link is playable (else a real 302 to the home
// page, in the page's language), the title in that language, the episode count for the next-episode button, what comes after this episode or film, and the
// player sources.

/** Titles offered when a film or a series' last episode ends (spec §9: 'More Like This' shows 8 at first). */
const MORE_LIKE_THIS_SHOWN = 8;

export interface UpNext {
  season: number;
  episode: number;
  /** The episode's name, when its season is loaded (always within the same season). */
  name: string | null;
  path: string;
}

export interface WatchCard {
  id: number;
  kind: TitleKind;
  title: string;
  posterPath: string | null;
}

export interface WatchData {
  id: number;
  kind: TitleKind;
  title: string;
  posterPath: string | null;
  backdropPath: string | null;
  episode: { season: number; episode: number } | null;
  /** The spec's next-episode button: the next episode of the same season (spec §2, §4). */
  nextEpisodePath: string | null;
  /** The episode that plays when this one ends, across seasons; null after the last one. */
  upNext: UpNext | null;
  /** Offered when a film or the series' last episode ends. */
  moreLikeThis: WatchCard[];
  sources: PlayerSource[];
}

export async function loadWatch(
  catalogue: Catalogue,
  rawId: string | undefined,
  url: URL,
  config: ServerConfig = serverConfig(),
): Promise<WatchData> {
  // The page's language: the catalogue answers in it, and an unplayable link goes to the home page in it.
  const language = languageOfPath(url.pathname);
  const locale: CatalogueLocale = { language: languageLocale(language).catalogue };
  const home = keepKidsParam(url, pathInLanguage("/", language));
  const id = parseTitleId(rawId);
  const query = parseWatchQuery(url.searchParams);
  if (id === null || query === null) throw redirect(home);

  const title = await catalogueOrRedirect(() => catalogue.getTitle(query.kind, id, locale), home);
  if (query.kind === "movie") {
    return {
      ...titleFields(title),
      episode: null,
      nextEpisodePath: null,
      upNext: null,
      sources: await loadPlayerSources({ kind: "movie", id }, catalogue, title, config, language),
    };
  }

  const { episodeCount, season } = await seriesSeason(catalogue, title, query, { locale, home });
  if (!isPlayableEpisode(query.season, query.episode, title.numberOfSeasons, episodeCount))
    throw redirect(home);
  const request = { kind: "series", id, season: query.season, episode: query.episode } as const;
  return {
    ...titleFields(title),
    episode: { season: query.season, episode: query.episode },
    nextEpisodePath: nextEpisodePath(id, query.season, query.episode, episodeCount),
    upNext: upNextAfter(title, season, { season: query.season, episode: query.episode }),
    sources: await loadPlayerSources(request, catalogue, title, config, language),
  };
}

function titleFields(title: TitleDetails) {
  const related = title.similar.length > 0 ? title.similar : title.recommendations;
  return {
    id: title.id,
    kind: title.kind,
    title: title.title,
    posterPath: title.posterPath,
    backdropPath: title.backdropPath,
    moreLikeThis: related
      .filter((item) => !(item.id === title.id && item.kind === title.kind))
      .slice(0, MORE_LIKE_THIS_SHOWN)
      .map(watchCard),
  };
}

function watchCard({ id, kind, title, posterPath }: TitleSummary): WatchCard {
  return { id, kind, title, posterPath };
}

/** The next episode by the catalogue's air dates, with the link the watch page plays it by. */
export function upNextAfter(
  title: TitleDetails,
  season: Season | null,
  current: { season: number; episode: number },
  today: string = isoDay(),
): UpNext | null {
  const next = nextEpisode({
    current,
    seasons: title.seasons,
    episodesOf: (seasonNumber) => (seasonNumber === season?.seasonNumber ? season.episodes : null),
    today,
  });
  if (!next) return null;
  const sameSeason = next.season === season?.seasonNumber;
  const count = sameSeason
    ? Math.max(...season.episodes.map((episode) => episode.episodeNumber))
    : title.seasons.find((candidate) => candidate.seasonNumber === next.season)?.episodeCount;
  const name = sameSeason
    ? (season.episodes.find((episode) => episode.episodeNumber === next.episode)?.name ?? null)
    : null;
  return { ...next, name, path: episodeWatchPath(title.id, next, count) };
}

/**
 * The season and its episode count. A season the catalogue does not have is unplayable (redirect); a season that
 * cannot be loaded just now falls back to the show's season list or the link's me, so a valid deep link
 * never bounces because of a hiccup.
 */
async function seriesSeason(
  catalogue: Catalogue,
  title: TitleDetails,
  query: Extract<WatchQuery, { kind: "series" }>,
  { locale, home }: { locale: CatalogueLocale; home: string },
): Promise<{ episodeCount: number | null; season: Season | null }> {
  const listed = title.seasons.find((season) => season.seasonNumber === query.season);
  let seasonEpisodeCount: number | null = null;
  let season: Season | null = null;
  if (query.season <= title.numberOfSeasons) {
    season = await catalogue.getSeason(title.id, query.season, locale).catch((error: unknown) => {
      if (isNotFound(error)) throw redirect(home);
      if (!isCatalogueError(error)) throw error;
      return null;
    });
    // A season listed without episodes yet tells nothing about the count.
    const numbers = season?.episodes.map((episode) => episode.episodeNumber) ?? [];
    seasonEpisodeCount = numbers.length > 0 ? Math.max(...numbers) : null;
  }
  const episodeCount = episodeCountOf(
    {
      numberOfSeasons: title.numberOfSeasons,
      seasonEpisodeCount,
      listedEpisodeCount: listed?.episodeCount ?? null,
    },
    query.knownEpisodeCount,
  );
  return { episodeCount, season };
}

/**
 * An unknown title goes to / (spec §5), in the page's language (`home`); any other catalogue failure is shown by
 * the error boundary.
 */
async function catalogueOrRedirect<T>(load: () => Promise<T>, home: string): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isNotFound(error)) throw redirect(home);
    // Over a kids' limit: the watch page answers its own "Not available" page (routes/watch.tsx).
    if (isOverLimit(error)) throw error;
    return throwCatalogueFailure(error);
  }
}
