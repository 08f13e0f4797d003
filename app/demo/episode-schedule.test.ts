import { afterEach, describe, expect, it, vi } from "vitest";
import { onTheAir } from "./airing-lists.server";
import { demoCatalogue } from "./catalogue-data.server";
import { addDays, DEMO_TODAY, DEMO_TODAY_DAY, demoDay, fromDayNumber, toDayNumber } from "./dates";
import { ok } from "./demo-test-client";
import type { DemoSeries } from "./demo-types";
import { airedEpisodeCount, airsWithin, episodeAirDay, movesWithClock } from "./episode-schedule";
import { seasonEpisodes } from "./generate-episodes.server";

// The demo's series on the air follow the real date: on any day, some series on the air has an
// episode aired in the last 7 days and one coming in the next 7, while everything seen from DEMO_TODAY is as
// generated, and nothing but the replayed episodes' dates (and so which have aired) moves.

const catalogue = demoCatalogue();
const regular = (series: DemoSeries) => series.seasons.filter((season) => season.seasonNumber > 0);

/** Episodes 1, 2, the middle one and the last: the schedule is linear between them. */
function sampleEpisodes(count: number): number[] {
  return [...new Set([1, 2, Math.ceil(count / 2), count])].filter(
    (episode) => episode >= 1 && episode <= count,
  );
}

/** Every episode's air day of the seasons that follow the clock, seen from `day`. */
function airDays(series: DemoSeries, day: number): number[] {
  return regular(series)
    .filter(movesWithClock)
    .flatMap((season) =>
      Array.from({ length: season.episodeCount }, (_, index) => episodeAirDay(season, index + 1, day) ?? NaN),
    );
}

/** Whether a series seen from `day` has an episode in the last 7 days (today included) and one in the next 7. */
function airsBothWeeks(series: DemoSeries, day: number): boolean {
  const days = airDays(series, day);
  return days.some((d) => d > day - 7 && d <= day) && days.some((d) => d > day && d <= day + 7);
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the demo's episode schedule", () => {
  it("seen from DEMO_TODAY, is exactly as generated: the first air day plus the cadence", () => {
    for (const series of catalogue.series) {
      for (const season of series.seasons) {
        if (season.airDate === null) continue;
        for (const episode of sampleEpisodes(season.episodeCount)) {
          expect(episodeAirDay(season, episode, DEMO_TODAY_DAY)).toBe(
            toDayNumber(season.airDate) + season.cadenceDays * (episode - 1),
          );
        }
      }
    }
  });

  it("on every day of three years, some series on the air aired an episode this week and has one next week", () => {
    const live = onTheAir(catalogue, DEMO_TODAY_DAY);
    const short: string[] = [];
    for (let day = DEMO_TODAY_DAY; day < DEMO_TODAY_DAY + 3 * 365; day++) {
      const both: DemoSeries[] = [];
      for (const series of live) {
        if (airsBothWeeks(series, day) && airsWithin(series, 6, day)) both.push(series);
        if (both.length === 3) break;
      }
      if (both.length < 3) short.push(`${fromDayNumber(day)}: ${both.map((series) => series.id).join(",")}`);
    }
    expect(short).toEqual([]);
  }, 60_000);

  it("never moves a season's first episode, its episode count or a weekday; only whole cycles of the tail", () => {
    const later = [DEMO_TODAY_DAY + 25, DEMO_TODAY_DAY + 200, DEMO_TODAY_DAY + 1000];
    let moved = 0;
    for (const series of catalogue.series) {
      for (const season of regular(series)) {
        if (season.airDate === null) continue;
        for (const day of later) {
          expect(episodeAirDay(season, 1, day)).toBe(toDayNumber(season.airDate));
          for (const episode of sampleEpisodes(season.episodeCount)) {
            const shift =
              (episodeAirDay(season, episode, day) ?? NaN) -
              (episodeAirDay(season, episode, DEMO_TODAY_DAY) ?? NaN);
            expect(shift % 7, `${series.id} S${season.seasonNumber}E${episode}`).toBe(0);
            expect(shift).toBeGreaterThanOrEqual(0);
            if (shift > 0) moved++;
          }
        }
      }
    }
    expect(moved).toBeGreaterThan(0);
  }, 60_000);

  it("keeps an aired episode's date from day to day, until the season's cycle starts over after its finale", () => {
    const live = onTheAir(catalogue, DEMO_TODAY_DAY).slice(0, 20);
    for (const series of live) {
      for (let day = DEMO_TODAY_DAY; day < DEMO_TODAY_DAY + 120; day++) {
        const today = airDays(series, day);
        const tomorrow = airDays(series, day + 1);
        const changed = today.flatMap((d, index) => (tomorrow[index] === d ? [] : [index]));
        if (changed.length === 0) continue;
        // A new cycle: the day after the last replayed episode aired, every replayed episode moves at once.
        expect(Math.max(...today), `${series.id} on ${fromDayNumber(day)}`).toBe(day);
        const delta = (tomorrow[changed[0] ?? 0] ?? 0) - (today[changed[0] ?? 0] ?? 0);
        for (const index of changed) expect((tomorrow[index] ?? 0) - (today[index] ?? 0)).toBe(delta);
      }
    }
  });

  it("airs episodes in order, and counts as aired exactly those dated on or before the day", () => {
    const day = DEMO_TODAY_DAY + 57;
    for (const series of onTheAir(catalogue, day)) {
      for (const season of regular(series)) {
        const days = Array.from(
          { length: season.episodeCount },
          (_, i) => episodeAirDay(season, i + 1, day) ?? 0,
        );
        expect(days).toEqual([...days].sort((a, b) => a - b));
        expect(airedEpisodeCount(season, day)).toBe(days.filter((d) => d <= day).length);
        const episodes = seasonEpisodes(series, season, day);
        expect(episodes.map((episode) => episode.airDate)).toEqual(days.map(fromDayNumber));
        // Aired episodes carry an overview unless TMDB-like gaps say otherwise; unaired ones never do.
        for (const episode of episodes) {
          if ((episode.airDate ?? "") > fromDayNumber(day)) expect(episode.overview).toBe("");
        }
      }
    }
  });

  it("reads the real date: the TMDB answers of a day agree with each other and with the lists", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    for (const date of ["2026-11-26", "2027-03-02", "2029-07-15"]) {
      vi.setSystemTime(new Date(`${date}T09:30:00Z`));
      expect(fromDayNumber(demoDay())).toBe(date);
      const onAir = await ok("tv/on_the_air?page=1");
      const found: Array<{ id: number; last: string; next: string }> = [];
      for (const item of onAir.results ?? []) {
        const details = await ok(`tv/${item.id}`);
        const last = details.last_episode_to_air as { air_date: string; season_number: number } | null;
        const next = details.next_episode_to_air as {
          air_date: string;
          season_number: number;
          episode_number: number;
        } | null;
        // TMDB's on_the_air: an episode in the week from today (today's counts as aired).
        const inWeek =
          last?.air_date === date ||
          (next !== null && next.air_date > date && next.air_date <= addDays(date, 6));
        expect(inWeek, `${item.id} on ${date}`).toBe(true);
        if (next && last && last.air_date > addDays(date, -7)) {
          found.push({ id: Number(item.id), last: last.air_date, next: next.air_date });
          const season = await ok(`tv/${item.id}/season/${next.season_number}`);
          const episode = (season.episodes as Array<{ episode_number: number; air_date: string }>).find(
            (entry) => entry.episode_number === next.episode_number,
          );
          expect(episode?.air_date).toBe(next.air_date);
        }
      }
      expect(found.length, date).toBeGreaterThan(0);
      // The same day answers the same.
      expect(await ok("tv/on_the_air?page=1")).toEqual(onAir);
    }
  });

  it("before DEMO_TODAY, stays as built", () => {
    expect(demoDay(Date.parse(`${addDays(DEMO_TODAY, -40)}T00:00:00Z`))).toBe(DEMO_TODAY_DAY);
  });
});
