// @ts-check
// The watch-together relay: WebSocket room sockets on the site's own server and port, at /api/rooms/<room id>.
// The server relays ciphertext it cannot read (docs/decisions/0042-watch-together-rooms.md). server.mjs wires it:
//   const rooms = createRoomRelay({ store: openRoomStore(...), trustProxy, lifecycle, log, apiLimiter });
//   server.on("upgrade", rooms.handleUpgrade);   // with createServer's shouldUpgradeCallback: isRoomUpgrade
//   createShutdown({ ..., closeSockets: () => rooms.closeAll() })   // 1012 once the drain delay is over
// An upgrade is refused with an HTTP status (503 draining, 429 over the API's rate limit, 403 another origin,
// 400 a bad room id); past those, every limit is a close code (limits.mjs), which a browser can read.
import { WebSocketServer } from "ws";
import { clientAddress, clientKey } from "../client.mjs";
import { apiRateLimited } from "../metrics.mjs";
import { anonymiseAddress } from "../request-log.mjs";
import { isRoomsPath, roomHash, roomIdFromPath } from "./frames.mjs";
import {
  CLOSE,
  CLOSE_GRACE_MS,
  HEARTBEAT_MS,
  HELLO_TIMEOUT_MS,
  MAX_FRAME_BYTES,
  MAX_ROOMS_PER_ADDRESS,
  MAX_SOCKETS_PER_ADDRESS,
  MEMBER_REFRESH_MS,
} from "./limits.mjs";
import { createMemberSocket } from "./member-socket.mjs";
import { roomClosures, roomMembers, roomsOpen, roomUpgradesRefused } from "./room-metrics.mjs";
import { originAllowed, refuseUpgrade } from "./upgrade-gate.mjs";

export { isRoomUpgrade } from "./upgrade-gate.mjs";

/**
 * @typedef {object} RelayOptions
 * @property {import("./room-store.mjs").RoomStore} store
 * @property {number} trustProxy as server-env.mjs reads TRUST_PROXY
 * @property {{ draining: boolean }} lifecycle upgrades get 503 while draining
 * @property {Pick<import("pino").Logger, "info" | "warn">} log
 * @property {{ take: (client: string) => import("../rate-limit.mjs").Verdict } | null} [apiLimiter] the API's
 *   own limiter (the same buckets as /api/ requests): each upgrade takes one request from it
 * @property {number} [heartbeatMs]
 * @property {number} [memberRefreshMs]
 * @property {number} [helloTimeoutMs]
 * @property {() => number} [now]
 */

/**
 * A room's sockets on this instance, subscribed to its events once for all of them.
 * @typedef {object} Hub
 * @property {Set<import("./member-socket.mjs").MemberSocket>} sockets
 * @property {Promise<() => void>} subscribed
 */

/** @param {RelayOptions} options */
export function createRoomRelay({
  store,
  trustProxy,
  lifecycle,
  log,
  apiLimiter = null,
  heartbeatMs = HEARTBEAT_MS,
  memberRefreshMs = MEMBER_REFRESH_MS,
  helloTimeoutMs = HELLO_TIMEOUT_MS,
  now = Date.now,
}) {
  // No compression: the payloads are ciphertext, which does not compress, and deflate costs memory per socket.
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES, perMessageDeflate: false });
  /** @type {Map<string, Hub>} room id -> hub */
  const hubs = new Map();
  /** @type {Map<import("./member-socket.mjs").MemberSocket, import("ws").WebSocket>} */
  const sockets = new Map();
  /** @type {Map<string, Map<string, number>>} address key -> room id -> sockets */
  const addresses = new Map();

  /** @type {Map<import("./member-socket.mjs").MemberSocket, Hub>} the hub each socket joined */
  const hubOfSocket = new Map();
  /**
   * Sockets here per member of a room ("room member" -> count), whichever hub they are in: the store is told a
   * member left only when its last socket on this instance has gone.
   * @type {Map<string, number>}
   */
  const memberSockets = new Map();

  const heartbeat = setInterval(() => {
    for (const socket of sockets.keys()) socket.ping();
  }, heartbeatMs);
  heartbeat.unref();
  const refresh = setInterval(() => {
    /** @type {Map<string, string[]>} */
    const byRoom = new Map();
    for (const key of memberSockets.keys()) {
      const [roomId = "", member = ""] = key.split(" ");
      byRoom.set(roomId, [...(byRoom.get(roomId) ?? []), member]);
    }
    for (const [roomId, members] of byRoom) store.refresh(roomId, members).catch(() => {});
  }, memberRefreshMs);
  refresh.unref();
  // Events this instance may have missed: every hub is dropped (its subscription is gone), and every socket
  // reconnects and replays from the backlog. A socket that reconnects before the old ones have finished closing
  // gets a fresh hub and a fresh subscription.
  store.onLost(() => {
    for (const [roomId, hub] of hubs) retire(roomId, hub);
    for (const socket of sockets.keys()) socket.close(CLOSE.GOING_AWAY, "resync");
  });

  /** Takes a hub out of use: new sockets of its room get a new one. */
  function retire(/** @type {string} */ roomId, /** @type {Hub} */ hub) {
    if (hubs.get(roomId) !== hub) return;
    hubs.delete(roomId);
    roomsOpen.dec();
  }

  /** @param {string} roomId @returns {Hub} */
  function hubOf(roomId) {
    let hub = hubs.get(roomId);
    if (!hub) {
      /** @type {Hub} */
      const created = { sockets: new Set(), subscribed: Promise.resolve(() => {}) };
      created.subscribed = store.subscribe(roomId, (event) => {
        for (const socket of created.sockets) socket.deliver(event);
      });
      // Its sockets are closed (1001) by their join; the next one of the room subscribes afresh.
      created.subscribed.catch(() => retire(roomId, created));
      hub = created;
      hubs.set(roomId, hub);
      roomsOpen.inc();
    }
    return hub;
  }

  /** @param {import("./member-socket.mjs").MemberSocket} socket */
  function detach(socket) {
    const hub = hubOfSocket.get(socket);
    if (!hub) return;
    hubOfSocket.delete(socket);
    hub.sockets.delete(socket);
    if (socket.member !== null) release(socket.roomId, socket.member);
    if (hub.sockets.size > 0) return;
    retire(socket.roomId, hub);
    hub.subscribed.then((unsubscribe) => unsubscribe()).catch(() => {});
  }

  /** One socket of a member is gone; the store forgets the member when it was the last one here. */
  function release(/** @type {string} */ roomId, /** @type {string} */ member) {
    roomMembers.dec();
    const key = `${roomId} ${member}`;
    const left = (memberSockets.get(key) ?? 1) - 1;
    if (left > 0) {
      memberSockets.set(key, left);
      return;
    }
    memberSockets.delete(key);
    store.leave(roomId, member).catch(() => {});
  }

  /** @param {string} key @param {string} roomId @param {number} change */
  function countAddress(key, roomId, change) {
    const rooms = addresses.get(key) ?? new Map();
    const count = (rooms.get(roomId) ?? 0) + change;
    if (count > 0) rooms.set(roomId, count);
    else rooms.delete(roomId);
    if (rooms.size > 0) addresses.set(key, rooms);
    else addresses.delete(key);
  }

  /** @param {string} key @param {string} roomId */
  function addressFull(key, roomId) {
    const rooms = addresses.get(key);
    if (!rooms) return false;
    let total = 0;
    for (const count of rooms.values()) total += count;
    return total >= MAX_SOCKETS_PER_ADDRESS || (!rooms.has(roomId) && rooms.size >= MAX_ROOMS_PER_ADDRESS);
  }

  /**
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:stream").Duplex} socket
   * @param {number} status
   * @param {string | null} roomId
   * @param {Record<string, string>} [headers]
   */
  function refuse(req, socket, status, roomId, headers) {
    roomUpgradesRefused.inc({ status: String(status) });
    log.info(
      {
        room: roomId ? roomHash(roomId) : undefined,
        status,
        client: anonymiseAddress(clientAddress(req, trustProxy)),
      },
      "room upgrade refused",
    );
    refuseUpgrade(socket, status, headers);
  }

  /**
   * The server's 'upgrade' listener.
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:stream").Duplex} socket
   * @param {Buffer} head
   */
  function handleUpgrade(req, socket, head) {
    // A client that resets mid-handshake must not become an uncaught error.
    socket.on("error", () => {});
    if (!isRoomsPath(req.url)) {
      refuseUpgrade(socket, 404);
      return;
    }
    const roomId = roomIdFromPath(req.url);
    if (lifecycle.draining) {
      refuse(req, socket, 503, roomId, { "Retry-After": "1" });
      return;
    }
    const key = clientKey(clientAddress(req, trustProxy));
    const verdict = apiLimiter?.take(key);
    if (verdict && !verdict.allowed) {
      apiRateLimited.inc();
      refuse(req, socket, 429, roomId, { "Retry-After": String(verdict.retryAfterSeconds) });
      return;
    }
    if (!originAllowed(req, trustProxy)) {
      refuse(req, socket, 403, roomId);
      return;
    }
    if (!roomId) {
      refuse(req, socket, 400, null);
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => accept(ws, roomId, key, req));
  }

  /**
   * @param {import("ws").WebSocket} ws @param {string} roomId @param {string} key
   * @param {import("node:http").IncomingMessage} req
   */
  function accept(ws, roomId, key, req) {
    const room = roomHash(roomId);
    const client = anonymiseAddress(clientAddress(req, trustProxy));
    ws.on("error", () => {});
    if (addressFull(key, roomId)) {
      // After the handshake, so that the browser can read why (a refused upgrade is an opaque error to it).
      roomClosures.inc({ code: String(CLOSE.TOO_MANY_ROOMS) });
      log.info(
        { room, client, code: CLOSE.TOO_MANY_ROOMS },
        "room socket refused: too many rooms from this address",
      );
      ws.close(CLOSE.TOO_MANY_ROOMS, "too many rooms from this address");
      return;
    }
    countAddress(key, roomId, 1);
    const socket = createMemberSocket(ws, {
      roomId,
      store,
      now,
      helloTimeoutMs,
      async attach(member) {
        const hub = hubOf(roomId);
        hub.sockets.add(member);
        hubOfSocket.set(member, hub);
        await hub.subscribed;
      },
      joined(member, id) {
        if (!hubOfSocket.has(member)) {
          // Closed while the store counted it in: count it out again, unless another socket of it is here.
          if (!memberSockets.has(`${roomId} ${id}`)) store.leave(roomId, id).catch(() => {});
          return;
        }
        roomMembers.inc();
        const key = `${roomId} ${id}`;
        memberSockets.set(key, (memberSockets.get(key) ?? 0) + 1);
      },
    });
    sockets.set(socket, ws);
    ws.once("close", (code) => {
      socket.closed();
      sockets.delete(socket);
      countAddress(key, roomId, -1);
      detach(socket);
      roomClosures.inc({ code: String(code) });
      log.info(
        {
          room,
          client,
          code,
          seconds: Math.round((now() - socket.openedAt) / 100) / 10,
          frames: socket.frames,
        },
        "room socket closed",
      );
    });
  }

  /**
   * Closes every room socket with `code` (1012 for a drain: reconnect at once, elsewhere), and cuts those that
   * have not finished the closing handshake within CLOSE_GRACE_MS. Resolves when all are gone.
   * @param {number} [code]
   * @param {string} [reason]
   * @returns {Promise<void>}
   */
  function closeAll(code = CLOSE.SERVICE_RESTART, reason = "server restarting") {
    const open = [...sockets];
    if (open.length === 0) return Promise.resolve();
    log.info({ sockets: open.length, code }, "closing room sockets");
    for (const [socket] of open) socket.close(code, reason);
    return new Promise((resolve) => {
      const cut = setTimeout(() => {
        for (const [, ws] of open) ws.terminate();
      }, CLOSE_GRACE_MS);
      cut.unref();
      Promise.all(
        open.map(([, ws]) =>
          ws.readyState === ws.CLOSED ? undefined : new Promise((done) => ws.once("close", done)),
        ),
      ).then(() => {
        clearTimeout(cut);
        resolve(undefined);
      });
    });
  }

  return {
    handleUpgrade,
    closeAll,
    /** Stops the timers and releases the store (Redis connections). Call after closeAll. */
    async close() {
      clearInterval(heartbeat);
      clearInterval(refresh);
      for (const [, ws] of sockets) ws.terminate();
      wss.close();
      await store.close();
    },
    /** This instance's rooms and sockets, for tests and the cluster's report. */
    stats: () => ({ rooms: hubs.size, sockets: sockets.size }),
  };
}

/** @typedef {ReturnType<typeof createRoomRelay>} RoomRelay */
