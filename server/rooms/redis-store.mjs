// @ts-check
// The room store shared by every instance (REDIS_URL): one Lua script per operation (redis-scripts.mjs) and
// one subscriber connection per instance, SUBSCRIBEd to the channels of the rooms that have a socket here.
// Redis publishes a room's events in the order its scripts ran, which is seq order, so an instance hands them
// on as they come. Commands fail fast (no offline queue): a socket whose send cannot reach Redis is closed and
// reconnects with back-off. When the subscriber's connection drops, events published meanwhile are lost to
// this instance, so every local socket is told to reconnect (onLost) and replays from the backlog.
import { Redis } from "ioredis";
import { JOIN, LEAVE, REFRESH, SEND } from "./redis-scripts.mjs";
import { DEFAULT_RETENTION, frameText, seqOf } from "./room-store.mjs";

/** Bumped when the stored shape changes, like the catalogue cache's prefix. */
export const ROOM_KEY_PREFIX = "marquee:v1:room:";

/** @param {string} roomId */
export function roomKeys(roomId) {
  const base = `${ROOM_KEY_PREFIX}{${roomId}}:`;
  return {
    seq: `${base}seq`,
    log: `${base}log`,
    ids: `${base}ids`,
    state: `${base}state`,
    members: `${base}members`,
    channel: `${ROOM_KEY_PREFIX}${roomId}`,
  };
}

/**
 * An ioredis client that fails fast, as the catalogue's does (app/catalogue/redis-cache.server.ts): no offline
 * queue, short timeouts, reconnection with capped back-off.
 * @param {string} url
 * @param {{ commandTimeoutMs?: number }} [options]
 */
export function connectRoomRedis(url, { commandTimeoutMs = 1000 } = {}) {
  return new Redis(url, {
    enableOfflineQueue: false,
    commandTimeout: commandTimeoutMs,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
    // Subscriptions are made again by the relay's sockets as they reconnect, not replayed by the client.
    autoResubscribe: false,
    retryStrategy: (times) => Math.min(5000, 50 * 2 ** Math.min(times, 10)) * (0.5 + Math.random() / 2),
  });
}

/**
 * @typedef {(...args: (string | number)[]) => Promise<unknown>} ScriptCommand
 * @typedef {{ warn: (message: string) => void, info: (message: string) => void }} StoreLog
 */

/**
 * @param {{ url: string, log: StoreLog, retention?: Partial<import("./room-store.mjs").Retention>, commandTimeoutMs?: number }} options
 * @returns {import("./room-store.mjs").RoomStore}
 */
export function createRedisRoomStore({ url, log, retention = {}, commandTimeoutMs }) {
  const limits = { ...DEFAULT_RETENTION, ...retention };
  const redis = connectRoomRedis(url, { commandTimeoutMs });
  const subscriber = connectRoomRedis(url, { commandTimeoutMs });
  // Errors are reported by the commands that fail (and once below); ioredis would otherwise print each retry.
  redis.on("error", () => {});
  subscriber.on("error", () => {});
  const scripts = {
    join: defineScript(redis, "marqueeRoomJoin", 4, JOIN),
    leave: defineScript(redis, "marqueeRoomLeave", 1, LEAVE),
    refresh: defineScript(redis, "marqueeRoomRefresh", 1, REFRESH),
    send: defineScript(redis, "marqueeRoomSend", 4, SEND),
  };
  /** @type {Map<string, { listeners: Set<(event: import("./room-store.mjs").RoomEvent) => void>, ready: Promise<unknown> }>} */
  const channels = new Map();
  /** @type {Set<() => void>} */
  const lostListeners = new Set();
  let closed = false;
  let up = true;

  subscriber.on("message", (/** @type {string} */ channel, /** @type {string} */ text) => {
    const entry = channels.get(channel);
    if (!entry) return;
    const event = eventOf(text);
    if (!event) return;
    for (const listener of [...entry.listeners]) listener(event);
  });
  subscriber.on("close", () => {
    if (closed) return;
    // Whatever was subscribed is gone with the connection: sockets resync by reconnecting.
    channels.clear();
    for (const listener of lostListeners) listener();
  });

  /**
   * Waits for both connections while they are first being made (at most FIRST_CONNECT_WAIT_MS), so that a room
   * joined just after start-up is not refused for it; afterwards a command fails at once when Redis is away.
   */
  const firstConnect = Promise.all([redis, subscriber].map((client) => readyOrTimeout(client)));

  /** Runs a store operation, logging Redis going away and coming back once each. */
  async function run(/** @type {() => Promise<unknown>} */ operation) {
    await firstConnect;
    try {
      const result = await operation();
      if (!up) log.info("Watch-together rooms: Redis answers again");
      up = true;
      return result;
    } catch (error) {
      if (up && !closed)
        log.warn("Watch-together rooms: Redis is not answering; room sockets are closed to reconnect");
      up = false;
      throw error;
    }
  }

  return {
    kind: "redis",
    async subscribe(roomId, listener) {
      const { channel } = roomKeys(roomId);
      let entry = channels.get(channel);
      if (!entry) {
        const created = { listeners: new Set(), ready: run(() => subscriber.subscribe(channel)) };
        entry = created;
        channels.set(channel, created);
        created.ready.catch(() => {
          if (channels.get(channel) === created) channels.delete(channel);
        });
      }
      // A second socket of the room waits for the same SUBSCRIBE: events count from its confirmation.
      await entry.ready;
      // Unsubscribed while this one waited (its last listener left): subscribe afresh.
      if (channels.get(channel) !== entry) return this.subscribe(roomId, listener);
      entry.listeners.add(listener);
      const subscribed = entry;
      return () => {
        subscribed.listeners.delete(listener);
        if (subscribed.listeners.size === 0 && channels.get(channel) === subscribed) {
          channels.delete(channel);
          subscriber.unsubscribe(channel).catch(() => {});
        }
      };
    },
    async join(roomId, member, since) {
      const keys = roomKeys(roomId);
      const reply = /** @type {[number, number, number?, string?, string?, string[]?]} */ (
        await run(() =>
          scripts.join(
            keys.members,
            keys.seq,
            keys.state,
            keys.log,
            member,
            limits.memberTtlMs,
            limits.maxMembers,
            since === null ? "" : since,
            keys.channel,
          ),
        )
      );
      if (reply[0] !== 1) return { ok: false, members: Number(reply[1]) };
      const backlog = (reply[5] ?? []).map((text) => ({ seq: seqOf(text), text }));
      return {
        ok: true,
        members: Number(reply[1]),
        seq: Number(reply[2]),
        now: Number(reply[3]),
        state: reply[4] ?? null,
        backlog,
      };
    },
    async leave(roomId, member) {
      const keys = roomKeys(roomId);
      await run(() => scripts.leave(keys.members, member, keys.channel));
    },
    async refresh(roomId, members) {
      if (members.length === 0) return;
      const keys = roomKeys(roomId);
      await run(() => scripts.refresh(keys.members, limits.memberTtlMs, keys.channel, ...members));
    },
    async send(roomId, { id, data, keep }) {
      const keys = roomKeys(roomId);
      const reply = await run(() =>
        scripts.send(
          keys.seq,
          keys.ids,
          keys.log,
          keys.state,
          id,
          data,
          keep ? "1" : "0",
          keys.channel,
          limits.backlogLength,
          limits.backlogTtlSeconds,
          limits.stateTtlSeconds,
        ),
      );
      return reply !== 0;
    },
    onLost(listener) {
      lostListeners.add(listener);
    },
    async close() {
      closed = true;
      channels.clear();
      await Promise.allSettled([redis.quit(), subscriber.quit()]);
      redis.disconnect();
      subscriber.disconnect();
    },
  };
}

/** How long the first operations wait for the connections to Redis to be made. */
const FIRST_CONNECT_WAIT_MS = 2000;

/** @param {Redis} client */
function readyOrTimeout(client) {
  if (client.status === "ready") return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off("ready", done);
      resolve(undefined);
    };
    const timer = setTimeout(done, FIRST_CONNECT_WAIT_MS);
    timer.unref?.();
    client.once("ready", done);
  });
}

/**
 * A script as a command (EVALSHA, loading the script when Redis does not know it yet).
 * @param {Redis} redis @param {string} name @param {number} numberOfKeys @param {string} lua
 * @returns {ScriptCommand}
 */
function defineScript(redis, name, numberOfKeys, lua) {
  if (!(name in redis)) redis.defineCommand(name, { numberOfKeys, lua });
  const command = /** @type {ScriptCommand} */ (Reflect.get(redis, name));
  return command.bind(redis);
}

/** @param {string} text @returns {import("./room-store.mjs").RoomEvent | null} */
function eventOf(text) {
  const seq = seqOf(text);
  if (Number.isSafeInteger(seq)) return { kind: "msg", seq, text };
  const members = /^\{"t":"members","count":(\d+)\}$/.exec(text);
  if (members)
    return { kind: "members", count: Number(members[1]), text: frameText.members(Number(members[1])) };
  return null;
}
