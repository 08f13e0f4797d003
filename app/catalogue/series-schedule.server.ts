import type { Catalogue } from "./catalogue";
import type { CatalogueLocale } from "./locale";
import type { AiringEpisode, Episode, ScheduledEpisode, SeriesSchedule, TitleDetails } from "./types";

// A series' schedule around today: what /api/series-schedule/{id} answers and what the calendar
// feed (/calendar.ics) lists. Built from the series' details (the same cached call as its page) and the few
// seasons whose episodes can fall in the window, each through the catalogue's cache. The window is wider than
// any the browser shows (14 days back for New episodes, 7 back and 60 ahead for the calendar) by a day on each
// side, so that the visitor's time zone, up to 14 hours either side of UTC, cannot push an episode out.

/** Days before and after the server's UTC today that `episodes` covers. */
export const SCHEDULE_DAYS_BEFORE = 15;
export const SCHEDULE_DAYS_AFTER = 61;
/** Seasons read per series at most: a window of 77 days spans two or three seasons even for daily shows. */
const MAX_SEASONS = 4;

/** TMDB's statuses of a series that will have no new episode. */
const FINISHED = new Set(["Ended", "Canceled", "Cancelled"]);

const DAY_MS = 86_400_000;

/** "YYYY-MM-DD" shifted by whole days, in UTC. */
export function shiftDay(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Air order: by date, then season and episode. */
function byAirOrder(a: ScheduledEpisode, b: ScheduledEpisode): number {
  return (
    a.airDate.localeCompare(b.airDate) || a.seasonNumber - b.seasonNumber || a.episodeNumber - b.episodeNumber
  );
}

/**
 * The regular seasons worth reading for [from, to]: those of the last and next episode TMDB names, and every
 * season whose first episode falls in the window; without either episode (an answer that lacks them), the
 * latest season started before the window too, which may still be airing.
 */
export function seasonsToRead(details: TitleDetails, from: string, to: string): number[] {
  const regular = details.seasons.filter((season) => season.seasonNumber > 0 && season.episodeCount > 0);
  const wanted = new Set<number>();
  const { lastEpisode, nextEpisode } = details.airing ?? { lastEpisode: null, nextEpisode: null };
  if (lastEpisode && (lastEpisode.airDate === null || lastEpisode.airDate >= from)) {
    wanted.add(lastEpisode.seasonNumber);
  }
  if (nextEpisode && (nextEpisode.airDate === null || nextEpisode.airDate <= to)) {
    wanted.add(nextEpisode.seasonNumber);
  }
  for (const season of regular) {
    if (season.airDate !== null && season.airDate >= from && season.airDate <= to)
      wanted.add(season.seasonNumber);
  }
  if (!lastEpisode && !nextEpisode) {
    const started = regular.filter((season) => season.airDate !== null && season.airDate < from).at(-1);
    if (started) wanted.add(started.seasonNumber);
  }
  return [...wanted].sort((a, b) => a - b).slice(-MAX_SEASONS);
}

function scheduled(episode: Pick<Episode, "seasonNumber" | "episodeNumber" | "name">, airDate: string) {
  return {
    seasonNumber: episode.seasonNumber,
    episodeNumber: episode.episodeNumber,
    name: episode.name,
    airDate,
  };
}

/** TMDB's last or next episode, named from its season where that season was read. */
function fromAiring(
  episode: AiringEpisode | null,
  named: ReadonlyMap<string, string>,
): ScheduledEpisode | null {
  if (!episode || episode.airDate === null) return null;
  const name =
    named.get(`${episode.seasonNumber}:${episode.episodeNumber}`) ??
    (episode.episodeName || `Episode ${episode.episodeNumber}`);
  return scheduled({ ...episode, name }, episode.airDate);
}

/**
 * The schedule of series `id` around `today` ("YYYY-MM-DD", the server's UTC date). Throws the catalogue's
 * errors (not_found for an unknown id or a movie's, blocked for a taken-down series). A season that fails to
 * load is left out: the schedule still names the series and TMDB's last and next episodes.
 */
export async function seriesSchedule(
  catalogue: Catalogue,
  id: number,
  locale: CatalogueLocale | undefined,
  today: string,
): Promise<SeriesSchedule> {
  const details = await catalogue.getTitle("series", id, locale);
  const from = shiftDay(today, -SCHEDULE_DAYS_BEFORE);
  const to = shiftDay(today, SCHEDULE_DAYS_AFTER);
  const seasons = await Promise.allSettled(
    seasonsToRead(details, from, to).map((number) => catalogue.getSeason(id, number, locale)),
  );
  const named = new Map<string, string>();
  const episodes: ScheduledEpisode[] = [];
  for (const result of seasons) {
    if (result.status !== "fulfilled") continue;
    for (const episode of result.value.episodes) {
      if (episode.seasonNumber === 0) continue;
      named.set(`${episode.seasonNumber}:${episode.episodeNumber}`, episode.name);
      const airDate = episode.airDate?.slice(0, 10) ?? null;
      if (airDate !== null && airDate >= from && airDate <= to) episodes.push(scheduled(episode, airDate));
    }
  }
  episodes.sort(byAirOrder);
  const airing = details.airing ?? { status: "", lastEpisode: null, nextEpisode: null };
  const nextEpisode = fromAiring(airing.nextEpisode, named);
  const upcoming = nextEpisode !== null || episodes.some((episode) => episode.airDate > today);
  return {
    id: details.id,
    title: details.title,
    posterPath: details.posterPath,
    backdropPath: details.backdropPath,
    status: airing.status,
    lastAired: fromAiring(airing.lastEpisode, named),
    nextEpisode,
    episodes,
    dateAnnounced: upcoming || FINISHED.has(airing.status),
  };
}
