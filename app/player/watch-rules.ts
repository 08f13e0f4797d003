import type { I18n } from "~/i18n/runtime";
import { MAX_EPISODE, MAX_SEASON } from "~/lib/episode-numbers";

// The watch page's rules (spec §2, §4, §5), free of React and of the catalogue so they can be tested alone.
// /watch/{id}?s={season}&e={episode}&me={episode count}: s and e both present means a series episode,
// otherwise a movie; me carries the episode count the linking page knew.

export type WatchQuery =
  | { kind: "movie" }
  | { kind: "series"; season: number; episode: number; knownEpisodeCount: number | null };

/** Whole numbers only, written plainly: "7", not "7.0", "+7", "1e1" or " 7"; null outside [min, max]. */
export function wholeNumber(raw: string | null, min: number, max: number): number | null {
  if (raw === null || !/^\d{1,6}$/.test(raw)) return null;
  const value = Number(raw);
  return value >= min && value <= max ? value : null;
}

/** A title id, or null for anything that is not a positive whole number. */
export function parseTitleId(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

/**
 * Reads s, e and me. Null means the link cannot be right (a series link with a season or episode that is
 * not a valid number) and the visitor goes to /. An empty s or e counts as absent. A bad me is ignored:
 * it is only a hint.
 */
export function parseWatchQuery(params: URLSearchParams): WatchQuery | null {
  const s = params.get("s") || null;
  const e = params.get("e") || null;
  if (s === null || e === null) return { kind: "movie" };
  const season = wholeNumber(s, 0, MAX_SEASON);
  const episode = wholeNumber(e, 1, MAX_EPISODE);
  if (season === null || episode === null) return null;
  return {
    kind: "series",
    season,
    episode,
    knownEpisodeCount: wholeNumber(params.get("me"), 1, MAX_EPISODE),
  };
}

export interface SeasonCounts {
  /** The show's number of seasons (specials, season 0, not counted). */
  numberOfSeasons: number;
  /** Episodes in the requested season from the season's own data; null when it could not be loaded. */
  seasonEpisodeCount: number | null;
  /** The season's episode count from the show's season list, if it lists the season. */
  listedEpisodeCount: number | null;
}

/** The best known episode count: the season's data, else the show's season list, else the link's me. */
export function episodeCountOf(facts: SeasonCounts, knownEpisodeCount: number | null): number | null {
  return facts.seasonEpisodeCount ?? facts.listedEpisodeCount ?? knownEpisodeCount;
}

/**
 * Spec §4, §5: the visitor goes to / when the season exceeds the show's seasons or the episode exceeds the
 * season's episode count. Only known facts decide: an unknown count never sends anyone away.
 */
export function isPlayableEpisode(
  season: number,
  episode: number,
  numberOfSeasons: number,
  episodeCount: number | null,
): boolean {
  if (season > numberOfSeasons) return false;
  return episodeCount === null || episode <= episodeCount;
}

/** The next episode's link while the episode is below the season's count, carrying the count as me. */
export function nextEpisodePath(
  id: number,
  season: number,
  episode: number,
  episodeCount: number | null,
): string | null {
  if (episodeCount === null || episode >= episodeCount) return null;
  return `/watch/${id}?s=${season}&e=${episode + 1}&me=${episodeCount}`;
}

/** 'Title' for a movie, 'Title S2 E7' for an episode (spec §2), in the page's language. */
export function watchHeading(
  title: string,
  episode: { season: number; episode: number } | null,
  i18n: I18n,
): string {
  return episode
    ? i18n._("watch.heading.episode", { title, season: episode.season, episode: episode.episode })
    : title;
}

/** 'S2 E7', in the page's language (the up-next card, the demo player). */
export function episodeLabel(season: number, episode: number, i18n: I18n): string {
  return i18n._("watch.episodeLabel", { season, episode });
}
