// The messages members exchange inside the encrypted envelope, and their validation. Everything decrypted is
// untrusted: anyone with the link can send anything, and a member's browser may be hostile. parseRoomMessage
// checks every field, caps every length and never throws; whatever does not fit is dropped whole.
// Relative imports and globals only: Node.js runs this file as it is.
import { MAX_EPISODE, MAX_SEASON } from "../lib/episode-numbers.ts";
import { isRecord } from "../lib/plain-object.ts";

export const ROOM_PROTOCOL_VERSION = 1;
export const MAX_CHAT_LENGTH = 500;
export const MAX_NAME_LENGTH = 40;
export const MAX_MEMBERS = 12;
/** The reactions a member may send; anything else is dropped. */
export const REACTIONS: readonly string[] = ["👍", "😂", "😮", "😢", "❤️", "👏"];
/** The longest "Start together" countdown, in seconds. */
export const MAX_COUNTDOWN_SECONDS = 30;
/** A position past 100 hours is no film's. */
const MAX_POSITION = 360_000;
/** Lamport clocks stay far below 2^53 so that +1 is always exact. */
export const MAX_CLOCK = 2 ** 48;
/** A roster in a state message lists at most this many members. */
export const MAX_ROSTER = 32;

export type PlaybackMode = "everyone" | "host";
export type CommandAction = "play" | "pause" | "seek" | "episode";

export interface RoomTitle {
  kind: "movie" | "series";
  id: number;
  season: number | null;
  episode: number | null;
  /** The watch page's path and query, e.g. /es/watch/200156?s=2&e=7. */
  path: string;
}

/** A Lamport timestamp: what orders commands the same way on every member. */
export interface ClockKey {
  lc: number;
  from: string;
}

/** A member as a state message lists them, for a late joiner who missed their hellos. */
export interface RosterEntry {
  id: string;
  name: string;
  /** Server time of the member's first hello in this room: the order of hand-over. */
  joined: number;
}

interface Envelope {
  v: 1;
  /** The message id, also the send frame's: a relay replaying a ciphertext under another id is caught. */
  id: string;
  from: string;
  lc: number;
}

export type RoomBody =
  /** `joined` once the member knows it (after its first hello); `quiet`: others need not answer. */
  | { type: "hello"; name: string; joined: number | null; quiet: boolean }
  | { type: "bye" }
  | {
      type: "state";
      title: RoomTitle | null;
      playing: boolean;
      position: number;
      host: string | null;
      mode: PlaybackMode;
      controller: string | null;
      /** The command that set playing and position, and the control change that set host, mode, controller. */
      settled: ClockKey | null;
      controlled: ClockKey | null;
      members: RosterEntry[];
    }
  | { type: "command"; action: CommandAction; position: number; path?: string; title?: RoomTitle }
  /** position null: a heartbeat from a member whose player has not reported yet. */
  | { type: "progress"; position: number | null; playing: boolean }
  | { type: "chat"; text: string }
  | { type: "react"; emoji: string }
  | { type: "control"; mode: PlaybackMode; controller: string }
  | { type: "countdown"; position: number; seconds: number };

export type RoomMessage = Envelope & RoomBody;

type Json = Record<string, unknown>;

/** Member and message ids: 16 random bytes in base64url. */
export const isId = (value: unknown): value is string =>
  typeof value === "string" && /^[A-Za-z0-9_-]{22}$/.test(value);

const isInteger = (value: unknown, min: number, max: number): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;

const isPosition = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value) && value >= 0 && value <= MAX_POSITION;

// Control characters and the bidirectional overrides that could make a name or a line read as something else.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
const UNSAFE_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** A name as shown: single line, trimmed, at most 40 characters; null when nothing is left. */
export function cleanName(value: unknown): string | null {
  if (typeof value !== "string" || value.length > MAX_NAME_LENGTH * 4) return null;
  const name = value.replace(UNSAFE_CHARACTERS, "").replace(/\s+/g, " ").trim();
  return name.length > 0 && name.length <= MAX_NAME_LENGTH ? name : null;
}

/** A chat line as shown: trimmed, at most 500 characters; null when empty or longer. */
export function cleanChat(value: unknown): string | null {
  if (typeof value !== "string" || value.length > MAX_CHAT_LENGTH * 4) return null;
  const text = value.replace(UNSAFE_CHARACTERS, "").trim();
  return text.length > 0 && text.length <= MAX_CHAT_LENGTH ? text : null;
}

/**
 * A watch page of this site: an optional language segment, /watch/<id>, an optional plain query. Never another
 * origin, a scheme or a fragment: a hostile member must not send the others anywhere else.
 */
export function isWatchPath(value: unknown): value is string {
  return (
    typeof value === "string" &&
    value.length <= 200 &&
    /^(\/[a-z]{2}(-[a-z]{2})?)?\/watch\/[1-9][0-9]{0,9}(\?[A-Za-z0-9_.=&%-]*)?$/.test(value)
  );
}

export function parseTitle(value: unknown): RoomTitle | null {
  if (!isRecord(value)) return null;
  const { kind, id, season, episode, path } = value;
  if (kind !== "movie" && kind !== "series") return null;
  if (!isInteger(id, 1, 9_999_999_999) || !isWatchPath(path)) return null;
  // A watch link's own limits: a title no watch page could show is no room's title.
  const s = season === null ? null : isInteger(season, 0, MAX_SEASON) ? season : undefined;
  const e = episode === null ? null : isInteger(episode, 1, MAX_EPISODE) ? episode : undefined;
  if (s === undefined || e === undefined) return null;
  return { kind, id, season: s, episode: e, path };
}

function parseClockKey(value: unknown): ClockKey | null | undefined {
  if (value === null) return null;
  if (!isRecord(value) || !isInteger(value.lc, 0, MAX_CLOCK) || !isId(value.from)) return undefined;
  return { lc: value.lc, from: value.from };
}

const isMode = (value: unknown): value is PlaybackMode => value === "everyone" || value === "host";
const idOrNull = (value: unknown): string | null | undefined =>
  value === null ? null : isId(value) ? value : undefined;

function parseRoster(value: unknown): RosterEntry[] | null {
  if (!Array.isArray(value) || value.length > MAX_ROSTER) return null;
  const roster: RosterEntry[] = [];
  for (const entry of value) {
    if (!isRecord(entry) || !isId(entry.id) || !isInteger(entry.joined, 0, 2 ** 53 - 1)) return null;
    const name = cleanName(entry.name);
    if (name === null) return null;
    roster.push({ id: entry.id, name, joined: entry.joined });
  }
  return roster;
}

function parseBody(value: Json): RoomBody | null {
  switch (value.type) {
    case "hello": {
      const name = cleanName(value.name);
      const joined = value.joined ?? null;
      if (name === null || !(joined === null || isInteger(joined, 0, 2 ** 53 - 1))) return null;
      return { type: "hello", name, joined, quiet: value.quiet === true };
    }
    case "bye":
      return { type: "bye" };
    case "state": {
      const title = value.title === null ? null : parseTitle(value.title);
      const host = idOrNull(value.host);
      const controller = idOrNull(value.controller);
      const settled = parseClockKey(value.settled);
      const controlled = parseClockKey(value.controlled);
      const members = parseRoster(value.members);
      if (title === null && value.title !== null) return null;
      if (typeof value.playing !== "boolean" || !isPosition(value.position) || !isMode(value.mode))
        return null;
      if (host === undefined || controller === undefined || settled === undefined || controlled === undefined)
        return null;
      if (!members) return null;
      const { playing, position, mode } = value;
      return {
        type: "state",
        title,
        playing,
        position,
        host,
        mode,
        controller,
        settled,
        controlled,
        members,
      };
    }
    case "command": {
      const { action, position } = value;
      if (!isPosition(position)) return null;
      if (action === "play" || action === "pause" || action === "seek")
        return { type: "command", action, position };
      if (action !== "episode") return null;
      const title = parseTitle(value.title);
      if (!title || value.path !== title.path) return null;
      return { type: "command", action, position, path: title.path, title };
    }
    case "progress": {
      const position = value.position ?? null;
      if (!(position === null || isPosition(position)) || typeof value.playing !== "boolean") return null;
      return { type: "progress", position, playing: value.playing };
    }
    case "chat": {
      const text = cleanChat(value.text);
      return text === null ? null : { type: "chat", text };
    }
    case "react":
      return typeof value.emoji === "string" && REACTIONS.includes(value.emoji)
        ? { type: "react", emoji: value.emoji }
        : null;
    case "control":
      return isMode(value.mode) && isId(value.controller)
        ? { type: "control", mode: value.mode, controller: value.controller }
        : null;
    case "countdown":
      return isPosition(value.position) && isInteger(value.seconds, 1, MAX_COUNTDOWN_SECONDS)
        ? { type: "countdown", position: value.position, seconds: value.seconds }
        : null;
    default:
      return null;
  }
}

/** A decrypted message checked field by field, or null. Never throws. */
export function parseRoomMessage(value: unknown): RoomMessage | null {
  try {
    if (!isRecord(value) || value.v !== ROOM_PROTOCOL_VERSION) return null;
    if (!isId(value.id) || !isId(value.from) || !isInteger(value.lc, 0, MAX_CLOCK)) return null;
    const body = parseBody(value);
    return body ? { v: 1, id: value.id, from: value.from, lc: value.lc, ...body } : null;
  } catch {
    return null;
  }
}
