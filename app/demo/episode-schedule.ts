// When each episode of a planned season airs, seen from a given day (by default demoDay(): the real UTC day).
// Shared by series generation (to place seasons around DEMO_TODAY), the episode generator and the lists
// (on_the_air, airing_today), so all of them agree.
//
// The seasons on the air at DEMO_TODAY keep airing around the real date (the calendar and New
// episodes need, on any day, episodes that aired this week and episodes coming next week). Such a "live" season
// keeps its head where generation put it (its first episode, and every one aired more than 14 days before
// DEMO_TODAY: the season's and the series' first air dates never move), and replays its tail in cycles: cycle 0
// is the plan as generated, each next cycle the same episodes a whole number of weeks later, starting a week
// (weekly shows) after the previous cycle's finale. A day is seen in the first cycle whose finale is on or after
// it. So a live series releases an episode a week like a real one, its past episodes keep their dates for the
// whole cycle, and seen from DEMO_TODAY everything is exactly as generated. Episode counts never change.

import { DEMO_TODAY_DAY, demoDay, toDayNumber } from "./dates";
import type { DemoSeasonPlan, DemoSeries } from "./demo-types";

/** Episodes aired this long before DEMO_TODAY stay where they are; later ones replay with the clock. */
const FIXED_BEFORE_DAYS = 14;

interface LiveTail {
  /** Episodes 1..head keep their generated days. */
  head: number;
  /** Days between two cycles of the tail: a multiple of 7, so weekdays stay. */
  period: number;
  /** Generated day of the season's last episode (cycle 0's finale). */
  finale: number;
}

const tails = new WeakMap<DemoSeasonPlan, LiveTail | null>();
const startDays = new WeakMap<DemoSeasonPlan, number>();

/** The day number of a dated season's first episode (callers check it has one; memoised: lists ask for every
 * season of every series). */
function startDay(season: DemoSeasonPlan): number {
  let day = startDays.get(season);
  if (day === undefined) {
    day = toDayNumber(season.airDate ?? "");
    startDays.set(season, day);
  }
  return day;
}

function generatedDay(season: DemoSeasonPlan, start: number, episodeNumber: number): number {
  return start + season.cadenceDays * (episodeNumber - 1);
}

/**
 * The replayed part of a season on the air at DEMO_TODAY (a regular season released episode by episode, begun by
 * DEMO_TODAY, with an episode in the week from DEMO_TODAY), or null for any other season.
 */
function liveTail(season: DemoSeasonPlan): LiveTail | null {
  const known = tails.get(season);
  if (known !== undefined) return known;
  let tail: LiveTail | null = null;
  if (
    season.seasonNumber > 0 &&
    season.airDate !== null &&
    season.cadenceDays > 0 &&
    season.episodeCount > 1
  ) {
    const start = startDay(season);
    const finale = generatedDay(season, start, season.episodeCount);
    const firstFromToday = Math.max(0, Math.ceil((DEMO_TODAY_DAY - start) / season.cadenceDays));
    const airsThisWeek = generatedDay(season, start, firstFromToday + 1) <= DEMO_TODAY_DAY + 6;
    if (start <= DEMO_TODAY_DAY && finale >= DEMO_TODAY_DAY && airsThisWeek) {
      const fixedUntil = DEMO_TODAY_DAY - FIXED_BEFORE_DAYS;
      const head = Math.max(1, Math.floor((fixedUntil - start) / season.cadenceDays) + 1);
      if (head < season.episodeCount) {
        const span = season.cadenceDays * (season.episodeCount - head);
        tail = { head, period: 7 * Math.ceil(span / 7), finale };
      }
    }
  }
  tails.set(season, tail);
  return tail;
}

/** Whether a season's episodes (their dates, or which have aired) depend on the day they are seen from. */
export function movesWithClock(season: DemoSeasonPlan): boolean {
  if (liveTail(season) !== null) return true;
  if (season.airDate === null || season.episodeCount === 0) return false;
  return generatedDay(season, startDay(season), season.episodeCount) > DEMO_TODAY_DAY;
}

/** Which cycle of a live tail `day` sees: the first whose finale is on or after it. */
function cycleAt(tail: LiveTail, day: number): number {
  return Math.max(0, Math.ceil((day - tail.finale) / tail.period));
}

/** Day number on which episode `episodeNumber` (1-based) of the season airs, seen from `day`; null when unscheduled. */
export function episodeAirDay(
  season: DemoSeasonPlan,
  episodeNumber: number,
  day: number = demoDay(),
): number | null {
  if (season.airDate === null) return null;
  const generated = generatedDay(season, startDay(season), episodeNumber);
  const tail = liveTail(season);
  if (tail === null || episodeNumber <= tail.head) return generated;
  return generated + cycleAt(tail, day) * tail.period;
}

/** How many of the season's episodes have aired by `day` (an episode airing that day counts as aired). */
export function airedEpisodeCount(season: DemoSeasonPlan, day: number = demoDay()): number {
  if (season.airDate === null || season.episodeCount === 0) return 0;
  const start = startDay(season);
  if (start > day) return 0;
  if (season.cadenceDays === 0) return season.episodeCount;
  const tail = liveTail(season);
  if (tail === null) return Math.min(season.episodeCount, Math.floor((day - start) / season.cadenceDays) + 1);
  let aired = tail.head;
  while (aired < season.episodeCount && (episodeAirDay(season, aired + 1, day) ?? Infinity) <= day) aired++;
  return aired;
}

export interface EpisodeNumbers {
  seasonNumber: number;
  episodeNumber: number;
}

/** The latest regular (non-special) episode aired by `day`, as TMDB's last_episode_to_air. */
export function lastAiredEpisode(series: DemoSeries, day: number = demoDay()): EpisodeNumbers | null {
  for (let i = series.seasons.length - 1; i >= 0; i--) {
    const season = series.seasons[i];
    if (!season || season.seasonNumber === 0) continue;
    const aired = airedEpisodeCount(season, day);
    if (aired > 0) return { seasonNumber: season.seasonNumber, episodeNumber: aired };
  }
  return null;
}

/** The first regular episode scheduled after `day`, as TMDB's next_episode_to_air. */
export function nextEpisode(series: DemoSeries, day: number = demoDay()): EpisodeNumbers | null {
  for (const season of series.seasons) {
    if (season.seasonNumber === 0 || season.airDate === null) continue;
    const aired = airedEpisodeCount(season, day);
    if (aired < season.episodeCount) return { seasonNumber: season.seasonNumber, episodeNumber: aired + 1 };
  }
  return null;
}

/** True when a regular episode airs within [day, day + days]. */
export function airsWithin(series: DemoSeries, days: number, day: number = demoDay()): boolean {
  for (const season of series.seasons) {
    if (season.seasonNumber === 0 || season.airDate === null || season.episodeCount === 0) continue;
    const start = startDay(season);
    if (start > day + days) continue;
    const tail = liveTail(season);
    if (tail !== null) {
      for (let episode = 1; episode <= season.episodeCount; episode++) {
        const airDay = episodeAirDay(season, episode, day) ?? -Infinity;
        if (airDay >= day && airDay <= day + days) return true;
      }
      continue;
    }
    const end = generatedDay(season, start, season.episodeCount);
    if (end < day) continue;
    if (season.cadenceDays === 0) return true;
    // First episode on or after the day: is it inside the window?
    const step = Math.max(0, Math.ceil((day - start) / season.cadenceDays));
    if (start + step * season.cadenceDays <= day + days) return true;
  }
  return false;
}
