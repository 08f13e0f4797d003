import type { ChildProcess } from "node:child_process";
import { once } from "node:events";
import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  freePort,
  redisServerInstalled,
  startRedis,
  stopRedis,
} from "../../tests/support/throwaway-redis.mjs";
import { CLOSE, MAX_MEMBERS } from "./limits.mjs";
import { ROOM_KEY_PREFIX } from "./redis-store.mjs";
import {
  joinRoom,
  newId,
  openSocket,
  type RelayInstance,
  type RelayOptions,
  sendFrame,
  sleep,
  startRelay,
  type TestSocket,
} from "./relay-harness";

// Two instances relaying through one real redis-server started by this file, as several instances behind a
// balancer with no sticky sessions: members on either see one order, replay crosses instances, counts and
// limits are the room's, and nothing stays in Redis past its time.

const installed = redisServerInstalled();
const title = installed
  ? "rooms across two instances (real redis-server)"
  : "rooms across two instances: SKIPPED, redis-server is not installed (apt-get install redis-server)";

describe.skipIf(!installed)(title, () => {
  let redisProcess: ChildProcess | undefined;
  let redisUrl = "";
  let admin: Redis;
  const instances: RelayInstance[] = [];
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    const port = await freePort();
    redisProcess = await startRedis(port);
    redisUrl = `redis://127.0.0.1:${port}`;
    admin = new Redis(redisUrl);
    await once(admin, "ready");
  });
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((socket) => socket.close().catch(() => {})));
    await Promise.all(instances.splice(0).map((instance) => instance.close()));
  });
  afterAll(async () => {
    admin?.disconnect();
    await stopRedis(redisProcess);
  });

  async function pair(options: RelayOptions = {}) {
    const a = await startRelay({ redisUrl, ...options });
    const b = await startRelay({ redisUrl, ...options });
    instances.push(a, b);
    return [a, b] as const;
  }
  const track = <T extends TestSocket>(socket: T) => {
    sockets.push(socket);
    return socket;
  };
  const msgs = (socket: TestSocket) => socket.of("msg");

  it("gives members on both instances every message once, in one order, with the same seq", async () => {
    const [a, b] = await pair();
    const room = newId();
    const members = [
      track(await joinRoom(a, room)),
      track(await joinRoom(b, room)),
      track(await joinRoom(a, room)),
      track(await joinRoom(b, room)),
    ];
    // Everyone sends at once, from both instances.
    for (let round = 0; round < 15; round++)
      for (const member of members) member.send(sendFrame(round % 5 === 0));
    for (const member of members) await member.until(() => msgs(member).length >= 60, 10_000);
    await sleep(200);
    const orders = members.map((member) =>
      msgs(member).map((frame) => `${frame.seq}/${frame.id}/${frame.ts}`),
    );
    expect(orders[0]).toHaveLength(60);
    for (const order of orders) expect(order).toEqual(orders[0]);
    expect(msgs(members[0] as TestSocket).map((frame) => frame.seq)).toEqual(
      Array.from({ length: 60 }, (_, i) => i + 1),
    );
  });

  it("counts members across instances and closes the 13th, whichever instance it reaches, with 4013", async () => {
    const [a, b] = await pair();
    const room = newId();
    const first = track(await joinRoom(a, room));
    for (let i = 1; i < MAX_MEMBERS; i++) track(await joinRoom(i % 2 ? b : a, room));
    await first.until((frames) =>
      frames.some((frame) => frame.t === "members" && frame.count === MAX_MEMBERS),
    );
    for (const instance of [a, b]) {
      const extra = track(await openSocket(instance, room));
      extra.send({ t: "hello", member: newId(), since: null });
      expect((await extra.closed).code).toBe(CLOSE.ROOM_FULL);
    }
    const leaving = sockets.at(-3) as TestSocket;
    await leaving.close();
    await first.until((frames) => frames.at(-1)?.t === "members" && frames.at(-1)?.count === MAX_MEMBERS - 1);
    track(await joinRoom(b, room));
  });

  it("replays on the other instance what a member missed, then live, with no gap and no duplicate", async () => {
    const [a, b] = await pair();
    const room = newId();
    const sender = track(await joinRoom(a, room));
    const mover = track(await joinRoom(a, room));
    for (let i = 0; i < 5; i++) sender.send(sendFrame());
    await mover.until(() => msgs(mover).length === 5);
    await mover.close();
    for (let i = 0; i < 5; i++) sender.send(sendFrame());
    await sender.until(() => msgs(sender).length === 10);
    const back = track(await joinRoom(b, room, { member: mover.member, since: 5 }));
    for (let i = 0; i < 5; i++) sender.send(sendFrame());
    await back.until(() => msgs(back).length >= 10);
    await sleep(200);
    expect(msgs(back).map((frame) => frame.seq)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    expect(msgs(back).map((frame) => frame.id)).toEqual(
      msgs(sender)
        .slice(5)
        .map((frame) => frame.id),
    );
  });

  it("drops a message id already relayed, even sent again through the other instance", async () => {
    const [a, b] = await pair();
    const room = newId();
    const onA = track(await joinRoom(a, room));
    const onB = track(await joinRoom(b, room));
    const frame = sendFrame();
    onA.send(frame);
    await onB.until(() => msgs(onB).length === 1);
    onB.send(frame);
    onB.send(sendFrame());
    await onA.until(() => msgs(onA).length === 2);
    await sleep(150);
    expect(msgs(onA).map((message) => message.seq)).toEqual([1, 2]);
    expect(msgs(onA)[0]?.id).toBe(frame.id);
  });

  it("gives a late joiner on the other instance the room's state", async () => {
    const [a, b] = await pair();
    const room = newId();
    const host = track(await joinRoom(a, room));
    const state = sendFrame(true);
    host.send(state);
    host.send(sendFrame(false));
    await host.until(() => msgs(host).length === 2);
    const late = track(await joinRoom(b, room));
    expect(late.welcome).toMatchObject({ seq: 2, members: 2, state: { seq: 1, data: state.data } });
  });

  it("keeps nothing without a time to live, and forgets the backlog after its time", async () => {
    const [a] = await pair({ retention: { backlogTtlSeconds: 1 } });
    const room = newId();
    const member = track(await joinRoom(a, room));
    member.send(sendFrame(true));
    member.send(sendFrame());
    await member.until(() => msgs(member).length === 2);
    const keys = await admin.keys(`${ROOM_KEY_PREFIX}{${room}}:*`);
    expect(keys.map((key) => key.split(":").at(-1)).sort()).toEqual([
      "ids",
      "log",
      "members",
      "seq",
      "state",
    ]);
    for (const key of keys) {
      const ttl = await admin.pttl(key);
      expect(ttl, key).toBeGreaterThan(0);
      expect(ttl, key).toBeLessThanOrEqual(6 * 3600 * 1000);
    }
    await sleep(1300);
    const left = await admin.keys(`${ROOM_KEY_PREFIX}{${room}}:*`);
    expect(left.map((key) => key.split(":").at(-1)).sort()).toEqual(["members", "seq", "state"]);
    // A reconnect after the backlog is gone starts from the state, without replay.
    const back = track(await joinRoom(a, room, { since: 0 }));
    await sleep(100);
    expect(back.welcome).toMatchObject({ seq: 2, state: { seq: 1 } });
    expect(msgs(back)).toEqual([]);
  });

  it("counts out the members of an instance that died without a word, once their time runs out", async () => {
    const [a, b] = await pair({ retention: { memberTtlMs: 600 }, memberRefreshMs: 100 });
    const room = newId();
    const survivor = track(await joinRoom(a, room));
    track(await joinRoom(b, room));
    await survivor.until((frames) => frames.some((frame) => frame.t === "members" && frame.count === 2));
    // B's process "dies": its store and timers stop, its sockets never say goodbye to Redis.
    await b.store.close();
    await survivor.until((frames) => frames.at(-1)?.t === "members" && frames.at(-1)?.count === 1, 5000);
  });

  it("closes local sockets with 1001 when this instance's subscription to Redis drops, so they resync", async () => {
    const [a, b] = await pair();
    const room = newId();
    const onA = track(await joinRoom(a, room));
    const onB = track(await joinRoom(b, room));
    await admin.call("CLIENT", "KILL", "TYPE", "pubsub");
    expect((await onA.closed).code).toBe(CLOSE.GOING_AWAY);
    expect((await onB.closed).code).toBe(CLOSE.GOING_AWAY);
    // They come back (ioredis reconnects at once) and pick up where they were.
    await sleep(300);
    const again = track(await joinRoom(a, room, { member: onA.member, since: 0 }));
    const other = track(await joinRoom(b, room, { member: onB.member, since: 0 }));
    again.send(sendFrame());
    await other.until(() => msgs(other).length === 1);
  });

  it("never runs a room's seq backwards when Redis evicts its counter while the state is kept", async () => {
    const [a, b] = await pair();
    const room = newId();
    const onA = track(await joinRoom(a, room));
    const onB = track(await joinRoom(b, room));
    for (let i = 0; i < 3; i++) onA.send(sendFrame(i === 2));
    await onB.until(() => msgs(onB).length === 3);
    await admin.del(`${ROOM_KEY_PREFIX}{${room}}:seq`);
    onB.send(sendFrame());
    await onA.until(() => msgs(onA).length === 4);
    expect(msgs(onA).map((frame) => frame.seq)).toEqual([1, 2, 3, 4]);
  });
});
