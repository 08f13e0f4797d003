// @ts-check
// The room store of a single instance: everything in this process's memory, with the same retention as the
// Redis store (the backlog for BACKLOG_TTL_SECONDS after the room's last message, the state for
// STATE_TTL_SECONDS), swept once a minute so that nothing outlives its time.
import { DEFAULT_RETENTION, frameText } from "./room-store.mjs";

/**
 * @typedef {object} MemoryRoom
 * @property {number} seq
 * @property {number} lastAt when the last message was relayed (ms)
 * @property {{ seq: number, text: string }[]} log
 * @property {Set<string>} ids message ids still in the log
 * @property {string | null} state
 * @property {Map<string, number>} members member -> when it expires (ms)
 * @property {Set<(event: import("./room-store.mjs").RoomEvent) => void>} listeners
 */

/**
 * @param {{ retention?: Partial<import("./room-store.mjs").Retention>, now?: () => number }} [options]
 * @returns {import("./room-store.mjs").RoomStore}
 */
export function createMemoryRoomStore({ retention = {}, now = Date.now } = {}) {
  const limits = { ...DEFAULT_RETENTION, ...retention };
  /** @type {Map<string, MemoryRoom>} */
  const rooms = new Map();
  const sweep = setInterval(() => {
    for (const [roomId, room] of rooms) {
      age(room);
      if (room.listeners.size === 0 && room.members.size === 0 && room.seq === 0) rooms.delete(roomId);
    }
  }, 60_000);
  sweep.unref();

  /** Forgets what has outlived its time, and members whose instance stopped saying they are here. */
  function age(/** @type {MemoryRoom} */ room) {
    const at = now();
    const idle = at - room.lastAt;
    if (idle > limits.backlogTtlSeconds * 1000) {
      room.log = [];
      room.ids.clear();
    }
    if (idle > limits.stateTtlSeconds * 1000) {
      room.state = null;
      room.seq = 0;
    }
    const before = room.members.size;
    for (const [member, expires] of room.members) if (expires <= at) room.members.delete(member);
    countChanged(room, before);
  }

  /** @param {string} roomId */
  function roomOf(roomId) {
    let room = rooms.get(roomId);
    if (!room) {
      room = {
        seq: 0,
        lastAt: now(),
        log: [],
        ids: new Set(),
        state: null,
        members: new Map(),
        listeners: new Set(),
      };
      rooms.set(roomId, room);
    }
    age(room);
    return room;
  }

  /** @param {MemoryRoom} room @param {import("./room-store.mjs").RoomEvent} event */
  function publish(room, event) {
    for (const listener of [...room.listeners]) listener(event);
  }

  /** @param {MemoryRoom} room @param {number} before */
  function countChanged(room, before) {
    const count = room.members.size;
    if (count !== before) publish(room, { kind: "members", count, text: frameText.members(count) });
  }

  return {
    kind: "memory",
    async subscribe(roomId, listener) {
      const room = roomOf(roomId);
      room.listeners.add(listener);
      return () => {
        room.listeners.delete(listener);
      };
    },
    async join(roomId, member, since) {
      const room = roomOf(roomId);
      const before = room.members.size;
      if (!room.members.has(member) && before >= limits.maxMembers) return { ok: false, members: before };
      room.members.set(member, now() + limits.memberTtlMs);
      const backlog = since === null ? [] : room.log.filter((entry) => entry.seq > since);
      const result = {
        ok: /** @type {const} */ (true),
        seq: room.seq,
        now: now(),
        members: room.members.size,
        state: room.state,
        backlog,
      };
      countChanged(room, before);
      return result;
    },
    async leave(roomId, member) {
      const room = roomOf(roomId);
      const before = room.members.size;
      room.members.delete(member);
      countChanged(room, before);
    },
    async refresh(roomId, members) {
      const room = roomOf(roomId);
      const before = room.members.size;
      for (const member of members) room.members.set(member, now() + limits.memberTtlMs);
      countChanged(room, before);
    },
    async send(roomId, { id, data, keep }) {
      const room = roomOf(roomId);
      if (room.ids.has(id)) return false;
      const ts = now();
      room.seq += 1;
      room.lastAt = ts;
      const text = frameText.msg(room.seq, ts, id, data);
      room.log.push({ seq: room.seq, text });
      room.ids.add(id);
      while (room.log.length > limits.backlogLength) {
        const dropped = room.log.shift();
        if (dropped) room.ids.delete(idOf(dropped.text));
      }
      if (keep) room.state = frameText.state(room.seq, ts, data);
      publish(room, { kind: "msg", seq: room.seq, text });
      return true;
    },
    onLost() {
      // Nothing is ever lost between this process and itself.
    },
    async close() {
      clearInterval(sweep);
      rooms.clear();
    },
  };
}

/** The message id in a relayed frame (the store wrote it, so its place is known). @param {string} text */
function idOf(text) {
  return /"id":"([A-Za-z0-9_-]+)"/.exec(text)?.[1] ?? "";
}
