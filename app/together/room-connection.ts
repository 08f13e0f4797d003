// The room's socket, kept open: reconnects after a drop with exponential back-off and jitter, and reacts to the
// relay's close codes as the wire says: 1012 (an instance draining) at once with 0-500 ms of jitter so that the
// load balancer spreads the room over the others; 4013 (room full) and 4029 (too many rooms from this address)
// never retry; 1000 is the end; anything else (1001, 1006, 1007, 1009, 4008, a refused upgrade) backs off.
// Relative imports and globals only: Node.js runs this file as it is (with an injected WebSocket class).
import { CLOSE_CODES } from "./room-wire.ts";

export const FIRST_RETRY_MS = 500;
export const MAX_RETRY_MS = 30_000;
/** A socket that stayed open this long resets the back-off: the trouble is over. */
const STABLE_AFTER_MS = 10_000;
/** A socket that does not open within this long is given up and retried. */
const OPEN_TIMEOUT_MS = 10_000;
/** Our own close code when we drop a socket that stopped answering. */
export const STALE_CLOSE = 4000;

export type EndReason = "full" | "refused" | "closed";

export interface ConnectionEvents {
  /** A socket is open: send the hello. */
  onOpen(): void;
  onText(data: unknown): void;
  /** The socket dropped and another attempt is planned. */
  onDrop(code: number): void;
  /** No more attempts. */
  onEnd(reason: EndReason): void;
}

export interface Connection {
  send(text: string): boolean;
  /** Drops the current socket (it stopped answering) and reconnects with back-off. */
  restart(): void;
  /** Reconnects now if waiting (the browser came back online). */
  retryNow(): void;
  close(): void;
}

/** Exponential back-off with "equal jitter": between half and all of 500 ms * 2^attempt, at most 30 s. */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(attempt, 16));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** What to do after a close with `code`: retry after a delay (ms), or end. */
export function afterClose(code: number, attempt: number, random: () => number = Math.random) {
  switch (code) {
    case CLOSE_CODES.normal:
      return { end: "closed" as const };
    case CLOSE_CODES.roomFull:
      return { end: "full" as const };
    case CLOSE_CODES.tooManyRooms:
      return { end: "refused" as const };
    case CLOSE_CODES.serviceRestart:
      return { retryIn: Math.round(random() * 500), backOff: false };
    default:
      return { retryIn: retryDelay(attempt, random), backOff: true };
  }
}

export function connect(options: {
  url: string;
  WebSocketImpl: typeof WebSocket;
  events: ConnectionEvents;
  random?: () => number;
}): Connection {
  const { url, WebSocketImpl, events } = options;
  const random = options.random ?? Math.random;
  let socket: WebSocket | null = null;
  let attempt = 0;
  let ended = false;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let stableTimer: ReturnType<typeof setTimeout> | null = null;
  let openTimer: ReturnType<typeof setTimeout> | null = null;

  const clearTimers = () => {
    for (const timer of [retryTimer, stableTimer, openTimer]) if (timer) clearTimeout(timer);
    retryTimer = stableTimer = openTimer = null;
  };

  function open() {
    retryTimer = null;
    if (ended) return;
    let current: WebSocket;
    try {
      current = new WebSocketImpl(url);
    } catch {
      dropped(1006);
      return;
    }
    socket = current;
    openTimer = setTimeout(() => current.close(STALE_CLOSE), OPEN_TIMEOUT_MS);
    current.onopen = () => {
      if (socket !== current) return;
      if (openTimer) clearTimeout(openTimer);
      stableTimer = setTimeout(() => {
        attempt = 0;
      }, STABLE_AFTER_MS);
      events.onOpen();
    };
    current.onmessage = (event: MessageEvent) => {
      if (socket === current) events.onText(event.data);
    };
    // An error is always followed by a close, which does the work.
    current.onerror = () => {};
    current.onclose = (event: CloseEvent) => {
      if (socket !== current) return;
      socket = null;
      dropped(event.code);
    };
  }

  function dropped(code: number) {
    clearTimers();
    if (ended) return;
    const next = afterClose(code, attempt, random);
    if ("end" in next) {
      ended = true;
      events.onEnd(next.end ?? "closed");
      return;
    }
    if (next.backOff) attempt += 1;
    events.onDrop(code);
    retryTimer = setTimeout(open, next.retryIn);
  }

  open();
  return {
    send(text) {
      if (socket?.readyState !== 1) return false;
      try {
        socket.send(text);
        return true;
      } catch {
        return false;
      }
    },
    restart() {
      const current = socket;
      if (!current) return;
      socket = null;
      try {
        current.close(STALE_CLOSE);
      } catch {
        // already closing
      }
      dropped(STALE_CLOSE);
    },
    retryNow() {
      if (retryTimer === null || ended) return;
      clearTimeout(retryTimer);
      open();
    },
    close() {
      ended = true;
      clearTimers();
      const current = socket;
      socket = null;
      try {
        current?.close(CLOSE_CODES.normal);
      } catch {
        // already closing
      }
    },
  };
}
