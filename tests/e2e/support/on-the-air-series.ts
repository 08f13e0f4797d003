import type { APIRequestContext } from "@playwright/test";
import type { ScheduledEpisode, SeriesSchedule } from "../../../app/catalogue/types";
import { demoCatalogue } from "../../../app/demo/catalogue-data.server";
import { DEMO_API_BASE_URL, handleDemoRequest } from "../../../app/demo/handler.server";
import { localDay } from "../../../app/lib/episode-when";

// Demo series for the tests of New episodes and the calendar, found the way the page finds them: the
// demo's series on the air follow the real date (app/demo/episode-schedule.ts), so no id can be written down.
// Candidates come from the demo's on_the_air list (same generator, same clock as the app under test); what
// counts is what the app's own /api/series-schedule/{id} answers.

export interface OnTheAirSeries {
  id: number;
  title: string;
  schedule: SeriesSchedule;
  /** The latest episode aired in the last 7 days, today included. */
  aired: ScheduledEpisode;
  /** The first episode after today, within 7 days. */
  coming: ScheduledEpisode;
}

/** "YYYY-MM-DD" in a time zone, for `now`, as the site reads it. */
export function dayIn(timeZone: string, now: Date = new Date()): string {
  return localDay(now.getTime(), timeZone);
}

const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function onTheAirIds(): Promise<number[]> {
  const ids: number[] = [];
  for (const page of [1, 2, 3]) {
    const response = await handleDemoRequest(new Request(`${DEMO_API_BASE_URL}/tv/on_the_air?page=${page}`));
    const body = (await response.json()) as { results: Array<{ id: number }> };
    ids.push(...body.results.map((item) => item.id));
  }
  return ids;
}

export async function scheduleOf(
  request: APIRequestContext,
  id: number,
  language = "",
): Promise<SeriesSchedule> {
  const response = await request.get(`${language ? `/${language}` : ""}/api/series-schedule/${id}`);
  if (!response.ok()) throw new Error(`/api/series-schedule/${id} answered ${response.status()}`);
  return ((await response.json()) as { data: SeriesSchedule }).data;
}

/**
 * Demo series on the air with an episode aired in the last 7 days and one coming in the next 7, as days are
 * counted in `timeZone` (the browser's in the test). At least `count` of them, skipping `except` ids.
 */
export async function findOnTheAirSeries(
  request: APIRequestContext,
  { timeZone = "UTC", count = 1, except = [] as number[] } = {},
): Promise<OnTheAirSeries[]> {
  const today = dayIn(timeZone);
  const found: OnTheAirSeries[] = [];
  for (const id of await onTheAirIds()) {
    if (except.includes(id)) continue;
    const schedule = await scheduleOf(request, id);
    const aired = schedule.episodes.filter(
      (episode) => episode.airDate <= today && episode.airDate > shift(today, -7),
    );
    const coming = schedule.episodes.find(
      (episode) => episode.airDate > today && episode.airDate <= shift(today, 7),
    );
    const last = aired.at(-1);
    if (last && coming) found.push({ id, title: schedule.title, schedule, aired: last, coming });
    if (found.length === count) return found;
  }
  throw new Error(`only ${found.length} demo series on the air aired this week and air next week`);
}

/** A demo series still running with no date for its next episode (the calendar's "no date announced"). */
export async function findSeriesWithoutDate(
  request: APIRequestContext,
): Promise<{ id: number; title: string }> {
  const candidates = demoCatalogue().lists.seriesByPopularity.filter(
    (series) =>
      series.status === "Returning Series" && series.seasons.some((season) => season.airDate === null),
  );
  for (const series of candidates.slice(0, 10)) {
    const schedule = await scheduleOf(request, series.id);
    if (!schedule.dateAnnounced) return { id: series.id, title: schedule.title };
  }
  throw new Error("no demo series without a date");
}
