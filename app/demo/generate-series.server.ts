// Generates the demo's series and plans their seasons around DEMO_TODAY: ended shows, shows airing now (the
// on_the_air and airing_today lists), shows between seasons with the next one announced, and premieres.
// Episodes themselves are generated on demand from these plans.

import { DEMO_TODAY_DAY, fromDayNumber, toDayNumber } from "./dates";
import type { DemoSeasonPlan, DemoSeries } from "./demo-types";
import { TV_GENRE_WEIGHTS } from "./genres";
import { ENGLISH_COUNTRIES } from "./locales";
import { SERIES_TURNS } from "./overview-words";
import { type Rng, rngFor } from "./random";
import { artwork, pickGenres, popularity, releaseFacts, trendScores, votes } from "./title-numbers.server";
import type { TitleRegister } from "./title-text.server";

export const SERIES_COUNT = 400;
export const FIRST_SERIES_ID = 200001;

type Phase = "ended" | "canceled" | "airing" | "between" | "announced" | "premiere" | "planned";

interface Format {
  episodes: () => number;
  cadence: number;
  runtime: number;
}

const EARLIEST_DAY = toDayNumber("1970-06-01");

function phaseFor(rng: Rng, index: number, longRunning: boolean): Phase {
  if (index >= SERIES_COUNT - 3 && index < SERIES_COUNT - 1) return "planned";
  if (longRunning) return index % 2 === 0 ? "ended" : "airing";
  const roll = rng.next();
  if (roll < 0.3) return "ended";
  if (roll < 0.38) return "canceled";
  if (roll < 0.6) return "airing";
  if (roll < 0.72) return "between";
  if (roll < 0.84) return "announced";
  if (roll < 0.88) return "premiere";
  return "ended";
}

function formatFor(rng: Rng, genres: readonly number[], anime: boolean, streaming: boolean): Format {
  const between = (min: number, max: number) => () => rng.int(min, max);
  if (anime) return { episodes: () => rng.pick([12, 13, 24, 25, 26]), cadence: 7, runtime: 24 };
  if (genres.includes(10767) || genres.includes(10763))
    return { episodes: between(40, 60), cadence: 1, runtime: 45 };
  if (genres.includes(10766)) return { episodes: between(50, 80), cadence: 1, runtime: 30 };
  if (genres.includes(10764)) return { episodes: between(8, 14), cadence: 7, runtime: 43 };
  if (genres[0] === 99) return { episodes: between(3, 8), cadence: 7, runtime: 52 };
  if (genres[0] === 35) return { episodes: between(10, 24), cadence: 7, runtime: rng.int(21, 30) };
  if (genres[0] === 16 || genres[0] === 10762) return { episodes: between(10, 26), cadence: 7, runtime: 22 };
  if (streaming)
    return { episodes: between(6, 10), cadence: rng.chance(0.5) ? 0 : 7, runtime: rng.int(42, 62) };
  return { episodes: between(8, 22), cadence: 7, runtime: rng.int(42, 60) };
}

const ORDINAL_LEADS = [
  "picks up six months later",
  "starts where the last one left off",
  "jumps a year ahead",
];

function seasonOverview(rng: Rng, seasonNumber: number): string {
  if (rng.chance(0.55)) return "";
  return `Season ${seasonNumber} ${rng.pick(ORDINAL_LEADS)}. ${rng.pick(SERIES_TURNS)}`;
}

interface Slot {
  start: number | null;
  count: number;
  cadence: number;
}

/** Plans regular seasons backwards from the most recent one, so the phase decides where "today" falls. */
function planSlots(rng: Rng, phase: Phase, seasonCount: number, format: Format): Slot[] {
  if (phase === "planned") return [];
  if (phase === "premiere")
    return [{ start: DEMO_TODAY_DAY + rng.int(10, 180), count: format.episodes(), cadence: format.cadence }];
  const slots: Slot[] = [];
  if (phase === "announced") {
    const scheduled = rng.chance(0.7);
    slots.push({
      start: scheduled ? DEMO_TODAY_DAY + rng.int(14, 200) : null,
      count: scheduled ? rng.int(6, 10) : 0,
      cadence: format.cadence,
    });
  }
  const airedSeasons = phase === "announced" ? Math.max(1, seasonCount - 1) : seasonCount;
  let count = Math.max(2, format.episodes());
  // A show "on the air" releases episode by episode; a whole-season drop would never be airing today.
  let cadence = phase === "airing" && format.cadence === 0 ? 7 : format.cadence;
  let start: number;
  if (phase === "airing") {
    const alreadyAired = rng.int(0, count - 2);
    const sinceLast = cadence === 1 ? 0 : rng.int(0, 6);
    start = DEMO_TODAY_DAY - sinceLast - cadence * alreadyAired;
  } else {
    const end =
      phase === "ended" || phase === "canceled"
        ? rng.int(toDayNumber("1979-01-01"), DEMO_TODAY_DAY - 90)
        : DEMO_TODAY_DAY - rng.int(20, 420);
    start = end - cadence * (count - 1);
  }
  for (let n = 0; n < airedSeasons && start >= EARLIEST_DAY; n++) {
    slots.push({ start, count, cadence });
    count = format.episodes();
    cadence = format.cadence;
    start = start - cadence * (count - 1) - rng.int(110, 300);
  }
  return slots.reverse();
}

function plansFor(rng: Rng, id: number, slots: readonly Slot[], voteAverage: number): DemoSeasonPlan[] {
  const seasonId = (n: number) => 1_000_000 + (id - FIRST_SERIES_ID) * 100 + n;
  const plans = slots.map((slot, index): DemoSeasonPlan => {
    const seasonNumber = index + 1;
    const future = slot.start === null || slot.start > DEMO_TODAY_DAY;
    return {
      id: seasonId(seasonNumber),
      seasonNumber,
      name: `Season ${seasonNumber}`,
      overview: seasonOverview(rng, seasonNumber),
      episodeCount: slot.count,
      airDate: slot.start === null ? null : fromDayNumber(slot.start),
      cadenceDays: slot.cadence,
      posterPath: rng.chance(0.15) ? null : `/s${id}-s${seasonNumber}.webp`,
      voteAverage: future
        ? 0
        : Math.round(Math.min(10, Math.max(0, voteAverage + rng.next() - 0.5)) * 10) / 10,
    };
  });
  const first = slots[0]?.start;
  // Specials (season 0) come for about a third of multi-season shows, spread between the regular seasons.
  if (first != null && first < DEMO_TODAY_DAY - 120 && slots.length >= 2 && rng.chance(0.35)) {
    const start = first + rng.int(30, 90);
    const count = Math.min(rng.int(1, 12), Math.floor((DEMO_TODAY_DAY - 1 - start) / 60) + 1);
    plans.unshift({
      id: seasonId(0),
      seasonNumber: 0,
      name: "Specials",
      overview: "",
      episodeCount: count,
      airDate: fromDayNumber(start),
      cadenceDays: 60,
      posterPath: rng.chance(0.4) ? null : `/s${id}-s0.webp`,
      voteAverage: 0,
    });
  }
  return plans;
}

function seriesType(genres: readonly number[], phase: Phase, seasons: number, rng: Rng): string {
  if (genres.includes(10764)) return "Reality";
  if (genres.includes(10767)) return "Talk Show";
  if (genres.includes(10763)) return "News";
  if (genres[0] === 99) return "Documentary";
  if (phase === "ended" && seasons === 1 && rng.chance(0.4)) return "Miniseries";
  return "Scripted";
}

function networkFor(rng: Rng, country: string): number {
  if (country === "JP") return rng.chance(0.8) ? 8106 : 8107;
  if (country === "GB") return 8103;
  if (country === "CA") return 8105;
  return rng.pick([8101, 8102, 8104, 8107, 8107]);
}

function seasonCountFor(rng: Rng, longRunning: boolean): number {
  if (longRunning) return rng.int(15, 32);
  const roll = rng.next();
  if (roll < 0.32) return 1;
  if (roll < 0.62) return rng.int(2, 3);
  if (roll < 0.86) return rng.int(4, 6);
  return rng.int(7, 12);
}

function generateOne(rng: Rng, index: number, register: TitleRegister): DemoSeries {
  const id = FIRST_SERIES_ID + index;
  const anime = index % 12 === 5;
  const longRunning = index % 67 === 3;
  const [name, originalName] = anime ? register.animeTitle(rng) : [register.seriesTitle(rng), ""];
  const country = anime ? "JP" : rng.pick(ENGLISH_COUNTRIES);
  const genreIds = anime ? [16, rng.pick([10759, 10765, 35, 18, 9648])] : pickGenres(rng, TV_GENRE_WEIGHTS);
  const networkId = networkFor(rng, country);
  const format = formatFor(rng, genreIds, anime, networkId === 8107);
  if (longRunning) format.episodes = () => rng.int(18, 24);
  const phase = phaseFor(rng, index, longRunning);
  const slots = planSlots(rng, phase, seasonCountFor(rng, longRunning), format);
  const firstDay = slots[0]?.start ?? null;
  const lastAired = slots.filter((slot) => slot.start !== null && slot.start <= DEMO_TODAY_DAY).pop();
  const recency = lastAired?.start != null ? DEMO_TODAY_DAY - lastAired.start : -30;
  const hype = rng.skewed(0, 1, 2.2) * (phase === "airing" ? 1.3 : 1);
  const { voteAverage, voteCount } = votes(rng, hype, firstDay === null ? -1 : DEMO_TODAY_DAY - firstDay);
  const pop = popularity(rng, hype, recency);
  const { trendDay, trendWeek } = trendScores(rng, pop, recency);
  const status = {
    ended: "Ended",
    canceled: "Canceled",
    premiere: "In Production",
    planned: "Planned",
  } as const;
  const runtimeRoll = rng.next();
  return {
    kind: "tv",
    id,
    name,
    originalName: originalName || name,
    originalLanguage: anime ? "ja" : "en",
    originCountry: [country],
    genreIds,
    voteAverage,
    voteCount,
    popularity: pop,
    ...artwork(rng, "s", id),
    status: phase in status ? status[phase as keyof typeof status] : "Returning Series",
    inProduction: phase !== "ended" && phase !== "canceled",
    type: seriesType(genreIds, phase, slots.length, rng),
    firstAirDate: firstDay === null ? null : fromDayNumber(firstDay),
    episodeRunTime:
      runtimeRoll < 0.25 ? [] : runtimeRoll < 0.95 ? [format.runtime] : [format.runtime, format.runtime + 5],
    baseRuntime: format.runtime,
    seasons: plansFor(rng, id, slots, voteAverage),
    networkIds: [networkId],
    ...releaseFacts(rng, { kind: "tv", id, country, genreIds, released: lastAired !== undefined, anime }),
    createdBy: [],
    castIds: [],
    crew: [],
    trendDay,
    trendWeek,
  };
}

export function generateSeries(register: TitleRegister): DemoSeries[] {
  const rng = rngFor("series");
  const series: DemoSeries[] = [];
  for (let index = 0; index < SERIES_COUNT; index++) series.push(generateOne(rng, index, register));
  return series;
}
