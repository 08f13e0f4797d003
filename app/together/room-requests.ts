// What the panel asks the room to send, checked and shaped into message bodies before anything is sealed: the
// panel's input is trimmed and capped the way receivers will check it, and a request this member may not make
// (a command in host mode from someone else) becomes null.
// Relative imports and globals only: Node.js runs this file as it is.
import { snapshotBody } from "./room-apply.ts";
import {
  type ClockKey,
  cleanChat,
  cleanName,
  isId,
  MAX_CHAT_LENGTH,
  MAX_COUNTDOWN_SECONDS,
  MAX_NAME_LENGTH,
  type PlaybackMode,
  parseTitle,
  REACTIONS,
  type RoomBody,
  type RoomTitle,
} from "./room-messages.ts";
import { mayControl, type RoomState } from "./room-model.ts";

const isPosition = (n: unknown): n is number =>
  typeof n === "number" && Number.isFinite(n) && n >= 0 && n <= 360_000;

/** A name as it will be shown, from what the visitor typed (cut at 40 characters), or null. */
export function nameFrom(typed: string): string | null {
  return cleanName(typed.trim().slice(0, MAX_NAME_LENGTH));
}

export function chatBody(text: string): RoomBody | null {
  const clean = cleanChat(text.trim().slice(0, MAX_CHAT_LENGTH));
  return clean ? { type: "chat", text: clean } : null;
}

export function reactBody(emoji: string): RoomBody | null {
  return REACTIONS.includes(emoji) ? { type: "react", emoji } : null;
}

/** null when the position is no position; "refused" when this member may not control. */
export function commandBody(
  state: RoomState,
  member: string,
  request:
    | { action: "play" | "pause" | "seek"; position: number }
    | { action: "episode"; title: RoomTitle }
    | { action: "countdown"; position: number; seconds: number },
): RoomBody | null | "refused" {
  if (request.action === "episode") {
    const title = parseTitle(request.title);
    if (!title) return null;
    if (!mayControl(state.mode, state.controller, member)) return "refused";
    return { type: "command", action: "episode", position: 0, path: title.path, title };
  }
  if (!isPosition(request.position)) return null;
  if (!mayControl(state.mode, state.controller, member)) return "refused";
  if (request.action !== "countdown")
    return { type: "command", action: request.action, position: request.position };
  const seconds = Math.min(MAX_COUNTDOWN_SECONDS, Math.max(1, Math.round(request.seconds) || 1));
  return { type: "countdown", position: request.position, seconds };
}

/** Who controls: from the host, or the controller handing over in host mode; null otherwise. */
export function controlBody(
  state: RoomState,
  member: string,
  mode: PlaybackMode,
  controller: string,
): RoomBody | null {
  if (mode !== "everyone" && mode !== "host") return null;
  if (!isId(controller)) return null;
  const handOver = member === state.controller && state.mode === "host" && mode === "host";
  return member === state.host || handOver ? { type: "control", mode, controller } : null;
}

/**
 * The state that starts the room on a title (this member becomes host and controller, everyone may control),
 * or moves a started room to another title. `key` is the message's own clock: the title and position it sets
 * are newer than anything before.
 */
export function titleBody(
  state: RoomState,
  member: string,
  name: string,
  request: { title: RoomTitle; position: number; playing: boolean },
  key: ClockKey,
  serverNow: number,
): RoomBody | null | "refused" {
  const title = parseTitle(request.title);
  if (!title || !isPosition(request.position) || typeof request.playing !== "boolean") return null;
  const starting = state.host === null;
  if (!starting && !mayControl(state.mode, state.controller, member)) return "refused";
  const body = snapshotBody(state, serverNow);
  const self = body.members.some((m) => m.id === member)
    ? []
    : [{ id: member, name, joined: Math.round(serverNow) }];
  return {
    ...body,
    title,
    position: request.position,
    playing: request.playing,
    settled: key,
    ...(starting ? { host: member, controller: member, mode: "everyone" as const, controlled: key } : {}),
    members: [...body.members, ...self],
  };
}
