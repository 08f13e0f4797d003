import type { ScheduledEpisode, SeriesSchedule, TitleRef } from "~/catalogue/types";
import { daysBetween } from "~/lib/episode-when";
import { followedSeries } from "../followed-series";
import { isNotInterested, type NotInterested } from "../not-interested";
import { isEpisodeWatched, type Playback } from "../playback";
import type { WatchlistEntry } from "../watchlist";

// Home's "New episodes" row: series the visitor follows whose latest episode aired in the last 14 days,
// in the visitor's own calendar, and which they have not watched.

/** The latest episode counts as new for this many days after it aired (today is day 0). */
export const NEW_FOR_DAYS = 14;
/** Series whose schedule home asks for, one request each: the API's rate limit is shared with everything else. */
export const FOLLOWED_MAX = 20;

export interface NewEpisode {
  series: TitleRef;
  episode: ScheduledEpisode;
}

/**
 * The followed series whose schedule home asks for (which series are followed is the calendar's rule,
 * app/local/followed-series.ts): the most recently played first, then My List's newest first, not those the
 * visitor is not interested in, FOLLOWED_MAX at most.
 */
export function seriesToCheck(input: {
  watchlist: readonly WatchlistEntry[];
  playback: Playback;
  notInterested: NotInterested;
}): TitleRef[] {
  const { watchlist, playback, notInterested } = input;
  const listedAt = new Map(watchlist.map((entry, index) => [`${entry.type}:${entry.id}`, index]));
  return followedSeries(watchlist, playback)
    .filter((series) => !isNotInterested(notInterested, "series", series.id))
    .map((series) => ({
      series,
      played: playback.titles[`series:${series.id}`]?.updatedAt ?? 0,
      listed: listedAt.get(`series:${series.id}`) ?? -1,
    }))
    .sort((a, b) => b.played - a.played || b.listed - a.listed || a.series.id - b.series.id)
    .slice(0, FOLLOWED_MAX)
    .map(({ series }): TitleRef => ({ kind: "series", ...series }));
}

const byDate = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const airOrder = (a: ScheduledEpisode, b: ScheduledEpisode) =>
  byDate(a.airDate, b.airDate) || a.seasonNumber - b.seasonNumber || a.episodeNumber - b.episodeNumber;

/** The last regular episode that has aired by `today` (the visitor's calendar date), or null. */
export function latestAired(schedule: SeriesSchedule, today: string): ScheduledEpisode | null {
  const aired = [...schedule.episodes, ...(schedule.lastAired ? [schedule.lastAired] : [])]
    .filter((episode) => episode.seasonNumber > 0 && daysBetween(episode.airDate, today) >= 0)
    .sort(airOrder);
  return aired.at(-1) ?? null;
}

/**
 * The New episodes row: each followed series whose latest aired episode is at most NEW_FOR_DAYS old and not
 * watched, that episode; the newest first (then in the order the series are followed).
 */
export function newEpisodes(input: {
  followed: readonly TitleRef[];
  schedules: ReadonlyMap<number, SeriesSchedule>;
  playback: Playback;
  today: string;
}): NewEpisode[] {
  const { followed, schedules, playback, today } = input;
  const found: (NewEpisode & { order: number })[] = [];
  followed.forEach((series, order) => {
    const schedule = schedules.get(series.id);
    const episode = schedule ? latestAired(schedule, today) : null;
    if (!schedule || !episode || daysBetween(episode.airDate, today) > NEW_FOR_DAYS) return;
    const ref = { season: episode.seasonNumber, episode: episode.episodeNumber };
    if (isEpisodeWatched(playback, series.id, ref)) return;
    found.push({
      series: {
        kind: "series",
        id: series.id,
        title: schedule.title || series.title,
        posterPath: schedule.posterPath ?? series.posterPath,
      },
      episode,
      order,
    });
  });
  return found
    .sort((a, b) => byDate(b.episode.airDate, a.episode.airDate) || a.order - b.order)
    .map(({ series, episode }) => ({ series, episode }));
}
