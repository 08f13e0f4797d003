// Stays over 300 lines: split into the document and its changes, the two halves load as two chunks (+300 B gzip on /watch).
import type { TitleKind } from "~/catalogue/types";
import { isRecord } from "~/lib/plain-object";
import type { PlayerEvent } from "~/player/progress-message";
import { parseJson, readRaw, useStoredValue, writeRaw } from "./browser-storage";
import { storedInteger, storedPosterPath, storedSeasonEpisode, storedTitle } from "./entry-fields";
import { PLAYBACK_KEY } from "./playback-key";
import type { Progress } from "./progress";

// The visitor's playback, in this browser (localStorage 'playback'): how far they got in each movie and
// episode, which episodes they have watched, and the titles they are in the middle of, for Continue Watching.
// One versioned document of three maps, each entry with its own update time, so that two copies (another
// device's, an imported file) merge entry by entry, the newer winning (playback-merge.ts). A removal is an entry
// too (hidden: true, watched: false), never a missing key, so a merge cannot bring back what was removed.
// Read like every stored value: an entry that fails its check is dropped alone, never the whole document.
// docs/decisions/0016-playback-store.md

export { PLAYBACK_KEY };
export const PLAYBACK_VERSION = 1;
/** The newest entries kept of each map; older ones go first. */
export const PLAYBACK_CAPS = { progress: 3000, marks: 5000, titles: 200 } as const;
/** An episode watched this far counts as watched; a movie this far is finished. */
export const EPISODE_WATCHED_AT = 0.9;
export const MOVIE_FINISHED_AT = 0.95;

/**
 * Where the player last said a movie or an episode was, in seconds from the start, and its length (null while the
 * player has not said, as with a provider that posts no progress).
 */
export interface ProgressRecord extends Pick<PlayerEvent, "position" | "duration"> {
  /** Milliseconds since 1970, as Date.now(). */
  updatedAt: number;
}

export interface MarkRecord {
  watched: boolean;
  updatedAt: number;
}

export interface TitleRecord {
  title: string;
  poster_path: string | null;
  /** Series: the episode last played; null for movies. */
  episode: Progress | null;
  /** Series: the episode after it by the catalogue's rules when it played; null after the last one. */
  next: Progress | null;
  /** Taken out of Continue Watching by the visitor; playing the title again brings it back. */
  hidden: boolean;
  updatedAt: number;
}

export interface Playback {
  progress: Record<string, ProgressRecord>;
  marks: Record<string, MarkRecord>;
  titles: Record<string, TitleRecord>;
}

/** What a progress record or title is about: a movie, or one episode of a series. */
export type PlayItem = { kind: "movie"; id: number } | { kind: "series"; id: number; episode: Progress };

export const EMPTY_PLAYBACK: Playback = Object.freeze({ progress: {}, marks: {}, titles: {} });

// ---- keys: "movie:550", "series:1399" for titles; "series:1399:2:7" for an episode ----

export function titleKey(kind: TitleKind, id: number): string {
  return `${kind}:${id}`;
}

export function episodeKey(seriesId: number, episode: Progress): string {
  return `series:${seriesId}:${episode.season}:${episode.episode}`;
}

export function itemKey(item: PlayItem): string {
  return item.kind === "movie" ? titleKey("movie", item.id) : episodeKey(item.id, item.episode);
}

const TITLE_KEY = /^(movie|series):([1-9]\d{0,14})$/;
const ITEM_KEY = /^(?:movie:[1-9]\d{0,14}|series:[1-9]\d{0,14}:\d{1,4}:[1-9]\d{0,4})$/;
const EPISODE_KEY = /^series:[1-9]\d{0,14}:\d{1,4}:[1-9]\d{0,4}$/;

export function parseTitleKey(key: string): { kind: TitleKind; id: number } | null {
  const match = TITLE_KEY.exec(key);
  return match ? { kind: match[1] as TitleKind, id: Number(match[2]) } : null;
}

// ---- reading, entry by entry ----

const MAX_SECONDS = 1_000_000;

function storedTime(value: unknown): number | undefined {
  return storedInteger(value, 1, Number.MAX_SAFE_INTEGER);
}

function storedSeconds(value: unknown): number | undefined {
  return typeof value === "number" && value >= 0 && value <= MAX_SECONDS ? value : undefined;
}

function storedEpisode(value: unknown): Progress | null | undefined {
  return value === null ? null : storedSeasonEpisode(value);
}

function readProgressRecord(value: unknown): ProgressRecord | undefined {
  if (!isRecord(value)) return undefined;
  const position = storedSeconds(value.position);
  const duration = value.duration === null ? null : storedSeconds(value.duration);
  const updatedAt = storedTime(value.updatedAt);
  if (position === undefined || duration === undefined || updatedAt === undefined) return undefined;
  if (duration !== null && (duration < 1 || position > duration)) return undefined;
  return { position, duration, updatedAt };
}

function readMarkRecord(value: unknown): MarkRecord | undefined {
  if (!isRecord(value) || typeof value.watched !== "boolean") return undefined;
  const updatedAt = storedTime(value.updatedAt);
  return updatedAt === undefined ? undefined : { watched: value.watched, updatedAt };
}

function readTitleRecord(value: unknown, kind: TitleKind): TitleRecord | undefined {
  if (!isRecord(value)) return undefined;
  const posterPath = storedPosterPath(value.poster_path);
  const updatedAt = storedTime(value.updatedAt);
  const episode = storedEpisode(value.episode ?? null);
  const next = storedEpisode(value.next ?? null);
  if (posterPath === undefined || updatedAt === undefined || episode === undefined || next === undefined)
    return undefined;
  const series = kind === "series";
  return {
    title: storedTitle(value.title),
    poster_path: posterPath,
    episode: series ? episode : null,
    next: series ? next : null,
    hidden: value.hidden === true,
    updatedAt,
  };
}

/** The entries of one map that pass their check, the newest `cap` of them. */
function readMap<T extends { updatedAt: number }>(
  value: unknown,
  validKey: (key: string) => boolean,
  readEntry: (entry: unknown, key: string) => T | undefined,
  cap: number,
): Record<string, T> {
  if (!isRecord(value)) return {};
  const entries: [string, T][] = [];
  for (const [key, raw] of Object.entries(value)) {
    if (!validKey(key)) continue;
    const entry = readEntry(raw, key);
    if (entry) entries.push([key, entry]);
  }
  return capped(entries, cap);
}

/** Keeps the newest `cap` entries (ties by key, so every copy keeps the same ones). */
export function capped<T extends { updatedAt: number }>(
  entries: [string, T][],
  cap: number,
): Record<string, T> {
  if (entries.length > cap) {
    entries.sort(([keyA, a], [keyB, b]) => b.updatedAt - a.updatedAt || (keyA < keyB ? -1 : 1));
    entries.length = cap;
  }
  return Object.fromEntries(entries);
}

/** Reads stored text; anything unreadable is left out, entry by entry. A newer version is read as far as it matches. */
export function parsePlayback(raw: string | null): Playback {
  return readPlayback(parseJson(raw));
}

export function readPlayback(value: unknown): Playback {
  if (!isRecord(value)) return EMPTY_PLAYBACK;
  return {
    progress: readMap(
      value.progress,
      (key) => ITEM_KEY.test(key),
      readProgressRecord,
      PLAYBACK_CAPS.progress,
    ),
    marks: readMap(value.marks, (key) => EPISODE_KEY.test(key), readMarkRecord, PLAYBACK_CAPS.marks),
    titles: readMap(
      value.titles,
      (key) => TITLE_KEY.test(key),
      (entry, key) => readTitleRecord(entry, parseTitleKey(key)?.kind ?? "movie"),
      PLAYBACK_CAPS.titles,
    ),
  };
}

export function playbackText(playback: Playback): string {
  return JSON.stringify({ version: PLAYBACK_VERSION, ...playback });
}

// ---- what the records say ----

/** How far through, from 0 to 1; null when the length is unknown. */
export function watchedFraction(record: ProgressRecord | undefined): number | null {
  if (!record?.duration) return null;
  return Math.min(1, record.position / record.duration);
}

/** An episode is watched when marked so, or, without a mark, when played to 90 %. */
export function isEpisodeWatched(playback: Playback, seriesId: number, episode: Progress): boolean {
  const mark = playback.marks[episodeKey(seriesId, episode)];
  if (mark) return mark.watched;
  return (watchedFraction(playback.progress[episodeKey(seriesId, episode)]) ?? 0) >= EPISODE_WATCHED_AT;
}

// ---- changes: pure, each stamps what it touches with `now` ----

export interface PlayStart {
  item: PlayItem;
  title: string;
  posterPath: string | null;
  /** Series: the episode after this one, by the catalogue's rules. */
  next: Progress | null;
}

/** The watch page opened: the title is being watched (back in Continue Watching), the item counts as started. */
export function startPlay(playback: Playback, start: PlayStart, now: number): Playback {
  const { item } = start;
  const key = itemKey(item);
  const title: TitleRecord = {
    title: start.title,
    poster_path: start.posterPath,
    episode: item.kind === "series" ? item.episode : null,
    next: item.kind === "series" ? start.next : null,
    hidden: false,
    updatedAt: now,
  };
  return {
    progress: playback.progress[key]
      ? playback.progress
      : withEntry(playback.progress, key, { position: 0, duration: null, updatedAt: now }, "progress"),
    marks: playback.marks,
    titles: withEntry(playback.titles, titleKey(item.kind, item.id), title, "titles"),
  };
}

/**
 * The player reported a position. Passing 90 % of an episode marks it watched (once: a visitor who unmarked
 * it is not overruled until they play past that point again).
 */
export function recordPosition(
  playback: Playback,
  item: PlayItem,
  report: { position: number; duration: number | null; ended: boolean },
  now: number,
): Playback {
  const key = itemKey(item);
  const before = playback.progress[key];
  const duration = report.duration ?? before?.duration ?? null;
  const position =
    report.ended && duration !== null ? duration : Math.min(report.position, duration ?? MAX_SECONDS);
  const record: ProgressRecord = { position, duration, updatedAt: now };
  let { marks } = playback;
  if (item.kind === "series") {
    const crossed =
      (watchedFraction(record) ?? 0) >= EPISODE_WATCHED_AT &&
      (watchedFraction(before) ?? 0) < EPISODE_WATCHED_AT;
    if (crossed || report.ended) marks = withEntry(marks, key, { watched: true, updatedAt: now }, "marks");
  }
  const titleId = titleKey(item.kind, item.id);
  const title = playback.titles[titleId];
  return {
    progress: withEntry(playback.progress, key, record, "progress"),
    marks,
    // Keeps the title's place in Continue Watching: the most recently watched first.
    titles: title
      ? withEntry(playback.titles, titleId, { ...title, updatedAt: now }, "titles")
      : playback.titles,
  };
}

/** Marks episodes watched or not (an episode, or a whole season, from the overlay). */
export function setWatched(
  playback: Playback,
  seriesId: number,
  episodes: readonly Progress[],
  watched: boolean,
  now: number,
): Playback {
  // One copy and one cap for the whole season, not one per episode.
  const changed = new Set(episodes.map((episode) => episodeKey(seriesId, episode)));
  const kept = Object.entries(playback.marks).filter(([key]) => !changed.has(key));
  const marked = [...changed].map((key): [string, MarkRecord] => [key, { watched, updatedAt: now }]);
  return { ...playback, marks: capped([...kept, ...marked], PLAYBACK_CAPS.marks) };
}

/** Moves a series' place to another episode (next up after marks changed), keeping the rest of its record. */
export function movePlace(
  playback: Playback,
  seriesId: number,
  place: { episode: Progress; next: Progress | null },
  now: number,
): Playback {
  const key = titleKey("series", seriesId);
  const title = playback.titles[key];
  if (!title) return playback;
  return {
    ...playback,
    titles: withEntry(playback.titles, key, { ...title, ...place, updatedAt: now }, "titles"),
  };
}

/** Takes a title out of Continue Watching (it comes back when played again). */
export function hideTitle(playback: Playback, kind: TitleKind, id: number, now: number): Playback {
  const key = titleKey(kind, id);
  const title = playback.titles[key];
  if (!title) return playback;
  return {
    ...playback,
    titles: withEntry(playback.titles, key, { ...title, hidden: true, updatedAt: now }, "titles"),
  };
}

function withEntry<T extends { updatedAt: number }>(
  map: Record<string, T>,
  key: string,
  entry: T,
  cap: keyof typeof PLAYBACK_CAPS,
): Record<string, T> {
  const { [key]: _previous, ...rest } = map;
  return capped([...Object.entries(rest), [key, entry]], PLAYBACK_CAPS[cap]);
}

// ---- the browser's copy ----

export function loadPlayback(): Playback {
  return parsePlayback(readRaw("local", PLAYBACK_KEY));
}

/** Reads, changes and writes back in one go; false when the browser refused to store it. */
export function updatePlayback(change: (playback: Playback, now: number) => Playback): boolean {
  return writeRaw("local", PLAYBACK_KEY, playbackText(change(loadPlayback(), Date.now())));
}

export function usePlayback(): Playback {
  return useStoredValue("local", PLAYBACK_KEY, parsePlayback, EMPTY_PLAYBACK);
}
