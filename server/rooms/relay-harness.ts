import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import os from "node:os";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { WebSocket } from "ws";
import { listenOnLoopback } from "../../tests/support/free-port.mjs";
import { createAppListener, type Lifecycle, MAX_HEADER_BYTES } from "../app.mjs";
import { createLogger } from "../logger.mjs";
import { createApiRateLimiter } from "../rate-limit.mjs";
import { readServerEnv } from "../server-env.mjs";
import { createMemoryRoomStore } from "./memory-store.mjs";
import { createRedisRoomStore } from "./redis-store.mjs";
import { createRoomRelay, isRoomUpgrade, type RoomRelay } from "./relay.mjs";
import type { Retention, RoomStore } from "./room-store.mjs";

// A relay on a real node:http server with the production pipeline beside it (server/app.mjs with an empty
// build: /api/ requests take from the same rate limiter as the upgrades), and a minimal room client speaking
// the wire's frames with opaque base64url data, as the browser's core would (its encryption is not the relay's
// business: the relay only ever sees ciphertext).

const EMPTY_BUILD = { entry: { module: {} } } as unknown as ServerBuild;

export interface RelayInstance {
  /** ws://127.0.0.1:port */
  url: string;
  /** http://127.0.0.1:port, the origin the relay accepts */
  origin: string;
  relay: RoomRelay;
  store: RoomStore;
  server: import("node:http").Server;
  lifecycle: Lifecycle;
  /** Every log line written, as JSON text. */
  logs: string[];
  close(): Promise<void>;
}

export interface RelayOptions {
  redisUrl?: string;
  apiRateLimit?: number;
  heartbeatMs?: number;
  memberRefreshMs?: number;
  helloTimeoutMs?: number;
  retention?: Partial<Retention>;
  trustProxy?: number;
}

export async function startRelay(options: RelayOptions = {}): Promise<RelayInstance> {
  const logs: string[] = [];
  const log = createLogger({ level: "info", destination: { write: (line: string) => logs.push(line) } });
  const env = readServerEnv({
    API_RATE_LIMIT: String(options.apiRateLimit ?? 0),
    HTML_CACHE_MB: "0",
    TRUST_PROXY: String(options.trustProxy ?? 0),
  });
  const apiLimiter = createApiRateLimiter(env.apiRateLimit);
  const lifecycle: Lifecycle = { draining: false, warm: true };
  const clientDir = mkdtempSync(path.join(os.tmpdir(), "marquee-rooms-"));
  const listener = createAppListener({ build: EMPTY_BUILD, clientDir, env, lifecycle, log, apiLimiter });
  const server = createServer(
    { maxHeaderSize: MAX_HEADER_BYTES, shouldUpgradeCallback: isRoomUpgrade },
    (req, res) => {
      // Ready as a warm instance is (the empty build has no catalogue to ask), for a balancer's checks.
      if (req.url === "/readyz" && !lifecycle.draining) res.end('{"status":"ok"}');
      else listener(req, res);
    },
  );
  const store = options.redisUrl
    ? createRedisRoomStore({ url: options.redisUrl, log, retention: options.retention })
    : createMemoryRoomStore({ retention: options.retention });
  const relay = createRoomRelay({
    store,
    trustProxy: env.trustProxy,
    lifecycle,
    log,
    apiLimiter,
    heartbeatMs: options.heartbeatMs,
    memberRefreshMs: options.memberRefreshMs,
    helloTimeoutMs: options.helloTimeoutMs,
  });
  server.on("upgrade", relay.handleUpgrade);
  const port = await listenOnLoopback(server);
  let closed = false;
  return {
    url: `ws://127.0.0.1:${port}`,
    origin: `http://127.0.0.1:${port}`,
    relay,
    store,
    server,
    lifecycle,
    logs,
    async close() {
      if (closed) return;
      closed = true;
      await relay.closeAll(1001);
      await relay.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      rmSync(clientDir, { recursive: true, force: true });
    },
  };
}

/** 16 random bytes in base64url: a room id, a member id, a message id. */
export const newId = () => randomBytes(16).toString("base64url");
/** Opaque ciphertext as the browser would send it: iv || AES-GCM output, base64url. */
export const newData = (bytes = 60) => randomBytes(bytes).toString("base64url");

export type Frame = Record<string, unknown> & { t: string };

export interface TestSocket {
  ws: WebSocket;
  frames: Frame[];
  /** Resolves with the close code and reason, whoever closed. */
  closed: Promise<{ code: number; reason: string }>;
  /** The frames of one type received so far. */
  of(type: string): Frame[];
  /** Waits until `check` holds over the frames received (default 5 s). */
  until(check: (frames: Frame[]) => boolean, timeoutMs?: number): Promise<Frame[]>;
  send(frame: unknown): void;
  close(): Promise<void>;
}

/** The HTTP status of a refused upgrade, thrown as an error with `status`. */
export class RefusedUpgrade extends Error {
  constructor(readonly status: number) {
    super(`upgrade refused with ${status}`);
  }
}

export function openSocket(
  instance: Pick<RelayInstance, "url" | "origin">,
  roomId: string,
  {
    origin = instance.origin,
    headers = {},
    path: target,
    autoPong = true,
  }: { origin?: string | null; headers?: Record<string, string>; path?: string; autoPong?: boolean } = {},
): Promise<TestSocket> {
  const ws = new WebSocket(`${instance.url}${target ?? `/api/rooms/${roomId}`}`, {
    ...(origin === null ? {} : { origin }),
    headers,
    // false: the socket ignores the server's pings, as a phone that lost its network would.
    autoPong,
  });
  const frames: Frame[] = [];
  const waiters = new Set<() => void>();
  ws.on("message", (data) => {
    frames.push(JSON.parse(String(data)) as Frame);
    for (const waiter of [...waiters]) waiter();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    ws.on("close", (code, reason) => {
      resolve({ code, reason: String(reason) });
      for (const waiter of [...waiters]) waiter();
    });
  });
  const socket: TestSocket = {
    ws,
    frames,
    closed,
    of: (type) => frames.filter((frame) => frame.t === type),
    until(check, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const test = () => {
          if (!check(frames)) return;
          waiters.delete(test);
          clearTimeout(timer);
          resolve(frames);
        };
        const timer = setTimeout(() => {
          waiters.delete(test);
          reject(new Error(`timed out; frames: ${JSON.stringify(frames).slice(0, 2000)}`));
        }, timeoutMs);
        waiters.add(test);
        test();
      });
    },
    send(frame) {
      ws.send(typeof frame === "string" ? frame : JSON.stringify(frame));
    },
    async close() {
      if (ws.readyState === ws.CLOSED) return;
      ws.close(1000);
      await closed;
    },
  };
  return new Promise((resolve, reject) => {
    ws.once("open", () => resolve(socket));
    ws.once("unexpected-response", (_request, response) => {
      reject(new RefusedUpgrade(response.statusCode ?? 0));
      response.resume();
      ws.terminate();
    });
    ws.once("error", reject);
  });
}

/** Opens a socket and says hello; resolves once the welcome is in. */
export async function joinRoom(
  instance: Pick<RelayInstance, "url" | "origin">,
  roomId: string,
  {
    member = newId(),
    since = null,
    autoPong,
  }: { member?: string; since?: number | null; autoPong?: boolean } = {},
): Promise<TestSocket & { member: string; welcome: Frame }> {
  const socket = await openSocket(instance, roomId, { autoPong });
  socket.send({ t: "hello", member, since });
  await socket.until((frames) => frames.some((frame) => frame.t === "welcome") || socket.ws.readyState !== 1);
  const welcome = socket.of("welcome")[0];
  if (!welcome) {
    const { code, reason } = await socket.closed;
    throw new Error(`no welcome: closed with ${code} (${reason})`);
  }
  return Object.assign(socket, { member, welcome });
}

/** A send frame with a fresh id. */
export const sendFrame = (keep = false, data = newData()) => ({ t: "send", id: newId(), data, keep });

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
