import { afterEach, describe, expect, it } from "vitest";
import { createShutdown } from "../shutdown.mjs";
import { CLOSE } from "./limits.mjs";
import {
  joinRoom,
  newId,
  openSocket,
  RefusedUpgrade,
  type RelayInstance,
  sendFrame,
  sleep,
  startRelay,
} from "./relay-harness";

// The drain contract with rooms open (server/shutdown.mjs as server.mjs wires it): on SIGTERM the room sockets
// keep relaying through the drain delay while new upgrades get 503; when the delay is over every room socket is
// closed with 1012 (reconnect at once: the balancer has taken this instance out by then), and only then does
// the server close and the process exit 0.

let instance: RelayInstance | undefined;
afterEach(async () => {
  await instance?.close();
  instance = undefined;
});

describe("draining with rooms open", () => {
  it("relays through the drain delay, refuses new sockets with 503, then closes every socket with 1012 and exits", async () => {
    instance = await startRelay();
    const current = instance;
    const room = newId();
    const alice = await joinRoom(current, room);
    const bob = await joinRoom(current, room);
    const events: string[] = [];
    let exit: (code: number) => void = () => {};
    const exited = new Promise<number>((resolve) => (exit = resolve));
    const shutDown = createShutdown({
      server: current.server,
      lifecycle: current.lifecycle,
      drainDelayMs: 400,
      shutdownTimeoutMs: 3000,
      closeSockets: () => {
        events.push("sockets closed");
        return current.relay.closeAll();
      },
      closeResources: async () => {
        events.push("resources closed");
      },
      exit: (code) => {
        events.push(`exit ${code}`);
        exit(code);
      },
      log: { info: () => {}, warn: (line) => events.push(line) },
    });
    const bobClosed = bob.closed.then(({ code }) => {
      events.push(`bob ${code}`);
      return code;
    });
    const started = Date.now();
    shutDown("SIGTERM");

    // During the drain: the room still works, a newcomer is refused.
    alice.send(sendFrame());
    await bob.until((frames) => frames.some((frame) => frame.t === "msg"));
    const refused = await openSocket(current, room).then(
      () => 0,
      (error: unknown) => (error instanceof RefusedUpgrade ? error.status : -1),
    );
    expect(refused).toBe(503);
    await sleep(100);
    expect(bob.ws.readyState).toBe(bob.ws.OPEN);

    expect(await bobClosed).toBe(CLOSE.SERVICE_RESTART);
    expect((await alice.closed).code).toBe(CLOSE.SERVICE_RESTART);
    expect(Date.now() - started).toBeGreaterThanOrEqual(380);
    expect(await exited).toBe(0);
    // Closed at the end of the delay, before the server let the process go; no connection had to be cut.
    expect(events.filter((line) => !line.startsWith("bob "))).toEqual([
      "sockets closed",
      "resources closed",
      "exit 0",
    ]);
  });
});
