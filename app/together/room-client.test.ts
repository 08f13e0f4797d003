import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startFakeRelay } from "../../tests/support/fake-room-relay.mjs";
import { type OpenRoomOptions, openRoom, type RoomClient, type RoomCommand } from "./room-client";
import { afterClose, retryDelay } from "./room-connection";
import { openMessage } from "./room-envelope";
import type { RoomTitle } from "./room-messages";
import { deriveRoomKeys, newRoomSecret } from "./room-secret";

let relay: Awaited<ReturnType<typeof startFakeRelay>>;
const opened: RoomClient[] = [];
const title: RoomTitle = {
  kind: "series",
  id: 200156,
  season: 2,
  episode: 7,
  path: "/es/watch/200156?s=2&e=7",
};

beforeAll(async () => {
  relay = await startFakeRelay();
});
afterAll(() => relay.close());
afterEach(() => {
  for (const client of opened.splice(0)) client.leave();
  relay.onSend(() => "relay");
});

async function join(secret: string, name: string, options: Partial<OpenRoomOptions> = {}) {
  const client = await openRoom({ secret, name, origin: relay.origin, ...options });
  opened.push(client);
  return client;
}

async function until(check: () => boolean, what: string, timeout = 5000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeout) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const texts = (client: RoomClient) => client.view().chat.map((line) => line.text);
const names = (client: RoomClient) => client.view().members.map((m) => m.name);

describe("a room client against a relay", () => {
  it("joins over the page's origin, says hello, and learns everyone's name both ways", async () => {
    const secret = newRoomSecret();
    const ana = await join(secret, "Ana");
    await until(() => ana.status === "open", "Ana open");
    ana.setTitle(title, 0, false);
    const ben = await join(secret, "Ben");
    await until(() => names(ana).length === 2 && names(ben).length === 2, "names");
    expect(names(ben)).toEqual(["Ana", "Ben"]);
    expect(names(ana)).toEqual(["Ana", "Ben"]);
    expect(ben.view()).toMatchObject({ title, host: ana.member, controller: ana.member, connectedCount: 2 });
    const { roomId } = await deriveRoomKeys(secret);
    expect(relay.hellos.filter((h) => h.roomId === roomId).map((h) => h.since)).toEqual([null, null]);
    // Outside a page, the site's origin is sent as the Origin header the relay checks.
    expect(relay.origins.at(-1)).toBe(relay.origin);
    ben.setName("Benedict");
    await until(() => names(ana).includes("Benedict"), "the new name");
  });

  it("delivers chat both ways, exactly once and in order", async () => {
    const secret = newRoomSecret();
    const [ana, ben] = [await join(secret, "Ana"), await join(secret, "Ben")];
    await until(() => ana.status === "open" && ben.status === "open", "both open");
    for (let i = 0; i < 10; i++) ana.chat(`a${i}`);
    ben.chat("  hello Ana  ");
    await until(() => texts(ben).length === 11 && texts(ana).length === 11, "every line");
    expect(texts(ben).filter((t) => t.startsWith("a"))).toEqual(
      Array.from({ length: 10 }, (_, i) => `a${i}`),
    );
    expect(texts(ana)).toEqual(texts(ben));
    expect(ben.view().chat.find((line) => line.text === "hello Ana")?.name).toBe("Ben");
  });

  it("resends what a dropped socket lost, and the other member gets every message once, in order", async () => {
    const secret = newRoomSecret();
    const [ana, ben] = [await join(secret, "Ana"), await join(secret, "Ben")];
    await until(() => ana.status === "open" && ben.status === "open", "both open");
    let count = 0;
    // The 4th chat is relayed to Ben but Ana's socket dies before its echo; the 8th is lost on the way in.
    relay.onSend(() => {
      count += 1;
      if (count === 4) return "kill";
      if (count === 8 + 1) return "drop";
      return "relay";
    });
    for (let i = 0; i < 12; i++) {
      ana.chat(`m${i}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await until(() => texts(ben).length >= 12 && texts(ana).length >= 12, "all twelve", 10_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const expected = Array.from({ length: 12 }, (_, i) => `m${i}`);
    expect(texts(ben)).toEqual(expected);
    expect(texts(ana)).toEqual(expected);
    const { roomId } = await deriveRoomKeys(secret);
    const reconnects = relay.hellos.filter((h) => h.roomId === roomId && h.since !== null);
    expect(reconnects.length).toBeGreaterThanOrEqual(2);
    expect(ana.status).toBe("open");
  });

  it("drops a repeated seq and a seen message id", async () => {
    const secret = newRoomSecret();
    const [ana, ben] = [await join(secret, "Ana"), await join(secret, "Ben")];
    await until(() => ana.status === "open" && ben.status === "open", "both open");
    ana.chat("once");
    await until(() => texts(ben).includes("once"), "the line");
    const { roomId } = await deriveRoomKeys(secret);
    const r = relay.room(roomId);
    const last = r.backlog.find((msg) => texts(ben).includes("once") && msg.seq === r.seq);
    expect(last).toBeDefined();
    if (!last) return;
    relay.inject(roomId, JSON.stringify(last)); // same seq again
    r.seq += 1; // the relay gives a seen id a new seq (a replay): the id tells
    relay.inject(roomId, JSON.stringify({ ...last, seq: r.seq }));
    relay.inject(roomId, "not json");
    relay.inject(roomId, JSON.stringify({ t: "msg", seq: r.seq + 1, ts: 1, id: "x", data: "$$" }));
    ana.chat("after");
    await until(() => texts(ben).includes("after"), "the next line");
    expect(texts(ben).filter((t) => t === "once")).toHaveLength(1);
    expect(ben.status).toBe("open");
  });

  it("keeps the room's state on the relay, so a late joiner starts at the room's position", async () => {
    const secret = newRoomSecret();
    const ana = await join(secret, "Ana");
    await until(() => ana.status === "open", "open");
    ana.setTitle(title, 0, false);
    ana.play(100);
    await until(() => ana.view().playing, "playing");
    const { roomId, ...keys } = await deriveRoomKeys(secret);
    await until(() => relay.room(roomId).state !== null, "a kept state");
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const commands: RoomCommand[] = [];
    const cai = await join(secret, "Cai");
    cai.onCommand((command) => commands.push(command));
    await until(() => cai.view().title !== null && commands.length > 0, "Cai's start");
    expect(cai.view().playing).toBe(true);
    expect(cai.view().position).toBeGreaterThan(101);
    expect(cai.view().position).toBeLessThan(104);
    expect(commands[0]).toMatchObject({ action: "play" });
    // What the relay keeps is sealed: it says nothing of the title.
    const kept = relay.room(roomId).state;
    expect(kept?.data).not.toContain("200156");
    expect(await openMessage({ roomId, ...keys }, kept?.data)).toMatchObject({
      type: "state",
      playing: true,
    });
  });

  it("passes commands to the others' players, and refuses them from a member who may not control", async () => {
    const secret = newRoomSecret();
    const [ana, ben] = [await join(secret, "Ana"), await join(secret, "Ben")];
    await until(() => ana.status === "open" && ben.status === "open", "both open");
    ana.setTitle(title, 0, false);
    await until(() => ben.view().host === ana.member, "the host");
    const toBen: RoomCommand[] = [];
    const toAna: RoomCommand[] = [];
    ben.onCommand((command) => toBen.push(command));
    ana.onCommand((command) => toAna.push(command));
    ana.pause(42);
    await until(() => toBen.length === 1, "Ben's pause");
    expect(toBen[0]).toEqual({ action: "pause", position: 42 });
    ana.setControl("host", ana.member);
    await until(() => ben.view().mode === "host", "host mode");
    ben.seek(500);
    await until(() => toBen.length === 2, "Ben put back");
    expect(toBen[1]).toMatchObject({ action: "pause", position: 42 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(ana.view().position).toBe(42);
    expect(toAna).toEqual([]);
    ana.nextEpisode({ ...title, episode: 8, path: "/es/watch/200156?s=2&e=8" });
    await until(() => toBen.length === 3, "the next episode");
    expect(toBen[2]).toEqual({ action: "episode", position: 0, path: "/es/watch/200156?s=2&e=8" });
  });

  it("hands the room to the remaining member when the host leaves", async () => {
    const secret = newRoomSecret();
    const ana = await join(secret, "Ana");
    await until(() => ana.status === "open", "open");
    ana.setTitle(title, 0, false);
    const ben = await join(secret, "Ben");
    await until(() => ben.view().host === ana.member && names(ben).length === 2, "Ben in");
    ana.leave();
    await until(() => ben.view().host === ben.member, "Ben hosts");
    expect(ben.view().controller).toBe(ben.member);
    expect(ana.status).toBe("closed");
  });

  it("sends progress at most every five seconds", async () => {
    const secret = newRoomSecret();
    const ana = await join(secret, "Ana");
    const ben = await join(secret, "Ben");
    await until(() => ana.status === "open" && names(ben).length === 2, "open");
    const { roomId } = await deriveRoomKeys(secret);
    const before = relay.sends.filter((s) => s.roomId === roomId).length;
    for (let i = 0; i < 20; i++) ana.reportProgress(10 + i, true);
    await until(() => ben.view().members.some((m) => m.position !== null), "a position");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(relay.sends.filter((s) => s.roomId === roomId).length - before).toBe(1);
  });
});

describe("reacting to the relay's close codes", () => {
  it("reconnects at once when an instance drains (1012)", async () => {
    const ana = await join(newRoomSecret(), "Ana");
    await until(() => ana.status === "open", "open");
    const helloCount = relay.hellos.length;
    const droppedAt = Date.now();
    relay.dropAll(1012);
    await until(() => relay.hellos.length > helloCount && ana.status === "open", "back");
    expect(Date.now() - droppedAt).toBeLessThan(900);
  });

  it("stops for a full room (4013) and too many rooms (4029), and backs off after a bad frame (1007)", async () => {
    relay.refuseNextWith(4013);
    const full = await join(newRoomSecret(), "Ana");
    await until(() => full.status === "full", "full");
    relay.refuseNextWith(4029);
    const refused = await join(newRoomSecret(), "Ana");
    await until(() => refused.status === "refused", "refused");
    const helloCount = relay.hellos.length;
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(relay.hellos.length).toBe(helloCount);

    const ben = await join(newRoomSecret(), "Ben");
    await until(() => ben.status === "open", "open");
    relay.dropAll(1007);
    await until(() => ben.status === "reconnecting", "reconnecting");
    await until(() => ben.status === "open", "open again", 3000);
  });

  it("is closed for good by a normal close (1000)", async () => {
    const ana = await join(newRoomSecret(), "Ana");
    await until(() => ana.status === "open", "open");
    relay.dropAll(1000);
    await until(() => ana.status === "closed", "closed");
  });

  it("retries with exponential back-off and jitter, capped at 30 s", () => {
    expect(retryDelay(0, () => 0)).toBe(250);
    expect(retryDelay(0, () => 1)).toBe(500);
    expect(retryDelay(3, () => 0.5)).toBe(3000);
    expect(retryDelay(20, () => 1)).toBe(30_000);
    expect(afterClose(1012, 5, () => 1)).toEqual({ retryIn: 500, backOff: false });
    expect(afterClose(4008, 2, () => 0)).toEqual({ retryIn: 1000, backOff: true });
    expect(afterClose(1001, 0, () => 0)).toMatchObject({ backOff: true });
    expect(afterClose(1009, 0, () => 0)).toMatchObject({ backOff: true });
    expect(afterClose(4013, 0)).toEqual({ end: "full" });
    expect(afterClose(4029, 0)).toEqual({ end: "refused" });
    expect(afterClose(1000, 0)).toEqual({ end: "closed" });
  });
});
