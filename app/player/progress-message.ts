// What a player frame tells the watch page about playback, by postMessage. The watch page accepts a message
// only from the frame it shows (its window and its origin, checked by the caller) and reads it with the one
// format the source declares (PlayerSource.progress). Everything else is ignored. Messages are untrusted input:
// a reader returns null for anything unexpected and never throws. The formats are documented in
// docs/decisions/0015-player-progress-messages.md.
//
// Checked by hand, not with zod, because this runs in the browser, where zod would cost ~24 KB gzip
// (docs/decisions/0010-performance-budget.md).

import { MAX_EPISODE, MAX_SEASON } from "~/lib/episode-numbers";
import { isRecord } from "~/lib/plain-object";
import { isOneOf, seconds } from "./message-checks";

/** The formats a provider may declare in PLAYER_PROVIDERS ("progress": "..."). */
export const PROGRESS_FORMATS = ["marquee", "player-event", "timestamp-json"] as const;
export type ProgressFormat = (typeof PROGRESS_FORMATS)[number];

export const isProgressFormat = /* @__PURE__ */ isOneOf(PROGRESS_FORMATS);

/** What the watch page records: where playback is, and whether it paused or reached the end. */
export interface PlayerEvent {
  event: "time" | "pause" | "ended";
  /** Seconds from the start. */
  position: number;
  /** Seconds; null when the player did not say. */
  duration: number | null;
  /** What the message says is playing, where the format names it; the caller ignores other titles. */
  about: { id: number; season: number | null; episode: number | null } | null;
}

// ---- "marquee": our own format, posted by the demo player ----

export const PROGRESS_MESSAGE_TYPE = "marquee:progress";
/** How often the demo player reports while it plays, in seconds. */
export const PROGRESS_INTERVAL_SECONDS = 5;

/**
 * { type: "marquee:progress", event: "time" | "pause" | "ended", id, season, episode, seconds, duration }.
 * season and episode are null for a movie. A message without `event` (the first version) is a time update.
 */
export interface ProgressMessage {
  type: typeof PROGRESS_MESSAGE_TYPE;
  event: PlayerEvent["event"];
  id: number;
  season: number | null;
  episode: number | null;
  seconds: number;
  duration: number;
}

/**
 * { type: "marquee:key", key }: a key pressed in the player that belongs to the page around it. Keys
 * pressed in a frame never reach the page, so a player speaking this format passes on the ones that leave it
 * (Up, Down, Escape, Backspace); the watch page replays them on the frame's element, where the page's keyboard
 * and remote navigation takes them (app/lib/spatial-navigation.ts).
 */
export const KEY_MESSAGE_TYPE = "marquee:key";
export const PASSED_KEYS = ["ArrowUp", "ArrowDown", "Escape", "Backspace"] as const;

/** The key a "marquee:key" message passes on, or null for any other message. */
export function readKeyMessage(data: unknown): string | null {
  if (typeof data !== "object" || data === null) return null;
  const { type, key } = data as { type?: unknown; key?: unknown };
  return type === KEY_MESSAGE_TYPE && (PASSED_KEYS as readonly unknown[]).includes(key)
    ? (key as string)
    : null;
}

function isIntegerIn(value: unknown, min: number, max: number): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;
}

/** A duration of at least a second, or null. */
function duration(value: unknown): number | null {
  const parsed = seconds(value);
  return parsed !== null && parsed >= 1 ? parsed : null;
}

/** Some players post JSON text rather than an object; a long text is not a progress message. */
function objectOrJson(data: unknown): Record<string, unknown> | null {
  if (isRecord(data)) return data;
  if (typeof data !== "string" || data.length > 10_000) return null;
  try {
    const parsed: unknown = JSON.parse(data);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function readMarquee(data: unknown): PlayerEvent | null {
  if (!isRecord(data) || data.type !== PROGRESS_MESSAGE_TYPE) return null;
  const { id, season, episode, event = "time" } = data;
  if (!isIntegerIn(id, 1, Number.MAX_SAFE_INTEGER)) return null;
  if (season !== null && !isIntegerIn(season, 0, MAX_SEASON)) return null;
  if (episode !== null && !isIntegerIn(episode, 1, MAX_EPISODE)) return null;
  if (event !== "time" && event !== "pause" && event !== "ended") return null;
  const position = seconds(data.seconds);
  if (position === null) return null;
  return { event, position, duration: duration(data.duration), about: { id, season, episode } };
}

const PLAYER_EVENT_NAMES: Record<string, PlayerEvent["event"]> = {
  timeupdate: "time",
  play: "time",
  seeked: "time",
  pause: "pause",
  ended: "ended",
};

/**
 * "player-event": { type: "PLAYER_EVENT", data: { event, currentTime, duration } }, as an object or as JSON
 * text, with event one of "timeupdate", "play", "seeked" (all read as time updates), "pause" or "ended".
 */
function readPlayerEvent(data: unknown): PlayerEvent | null {
  const message = objectOrJson(data);
  if (message?.type !== "PLAYER_EVENT" || !isRecord(message.data)) return null;
  const { event, currentTime } = message.data;
  const kind =
    typeof event === "string" && Object.hasOwn(PLAYER_EVENT_NAMES, event)
      ? PLAYER_EVENT_NAMES[event]
      : undefined;
  const position = seconds(currentTime);
  if (!kind || position === null) return null;
  return { event: kind, position, duration: duration(message.data.duration), about: null };
}

/**
 * "timestamp-json": JSON text (or an object) { timestamp, duration } with seconds, sent while playing and
 * carrying no event name: a position within a second of the end reads as the end.
 */
function readTimestampJson(data: unknown): PlayerEvent | null {
  const message = objectOrJson(data);
  if (!message) return null;
  const position = seconds(message.timestamp);
  const total = duration(message.duration);
  if (position === null || total === null) return null;
  return { event: position >= total - 1 ? "ended" : "time", position, duration: total, about: null };
}

const READERS: Record<ProgressFormat, (data: unknown) => PlayerEvent | null> = {
  marquee: readMarquee,
  "player-event": readPlayerEvent,
  "timestamp-json": readTimestampJson,
};

/** Reads one message in the source's declared format; null for anything else. Never throws. */
export function readPlayerMessage(data: unknown, format: ProgressFormat): PlayerEvent | null {
  try {
    const event = READERS[format](data);
    // A position past the end is clamped: some players overshoot by a frame.
    if (event && event.duration !== null && event.position > event.duration) {
      return { ...event, position: event.duration };
    }
    return event;
  } catch {
    // A getter on a cross-realm object could throw; a message never breaks the page.
    return null;
  }
}
