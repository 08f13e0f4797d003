import { redirect } from "react-router";
import type { Catalogue } from "~/catalogue/catalogue";
import { isCatalogueError, isNotFound } from "~/catalogue/catalogue-error";
import type { TitleDetails, TitleKind } from "~/catalogue/types";
import { type ServerConfig, serverConfig } from "~/config.server";
import { throwCatalogueFailure } from "~/lib/catalogue-failure";
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

// Everything the watch page decides on the server: whether the link is playable (else a real 302 to /),
// the title, the episode count for the next-episode button, and the player sources.

export interface WatchData {
  id: number;
  kind: TitleKind;
  title: string;
  backdropPath: string | null;
  episode: { season: number; episode: number } | null;
  nextEpisodePath: string | null;
  sources: PlayerSource[];
}

export async function loadWatch(
  catalogue: Catalogue,
  rawId: string | undefined,
  url: URL,
  config: ServerConfig = serverConfig(),
): Promise<WatchData> {
  const id = parseTitleId(rawId);
  const query = parseWatchQuery(url.searchParams);
  if (id === null || query === null) throw redirect("/");

  const title = await catalogueOrRedirect(() => catalogue.getTitle(query.kind, id));
  if (query.kind === "movie") {
    return {
      ...titleFields(title),
      episode: null,
      nextEpisodePath: null,
      sources: await loadPlayerSources({ kind: "movie", id }, catalogue, title, config),
    };
  }

  const episodeCount = await seriesEpisodeCount(catalogue, title, query);
  if (!isPlayableEpisode(query.season, query.episode, title.numberOfSeasons, episodeCount))
    throw redirect("/");
  const request = { kind: "series", id, season: query.season, episode: query.episode } as const;
  return {
    ...titleFields(title),
    episode: { season: query.season, episode: query.episode },
    nextEpisodePath: nextEpisodePath(id, query.season, query.episode, episodeCount),
    sources: await loadPlayerSources(request, catalogue, title, config),
  };
}

function titleFields(title: TitleDetails) {
  return { id: title.id, kind: title.kind, title: title.title, backdropPath: title.backdropPath };
}

/**
 * The season's episode count. A season the catalogue does not have is unplayable (redirect); a season that
 * cannot be loaded just now falls back to the show's season list or the link's me, so a valid deep link
 * never bounces because of a hiccup.
 */
async function seriesEpisodeCount(
  catalogue: Catalogue,
  title: TitleDetails,
  query: Extract<WatchQuery, { kind: "series" }>,
): Promise<number | null> {
  const listed = title.seasons.find((season) => season.seasonNumber === query.season);
  let seasonEpisodeCount: number | null = null;
  if (query.season <= title.numberOfSeasons) {
    const season = await catalogue.getSeason(title.id, query.season).catch((error: unknown) => {
      if (isNotFound(error)) throw redirect("/");
      if (!isCatalogueError(error)) throw error;
      return null;
    });
    // A season listed without episodes yet tells nothing about the count.
    const numbers = season?.episodes.map((episode) => episode.episodeNumber) ?? [];
    seasonEpisodeCount = numbers.length > 0 ? Math.max(...numbers) : null;
  }
  return episodeCountOf(
    {
      numberOfSeasons: title.numberOfSeasons,
      seasonEpisodeCount,
      listedEpisodeCount: listed?.episodeCount ?? null,
    },
    query.knownEpisodeCount,
  );
}

/** An unknown title goes to / (spec §5); any other catalogue failure is shown by the error boundary. */
async function catalogueOrRedirect<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isNotFound(error)) throw redirect("/");
    return throwCatalogueFailure(error);
  }
}
