import type { TitleKind } from "~/catalogue/types";
import { isRecord } from "~/lib/plain-object";
import { storedEpisodeNumber, storedInteger, storedSeasonNumber } from "../entry-fields";
import { type ImportRow, readDate, readYear, titleItem, type WatchedEpisode } from "./import-rows";

// Trakt's JSON exports (its API's shapes): the watchlist ([{ listed_at, type, movie | show: { title, year, ids } }]),
// watched movies ([{ plays, last_watched_at, movie }]) and watched shows ([{ last_watched_at, show, seasons:
// [{ number, episodes: [{ number, plays, last_watched_at }] }] }]). ids.tmdb names the title; without it, ids.imdb,
// then title and year. Watchlisted seasons and episodes stand for their show.

type Media = { title: string; year: number | null; item: string };

function media(value: unknown, kind: TitleKind): Media | null {
  if (!isRecord(value)) return null;
  const title = typeof value.title === "string" && value.title.trim() ? value.title.trim() : null;
  const year = readYear(typeof value.year === "number" ? value.year : null);
  const ids = isRecord(value.ids) ? value.ids : {};
  const tmdb = storedInteger(ids.tmdb, 1, Number.MAX_SAFE_INTEGER);
  const imdb = typeof ids.imdb === "string" && /^tt\d{7,10}$/.test(ids.imdb) ? ids.imdb : null;
  const item = tmdb
    ? `tmdb:${kind}:${tmdb}`
    : imdb
      ? `imdb:${imdb}`
      : title
        ? titleItem(kind, title, year)
        : null;
  return item ? { title: title ?? item, year, item } : null;
}

function episodesOf(seasons: unknown): WatchedEpisode[] {
  if (!Array.isArray(seasons)) return [];
  return seasons.flatMap((season) => {
    if (!isRecord(season) || !Array.isArray(season.episodes)) return [];
    const number = storedSeasonNumber(season.number);
    if (number === undefined) return [];
    return season.episodes.flatMap((episode) => {
      const episodeNumber = isRecord(episode) ? storedEpisodeNumber(episode.number) : undefined;
      if (!isRecord(episode) || episodeNumber === undefined) return [];
      const watchedAt = readDate(
        typeof episode.last_watched_at === "string" ? episode.last_watched_at : null,
      );
      return [{ season: number, episode: episodeNumber, watchedAt }];
    });
  });
}

function dateField(record: Record<string, unknown>, name: string): number | null {
  const value = record[name];
  return typeof value === "string" ? readDate(value) : null;
}

/** The rows of one entry, or null when the entry is none of Trakt's shapes. */
function traktRow(entry: unknown): ImportRow | null {
  if (!isRecord(entry)) return null;
  const show = entry.show !== undefined ? media(entry.show, "series") : null;
  const movie = entry.movie !== undefined ? media(entry.movie, "movie") : null;
  const found = movie ?? show;
  if (!found) return null;
  const kind: TitleKind = movie ? "movie" : "series";
  const base = { item: found.item, kind, title: found.title, year: found.year };
  if ("listed_at" in entry) return { ...base, list: "watchlist", date: dateField(entry, "listed_at") };
  if (!("last_watched_at" in entry) && !("plays" in entry)) return null;
  const date = dateField(entry, "last_watched_at");
  if (kind === "movie") return { ...base, list: "watched", date };
  return { ...base, list: "watched", date, episodes: episodesOf(entry.seasons) };
}

/** Trakt's rows, an entry that is none of its shapes left out; null when no entry is one (not a Trakt file). */
export function traktRows(json: unknown): ImportRow[] | null {
  if (!Array.isArray(json)) return null;
  const rows = json.flatMap((entry) => traktRow(entry) ?? []);
  return rows.length > 0 ? rows : null;
}
