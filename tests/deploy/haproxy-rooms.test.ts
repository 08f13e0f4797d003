import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHaproxy } from "../../scripts/lib/cluster/processes.mjs";
import { CLOSE } from "../../server/rooms/limits.mjs";
import {
  joinRoom,
  newId,
  openSocket,
  RefusedUpgrade,
  type RelayInstance,
  sendFrame,
  startRelay,
} from "../../server/rooms/relay-harness";
import { freePort } from "../support/free-port.mjs";
import { toolInstalled } from "../support/tools.mjs";

// The rooms' WebSockets through the deployment's own HAProxy configuration (deploy/haproxy/haproxy.cfg, run by
// Debian's haproxy as `npm run cluster` does): the upgrade passes in http mode, the instance sees the site's
// origin (the Host HAProxy passes on), frames flow both ways, and a drain's 1012 reaches the browser.

const installed = toolInstalled("haproxy");
const title = installed
  ? "room WebSockets through deploy/haproxy/haproxy.cfg (real haproxy)"
  : "room WebSockets through HAProxy: SKIPPED, haproxy is not installed (apt-get install haproxy)";

describe.skipIf(!installed)(title, () => {
  let relay: RelayInstance;
  let haproxy: Awaited<ReturnType<typeof startHaproxy>>;
  let site: { url: string; origin: string };

  beforeAll(async () => {
    relay = await startRelay({ trustProxy: 1 });
    const port = Number(new URL(relay.origin).port);
    haproxy = await startHaproxy({
      listenPort: await freePort(),
      statsPort: await freePort(),
      instancePorts: [port, port, port],
    });
    site = { url: haproxy.url.replace("http:", "ws:"), origin: haproxy.url };
    const giveUp = Date.now() + 15_000;
    while (!Object.values(await haproxy.states()).every((state) => state.startsWith("UP"))) {
      if (Date.now() > giveUp) throw new Error("HAProxy never saw the instance up");
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });
  afterAll(async () => {
    haproxy?.child.process.kill("SIGKILL");
    await relay?.close();
  });

  it("relays a room through the balancer, refuses another origin, and passes the drain's 1012 on", async () => {
    const room = newId();
    const alice = await joinRoom(site, room);
    const bob = await joinRoom(site, room);
    const frame = sendFrame();
    alice.send(frame);
    await bob.until((frames) => frames.some((message) => message.t === "msg" && message.id === frame.id));
    expect(bob.welcome.members).toBe(2);

    const refused = await openSocket(site, room, { origin: "https://evil.example" }).then(
      () => 0,
      (error: unknown) => (error instanceof RefusedUpgrade ? error.status : -1),
    );
    expect(refused).toBe(403);

    await relay.relay.closeAll();
    expect((await alice.closed).code).toBe(CLOSE.SERVICE_RESTART);
    expect((await bob.closed).code).toBe(CLOSE.SERVICE_RESTART);
  });
});
