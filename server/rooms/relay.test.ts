import { request } from "node:http";
import { register } from "prom-client";
import { afterEach, describe, expect, it } from "vitest";
import { roomHash } from "./frames.mjs";
import { CLOSE, MAX_FRAME_BYTES, MAX_MEMBERS, MAX_ROOMS_PER_ADDRESS } from "./limits.mjs";
import {
  type Frame,
  joinRoom,
  newData,
  newId,
  openSocket,
  RefusedUpgrade,
  type RelayInstance,
  type RelayOptions,
  sendFrame,
  sleep,
  startRelay,
  type TestSocket,
} from "./relay-harness";

// One instance relaying in memory, over real sockets: the order and the once-only of messages, replay after a
// reconnect, every limit's close code, and the upgrade's refusals.

const instances: RelayInstance[] = [];
const sockets: TestSocket[] = [];
afterEach(async () => {
  await Promise.all(sockets.splice(0).map((socket) => socket.close().catch(() => {})));
  await Promise.all(instances.splice(0).map((instance) => instance.close()));
});

async function relay(options: RelayOptions = {}) {
  const instance = await startRelay(options);
  instances.push(instance);
  return instance;
}
const track = <T extends TestSocket>(socket: T) => {
  sockets.push(socket);
  return socket;
};
const msgs = (socket: TestSocket) => socket.of("msg");
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 0,
    (error: unknown) => (error instanceof RefusedUpgrade ? error.status : -1),
  );

describe("a room on one instance", () => {
  it("welcomes a first member into an empty room: seq 0, one member, no state", async () => {
    const instance = await relay();
    const alice = track(await joinRoom(instance, newId()));
    expect(alice.welcome).toMatchObject({ t: "welcome", seq: 0, members: 1, state: null });
    expect(Math.abs(Number(alice.welcome.now) - Date.now())).toBeLessThan(5000);
  });

  it("relays each message to every member once, sender included, in one order with the same seq", async () => {
    const instance = await relay();
    const room = newId();
    const alice = track(await joinRoom(instance, room));
    const bob = track(await joinRoom(instance, room));
    const carol = track(await joinRoom(instance, room));
    await alice.until((frames) => frames.some((frame) => frame.t === "members" && frame.count === 3));
    const sent: string[] = [];
    for (let i = 0; i < 10; i++) {
      for (const socket of [alice, bob, carol]) {
        const frame = sendFrame();
        sent.push(frame.data);
        socket.send(frame);
      }
    }
    for (const socket of [alice, bob, carol]) await socket.until(() => msgs(socket).length >= 30);
    await sleep(100);
    const seen = [alice, bob, carol].map((socket) =>
      msgs(socket).map((frame) => `${frame.seq}:${frame.data}`),
    );
    expect(seen[0]).toHaveLength(30);
    expect(seen[1]).toEqual(seen[0]);
    expect(seen[2]).toEqual(seen[0]);
    expect(msgs(alice).map((frame) => frame.seq)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(new Set(msgs(alice).map((frame) => frame.data))).toEqual(new Set(sent));
    // Each member's own messages come back in the order it sent them.
    const aliceOwn = sent.filter((_, i) => i % 3 === 0);
    expect(
      msgs(alice)
        .map((frame) => frame.data)
        .filter((data) => aliceOwn.includes(String(data))),
    ).toEqual(aliceOwn);
    for (const frame of msgs(bob)) expect(Math.abs(Number(frame.ts) - Date.now())).toBeLessThan(5000);
  });

  it("tells members the count whenever it changes", async () => {
    const instance = await relay();
    const room = newId();
    const alice = track(await joinRoom(instance, room));
    const bob = track(await joinRoom(instance, room));
    expect(bob.welcome.members).toBe(2);
    await alice.until((frames) => frames.some((frame) => frame.t === "members" && frame.count === 2));
    await bob.close();
    await alice.until((frames) => frames.at(-1)?.t === "members" && frames.at(-1)?.count === 1);
    expect(alice.of("members").map((frame) => frame.count)).toEqual([2, 1]);
  });

  it("gives a late joiner the latest kept message as the room's state", async () => {
    const instance = await relay();
    const room = newId();
    const alice = track(await joinRoom(instance, room));
    const first = sendFrame(true);
    const latest = sendFrame(true);
    alice.send(first);
    alice.send(sendFrame(false));
    alice.send(latest);
    alice.send(sendFrame(false));
    await alice.until(() => msgs(alice).length === 4);
    const late = track(await joinRoom(instance, room));
    expect(late.welcome).toMatchObject({ seq: 4, members: 2, state: { seq: 3, data: latest.data } });
    expect(typeof (late.welcome.state as Frame).ts).toBe("number");
    // No backlog without `since`: the state is where a newcomer starts.
    await sleep(100);
    expect(msgs(late)).toEqual([]);
  });

  it("replays what a member missed after a reconnect with `since`, then goes on live, with no gap and no duplicate", async () => {
    const instance = await relay();
    const room = newId();
    const alice = track(await joinRoom(instance, room));
    const bob = track(await joinRoom(instance, room));
    for (let i = 0; i < 3; i++) alice.send(sendFrame());
    await bob.until(() => msgs(bob).length === 3);
    await bob.close();
    for (let i = 0; i < 4; i++) alice.send(sendFrame());
    await alice.until(() => msgs(alice).length === 7);
    const back = track(await joinRoom(instance, room, { member: bob.member, since: 3 }));
    // While the backlog is being read, more messages arrive live.
    for (let i = 0; i < 3; i++) alice.send(sendFrame());
    await back.until(() => msgs(back).length >= 7);
    await sleep(100);
    expect(back.welcome.seq).toBeGreaterThanOrEqual(7);
    expect(msgs(back).map((frame) => frame.seq)).toEqual([4, 5, 6, 7, 8, 9, 10]);
    expect(msgs(back).map((frame) => frame.data)).toEqual(
      msgs(alice)
        .slice(3)
        .map((frame) => frame.data),
    );
  });

  it("drops a send whose id was already relayed, and counts the drop", async () => {
    const instance = await relay();
    const room = newId();
    const alice = track(await joinRoom(instance, room));
    const bob = track(await joinRoom(instance, room));
    const before = await counter("marquee_room_messages_dropped_total", { reason: "duplicate" });
    const frame = sendFrame();
    alice.send(frame);
    alice.send(frame);
    bob.send(frame);
    alice.send(sendFrame());
    await bob.until(() => msgs(bob).length >= 2);
    await sleep(150);
    expect(msgs(bob).map((message) => message.id)).toHaveLength(2);
    expect(msgs(bob)[0]?.id).toBe(frame.id);
    expect(await counter("marquee_room_messages_dropped_total", { reason: "duplicate" })).toBe(before + 2);
  });
});

describe("limits and bad frames", () => {
  it("closes the 13th member with 4013 (room full), and lets a member already in come back", async () => {
    const instance = await relay();
    const room = newId();
    const members = [];
    for (let i = 0; i < MAX_MEMBERS; i++) members.push(track(await joinRoom(instance, room)));
    const extra = track(await openSocket(instance, room));
    extra.send({ t: "hello", member: newId(), since: null });
    expect((await extra.closed).code).toBe(CLOSE.ROOM_FULL);
    // A member reloading its page keeps its place (a second socket of the same member is no new member).
    const again = track(await joinRoom(instance, room, { member: members[0]?.member, since: 0 }));
    expect(again.welcome.members).toBe(MAX_MEMBERS);
  });

  it("closes an oversized frame with 1009, bad JSON with 1007, and a frame before hello with 1007", async () => {
    const instance = await relay();
    const room = newId();
    const big = track(await joinRoom(instance, room));
    big.send({ t: "send", id: newId(), data: "A".repeat(MAX_FRAME_BYTES), keep: false });
    expect((await big.closed).code).toBe(CLOSE.TOO_BIG);

    const garbled = track(await joinRoom(instance, room));
    garbled.send("{not json");
    expect((await garbled.closed).code).toBe(CLOSE.BAD_FRAME);

    const early = track(await openSocket(instance, room));
    early.send(sendFrame());
    expect((await early.closed).code).toBe(CLOSE.BAD_FRAME);

    const twice = track(await joinRoom(instance, room));
    twice.send({ t: "hello", member: twice.member, since: null });
    expect((await twice.closed).code).toBe(CLOSE.BAD_FRAME);

    const binary = track(await joinRoom(instance, room));
    binary.ws.send(Buffer.from(JSON.stringify(sendFrame())));
    expect((await binary.closed).code).toBe(CLOSE.BAD_FRAME);

    const shape = track(await joinRoom(instance, room));
    shape.send({ t: "send", id: newId(), data: newData(), keep: "yes" });
    expect((await shape.closed).code).toBe(CLOSE.BAD_FRAME);
  });

  it("closes a socket that never says hello", async () => {
    const instance = await relay({ helloTimeoutMs: 200 });
    const silent = track(await openSocket(instance, newId()));
    expect((await silent.closed).code).toBe(CLOSE.BAD_FRAME);
  });

  it("drops frames over the rate and closes a socket that keeps flooding with 4008", async () => {
    const instance = await relay();
    const room = newId();
    const flooder = track(await joinRoom(instance, room));
    const watcher = track(await joinRoom(instance, room));
    const before = await counter("marquee_room_messages_dropped_total", { reason: "rate" });
    for (let i = 0; i < 200; i++) flooder.send(sendFrame());
    expect((await flooder.closed).code).toBe(CLOSE.TOO_MANY);
    await sleep(200);
    // The burst got through (40 frames, the hello took one), the rest did not.
    expect(msgs(watcher).length).toBeGreaterThanOrEqual(39);
    // A loaded machine spreads the 200 frames over more time, refilling a few tokens.
    expect(msgs(watcher).length).toBeLessThanOrEqual(60);
    expect(await counter("marquee_room_messages_dropped_total", { reason: "rate" })).toBeGreaterThan(
      before + 40,
    );
  });

  it("closes the 9th room from one address with 4029, and still lets it into its other rooms", async () => {
    const instance = await relay();
    const rooms = Array.from({ length: MAX_ROOMS_PER_ADDRESS }, () => newId());
    for (const room of rooms) track(await joinRoom(instance, room));
    const ninth = track(await openSocket(instance, newId()));
    expect((await ninth.closed).code).toBe(CLOSE.TOO_MANY_ROOMS);
    // Another tab in a room the address is already in is fine.
    track(await joinRoom(instance, rooms[0] as string));
  });

  it("cuts a socket that stops answering pings", async () => {
    const instance = await relay({ heartbeatMs: 150 });
    const room = newId();
    const alive = track(await joinRoom(instance, room));
    const dead = track(await joinRoom(instance, room, { autoPong: false }));
    const { code } = await dead.closed;
    expect(code).toBe(1006);
    await sleep(300);
    expect(alive.ws.readyState).toBe(alive.ws.OPEN);
    await alive.until((frames) => frames.at(-1)?.t === "members" && frames.at(-1)?.count === 1);
  });
});

describe("the upgrade", () => {
  it("refuses another origin, or none, with 403 and no socket", async () => {
    const instance = await relay();
    expect(await refusal(openSocket(instance, newId(), { origin: "https://evil.example" }))).toBe(403);
    expect(await refusal(openSocket(instance, newId(), { origin: null }))).toBe(403);
    expect(
      await refusal(openSocket(instance, newId(), { origin: instance.origin.replace("http:", "https:") })),
    ).toBe(403);
    expect(instance.relay.stats()).toEqual({ rooms: 0, sockets: 0 });
  });

  it("takes the scheme from a trusted proxy, as HSTS does", async () => {
    const instance = await relay({ trustProxy: 1 });
    const https = instance.origin.replace("http:", "https:");
    const headers = { "X-Forwarded-Proto": "https", "X-Forwarded-For": "203.0.113.9" };
    track(await openSocket(instance, newId(), { origin: https, headers }));
    expect(await refusal(openSocket(instance, newId(), { origin: instance.origin, headers }))).toBe(403);
  });

  it("refuses a bad room id with 400", async () => {
    const instance = await relay();
    for (const path of [
      "/api/rooms/short",
      `/api/rooms/${newId()}/x`,
      `/api/rooms/${newId()}?a=1`,
      `/api/rooms/${"é".repeat(22)}`,
    ]) {
      expect(await refusal(openSocket(instance, "", { path })), path).toBe(400);
    }
  });

  it("counts each upgrade against the API's own rate limit, shared with /api/ requests", async () => {
    const instance = await relay({ apiRateLimit: 3 });
    track(await openSocket(instance, newId()));
    track(await openSocket(instance, newId()));
    track(await openSocket(instance, newId()));
    expect(await refusal(openSocket(instance, newId()))).toBe(429);
    const api = await fetch(`${instance.origin}/api/genre/x`);
    expect(api.status).toBe(429);
  });

  it("answers a request to a room's path that asks for another upgrade as an ordinary request", async () => {
    const instance = await relay();
    const answer = await new Promise<string>((resolve, reject) => {
      const asked = request(`${instance.origin}/api/rooms/${newId()}`, {
        headers: { Upgrade: "h2c", Connection: "Upgrade" },
      });
      asked.on("response", (response) => {
        response.resume();
        resolve(`response ${response.statusCode}`);
      });
      asked.on("upgrade", () => resolve("upgrade"));
      asked.on("error", reject);
      asked.end();
    });
    expect(answer).toMatch(/^response [1-5]\d\d$/);
    expect(answer).not.toBe("response 101");
    expect(instance.relay.stats().sockets).toBe(0);
  });

  it("refuses new upgrades with 503 while draining, and closes every room socket with 1012", async () => {
    const instance = await relay();
    const room = newId();
    const alice = track(await joinRoom(instance, room));
    const bob = track(await joinRoom(instance, newId()));
    instance.lifecycle.draining = true;
    expect(await refusal(openSocket(instance, room))).toBe(503);
    await instance.relay.closeAll();
    expect((await alice.closed).code).toBe(CLOSE.SERVICE_RESTART);
    expect((await bob.closed).code).toBe(CLOSE.SERVICE_RESTART);
    expect(instance.relay.stats()).toEqual({ rooms: 0, sockets: 0 });
  });
});

describe("what the server writes down", () => {
  it("logs a room only by its hash: no room id, member id, message id or payload", async () => {
    const instance = await relay();
    const room = newId();
    const alice = track(await joinRoom(instance, room));
    const bob = track(await joinRoom(instance, room));
    const frame = sendFrame(true);
    alice.send(frame);
    await bob.until(() => msgs(bob).length === 1);
    await alice.close();
    bob.send("not json");
    await bob.closed;
    expect(await refusal(openSocket(instance, room, { origin: "https://evil.example" }))).toBe(403);
    await sleep(100);
    const logs = instance.logs.join("\n");
    expect(logs).toContain(roomHash(room));
    for (const secret of [room, alice.member, bob.member, frame.id, frame.data, encodeURIComponent(room)]) {
      expect(logs).not.toContain(secret);
    }
  });

  it("shows rooms, members, messages and reconnects on /metrics", async () => {
    const instance = await relay();
    const room = newId();
    const relayedBefore = await counter("marquee_room_messages_relayed_total");
    const reconnectsBefore = await counter("marquee_room_reconnects_total");
    const alice = track(await joinRoom(instance, room));
    track(await joinRoom(instance, room, { since: 0 }));
    alice.send(sendFrame());
    await alice.until(() => msgs(alice).length === 1);
    expect(await counter("marquee_room_messages_relayed_total")).toBe(relayedBefore + 1);
    expect(await counter("marquee_room_reconnects_total")).toBe(reconnectsBefore + 1);
    expect(await counter("marquee_rooms_open")).toBeGreaterThanOrEqual(1);
    expect(await counter("marquee_room_members")).toBeGreaterThanOrEqual(2);
    const text = await register.metrics();
    expect(text).toMatch(/^marquee_room_messages_dropped_total/m);
  });
});

async function counter(name: string, labels: Record<string, string> = {}): Promise<number> {
  const metric = register.getSingleMetric(name);
  if (!metric) return 0;
  const { values } = await metric.get();
  return values
    .filter((value) =>
      Object.entries(labels).every(
        ([key, wanted]) => (value.labels as Record<string, unknown>)[key] === wanted,
      ),
    )
    .reduce((sum, value) => sum + value.value, 0);
}
