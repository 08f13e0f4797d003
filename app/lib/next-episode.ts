// Which episode comes after another: the next aired episode of the same season, else episode 1 of
// the next regular season that has aired. Specials (season 0) are never the next of a regular episode; from a
// special, the next is the next special. Used by the watch page (the up-next card, and what Continue Watching
// offers once an episode is done) and by the overlay (next up, by the visitor's watched marks).

import type { EpisodeRef } from "./title-details";

export interface SeasonFacts {
  seasonNumber: number;
  episodeCount: number;
  /** ISO date of the season's first episode; null when not announced. */
  airDate: string | null;
}

export interface EpisodeFacts {
  episodeNumber: number;
  airDate: string | null;
}

/** Aired on or before `today` (ISO dates compare as text). An unknown date has not aired. */
function aired(airDate: string | null, today: string): boolean {
  return airDate !== null && airDate.slice(0, 10) <= today;
}

/** Today's date as TMDB writes air dates, in UTC. */
export function isoDay(now: number = Date.now()): string {
  return new Date(now).toISOString().slice(0, 10);
}

export interface NextEpisodeInput {
  current: EpisodeRef;
  seasons: readonly SeasonFacts[];
  /** A season's episodes where they are loaded; without them the season's episode count decides. */
  episodesOf?: (seasonNumber: number) => readonly EpisodeFacts[] | null;
  today: string;
}

/** The episode after `current`, or null when it is the last one that has aired. */
export function nextEpisode({ current, seasons, episodesOf, today }: NextEpisodeInput): EpisodeRef | null {
  const inSeason = nextInSeason(current, seasons, episodesOf?.(current.season) ?? null, today);
  if (inSeason !== null) return { season: current.season, episode: inSeason };
  if (current.season === 0) return null;
  const following = seasons
    .filter((season) => season.seasonNumber > current.season && season.episodeCount > 0)
    .sort((a, b) => a.seasonNumber - b.seasonNumber)
    .find((season) => aired(season.airDate, today));
  return following ? { season: following.seasonNumber, episode: 1 } : null;
}

function nextInSeason(
  current: EpisodeRef,
  seasons: readonly SeasonFacts[],
  episodes: readonly EpisodeFacts[] | null,
  today: string,
): number | null {
  if (episodes && episodes.length > 0) {
    const later = episodes
      .filter((episode) => episode.episodeNumber > current.episode && aired(episode.airDate, today))
      .map((episode) => episode.episodeNumber);
    return later.length > 0 ? Math.min(...later) : null;
  }
  const count = seasons.find((season) => season.seasonNumber === current.season)?.episodeCount ?? 0;
  return current.episode < count ? current.episode + 1 : null;
}

/**
 * Next up by the visitor's marks: from `start`, the first episode not marked watched, moving on with
 * nextEpisode. Null when every episode from there on is watched. Bounded, whatever the data says.
 */
export function nextUnwatched(
  start: EpisodeRef,
  input: Omit<NextEpisodeInput, "current">,
  isWatched: (episode: EpisodeRef) => boolean,
): EpisodeRef | null {
  let candidate: EpisodeRef | null = start;
  for (let step = 0; candidate !== null && step < 5000; step += 1) {
    if (!isWatched(candidate)) return candidate;
    candidate = nextEpisode({ ...input, current: candidate });
  }
  return null;
}
