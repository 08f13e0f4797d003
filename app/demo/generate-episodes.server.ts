// Episodes are generated per season on first request and memoised: the catalogue holds tens of thousands of
// episodes, and building them all up front would make start-up slow for no benefit. A season whose episodes
// depend on the day (episode-schedule.ts: its dates, or which have aired and so carry a still and an overview)
// is memoised per day, and the previous day's copies are dropped when the day changes.

import { leadFirstNames } from "./characters.server";
import { demoDay, fromDayNumber } from "./dates";
import type { DemoEpisode, DemoSeasonPlan, DemoSeries } from "./demo-types";
import { episodeAirDay, movesWithClock } from "./episode-schedule";
import { EPISODE_ACTIONS, EPISODE_TITLES } from "./overview-words";
import { type Rng, rngFor } from "./random";
import { round3 } from "./title-numbers.server";
import { phraseList, TITLE_NAMES } from "./words";

const SPECIAL_TITLES = phraseList(`
  Christmas Special | Behind the Scenes | Reunion Special | Bloopers | Holiday Special | Deleted Scenes |
  Cast Interview | Recap | Prequel Short | New Year Special | The Road So Far | Webisode
`);

const cache = new Map<string, DemoEpisode[]>();
/** The day the day-dependent entries of `cache` were built for, and their keys. */
let cachedDay: number | undefined;
const dayKeys = new Set<string>();

/** TMDB episode ids are global; derive them from the series, season and episode so they never collide. */
export function episodeId(seriesId: number, seasonNumber: number, episodeNumber: number): number {
  return 10_000_000 + (seriesId - 200_000) * 10_000 + seasonNumber * 100 + episodeNumber;
}

function characterFirstNames(series: DemoSeries): string[] {
  const names = [...new Set(leadFirstNames(series))];
  return names.length >= 2 ? names : TITLE_NAMES.slice(0, 6);
}

function episodeName(
  rng: Rng,
  series: DemoSeries,
  season: DemoSeasonPlan,
  episode: number,
  aired: boolean,
): string {
  if (season.seasonNumber === 0) return rng.pick(SPECIAL_TITLES);
  const daily = season.cadenceDays === 1;
  // Shows that air daily, and episodes not yet written up, are only numbered, as TMDB lists them.
  if (daily || (!aired && rng.chance(0.6))) return `Episode ${episode}`;
  if (season.seasonNumber === 1 && episode === 1 && series.type === "Scripted" && rng.chance(0.4))
    return "Pilot";
  return rng.pick(EPISODE_TITLES);
}

function episodeOverview(rng: Rng, names: readonly string[]): string {
  const [first, second] = rng.sample(names, 2);
  const [action, otherAction] = rng.sample(EPISODE_ACTIONS, 2);
  const opening = `${first} ${action}.`;
  return rng.chance(0.5) ? `${opening} Meanwhile, ${second} ${otherAction}.` : opening;
}

function episodeType(season: DemoSeasonPlan, episode: number): DemoEpisode["episodeType"] {
  if (season.seasonNumber === 0) return "standard";
  if (episode === season.episodeCount) return "finale";
  if (season.episodeCount >= 16 && episode === Math.floor(season.episodeCount / 2)) return "mid_season";
  return "standard";
}

function buildEpisodes(series: DemoSeries, season: DemoSeasonPlan, today: number): DemoEpisode[] {
  const rng = rngFor("episodes", series.id, season.seasonNumber);
  const names = characterFirstNames(series);
  const episodes: DemoEpisode[] = [];
  for (let number = 1; number <= season.episodeCount; number++) {
    const day = episodeAirDay(season, number, today);
    const aired = day !== null && day <= today;
    const runtime = aired
      ? rng.chance(0.04)
        ? null
        : Math.max(5, series.baseRuntime + rng.int(-4, 6))
      : rng.chance(0.5)
        ? null
        : series.baseRuntime;
    const voteCount = aired ? Math.round(rng.skewed(0, 250, 2) * (series.popularity > 50 ? 3 : 1)) : 0;
    episodes.push({
      id: episodeId(series.id, season.seasonNumber, number),
      showId: series.id,
      seasonNumber: season.seasonNumber,
      episodeNumber: number,
      episodeType: episodeType(season, number),
      name: episodeName(rng, series, season, number, aired),
      overview: !aired || rng.chance(0.04) ? "" : episodeOverview(rng, names),
      airDate: day === null ? null : fromDayNumber(day),
      runtime,
      // Unaired episodes have no still yet, and a few aired ones lack one too: the app must cope with null.
      stillPath: aired && !rng.chance(0.04) ? `/s${series.id}-s${season.seasonNumber}e${number}.webp` : null,
      voteAverage:
        voteCount === 0 ? 0 : round3(Math.min(10, Math.max(1, series.voteAverage + rng.next() * 2 - 0.8))),
      voteCount,
      productionCode: rng.chance(0.7) ? "" : `${season.seasonNumber}${String(number).padStart(2, "0")}`,
    });
  }
  return episodes;
}

/** The season's episodes as seen on `day` (by default the real UTC day, demoDay()). */
export function seasonEpisodes(
  series: DemoSeries,
  season: DemoSeasonPlan,
  day: number = demoDay(),
): DemoEpisode[] {
  const moves = movesWithClock(season);
  if (moves && cachedDay !== day) {
    for (const key of dayKeys) cache.delete(key);
    dayKeys.clear();
    cachedDay = day;
  }
  const key = moves ? `${series.id}:${season.seasonNumber}@${day}` : `${series.id}:${season.seasonNumber}`;
  let episodes = cache.get(key);
  if (!episodes) {
    episodes = buildEpisodes(series, season, day);
    cache.set(key, episodes);
    if (moves) dayKeys.add(key);
  }
  return episodes;
}
