// A member's connection to a room: openRoom() derives the keys, connects to the relay, keeps the room's state
// (room-state.ts) from the messages the relay orders, and sends this member's messages sealed.
// - Exactly once, in order: every message carries a random id; sends wait in an outbox until the relay echoes
//   them back (the echo is the acknowledgement), and are resent after a reconnect once the welcome and backlog are
//   in; incoming messages are dropped when their seq is not past the last applied, or their id was seen.
// - Everyone learns names: a member says hello on joining, and every other member answers a newcomer's hello
//   with a quiet one. The controller keeps the room's state (keep: true) after every change, for late joiners.
// - The relay is told nothing but ciphertext; progress goes out at most every 5 s, and a heartbeat when silent.
// Relative imports and globals only, so that Node.js runs it as it is (origin and WebSocketImpl injectable).
import { newId, tabMemberId } from "./member-id.ts";
import { connect, type EndReason } from "./room-connection.ts";
import { openMessage, sealMessage } from "./room-envelope.ts";
import {
  cleanChat,
  cleanName,
  MAX_CHAT_LENGTH,
  MAX_COUNTDOWN_SECONDS,
  parseTitle,
  REACTIONS,
  type RoomBody,
  type RoomMessage,
} from "./room-messages.ts";
import { type AfterSend, createOutbox } from "./room-outbox.ts";
import { HEARTBEAT_MS } from "./room-roster.ts";
import { deriveRoomKeys, isRoomSecret } from "./room-secret.ts";
import {
  type Applied,
  applyMessage,
  applyWelcome,
  canControl,
  canHandOver,
  type FollowCommand,
  followOf,
  initialState,
  type PlaybackMode,
  type RoomState,
  type RoomTitle,
  type RoomView,
  snapshotBody,
  snapshotFingerprint,
  viewOf,
  withConnectedCount,
} from "./room-state.ts";
import { helloFrame, parseServerFrame, roomSocketUrl, type ServerFrame } from "./room-wire.ts";
import { socketWithOrigin } from "./socket-with-origin.ts";

export { MAX_CHAT_LENGTH, MAX_MEMBERS, REACTIONS } from "./room-messages.ts";

export type RoomStatus = "connecting" | "open" | "reconnecting" | "full" | "refused" | "closed";
export type RoomCommand = FollowCommand;

export interface RoomClient {
  readonly member: string;
  readonly status: RoomStatus;
  readonly roomId: string;
  view(): RoomView;
  subscribe(listener: () => void): () => void;
  setName(name: string): void;
  play(position: number): void;
  pause(position: number): void;
  seek(position: number): void;
  nextEpisode(title: RoomTitle): void;
  setTitle(title: RoomTitle, position: number, playing: boolean): void;
  reportProgress(position: number, playing: boolean): void;
  chat(text: string): void;
  react(emoji: string): void;
  setControl(mode: PlaybackMode, controller: string): void;
  startCountdown(position: number, seconds: number): void;
  onCommand(listener: (command: RoomCommand) => void): () => void;
  leave(): void;
}

export interface OpenRoomOptions {
  secret: string;
  name: string;
  /** The site's origin (http(s)://host); in a browser, the page's. */
  origin?: string;
  WebSocketImpl?: typeof WebSocket;
  /** This member's id; in a browser, the tab's (sessionStorage). */
  member?: string;
}

/** Progress goes out at most this often. */
export const PROGRESS_EVERY_MS = 5_000;
/** A send not echoed back within this long means the socket stopped answering. */
const ACK_TIMEOUT_MS = 15_000;
/** After a reconnect, the backlog is waited for at most this long before the outbox is resent anyway. */
const BACKLOG_WAIT_MS = 1_000;
const TICK_MS = 2_500;
/** Message ids remembered for de-duplication (the relay's backlog is 500). */
const SEEN_IDS = 2_000;

export async function openRoom(options: OpenRoomOptions): Promise<RoomClient> {
  if (!isRoomSecret(options.secret)) throw new RangeError("openRoom needs a room secret (newRoomSecret)");
  const keys = await deriveRoomKeys(options.secret);
  const origin = options.origin ?? (typeof location === "undefined" ? undefined : location.origin);
  const inPage = typeof location !== "undefined";
  const WebSocketImpl =
    options.WebSocketImpl ?? (inPage || !origin ? globalThis.WebSocket : socketWithOrigin(origin));
  if (!origin || !WebSocketImpl)
    throw new TypeError("openRoom needs an origin and a WebSocket outside a browser");
  const member = options.member ?? tabMemberId();
  let name = cleanName(options.name.slice(0, 80)) ?? "";
  if (!name) throw new RangeError("openRoom needs a name (cleanName)");

  let state: RoomState = initialState(member);
  let status: RoomStatus = "connecting";
  let cached: RoomView | null = null;
  let lastSeq: number | null = null;
  let lastClock = 0;
  const seen = new Set<string>();
  let backlogUntil: number | null = null;
  let backlogTimer: ReturnType<typeof setTimeout> | null = null;
  let keptFingerprint: string | null = null;
  let keepScheduled = false;
  let lastSentAt = 0;
  let progress: { position: number; playing: boolean } | null = null;
  let progressSentAt = 0;
  let progressTimer: ReturnType<typeof setTimeout> | null = null;
  let closed = false;
  const listeners = new Set<() => void>();
  const commandListeners = new Set<(command: RoomCommand) => void>();

  const outbox = createOutbox();
  /** Counts sockets, so that a flush planned for one that dropped meanwhile does not mark the room ready. */
  let generation = 0;
  let inbound: Promise<void> = Promise.resolve();
  let outbound: Promise<void> = Promise.resolve();

  const notify = () => {
    cached = null;
    for (const listener of [...listeners]) listener();
  };
  const setStatus = (next: RoomStatus) => {
    if (next === status) return;
    status = next;
    notify();
  };
  const follow = (command: RoomCommand | null) => {
    if (!command) return;
    for (const listener of [...commandListeners]) listener(command);
  };

  const connection = connect({
    url: roomSocketUrl(origin, keys.roomId),
    WebSocketImpl,
    events: {
      onOpen() {
        connection.send(helloFrame(member, lastSeq));
      },
      onText(data) {
        const frame = parseServerFrame(data);
        if (frame) inbound = inbound.then(() => receive(frame)).catch(() => {});
      },
      onDrop() {
        generation += 1;
        outbox.pause();
        setStatus("reconnecting");
      },
      onEnd(reason: EndReason) {
        outbox.stop();
        stop();
        setStatus(reason);
      },
    },
  });

  /** Seals and queues a message; the outbox sends it when the room is ready. */
  function send(
    body: RoomBody,
    options: { keep?: boolean; front?: boolean; ephemeral?: boolean } = {},
  ): void {
    if (closed) return;
    if (options.ephemeral && !outbox.ready()) return; // progress is worth nothing late
    lastClock = Math.max(lastClock, state.clock) + 1;
    const message = { v: 1, id: newId(), from: member, lc: lastClock, ...body } as RoomMessage;
    lastSentAt = Date.now();
    outbound = outbound
      .then(async () => {
        const data = await sealMessage(keys, message);
        outbox.add(message.id, data, options.keep === true, options.front === true);
      })
      .catch(() => {});
  }

  const transmit: AfterSend = (frame) => connection.send(frame);
  function flushOutbox() {
    if (backlogTimer) clearTimeout(backlogTimer);
    backlogTimer = null;
    backlogUntil = null;
    const planned = generation;
    outbound = outbound.then(() => {
      if (planned === generation && !closed) outbox.resume(transmit);
    });
  }

  function joinedAt(): number | null {
    return state.members.find((m) => m.id === member)?.joined ?? null;
  }

  async function receive(frame: ServerFrame): Promise<void> {
    if (closed) return;
    const now = Date.now();
    if (frame.t === "members") {
      state = withConnectedCount(state, frame.count);
      notify();
      return;
    }
    if (frame.t === "welcome") {
      const kept = frame.state && (lastSeq === null || frame.state.seq > lastSeq) ? frame.state : null;
      const message = kept ? await openMessage(keys, kept.data) : null;
      if (message) seen.add(message.id);
      const applied = applyWelcome(state, frame, now, message && kept ? { ts: kept.ts, message } : null);
      if (message?.type === "state") keptFingerprint = snapshotFingerprint(message);
      const reconnecting = lastSeq !== null;
      if (lastSeq === null) lastSeq = frame.seq;
      settle(applied);
      setStatus("open");
      // Say hello before anything queued, so that others know who sends it.
      send({ type: "hello", name, joined: joinedAt(), quiet: false }, { front: true });
      if (reconnecting && frame.seq > (lastSeq ?? 0)) {
        backlogUntil = frame.seq;
        backlogTimer = setTimeout(flushOutbox, BACKLOG_WAIT_MS);
      } else flushOutbox();
      return;
    }
    if (lastSeq !== null && frame.seq <= lastSeq) return;
    lastSeq = frame.seq;
    const duplicate = seen.has(frame.id);
    remember(frame.id);
    outbox.acknowledge(frame.id);
    if (!duplicate) {
      const message = await openMessage(keys, frame.data);
      if (message && message.id === frame.id && !closed) {
        if (message.type === "state") keptFingerprint = snapshotFingerprint(message);
        settle(applyMessage(state, { ts: frame.ts, message }, Date.now()));
      }
    }
    if (backlogUntil !== null && frame.seq >= backlogUntil) flushOutbox();
  }

  function remember(id: string) {
    seen.add(id);
    if (seen.size > SEEN_IDS) {
      const oldest = seen.values().next().value;
      if (oldest !== undefined) seen.delete(oldest);
    }
  }

  function settle(applied: Applied) {
    const changed = applied.state !== state;
    state = applied.state;
    if (applied.answer) send({ type: "hello", name, joined: joinedAt(), quiet: true });
    follow(applied.follow);
    keepIfController();
    if (changed) notify();
  }

  /** The controller (or the host when no one is) keeps the room's state on the relay after every change. */
  function keepIfController() {
    const keeper = state.controller ?? state.host;
    if (keeper !== member || keepScheduled) return;
    keepScheduled = true;
    // Coalesce a burst (a backlog replayed) into one kept state.
    setTimeout(() => {
      keepScheduled = false;
      if (closed || (state.controller ?? state.host) !== member) return;
      const body = snapshotBody(state, Date.now() + state.offset);
      const fingerprint = snapshotFingerprint(body);
      if (fingerprint === keptFingerprint) return;
      keptFingerprint = fingerprint;
      send(body, { keep: true });
    }, 50);
  }

  function stop() {
    closed = true;
    for (const timer of [backlogTimer, progressTimer]) if (timer) clearTimeout(timer);
    clearInterval(ticker);
    if (onlineTarget) onlineTarget.removeEventListener("online", onOnline);
  }

  // Heartbeat, stale-socket watchdog.
  const ticker = setInterval(() => {
    if (closed || !outbox.ready()) return;
    const now = Date.now();
    if (outbox.oldestSentAt() !== null && now - (outbox.oldestSentAt() ?? now) > ACK_TIMEOUT_MS) {
      connection.restart();
      return;
    }
    if (now - lastSentAt >= HEARTBEAT_MS - TICK_MS) sendProgress();
  }, TICK_MS);
  // A Node.js process must not stay up for a room's timers alone.
  (ticker as unknown as { unref?: () => void }).unref?.();

  const onlineTarget =
    typeof globalThis.addEventListener === "function" ? (globalThis as unknown as EventTarget) : null;
  const onOnline = () => connection.retryNow();
  onlineTarget?.addEventListener("online", onOnline);

  function sendProgress() {
    if (progressTimer) clearTimeout(progressTimer);
    progressTimer = null;
    progressSentAt = Date.now();
    send(
      { type: "progress", position: progress?.position ?? null, playing: progress?.playing ?? false },
      { ephemeral: true },
    );
  }

  const currentView = () => {
    cached ??= viewOf(state, Date.now());
    return cached;
  };

  /** A member who may not control tried to: their player goes back to the room's. */
  function refuse() {
    const playback = followOf(state, Date.now(), state.playing ? "play" : "pause");
    queueMicrotask(() => follow(playback));
  }

  const isPosition = (n: number) => Number.isFinite(n) && n >= 0 && n <= 360_000;
  const command = (action: "play" | "pause" | "seek", position: number) => {
    if (!isPosition(position)) return;
    if (!canControl(currentView(), member)) return refuse();
    send({ type: "command", action, position });
  };

  return {
    member,
    roomId: keys.roomId,
    get status() {
      return status;
    },
    view: currentView,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setName(next) {
      const clean = cleanName(next.slice(0, 80));
      if (!clean || clean === name) return;
      name = clean;
      send({ type: "hello", name, joined: joinedAt(), quiet: true });
    },
    play: (position) => command("play", position),
    pause: (position) => command("pause", position),
    seek: (position) => command("seek", position),
    nextEpisode(title) {
      const checked = parseTitle(title);
      if (!checked) return;
      if (!canControl(currentView(), member)) return refuse();
      send({ type: "command", action: "episode", position: 0, path: checked.path, title: checked });
    },
    setTitle(title, position, playing) {
      const checked = parseTitle(title);
      if (!checked || !isPosition(position)) return;
      const starting = state.host === null;
      if (!starting && !canControl(currentView(), member)) return refuse();
      const key = { lc: Math.max(lastClock, state.clock) + 1, from: member };
      const body = snapshotBody(state, Date.now() + state.offset);
      const self = body.members.some((m) => m.id === member)
        ? []
        : [{ id: member, name, joined: Math.round(Date.now() + state.offset) }];
      send(
        {
          ...body,
          title: checked,
          position,
          playing,
          settled: key,
          ...(starting ? { host: member, controller: member, mode: "everyone", controlled: key } : {}),
          members: [...body.members, ...self],
        },
        { keep: true },
      );
    },
    reportProgress(position, playing) {
      if (!isPosition(position)) return;
      progress = { position, playing };
      const wait = progressSentAt + PROGRESS_EVERY_MS - Date.now();
      if (wait <= 0) sendProgress();
      else progressTimer ??= setTimeout(sendProgress, wait);
    },
    chat(text) {
      const clean = cleanChat(text.trim().slice(0, MAX_CHAT_LENGTH));
      if (clean) send({ type: "chat", text: clean });
    },
    react(emoji) {
      if (REACTIONS.includes(emoji)) send({ type: "react", emoji });
    },
    setControl(mode, controller) {
      if (!canHandOver(currentView(), member)) return;
      send({ type: "control", mode, controller });
    },
    startCountdown(position, seconds) {
      if (!isPosition(position)) return;
      if (!canControl(currentView(), member)) return refuse();
      const whole = Math.min(MAX_COUNTDOWN_SECONDS, Math.max(1, Math.round(seconds)));
      send({ type: "countdown", position, seconds: whole });
    },
    onCommand(listener) {
      commandListeners.add(listener);
      return () => commandListeners.delete(listener);
    },
    leave() {
      if (closed) return;
      send({ type: "bye" });
      const goodbye = outbound;
      stop();
      // The bye goes out (when the socket is up) before the close frame.
      void goodbye.finally(() => {
        outbox.stop();
        connection.close();
        setStatus("closed");
      });
    },
  };
}
