// @ts-check
// Two watch-together members in one room, each on a different instance, through the cluster's rolling restart
// and its SIGKILL. They are the browser's own room client (app/together/, which Node.js runs as it is), so what
// is proven is what visitors run: the outbox that holds messages while a socket is down, the backlog the relay
// replays after a reconnect, and the de-duplication by sequence and message id. Each member chats on a steady
// beat and the first also plays, pauses and seeks; at the end every chat line one sent must have reached the
// other exactly once and in order, and both must see the same room.

import { openRoom } from "../../../app/together/room-client.ts";
import { newRoomSecret } from "../../../app/together/room-secret.ts";

/** How often each member says something (a chat line), in ms: about 2 a second between the two. */
const CHAT_EVERY_MS = 900;
/** How often the first member plays, pauses or seeks. */
const COMMAND_EVERY_MS = 4_000;
/** After the last line, how long the two may take to hear everything still on its way. */
const SETTLE_TIMEOUT_MS = 30_000;

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Which instance each member's next socket goes to. Both connect to the instances directly (with each one's
 * own origin, as a browser on that host would), so that they are on different instances by construction: a
 * member takes the first instance of its own order that is ready and that the other member is not on. When its
 * instance drains (close code 1012) or dies, its next socket goes to another, as a load balancer would send it.
 */
function createPlacement(/** @type {number[]} */ ports) {
  /** @type {Map<number, boolean>} */
  const ready = new Map(ports.map((port) => [port, true]));
  /** @type {Map<string, number>} */
  const current = new Map();
  let stopped = false;
  const poll = async () => {
    while (!stopped) {
      await Promise.all(
        ports.map(async (port) => {
          try {
            const response = await fetch(`http://127.0.0.1:${port}/readyz`, {
              signal: AbortSignal.timeout(500),
            });
            ready.set(port, response.ok);
            await response.body?.cancel();
          } catch {
            ready.set(port, false);
          }
        }),
      );
      await sleep(200);
    }
  };
  const polling = poll();
  return {
    /** The port for `who`'s next socket. @param {string} who @param {number[]} order */
    pick(who, order) {
      const others = new Set([...current].filter(([name]) => name !== who).map(([, port]) => port));
      const port =
        order.find((candidate) => ready.get(candidate) && !others.has(candidate)) ??
        order.find((candidate) => ready.get(candidate)) ??
        order[0] ??
        0;
      current.set(who, port);
      return port;
    },
    /** @param {string} who */
    portOf: (who) => current.get(who),
    async stop() {
      stopped = true;
      await polling;
    },
  };
}

/**
 * A WebSocket class for one member: every socket it opens goes to the instance the placement picks.
 * @param {ReturnType<typeof createPlacement>} placement @param {string} who @param {number[]} order
 * @param {(port: number) => void} onSocket
 * @returns {typeof WebSocket}
 */
function socketsFor(placement, who, order, onSocket) {
  const Base = globalThis.WebSocket;
  return class extends Base {
    /** @param {string | URL} url */
    constructor(url) {
      const port = placement.pick(who, order);
      const target = new URL(url);
      target.host = `127.0.0.1:${port}`;
      // Node's WebSocket (undici) takes headers here; a browser sends its page's origin itself.
      super(target, /** @type {any} */ ({ headers: { origin: `http://127.0.0.1:${port}` } }));
      onSocket(port);
    }
  };
}

/**
 * @typedef {object} MemberRecord
 * @property {string} name
 * @property {import("../../../app/together/room-client.ts").RoomClient} room
 * @property {string[]} sent the chat lines it sent, in order
 * @property {Map<string, number>} sentAt when each line was sent (performance.now())
 * @property {string[]} heard the other member's chat lines, in the order they arrived, repeats included
 * @property {number[]} delays ms from the other's send to arrival here
 * @property {number[]} ports every instance it had a socket on, in order
 * @property {number} drops times its socket dropped and it reconnected
 */

/**
 * Opens the room with two members on different instances and starts their traffic.
 * @param {{ ports: number[], log: (line: string) => void }} options
 */
export async function startRoomPair({ ports, log }) {
  const placement = createPlacement(ports);
  const secret = newRoomSecret();
  const orders = { Ana: ports, Bo: [...ports.slice(1), ...ports.slice(0, 1)] };
  /** @type {MemberRecord[]} */
  const members = [];
  for (const name of /** @type {const} */ (["Ana", "Bo"])) {
    /** @type {number[]} */
    const used = [];
    const room = await openRoom({
      secret,
      name,
      origin: `http://127.0.0.1:${orders[name][0]}`,
      WebSocketImpl: socketsFor(placement, name, orders[name], (port) => used.push(port)),
    });
    members.push({ name, room, sent: [], sentAt: new Map(), heard: [], delays: [], ports: used, drops: 0 });
  }
  const [ana, bo] = /** @type {[MemberRecord, MemberRecord]} */ (members);
  // A member hears what is said from its join on (a new member gets the room's state, not its past chat):
  // the count starts once both are in.
  const joinedBy = performance.now() + 15_000;
  while (ana.room.view().connectedCount < 2 || bo.room.view().connectedCount < 2) {
    if (performance.now() > joinedBy) throw new Error("the room: the two members did not both join in 15 s");
    await sleep(50);
  }
  ana.room.setTitle(
    { kind: "movie", id: 101488, season: null, episode: null, path: "/watch/101488" },
    0,
    true,
  );

  // Every chat line as it arrives: the view keeps only the latest 200, so the record is made here.
  for (const [self, other] of /** @type {const} */ ([
    [ana, bo],
    [bo, ana],
  ])) {
    const counted = new Set();
    let lastStatus = self.room.status;
    self.room.subscribe(() => {
      const status = self.room.status;
      if (status === "reconnecting" && lastStatus !== "reconnecting") self.drops += 1;
      lastStatus = status;
      for (const line of self.room.view().chat) {
        if (counted.has(line.id)) continue;
        counted.add(line.id);
        if (line.from !== other.room.member) continue;
        self.heard.push(line.text);
        const sentAt = other.sentAt.get(line.text);
        if (sentAt !== undefined) self.delays.push(performance.now() - sentAt);
      }
    });
  }

  let running = true;
  const chatter = async (/** @type {MemberRecord} */ member, /** @type {number} */ offsetMs) => {
    await sleep(offsetMs);
    for (let n = 1; running; n += 1) {
      const text = `${member.name} ${n}`;
      member.sent.push(text);
      member.sentAt.set(text, performance.now());
      member.room.chat(text);
      await sleep(CHAT_EVERY_MS);
    }
  };
  const commands = async () => {
    const actions = ["pause", "seek", "play"];
    for (let n = 0; running; n += 1) {
      await sleep(COMMAND_EVERY_MS);
      const position = 60 + n * 7;
      const action = actions[n % actions.length];
      if (action === "pause") ana.room.pause(position);
      else if (action === "seek") ana.room.seek(position);
      else ana.room.play(position);
    }
  };
  const traffic = Promise.all([chatter(ana, 0), chatter(bo, CHAT_EVERY_MS / 2), commands()]);
  log(`Room: Ana on ${placement.portOf("Ana")}, Bo on ${placement.portOf("Bo")}`);

  return {
    /** Stops everything without checking (when the cluster run failed before the end). */
    async abandon() {
      running = false;
      ana.room.leave();
      bo.room.leave();
      await placement.stop();
    },
    /** Stops the traffic, waits until both have heard everything, and says what held. */
    async finish() {
      running = false;
      await traffic;
      // A last pause, so that both compute the same position: a playing room's moves between two readings.
      ana.room.pause(600);
      const started = performance.now();
      const complete = () => ana.heard.length >= bo.sent.length && bo.heard.length >= ana.sent.length;
      while (!complete() && performance.now() - started < SETTLE_TIMEOUT_MS) await sleep(100);
      // A moment for anything extra (a duplicate) to show.
      await sleep(1000);
      /** @type {string[]} */
      const problems = [];
      for (const [listener, speaker] of /** @type {const} */ ([
        [ana, bo],
        [bo, ana],
      ])) {
        const heard = listener.heard.join("|");
        const said = speaker.sent.join("|");
        if (heard !== said) {
          const missing = speaker.sent.filter((line) => !listener.heard.includes(line));
          const repeats = listener.heard.length - new Set(listener.heard).size;
          problems.push(
            `the room: ${listener.name} heard ${listener.heard.length} of ${speaker.name}'s ${speaker.sent.length} lines (${missing.length} missing, e.g. ${missing.slice(0, 3).join(", ") || "none"}; ${repeats} repeated; in order: ${isInOrder(listener.heard, speaker.sent)})`,
          );
        }
      }
      const anaView = comparable(ana.room.view());
      const boView = comparable(bo.room.view());
      if (JSON.stringify(anaView) !== JSON.stringify(boView))
        problems.push(
          `the room's state differs: Ana sees ${JSON.stringify(anaView)}, Bo ${JSON.stringify(boView)}`,
        );
      const delays = [...ana.delays, ...bo.delays].sort((a, b) => a - b);
      const figures = {
        lines: ana.sent.length + bo.sent.length,
        delivered: ana.heard.length + bo.heard.length,
        reconnects: ana.drops + bo.drops,
        instances: { Ana: ana.ports, Bo: bo.ports },
        p50Ms: Math.round(delays[Math.floor(delays.length * 0.5)] ?? 0),
        maxMs: Math.round(delays.at(-1) ?? 0),
        sameState: problems.every((problem) => !problem.startsWith("the room's state")),
      };
      if (ana.drops + bo.drops === 0)
        problems.push("the room: no member's socket dropped, so nothing was proven");
      ana.room.leave();
      bo.room.leave();
      await placement.stop();
      return { figures, problems };
    },
  };
}

/** Whether `heard` keeps the order of `said` (ignoring what is missing or repeated). */
function isInOrder(/** @type {string[]} */ heard, /** @type {string[]} */ said) {
  const index = new Map(said.map((line, at) => [line, at]));
  let last = -1;
  for (const line of heard) {
    const at = index.get(line) ?? -1;
    if (at < last) return false;
    last = at;
  }
  return true;
}

/** What both members must agree on: the title, playback, who controls, and every chat line in one order. */
function comparable(/** @type {import("../../../app/together/room-state.ts").RoomView} */ view) {
  return {
    title: view.title,
    playing: view.playing,
    // Whole seconds: the two compute "now" a few milliseconds apart.
    position: Math.round(view.position),
    host: view.host,
    controller: view.controller,
    mode: view.mode,
    chat: view.chat.map((line) => line.id),
  };
}
