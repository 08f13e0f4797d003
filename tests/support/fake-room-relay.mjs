// @ts-check
// A small in-process relay speaking the watch-together wire (design of server/rooms/, in memory, one instance),
// for the browser core's tests: it orders messages per room, keeps a backlog and the latest kept state, drops a
// send whose id it already relayed, and lets a test drop sockets, close them with a code, or hold an echo back.
import { createServer } from "node:http";
import { WebSocketServer } from "ws";
import { listenOnLoopback } from "./free-port.mjs";

/**
 * @typedef {{ t: "msg", seq: number, ts: number, id: string, data: string }} MsgFrame
 * @typedef {{ seq: number, backlog: MsgFrame[], ids: Set<string>, state: { seq: number, ts: number, data: string } | null, sockets: Set<import("ws").WebSocket> }} Room
 * @typedef {{ roomId: string, member: string, since: number | null }} Hello
 */

export async function startFakeRelay() {
  /** @type {Map<string, Room>} */
  const rooms = new Map();
  /** @type {Hello[]} */
  const hellos = [];
  /** @type {{ roomId: string, id: string, keep: boolean }[]} */
  const sends = [];
  /** @type {string[]} */
  const origins = [];
  /** Close the next connection right after its hello with this code (4013, 4029...). */
  let refuseNext = /** @type {number | null} */ (null);
  /** Called on each send before it is relayed; return "drop" to lose it, "kill" to drop the sender's socket after relaying to the others only. */
  let onSend =
    /** @type {(send: { id: string }, sender: import("ws").WebSocket) => "relay" | "drop" | "kill"} */ (
      () => "relay"
    );

  const server = createServer((_, response) => response.writeHead(404).end());
  const wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 });
  server.on("upgrade", (request, socket, head) => {
    const match = /^\/api\/rooms\/([A-Za-z0-9_-]{22})$/.exec(request.url ?? "");
    if (!match?.[1]) {
      socket.end("HTTP/1.1 400 Bad Request\r\n\r\n");
      return;
    }
    origins.push(String(request.headers.origin));
    const roomId = match[1];
    wss.handleUpgrade(request, socket, head, (ws) => accept(ws, roomId));
  });

  /** @param {string} roomId */
  function room(roomId) {
    let found = rooms.get(roomId);
    if (!found) {
      found = { seq: 0, backlog: [], ids: new Set(), state: null, sockets: new Set() };
      rooms.set(roomId, found);
    }
    return found;
  }

  /** @param {Room} r */
  const announceCount = (r) => {
    for (const socket of r.sockets) socket.send(JSON.stringify({ t: "members", count: r.sockets.size }));
  };

  /** @param {import("ws").WebSocket} ws @param {string} roomId */
  function accept(ws, roomId) {
    const r = room(roomId);
    let greeted = false;
    // A cut connection delivers nothing after the cut (TCP has no gaps), even frames already read.
    let cut = false;
    ws.on("message", (raw, isBinary) => {
      if (cut) return;
      /** @type {any} */
      let frame;
      try {
        frame = isBinary ? null : JSON.parse(String(raw));
      } catch {
        frame = null;
      }
      if (!frame || typeof frame !== "object") return ws.close(1007);
      if (!greeted) {
        if (frame.t !== "hello") return ws.close(1007);
        greeted = true;
        hellos.push({ roomId, member: frame.member, since: frame.since });
        if (refuseNext !== null) {
          const code = refuseNext;
          refuseNext = null;
          return ws.close(code);
        }
        ws.send(
          JSON.stringify({
            t: "welcome",
            seq: r.seq,
            now: Date.now(),
            members: r.sockets.size + 1,
            state: r.state,
          }),
        );
        if (frame.since !== null)
          for (const msg of r.backlog) if (msg.seq > frame.since) ws.send(JSON.stringify(msg));
        r.sockets.add(ws);
        announceCount(r);
        return;
      }
      if (frame.t !== "send") return ws.close(1007);
      sends.push({ roomId, id: frame.id, keep: frame.keep });
      if (r.ids.has(frame.id)) return;
      const fate = onSend(frame, ws);
      if (fate === "drop") {
        cut = true;
        return ws.terminate();
      }
      r.ids.add(frame.id);
      r.seq += 1;
      /** @type {MsgFrame} */
      const msg = { t: "msg", seq: r.seq, ts: Date.now(), id: frame.id, data: frame.data };
      r.backlog = [...r.backlog, msg].slice(-500);
      if (frame.keep) r.state = { seq: msg.seq, ts: msg.ts, data: msg.data };
      if (fate === "kill") {
        cut = true;
        r.sockets.delete(ws);
        ws.terminate();
      }
      for (const socket of r.sockets) socket.send(JSON.stringify(msg));
    });
    ws.on("close", () => {
      if (r.sockets.delete(ws)) announceCount(r);
    });
  }

  const port = await listenOnLoopback(server);
  return {
    origin: `http://127.0.0.1:${port}`,
    hellos,
    sends,
    origins,
    /** @param {string} roomId */
    room,
    /** @param {number} code */
    refuseNextWith(code) {
      refuseNext = code;
    },
    /** @param {typeof onSend} hook */
    onSend(hook) {
      onSend = hook;
    },
    /** Closes every socket of every room with `code`, or cuts them (no close frame) without one. */
    dropAll(/** @type {number | undefined} */ code) {
      for (const r of rooms.values()) {
        for (const socket of r.sockets) {
          if (code === undefined) socket.terminate();
          else socket.close(code);
        }
        r.sockets.clear();
      }
    },
    /** Sends a raw frame to every socket of a room (a duplicate, a bad frame). @param {string} roomId @param {string} text */
    inject(roomId, text) {
      for (const socket of room(roomId).sockets) socket.send(text);
    },
    async close() {
      for (const client of wss.clients) client.terminate();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
