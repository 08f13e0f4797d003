import type { I18n } from "~/i18n/runtime";

// Which episode and when, "S3 E4 · 2 days ago": home's New episodes cards and the calendar say it the
// same way, in the page's language. TMDB's air dates are calendar dates with no time zone ("2025-06-10"); "2 days
// ago" counts calendar days from the visitor's own today, in their time zone, not the server's.

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** The calendar date of `now` in a time zone (the browser's own when none is named), as "YYYY-MM-DD". */
export function localDay(now: number = Date.now(), timeZone?: string): string {
  // en-CA writes dates year-month-day; the parts are read one by one all the same, whatever the engine's format.
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** Whole days from one calendar date to another (negative when `to` is earlier); NaN for a malformed date. */
export function daysBetween(from: string, to: string): number {
  const a = ISO_DAY.exec(from);
  const b = ISO_DAY.exec(to);
  if (!a || !b) return Number.NaN;
  const utc = (m: RegExpExecArray) => Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Math.round((utc(b) - utc(a)) / DAY_MS);
}

export interface EpisodeOnDate {
  seasonNumber: number;
  episodeNumber: number;
  /** "YYYY-MM-DD", TMDB's air_date. */
  airDate: string;
}

/**
 * "S3 E4 · 2 days ago", "S1 E2 · tomorrow", "S2 E1 · today": the episode and its air date counted from the
 * visitor's `today` (localDay), in the page's language. Intl says the relative day ("yesterday" where a
 * language has a word for it), in the digits the page writes numbers in.
 */
export function episodeWhen(i18n: I18n, episode: EpisodeOnDate, today: string): string {
  const days = daysBetween(today, episode.airDate);
  const when = Number.isNaN(days)
    ? ""
    : new Intl.RelativeTimeFormat([...i18n.locales], { numeric: "auto" }).format(days, "day");
  const which = i18n._("card.episode", {
    season: i18n.number(episode.seasonNumber),
    episode: i18n.number(episode.episodeNumber),
  });
  return when ? i18n._("forYou.episodeWhen", { episode: which, when }) : which;
}
