import type { SeriesSchedule } from "~/catalogue/types";
import { daysBetween } from "~/lib/episode-when";
import { isNotInterested, type NotInterested } from "../not-interested";
import { isEpisodeWatched, type Playback, parseTitleKey } from "../playback";
import type { TitleRef } from "./history";

// Home's "New episodes" row (issue 25): series the visitor follows whose latest episode aired in the last 14 days,
// in the visitor's own calendar, and which they have not watched.

/** The latest episode counts as new for this many days after it aired (today is day 0). */
export const NEW_FOR_DAYS = 14;
/** Series whose schedule home asks for, one request each: the API's rate limit is shared with everything else. */
export const FOLLOWED_MAX = 20;

export type ScheduledEpisode = SeriesSchedule["episodes"][number];

export interface NewEpisode {
  series: TitleRef;
  episode: ScheduledEpisode;
}

/**
 * The series the visitor follows: those with a watched episode (the most recently watched first), then those on
 * My List (newest added first), not those they are not interested in, FOLLOWED_MAX at most.
 */
export function followedSeries(input: {
  playback: Playback;
  listed: readonly TitleRef[];
  notInterested: NotInterested;
}): TitleRef[] {
  const { playback, listed, notInterested } = input;
  const lastWatched = new Map<number, number>();
  for (const [key, mark] of Object.entries(playback.marks)) {
    const id = Number(key.split(":")[1]);
    if (mark.watched) lastWatched.set(id, Math.max(lastWatched.get(id) ?? 0, mark.updatedAt));
  }
  for (const [key, record] of Object.entries(playback.titles)) {
    const title = parseTitleKey(key);
    if (title?.kind !== "series" || !record.episode) continue;
    if (isEpisodeWatched(playback, title.id, record.episode))
      lastWatched.set(title.id, Math.max(lastWatched.get(title.id) ?? 0, record.updatedAt));
  }
  const watched = [...lastWatched]
    .sort(([idA, a], [idB, b]) => b - a || idA - idB)
    .map(([id]): TitleRef => {
      const record = playback.titles[`series:${id}`];
      return { kind: "series", id, title: record?.title ?? "", posterPath: record?.poster_path ?? null };
    });
  const followed: TitleRef[] = [];
  for (const series of [...watched, ...listed.filter((title) => title.kind === "series")]) {
    if (followed.length >= FOLLOWED_MAX) break;
    if (followed.some((title) => title.id === series.id)) continue;
    if (isNotInterested(notInterested, "series", series.id)) continue;
    followed.push(series);
  }
  return followed;
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
