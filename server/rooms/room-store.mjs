// @ts-check
// What the relay asks of a room store, in memory (one instance) or in Redis (several): an order for the room's
// messages (seq), a short backlog for members who reconnect, the latest `keep` message, and who is present. The
// relay keeps its sockets; the store keeps the room. Both stores build the relayed frames themselves, as the
// exact text every member receives, so that every instance sends the same bytes.
import {
  BACKLOG_LENGTH,
  BACKLOG_TTL_SECONDS,
  MAX_MEMBERS,
  MEMBER_TTL_MS,
  STATE_TTL_SECONDS,
} from "./limits.mjs";

/**
 * An event on a room's channel: a relayed message (in seq order) or a new member count. `text` is the frame
 * as the members receive it.
 * @typedef {{ kind: "msg", seq: number, text: string } | { kind: "members", count: number, text: string }} RoomEvent
 *
 * What a member joining is told: the room's latest seq and state, the count with it, the server's clock, and the
 * messages after `since` still kept (empty when `since` is null). Or that the room is full.
 * @typedef {{ ok: true, seq: number, now: number, members: number, state: string | null, backlog: { seq: number, text: string }[] }
 *   | { ok: false, members: number }} JoinResult
 *
 * @typedef {{ id: string, data: string, keep: boolean }} Outgoing
 *
 * @typedef {object} RoomStore
 * @property {"memory" | "redis"} kind
 * @property {(roomId: string, listener: (event: RoomEvent) => void) => Promise<() => void>} subscribe
 *   delivers the room's events from the moment it resolves until the returned function is called
 * @property {(roomId: string, member: string, since: number | null) => Promise<JoinResult>} join
 *   adds the member (unless the room is full), atomically with reading the room
 * @property {(roomId: string, member: string) => Promise<void>} leave
 * @property {(roomId: string, members: string[]) => Promise<void>} refresh
 *   says these members are still present (they would expire after MEMBER_TTL_MS)
 * @property {(roomId: string, message: Outgoing) => Promise<boolean>} send
 *   relays the message to the room (false: its id was already relayed, nothing done)
 * @property {(listener: () => void) => void} onLost
 *   called when events may have been missed (Redis's subscription dropped): every local socket must resync
 * @property {() => Promise<void>} close
 */

/**
 * Retention and size, the same for both stores; tests shorten them.
 * @typedef {{ backlogLength: number, backlogTtlSeconds: number, stateTtlSeconds: number, memberTtlMs: number, maxMembers: number }} Retention
 * @type {Readonly<Retention>}
 */
export const DEFAULT_RETENTION = Object.freeze({
  backlogLength: BACKLOG_LENGTH,
  backlogTtlSeconds: BACKLOG_TTL_SECONDS,
  stateTtlSeconds: STATE_TTL_SECONDS,
  memberTtlMs: MEMBER_TTL_MS,
  maxMembers: MAX_MEMBERS,
});

/**
 * The frames both stores write. Ids and data are base64url (checked by frames.mjs), so plain concatenation is
 * valid JSON.
 */
export const frameText = {
  /** @param {number} seq @param {number} ts @param {string} id @param {string} data */
  msg: (seq, ts, id, data) => `{"t":"msg","seq":${seq},"ts":${ts},"id":"${id}","data":"${data}"}`,
  /** @param {number} seq @param {number} ts @param {string} data */
  state: (seq, ts, data) => `{"seq":${seq},"ts":${ts},"data":"${data}"}`,
  /** @param {number} count */
  members: (count) => `{"t":"members","count":${count}}`,
};

/** The seq of a relayed msg frame, read from its fixed prefix. @param {string} text */
export function seqOf(text) {
  const match = /^\{"t":"msg","seq":(\d+),/.exec(text);
  return match ? Number(match[1]) : Number.NaN;
}
