// The relay's wire, client side: the frames a member sends, and the server's frames read defensively (a frame
// that does not fit is dropped, never thrown on). The relay (server/rooms/) speaks the same wire.
// Relative imports and globals only: Node.js runs this file as it is.
import { isRecord } from "../lib/plain-object.ts";

export interface SealedState {
  seq: number;
  ts: number;
  data: string;
}

export type ServerFrame =
  | { t: "welcome"; seq: number; now: number; members: number; state: SealedState | null }
  | { t: "msg"; seq: number; ts: number; id: string; data: string }
  | { t: "members"; count: number };

/** Close codes the relay uses, and what the client does about each (room-connection.ts). */
export const CLOSE_CODES = {
  normal: 1000,
  goingAway: 1001,
  badFrame: 1007,
  tooBig: 1009,
  serviceRestart: 1012,
  tooManyMessages: 4008,
  roomFull: 4013,
  tooManyRooms: 4029,
} as const;

const MAX_FRAME_TEXT = 64 * 1024;

export const isRoomId = (value: unknown): value is string =>
  typeof value === "string" && /^[A-Za-z0-9_-]{22}$/.test(value);

/** ws://host/api/rooms/<id> for an http origin, wss:// for https. */
export function roomSocketUrl(origin: string, roomId: string): string {
  const url = new URL(origin);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  url.pathname = `/api/rooms/${roomId}`;
  url.search = "";
  url.hash = "";
  return url.toString();
}

export function helloFrame(member: string, since: number | null): string {
  return JSON.stringify({ t: "hello", member, since });
}

export function sendFrame(id: string, data: string, keep: boolean): string {
  return JSON.stringify({ t: "send", id, data, keep });
}

const isSeq = (value: unknown): value is number =>
  typeof value === "number" && Number.isSafeInteger(value) && value >= 0;
const isTime = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value) && value >= 0 && value < 2 ** 53;
const isData = (value: unknown): value is string =>
  typeof value === "string" && value.length > 0 && /^[A-Za-z0-9_-]+$/.test(value);

/** A server frame, or null for anything else (binary, not JSON, an unknown type, a wrong field). */
export function parseServerFrame(text: unknown): ServerFrame | null {
  if (typeof text !== "string" || text.length > MAX_FRAME_TEXT) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  switch (value.t) {
    case "welcome": {
      const { seq, now, members, state } = value;
      if (!isSeq(seq) || !isTime(now) || !isSeq(members)) return null;
      if (state === null || state === undefined) return { t: "welcome", seq, now, members, state: null };
      if (!isRecord(state) || !isSeq(state.seq) || !isTime(state.ts) || !isData(state.data)) return null;
      return { t: "welcome", seq, now, members, state: { seq: state.seq, ts: state.ts, data: state.data } };
    }
    case "msg": {
      const { seq, ts, id, data } = value;
      if (!isSeq(seq) || !isTime(ts) || !isRoomId(id) || !isData(data)) return null;
      return { t: "msg", seq, ts, id, data };
    }
    case "members":
      return isSeq(value.count) ? { t: "members", count: value.count } : null;
    default:
      return null;
  }
}
