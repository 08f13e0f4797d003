import type { ImagePath, ScheduledEpisode, SeriesSchedule } from "~/catalogue/types";
import { localDay as dayIn } from "./episode-when";

// What the calendar page shows, from the schedules of the series a visitor follows: the episodes of
// the last 7 days (today included) and of the next 60, grouped by day, and the series still running with no date
// announced. Air dates are TMDB's calendar dates; "today" is the visitor's, in their time zone (localDay), so the
// windows move at their midnight, not the server's.

export const CALENDAR_DAYS_BEFORE = 7;
export const CALENDAR_DAYS_AFTER = 60;

export interface CalendarSeries {
  id: number;
  title: string;
  posterPath: ImagePath | null;
}

export interface CalendarEntry {
  series: CalendarSeries;
  episode: ScheduledEpisode;
  /** Aired on or before today: it can be watched. */
  aired: boolean;
}

export interface CalendarDay {
  /** "YYYY-MM-DD" */
  date: string;
  entries: CalendarEntry[];
}

export interface CalendarView {
  /** Days from 6 days ago to today, oldest first. */
  aired: CalendarDay[];
  /** Days from tomorrow to 60 days on, soonest first. */
  coming: CalendarDay[];
  /** Series not ended with no dated episode to come, by title. */
  undated: CalendarSeries[];
}

/** "YYYY-MM-DD" shifted by whole days (calendar arithmetic in UTC, where no day is 23 or 25 hours long). */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Today's date where the visitor is: in `timeZone`, or the browser's own (episode-when.ts reads it). */
export function localDay(now: Date = new Date(), timeZone?: string): string {
  return dayIn(now.getTime(), timeZone);
}

/** Whole days from `today` to `date` (both "YYYY-MM-DD"). */
export function daysFrom(today: string, date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

function byDay(entries: CalendarEntry[]): CalendarDay[] {
  const days = new Map<string, CalendarEntry[]>();
  for (const entry of entries) {
    const list = days.get(entry.episode.airDate) ?? [];
    list.push(entry);
    days.set(entry.episode.airDate, list);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, list]) => ({
      date,
      entries: list.sort(
        (a, b) =>
          a.series.title.localeCompare(b.series.title) ||
          a.series.id - b.series.id ||
          a.episode.seasonNumber - b.episode.seasonNumber ||
          a.episode.episodeNumber - b.episode.episodeNumber,
      ),
    }));
}

export function calendarView(schedules: readonly SeriesSchedule[], today: string): CalendarView {
  const first = addDays(today, -(CALENDAR_DAYS_BEFORE - 1));
  const last = addDays(today, CALENDAR_DAYS_AFTER);
  const aired: CalendarEntry[] = [];
  const coming: CalendarEntry[] = [];
  const undated: CalendarSeries[] = [];
  for (const schedule of schedules) {
    const series = { id: schedule.id, title: schedule.title, posterPath: schedule.posterPath };
    const seen = new Set<string>();
    for (const episode of schedule.episodes) {
      const key = `${episode.seasonNumber}:${episode.episodeNumber}`;
      if (seen.has(key) || episode.airDate < first || episode.airDate > last) continue;
      seen.add(key);
      const isAired = episode.airDate <= today;
      (isAired ? aired : coming).push({ series, episode, aired: isAired });
    }
    if (!schedule.dateAnnounced) undated.push(series);
  }
  return {
    aired: byDay(aired),
    coming: byDay(coming),
    undated: undated.sort((a, b) => a.title.localeCompare(b.title) || a.id - b.id),
  };
}
