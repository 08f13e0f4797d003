import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { listenOnLoopback } from "../tests/support/free-port.mjs";
import type { Lifecycle } from "./app.mjs";
import { createShutdown } from "./shutdown.mjs";

// The stop contract on a real node:http server with a stand-in listener: the drain delay keeps serving, then
// new connections are refused, requests in flight finish (or are cut at the timeout), resources close, exit 0.

interface Harness {
  server: Server;
  url: string;
  lifecycle: Lifecycle;
  events: string[];
  exited: Promise<number>;
  shutDown: (signal: string, delayMs?: number) => void;
}

let current: Harness | undefined;
afterEach(async () => {
  current?.server.closeAllConnections();
  await new Promise((resolve) => current?.server.close(resolve) ?? resolve(undefined));
  current = undefined;
});

/** `/slow?ms=N` answers after N ms; anything else at once, with the lifecycle's draining flag. */
async function start(
  drainDelayMs: number,
  shutdownTimeoutMs: number,
  closeSockets?: () => void,
): Promise<Harness> {
  const lifecycle: Lifecycle = { draining: false, warm: true };
  const events: string[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (lifecycle.draining) res.setHeader("Connection", "close");
    const ms = Number(new URL(req.url ?? "/", "http://x").searchParams.get("ms") ?? 0);
    setTimeout(() => res.end(lifecycle.draining ? "draining" : "serving"), ms);
  });
  const port = await listenOnLoopback(server);
  let exit: (code: number) => void = () => {};
  const exited = new Promise<number>((resolve) => (exit = resolve));
  const shutDown = createShutdown({
    server,
    lifecycle,
    drainDelayMs,
    shutdownTimeoutMs,
    closeResources: async () => {
      events.push("resources closed");
    },
    exit: (code) => {
      events.push(`exit ${code}`);
      exit(code);
    },
    log: { info: (line) => events.push(line), warn: (line) => events.push(line) },
    closeSockets,
  });
  current = { server, url: `http://127.0.0.1:${port}`, lifecycle, events, exited, shutDown };
  return current;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("createShutdown", () => {
  it("keeps serving new connections through the drain delay, marked draining, then refuses them", async () => {
    const app = await start(600, 2000);
    const started = Date.now();
    app.shutDown("SIGTERM");
    expect(app.lifecycle.draining).toBe(true);
    const during = await fetch(`${app.url}/`);
    expect(during.status).toBe(200);
    expect(during.headers.get("connection")).toBe("close");
    expect(await during.text()).toBe("draining");
    expect(await app.exited).toBe(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(550);
    await expect(fetch(`${app.url}/`)).rejects.toThrow();
    expect(app.events.slice(-3)).toEqual(["resources closed", "Stopped", "exit 0"]);
  });

  it("lets a request in flight finish after new connections are refused, then exits 0", async () => {
    const app = await start(100, 5000);
    const inFlight = fetch(`${app.url}/slow?ms=1200`);
    await sleep(50);
    app.shutDown("SIGTERM");
    await sleep(400);
    // Past the drain delay: the listener is closed, the slow request still runs.
    await expect(fetch(`${app.url}/`)).rejects.toThrow();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe("draining");
    expect(await app.exited).toBe(0);
    expect(app.events.some((line) => line.includes("still in flight"))).toBe(false);
  });

  it("cuts requests still running at the timeout, and still closes resources and exits 0", async () => {
    const app = await start(0, 300);
    const stuck = fetch(`${app.url}/slow?ms=10000`).then(
      () => "answered",
      () => "cut",
    );
    await sleep(50);
    const started = Date.now();
    app.shutDown("SIGTERM");
    expect(await app.exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await stuck).toBe("cut");
    expect(app.events).toContain("Requests still in flight after 300 ms: closing their connections");
    expect(app.events.slice(-3)).toEqual(["resources closed", "Stopped", "exit 0"]);
  });

  it("closes an idle keep-alive connection instead of waiting for the timeout", async () => {
    const app = await start(0, 5000);
    // A keep-alive connection held open by the client (fetch keeps its connections in a pool).
    expect((await fetch(`${app.url}/`)).status).toBe(200);
    const started = Date.now();
    app.shutDown("SIGTERM");
    expect(await app.exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it("takes one signal: a second SIGTERM (or SIGINT) during the drain changes nothing", async () => {
    const app = await start(300, 1000);
    app.shutDown("SIGTERM");
    app.shutDown("SIGINT", 0);
    expect((await fetch(`${app.url}/`)).status).toBe(200);
    expect(await app.exited).toBe(0);
    expect(app.events.filter((line) => line.includes("received"))).toHaveLength(1);
  });

  it("closes long-lived sockets (the rooms') once the drain delay is over, before the server closes", async () => {
    let closedAt = 0;
    const app = await start(300, 2000, () => {
      closedAt = Date.now();
    });
    const started = Date.now();
    app.shutDown("SIGTERM");
    await sleep(150);
    expect(closedAt).toBe(0);
    expect(await app.exited).toBe(0);
    expect(closedAt - started).toBeGreaterThanOrEqual(280);
  });
});
