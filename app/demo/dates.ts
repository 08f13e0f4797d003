// Calendar helpers for the demo catalogue. The catalogue is built around a fixed date, DEMO_TODAY, never the real
// clock, so that movies' release dates, the upcoming and now_playing lists and every series' seasons are the same
// on every run. Only the episodes of the series on the air at DEMO_TODAY follow the real date, so that the
// calendar and New episodes always have something to show (episode-schedule.ts): their schedules, and so
// on_the_air, airing_today and each series' last and next episode, are a function of demoDay(), the same for
// every request on a given UTC day.

/** The demo catalogue's idea of today. */
export const DEMO_TODAY = "2026-11-01";

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 for an ISO date (YYYY-MM-DD), in UTC so that time zones cannot shift it. */
export function toDayNumber(isoDate: string): number {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7) || 1);
  const day = Number(isoDate.slice(8, 10) || 1);
  return Math.round(Date.UTC(year, month - 1, day) / DAY_MS);
}

/** ISO date for a day number; plain arithmetic (Hinnant's civil-from-days), as start-up calls it thousands of times. */
export function fromDayNumber(dayNumber: number): string {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1;
  const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${year}-${month < 10 ? "0" : ""}${month}-${day < 10 ? "0" : ""}${day}`;
}

export function addDays(isoDate: string, days: number): string {
  return fromDayNumber(toDayNumber(isoDate) + days);
}

export const DEMO_TODAY_DAY = toDayNumber(DEMO_TODAY);

/** The real UTC day as a day number, never before DEMO_TODAY: the day the demo's airing series are seen from. */
export function demoDay(now: number = Date.now()): number {
  return Math.max(DEMO_TODAY_DAY, Math.floor(now / DAY_MS));
}

export function yearOf(isoDate: string | null): number | null {
  return isoDate ? Number(isoDate.slice(0, 4)) : null;
}
