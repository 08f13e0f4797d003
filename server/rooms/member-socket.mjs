// @ts-check
// One room socket, from its first frame to its close: hello first, then the room's welcome and backlog, then
// sends relayed in the order they came (each awaited before the next) and the room's events passed on in seq
// order, each at most once. Every bad frame ends in a close with its code; nothing here throws to ws.
import { parseFrame } from "./frames.mjs";
import {
  CLOSE,
  MAX_BUFFERED_BYTES,
  MAX_PENDING_FRAMES,
  RATE_BURST,
  RATE_PER_SECOND,
  RATE_STRIKE_WINDOW_MS,
  RATE_STRIKES,
} from "./limits.mjs";
import { messagesDropped, messagesRelayed, roomReconnects } from "./room-metrics.mjs";

/**
 * What a socket needs from the relay: its room's hub, and the store.
 * @typedef {object} SocketContext
 * @property {string} roomId
 * @property {import("./room-store.mjs").RoomStore} store
 * @property {(socket: MemberSocket) => Promise<void>} attach joins the room's local hub (subscribed when it resolves)
 * @property {(socket: MemberSocket, member: string) => void} joined the store counted the member
 * @property {() => number} now
 * @property {number} helloTimeoutMs
 */

/**
 * @typedef {ReturnType<typeof createMemberSocket>} MemberSocket
 */

/**
 * @param {import("ws").WebSocket} ws
 * @param {SocketContext} context
 */
export function createMemberSocket(ws, context) {
  const { roomId, store, now } = context;
  /** @type {"waiting" | "joining" | "open" | "closed"} */
  let phase = "waiting";
  /** @type {string | null} */
  let member = null;
  let lastSeq = 0;
  let lastCount = -1;
  /** @type {import("./room-store.mjs").RoomEvent[]} */
  let early = [];
  /** Frames are handled one after another: each waits for the one before it (and the join) to finish. */
  let chain = Promise.resolve();
  let pending = 0;
  let tokens = RATE_BURST;
  let refilledAt = now();
  let strikes = 0;
  let strikesSince = now();
  let missedPings = 0;
  let frames = 0;
  const openedAt = now();

  // Read through a function: TypeScript would otherwise keep its narrowing across the awaits in join().
  const gone = () => phase === "closed";
  const helloTimer = setTimeout(
    () => close(CLOSE.BAD_FRAME, "hello must come first"),
    context.helloTimeoutMs,
  );
  helloTimer.unref?.();

  /** @param {number} code @param {string} reason */
  function close(code, reason) {
    if (phase === "closed") return;
    phase = "closed";
    clearTimeout(helloTimer);
    early = [];
    try {
      ws.close(code, reason);
    } catch {
      ws.terminate();
    }
  }

  /** Writes one frame, unless the socket has fallen so far behind that it should resync instead. */
  function write(/** @type {string} */ text) {
    if (ws.readyState !== ws.OPEN) return;
    if (ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      close(CLOSE.GOING_AWAY, "too slow to follow the room");
      return;
    }
    ws.send(text);
  }

  /** Takes one frame from the socket's allowance; false when it has none left. */
  function allowed() {
    const at = now();
    tokens = Math.min(RATE_BURST, tokens + ((at - refilledAt) * RATE_PER_SECOND) / 1000);
    refilledAt = at;
    if (tokens >= 1) {
      tokens -= 1;
      return true;
    }
    if (at - strikesSince > RATE_STRIKE_WINDOW_MS) {
      strikes = 0;
      strikesSince = at;
    }
    strikes += 1;
    return false;
  }

  /** @param {import("ws").RawData} data @param {boolean} isBinary */
  function onMessage(data, isBinary) {
    if (phase === "closed") return;
    frames += 1;
    if (!allowed()) {
      messagesDropped.inc({ reason: "rate" });
      if (strikes > RATE_STRIKES) close(CLOSE.TOO_MANY, "too many messages");
      return;
    }
    const parsed = parseFrame(data, isBinary);
    if (!parsed.ok) {
      close(parsed.code, parsed.reason);
      return;
    }
    const { frame } = parsed;
    if (frame.t === "hello") {
      if (phase !== "waiting") {
        close(CLOSE.BAD_FRAME, "hello twice");
        return;
      }
      clearTimeout(helloTimer);
      phase = "joining";
      chain = chain.then(() => join(frame.member, frame.since));
      return;
    }
    if (phase === "waiting") {
      close(CLOSE.BAD_FRAME, "hello must come first");
      return;
    }
    if (pending >= MAX_PENDING_FRAMES) {
      messagesDropped.inc({ reason: "busy" });
      return;
    }
    pending += 1;
    chain = chain
      .then(() => relay(frame))
      .finally(() => {
        pending -= 1;
      });
  }

  /** @param {string} who @param {number | null} since */
  async function join(who, since) {
    if (since !== null) roomReconnects.inc();
    // Gone before its turn came (the socket closed while earlier frames ran): nothing to join.
    if (gone()) return;
    try {
      await context.attach(socket);
      if (gone()) return;
      const result = await store.join(roomId, who, since);
      if (!result.ok) {
        close(CLOSE.ROOM_FULL, "room full");
        return;
      }
      // Counted by the store from here on: the relay releases the member when the socket goes.
      member = who;
      context.joined(socket, who);
      if (gone()) return;
      write(
        `{"t":"welcome","seq":${result.seq},"now":${result.now},"members":${result.members},"state":${result.state ?? "null"}}`,
      );
      for (const entry of result.backlog) write(entry.text);
      lastSeq = result.seq;
      lastCount = result.members;
      phase = "open";
      const waiting = early;
      early = [];
      for (const event of waiting) deliver(event);
    } catch {
      close(CLOSE.GOING_AWAY, "room store unavailable");
    }
  }

  /** @param {import("./frames.mjs").SendFrame} frame */
  async function relay(frame) {
    // A frame accepted before the socket closed is still relayed: its sender finds it in the backlog when it
    // reconnects, as its acknowledgement.
    if (member === null) return;
    try {
      const relayed = await store.send(roomId, { id: frame.id, data: frame.data, keep: frame.keep });
      if (relayed) messagesRelayed.inc();
      else messagesDropped.inc({ reason: "duplicate" });
    } catch {
      close(CLOSE.GOING_AWAY, "room store unavailable");
    }
  }

  /**
   * An event of the room, from the hub. Before the welcome it waits; after, a msg goes out once and in order
   * (one the backlog already carried is skipped), and a count only when it changed.
   * @param {import("./room-store.mjs").RoomEvent} event
   */
  function deliver(event) {
    if (phase === "joining") {
      early.push(event);
      return;
    }
    if (phase !== "open") return;
    if (event.kind === "members") {
      if (event.count !== lastCount) {
        lastCount = event.count;
        write(event.text);
      }
      return;
    }
    if (event.seq <= lastSeq) return;
    if (event.seq !== lastSeq + 1) {
      // A message this instance never received: the socket reconnects and replays it from the backlog.
      close(CLOSE.GOING_AWAY, "missed messages");
      return;
    }
    lastSeq = event.seq;
    write(event.text);
  }

  const socket = {
    roomId,
    get member() {
      return member;
    },
    get joined() {
      return member !== null;
    },
    get frames() {
      return frames;
    },
    get openedAt() {
      return openedAt;
    },
    deliver,
    close,
    /** Called by the heartbeat: false when the socket missed two pings and was cut. */
    ping() {
      if (missedPings >= 2) {
        phase = "closed";
        ws.terminate();
        return false;
      }
      missedPings += 1;
      try {
        ws.ping();
      } catch {}
      return true;
    },
    /** Forgets the socket's state once ws has closed it (whoever closed it). */
    closed() {
      phase = "closed";
      clearTimeout(helloTimer);
      early = [];
    },
  };

  ws.on("message", onMessage);
  ws.on("pong", () => {
    missedPings = 0;
  });
  return socket;
}
