// When each episode of a planned season airs. Shared by series generation (to place seasons around DEMO_TODAY)
// and by the episode generator and the lists (on_the_air, airing_today), so all of them agree.

import { DEMO_TODAY_DAY, toDayNumber } from "./dates";
import type { DemoSeasonPlan, DemoSeries } from "./demo-types";

/** Day number on which episode `episodeNumber` (1-based) of the season airs; null when unscheduled. */
export function episodeAirDay(season: DemoSeasonPlan, episodeNumber: number): number | null {
  if (season.airDate === null) return null;
  return toDayNumber(season.airDate) + season.cadenceDays * (episodeNumber - 1);
}

/** How many of the season's episodes have aired by DEMO_TODAY (an episode airing today counts as aired). */
export function airedEpisodeCount(season: DemoSeasonPlan): number {
  if (season.airDate === null || season.episodeCount === 0) return 0;
  const start = toDayNumber(season.airDate);
  if (start > DEMO_TODAY_DAY) return 0;
  if (season.cadenceDays === 0) return season.episodeCount;
  return Math.min(season.episodeCount, Math.floor((DEMO_TODAY_DAY - start) / season.cadenceDays) + 1);
}

export interface EpisodeRef {
  seasonNumber: number;
  episodeNumber: number;
}

/** The latest regular (non-special) episode aired by DEMO_TODAY, as TMDB's last_episode_to_air. */
export function lastAiredEpisode(series: DemoSeries): EpisodeRef | null {
  for (let i = series.seasons.length - 1; i >= 0; i--) {
    const season = series.seasons[i];
    if (!season || season.seasonNumber === 0) continue;
    const aired = airedEpisodeCount(season);
    if (aired > 0) return { seasonNumber: season.seasonNumber, episodeNumber: aired };
  }
  return null;
}

/** The first regular episode scheduled after DEMO_TODAY, as TMDB's next_episode_to_air. */
export function nextEpisode(series: DemoSeries): EpisodeRef | null {
  for (const season of series.seasons) {
    if (season.seasonNumber === 0 || season.airDate === null) continue;
    const aired = airedEpisodeCount(season);
    if (aired < season.episodeCount) return { seasonNumber: season.seasonNumber, episodeNumber: aired + 1 };
  }
  return null;
}

/** True when a regular episode airs within [today, today + days]. */
export function airsWithin(series: DemoSeries, days: number): boolean {
  for (const season of series.seasons) {
    if (season.seasonNumber === 0 || season.airDate === null) continue;
    const start = toDayNumber(season.airDate);
    const end = start + season.cadenceDays * Math.max(0, season.episodeCount - 1);
    if (season.episodeCount === 0 || end < DEMO_TODAY_DAY || start > DEMO_TODAY_DAY + days) continue;
    if (season.cadenceDays === 0) return true;
    // First episode on or after today: is it inside the window?
    const step = Math.max(0, Math.ceil((DEMO_TODAY_DAY - start) / season.cadenceDays));
    if (start + step * season.cadenceDays <= DEMO_TODAY_DAY + days) return true;
  }
  return false;
}
