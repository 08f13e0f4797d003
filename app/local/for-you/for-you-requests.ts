import type { ScheduledEpisode, SeriesSchedule, TitleKind } from "~/catalogue/types";
import { isRecord } from "~/lib/plain-object";
import {
  storedEpisodeNumber,
  storedId,
  storedKind,
  storedPosterPath,
  storedSeasonNumber,
} from "../entry-fields";
import type { Candidate } from "./ranking";

// The site's answers the personal rows are made of: one title's recommendations, one series' schedule,
// each its own request to the site's ordinary cached endpoints, exactly as when a visitor opens that title. No
// request names two of the visitor's titles, none carries a sync id; what the server can still learn is in
// docs/decisions/0031-for-you-in-the-browser.md. Answers are read field by field like stored data: a bad one is
// left out, never a broken page.

/** Requests in flight at once: home's own images and data go first, and the API's rate limit is per client. */
const AT_ONCE = 3;

/** Answers already had on this page's life (home → a title → back home asks nothing again). */
const answered = new Map<string, unknown>();
let running = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(job: () => Promise<T>): Promise<T> {
  if (running >= AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await job();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/** The `data` of one of the site's JSON answers, or null when it failed (nothing is kept of a failure). */
async function siteData(path: string): Promise<unknown> {
  if (answered.has(path)) return answered.get(path);
  const data = await inTurn(async () => {
    try {
      // No cookies are sent with it, and the page it came from is only the site's origin (Referrer-Policy).
      const response = await fetch(path, { credentials: "omit", headers: { Accept: "application/json" } });
      if (!response.ok) return null;
      const body: unknown = await response.json();
      return isRecord(body) && body.success === true ? (body.data ?? null) : null;
    } catch {
      return null;
    }
  });
  if (data !== null) answered.set(path, data);
  return data;
}

function readCandidate(value: unknown): Candidate | undefined {
  if (!isRecord(value)) return undefined;
  const id = storedId(value.id);
  const kind = storedKind(value.kind);
  const posterPath = storedPosterPath(value.posterPath);
  if (id === undefined || kind === undefined || posterPath === undefined) return undefined;
  if (typeof value.title !== "string" || value.title === "") return undefined;
  const voteAverage = typeof value.voteAverage === "number" ? value.voteAverage : 0;
  const genreIds = Array.isArray(value.genreIds)
    ? value.genreIds.filter((genre): genre is number => Number.isInteger(genre))
    : [];
  return { id, kind, title: value.title, posterPath, voteAverage, genreIds };
}

function readEpisode(value: unknown): ScheduledEpisode | undefined {
  if (!isRecord(value)) return undefined;
  const seasonNumber = storedSeasonNumber(value.seasonNumber);
  const episodeNumber = storedEpisodeNumber(value.episodeNumber);
  const airDate = typeof value.airDate === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value.airDate);
  if (seasonNumber === undefined || episodeNumber === undefined || !airDate) return undefined;
  const name = typeof value.name === "string" ? value.name : "";
  return { seasonNumber, episodeNumber, name, airDate: value.airDate as string };
}

function readSchedule(value: unknown, id: number): SeriesSchedule | undefined {
  if (!isRecord(value) || storedId(value.id) !== id || typeof value.title !== "string") return undefined;
  const posterPath = storedPosterPath(value.posterPath);
  const episodes = Array.isArray(value.episodes) ? value.episodes.map(readEpisode) : [];
  return {
    id,
    title: value.title,
    posterPath: posterPath ?? null,
    backdropPath: storedPosterPath(value.backdropPath) ?? null,
    status: typeof value.status === "string" ? value.status : "",
    lastAired: readEpisode(value.lastAired) ?? null,
    nextEpisode: readEpisode(value.nextEpisode) ?? null,
    episodes: episodes.filter((episode): episode is ScheduledEpisode => episode !== undefined),
    dateAnnounced: value.dateAnnounced !== false,
  };
}

/**
 * One title's recommendations, in TMDB's order; null when the site could not say. `inLanguage` puts the page's
 * language segment in front of the path (/es/api/...), so titles come in the page's language.
 */
export async function recommendationsFor(
  title: { kind: TitleKind; id: number },
  inLanguage: (path: string) => string,
): Promise<Candidate[] | null> {
  const data = await siteData(inLanguage(`/api/recommendations/${title.kind}/${title.id}`));
  if (!isRecord(data) || !Array.isArray(data.results)) return null;
  return data.results.flatMap((result) => readCandidate(result) ?? []);
}

/** One series' episodes around today, or null when the site could not say. */
export async function scheduleOf(
  seriesId: number,
  inLanguage: (path: string) => string,
): Promise<SeriesSchedule | null> {
  const data = await siteData(inLanguage(`/api/series-schedule/${seriesId}`));
  return readSchedule(data, seriesId) ?? null;
}
