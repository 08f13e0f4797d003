import ical, { escape as escapeText, ICalCalendarMethod, ICalEventTransparency } from "ical-generator";
import type { I18n } from "~/i18n/runtime";
import { mapSettled } from "~/lib/map-settled";
import type { Catalogue } from "./catalogue";
import { isCatalogueError } from "./catalogue-error";
import type { CatalogueLocale } from "./locale";
import { seriesSchedule, shiftDay } from "./series-schedule.server";
import type { SeriesSchedule } from "./types";

// The calendar feed: /calendar.ics?series=1399,66732 lists the episodes of those series aired in the last 7 days
// and coming in the next 60 (UTC days: a calendar app has no time zone to tell us), as all-day events. The same
// text answers the page's "Download" and a calendar app's subscription, so both list the same episodes. Its URL
// carries nothing but TMDB ids; the server learns which series a subscriber follows each time their app
// refreshes, and nothing else (docs/features.md, "The calendar"). ical-generator writes the text (RFC 5545: CRLF, folding,
// escaping).

/** Series a feed lists at most; ids past these are ignored. */
export const MAX_FEED_SERIES = 200;
/** Ids read from the parameter at most, before duplicates and bad ones are dropped. */
const MAX_TOKENS = 1000;
export const FEED_DAYS_BEFORE = 7;
export const FEED_DAYS_AFTER = 60;
/** Series asked of the catalogue at once. */
const CONCURRENCY = 6;

export interface FeedRequest {
  /** Valid, unique TMDB ids in the order given, at most MAX_FEED_SERIES. */
  ids: number[];
  /** Tokens that were not a TMDB id (empty, signed, fractional, zero, too long). */
  skipped: number;
}

/**
 * The `series` parameter: TMDB ids separated by commas. Null when there is no such parameter (the caller
 * answers 400); bad ids are skipped, duplicates kept once, and ids past the 200th ignored.
 */
export function parseSeriesParameter(raw: string | null): FeedRequest | null {
  if (raw === null) return null;
  const ids: number[] = [];
  let skipped = 0;
  for (const token of raw.split(",", MAX_TOKENS)) {
    const text = token.trim();
    if (!/^[1-9]\d{0,9}$/.test(text)) {
      skipped++;
      continue;
    }
    const id = Number(text);
    if (!ids.includes(id) && ids.length < MAX_FEED_SERIES) ids.push(id);
  }
  return { ids, skipped };
}

export interface FeedOptions {
  catalogue: Catalogue;
  locale: CatalogueLocale;
  i18n: I18n;
  /** The server's UTC date, "YYYY-MM-DD". */
  today: string;
  productName: string;
  /** The site's origin, "https://example.org": links and UIDs. */
  origin: string;
  /** The language segment of the site's pages ("es"), or "" for English. */
  segment: string;
}

/**
 * A series' schedule, or null when the catalogue says it is not one to list (unknown, taken down, malformed, over
 * a kids' limit).
 */
async function scheduleOrSkip(options: FeedOptions, id: number): Promise<SeriesSchedule | null> {
  try {
    return await seriesSchedule(options.catalogue, id, options.locale, options.today);
  } catch (error) {
    // over_limit: a kids' feed (its URL carries the page's kids= value) lists only series under its limit.
    if (
      isCatalogueError(error) &&
      ["not_found", "blocked", "invalid_response", "over_limit"].includes(error.reason)
    )
      return null;
    // The catalogue did not answer: the whole feed fails (503), so that a calendar app keeps its last copy
    // rather than dropping this series' episodes until its next refresh.
    throw error;
  }
}

/** The feed's text. Throws the catalogue's error when it did not answer for one of the series. */
export async function calendarFeed(options: FeedOptions, ids: readonly number[]): Promise<string> {
  const { i18n, today, origin, segment } = options;
  const settled = await mapSettled(ids, CONCURRENCY, (id) => scheduleOrSkip(options, id));
  const schedules: SeriesSchedule[] = [];
  for (const result of settled) {
    if (result.status === "rejected") throw result.reason;
    if (result.value) schedules.push(result.value);
  }
  const from = shiftDay(today, -FEED_DAYS_BEFORE + 1);
  const to = shiftDay(today, FEED_DAYS_AFTER);
  const host = new URL(origin).hostname;
  const prefix = segment ? `/${segment}` : "";
  const events = schedules
    .flatMap((schedule) =>
      schedule.episodes
        .filter((episode) => episode.airDate >= from && episode.airDate <= to)
        .map((episode) => {
          const label = i18n._("card.episode", {
            season: episode.seasonNumber,
            episode: episode.episodeNumber,
          });
          const url = `${origin}${prefix}/watch/${schedule.id}?s=${episode.seasonNumber}&e=${episode.episodeNumber}`;
          return {
            uid: `${schedule.id}-s${episode.seasonNumber}-e${episode.episodeNumber}@${host}`,
            date: episode.airDate,
            summary: i18n._("calendar.feed.summary", {
              series: schedule.title,
              episode: label,
              name: episode.name,
            }),
            description: i18n._("calendar.feed.description", { product: options.productName, url }),
            url,
            order: [schedule.id, episode.seasonNumber, episode.episodeNumber],
          };
        }),
    )
    .sort(
      (a, b) =>
        a.date.localeCompare(b.date) ||
        (a.order[0] ?? 0) - (b.order[0] ?? 0) ||
        (a.order[1] ?? 0) - (b.order[1] ?? 0) ||
        (a.order[2] ?? 0) - (b.order[2] ?? 0),
    );
  const calendar = ical({
    // ical-generator writes PRODID, NAME and X-WR-CALNAME as given, without the TEXT escaping it gives event
    // properties: escaped here with its own function, so that an operator's product name with a comma stays whole.
    prodId: { company: escapeText(options.productName, false), product: "Episode calendar", language: "EN" },
    name: escapeText(i18n._("calendar.feed.name", { product: options.productName }), false),
    scale: "gregorian",
    method: ICalCalendarMethod.PUBLISH,
    // REFRESH-INTERVAL and X-PUBLISHED-TTL: how often a subscribed app fetches again.
    ttl: 12 * 60 * 60,
  });
  // The start of the day: the feed's text is the same all day, so caches and apps see no change that is not one.
  const stamp = new Date(`${today}T00:00:00Z`);
  for (const event of events) {
    calendar.createEvent({
      id: event.uid,
      allDay: true,
      // UTC midnights: with no time zone set, ical-generator writes an all-day event's dates in UTC, so the day is
      // the air date whatever the server's zone. DTEND is exclusive: the event ends when the next day starts.
      start: new Date(`${event.date}T00:00:00Z`),
      end: new Date(`${shiftDay(event.date, 1)}T00:00:00Z`),
      stamp,
      summary: withoutControlCharacters(event.summary),
      description: withoutControlCharacters(event.description),
      url: event.url,
      transparency: ICalEventTransparency.TRANSPARENT,
    });
  }
  // RFC 5545 ends every content line with CRLF, the last one too; ical-generator stops after END:VCALENDAR.
  return `${calendar.toString()}\r\n`;
}

/**
 * A TEXT value may not hold control characters other than tab (RFC 5545, 3.3.11), and TMDB's names are not
 * checked for them; ical-generator passes them through. Newlines stay: the library escapes them as \n.
 */
function withoutControlCharacters(text: string): string {
  return text.replace(/[^\P{Cc}\t\n\r]/gu, "");
}
