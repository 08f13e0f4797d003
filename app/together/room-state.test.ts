import { describe, expect, it } from "vitest";
import { newId } from "./member-id";
import type { RoomBody, RoomMessage, RoomTitle } from "./room-messages";
import { GONE_AFTER_MS } from "./room-roster";
import {
  aheadOf,
  applyMessage,
  applyWelcome,
  canControl,
  initialState,
  positionNow,
  type RoomState,
  snapshotBody,
  viewOf,
} from "./room-state";

// Member ids sort as their names do, so that ties read plainly: ana < ben < cai.
const ana = `a${"A".repeat(21)}`;
const ben = `b${"B".repeat(21)}`;
const cai = `c${"C".repeat(21)}`;
const title: RoomTitle = { kind: "movie", id: 101488, season: null, episode: null, path: "/watch/101488" };
const T0 = 1_800_000_000_000;

const msg = (from: string, lc: number, body: RoomBody): RoomMessage => ({
  v: 1,
  id: newId(),
  from,
  lc,
  ...body,
});
const hello = (from: string, name: string, lc = 1) =>
  msg(from, lc, { type: "hello", name, joined: null, quiet: false });

/** Several members' machines fed the same relayed messages in seq order, each with its own clock offset. */
function room(...members: string[]) {
  // Every member's clock is 5 s behind the relay's, as their welcome said.
  const welcomed = (m: string) =>
    applyWelcome(initialState(m), { now: T0, members: 1 }, T0 - 5000, null).state;
  const states = new Map<string, RoomState>(members.map((m) => [m, welcomed(m)]));
  const follows = new Map<string, unknown[]>(members.map((m) => [m, []]));
  let ts = T0;
  return {
    /** Relays `message` at relay time ts (+ `after` ms) to every member. */
    relay(message: RoomMessage, after = 1000) {
      ts += after;
      for (const [member, state] of states) {
        const applied = applyMessage(state, { ts, message }, ts - 5000);
        states.set(member, applied.state);
        if (applied.follow) follows.get(member)?.push(applied.follow);
      }
      return ts;
    },
    state: (member: string) => states.get(member) ?? initialState(member),
    view: (member: string, localNow = ts - 5000) =>
      viewOf(states.get(member) ?? initialState(member), localNow),
    follows: (member: string) => follows.get(member) ?? [],
    /** Forgets what the players were told so far. */
    forget() {
      for (const list of follows.values()) list.length = 0;
    },
    get ts() {
      return ts;
    },
  };
}

/** Ana starts the room on a title, Ben (and Cai) join. */
function started(...others: string[]) {
  const r = room(ana, ...others);
  r.relay(hello(ana, "Ana"));
  const key = { lc: 2, from: ana };
  r.relay(
    msg(ana, 2, {
      ...snapshotBody(r.state(ana), r.ts),
      title,
      position: 0,
      playing: false,
      host: ana,
      controller: ana,
      mode: "everyone",
      settled: key,
      controlled: key,
    }),
  );
  for (const [i, other] of others.entries()) r.relay(hello(other, `Member ${i}`));
  r.forget();
  return r;
}

describe("the playback state machine", () => {
  it("starts the room on the host's title, with the host in control", () => {
    const r = started(ben);
    const view = r.view(ben);
    expect(view).toMatchObject({
      title,
      host: ana,
      controller: ana,
      mode: "everyone",
      playing: false,
      position: 0,
    });
    expect(view.members.map((m) => m.name)).toEqual(["Ana", "Member 0"]);
    expect(r.view(ana).members).toEqual(view.members);
  });

  it("follows play, pause and seek, and tells the others' players (not the sender's)", () => {
    const r = started(ben);
    r.relay(msg(ben, 5, { type: "command", action: "play", position: 10 }));
    expect(r.follows(ana)).toEqual([{ action: "play", position: 10 }]);
    expect(r.follows(ben)).toEqual([]);
    const playedAt = r.ts;
    // Four seconds of relay time later, the room is four seconds further on.
    const local = playedAt - 5000 + 4000;
    expect(r.view(ana, local).position).toBeCloseTo(14, 5);
    expect(positionNow(r.view(ana, local), local + 2000)).toBeCloseTo(16, 5);
    r.relay(msg(ana, 6, { type: "command", action: "pause", position: 15 }), 5000);
    expect(r.view(ben, r.ts - 5000 + 60_000)).toMatchObject({ playing: false, position: 15 });
    r.relay(msg(ana, 7, { type: "command", action: "seek", position: 600 }));
    expect(r.view(ben)).toMatchObject({ playing: false, position: 600 });
  });

  it("settles conflicting commands by the logical clock, whatever the order the relay put them in", () => {
    // Ben and Cai each act without having seen the other's command: same clock, so the greater id (Cai) wins.
    const benSeek = msg(ben, 5, { type: "command", action: "seek", position: 100 });
    const caiPause = msg(cai, 5, { type: "command", action: "pause", position: 200 });
    for (const order of [
      [benSeek, caiPause],
      [caiPause, benSeek],
    ]) {
      const r = started(ben, cai);
      for (const message of order) r.relay(message);
      for (const member of [ana, ben, cai])
        expect(r.view(member)).toMatchObject({ position: 200, playing: false });
    }
    // A command issued after seeing the latest (a higher clock) beats one that had not, even relayed before it.
    const r = started(ben, cai);
    r.relay(msg(ben, 9, { type: "command", action: "seek", position: 300 }));
    r.relay(msg(cai, 7, { type: "command", action: "seek", position: 5 }));
    for (const member of [ana, ben, cai]) expect(r.view(member).position).toBe(300);
    expect(r.follows(cai)).toEqual([{ action: "seek", position: 300 }]);
  });

  it("applies a duplicate command once: the same clock is not greater than itself", () => {
    const r = started(ben);
    const seek = msg(ben, 5, { type: "command", action: "seek", position: 100 });
    r.relay(seek);
    r.relay(msg(ana, 6, { type: "command", action: "seek", position: 50 }));
    r.relay(seek);
    expect(r.view(ben).position).toBe(50);
    expect(r.follows(ana)).toEqual([{ action: "seek", position: 100 }]);
  });

  it("refuses commands from a member who may not control, in host mode", () => {
    const r = started(ben, cai);
    r.relay(msg(ana, 3, { type: "control", mode: "host", controller: ana }));
    expect(canControl(r.view(ben), ben)).toBe(false);
    expect(canControl(r.view(ben), ana)).toBe(true);
    r.relay(msg(ben, 9, { type: "command", action: "play", position: 50 }));
    expect(r.view(ana)).toMatchObject({ playing: false, position: 0 });
    // Only the host changes the mode; Ben's attempt is ignored.
    r.relay(msg(ben, 10, { type: "control", mode: "everyone", controller: ben }));
    expect(r.view(ana).mode).toBe("host");
    // The host hands control to Ben: now only Ben's commands count, even the host's are refused.
    r.relay(msg(ana, 11, { type: "control", mode: "host", controller: ben }));
    expect(canControl(r.view(ana), ben)).toBe(true);
    r.relay(msg(ben, 12, { type: "command", action: "play", position: 50 }));
    r.relay(msg(ana, 13, { type: "command", action: "pause", position: 60 }));
    expect(r.view(cai)).toMatchObject({ controller: ben, playing: true });
    expect(
      r
        .view(ana)
        .events.filter((e) => e.kind === "control")
        .map((e) => e.name),
    ).toEqual(["Ana", "Member 0"]);
  });

  it("tells who is ahead of whom, and by how much", () => {
    const r = started(ben, cai);
    r.relay(msg(ana, 3, { type: "progress", position: 100, playing: false }));
    r.relay(msg(ben, 3, { type: "progress", position: 130, playing: false }));
    r.relay(msg(cai, 3, { type: "progress", position: 100.5, playing: false }));
    const view = r.view(ana);
    expect(aheadOf(view, ana).map(({ member, seconds }) => [member.name, seconds])).toEqual([
      ["Member 0", 30],
    ]);
    expect(aheadOf(view, ben)).toEqual([]);
    expect(aheadOf(view, cai).map(({ member }) => member.id)).toEqual([ben]);
    // A playing member's position moves on between reports.
    r.relay(msg(cai, 4, { type: "progress", position: 100, playing: true }));
    const later = r.view(ana, r.ts - 5000 + 40_000);
    expect(aheadOf(later, ben).map(({ member, seconds }) => [member.id, Math.round(seconds)])).toEqual([
      [cai, 10],
    ]);
  });

  it("starts a late joiner at the room's position from the kept state, on its own clock", () => {
    const r = started(ben);
    r.relay(msg(ana, 5, { type: "command", action: "play", position: 100 }));
    const kept = msg(ana, 6, snapshotBody(r.state(ana), r.ts));
    const keptAt = r.relay(kept);
    // Cai arrives 30 s after the state was kept; Cai's clock is 2 minutes behind the relay's.
    const localNow = keptAt + 30_000 - 120_000;
    const { state, follow } = applyWelcome(
      initialState(cai),
      { now: keptAt + 30_000, members: 3 },
      localNow,
      { ts: keptAt, message: kept },
    );
    const view = viewOf(state, localNow);
    // The kept position is the one when it was sent, stamped when relayed: one relay hop (here 1 s) behind.
    expect(view.position).toBeCloseTo(130, 5);
    expect(view).toMatchObject({ title, playing: true, host: ana, controller: ana, connectedCount: 3 });
    expect(view.members.map((m) => m.name)).toEqual(["Ana", "Member 0"]);
    expect(follow?.action).toBe("play");
    expect(follow?.position).toBeCloseTo(130, 5);
  });

  it("lets a late joiner catch up from a later kept state, while members who saw it all ignore it", () => {
    const r = started(ben);
    const early = msg(ana, 3, snapshotBody(r.state(ana), r.ts));
    const earlyAt = r.relay(early);
    // Cai was welcomed with the early state, then missed a seek relayed before its welcome.
    let cai0 = applyWelcome(initialState(cai), { now: earlyAt + 10, members: 3 }, earlyAt, {
      ts: earlyAt,
      message: early,
    }).state;
    r.relay(msg(ben, 7, { type: "command", action: "seek", position: 900 }));
    const later = msg(ana, 8, snapshotBody(r.state(ana), r.ts));
    const before = r.state(ben);
    r.relay(later);
    expect(r.state(ben).settled).toEqual(before.settled);
    cai0 = applyMessage(cai0, { ts: r.ts, message: later }, r.ts).state;
    expect(viewOf(cai0, r.ts).position).toBe(900);
    expect(cai0.settled).toEqual(r.state(ben).settled);
  });

  it("hands the room over when the host leaves: to the member who joined first, the same on every member", () => {
    const r = started(ben, cai);
    r.relay(msg(ana, 3, { type: "control", mode: "host", controller: ana }));
    r.relay(msg(ana, 4, { type: "bye" }));
    for (const member of [ben, cai]) {
      expect(r.view(member)).toMatchObject({ host: ben, controller: ben, mode: "host" });
      expect(canControl(r.view(member), ben)).toBe(true);
    }
    expect(r.view(cai).members.find((m) => m.id === ana)?.online).toBe(false);
    expect(
      r
        .view(cai)
        .events.map((e) => e.kind)
        .slice(-2),
    ).toEqual(["left", "control"]);
  });

  it("hands the room over when the host falls silent, at the same message on every member", () => {
    const r = started(ben, cai);
    // Ben and Cai keep sending heartbeats; Ana's tab is gone without a word.
    for (let i = 0; i < 4; i++) {
      r.relay(msg(ben, 10 + i, { type: "progress", position: null, playing: false }), 10_000);
      r.relay(msg(cai, 10 + i, { type: "progress", position: null, playing: false }), 10_000);
    }
    expect(r.view(ben).host).toBe(ben);
    expect(r.view(cai).host).toBe(ben);
    expect(r.state(ben).controlled).toEqual(r.state(cai).controlled);
    expect(
      r
        .view(cai)
        .members.filter((m) => m.online)
        .map((m) => m.id),
    ).toEqual([ben, cai]);
    expect(GONE_AFTER_MS).toBeLessThan(80_000);
    // Ana comes back: a member again, no longer the host.
    r.relay(hello(ana, "Ana", 20));
    expect(r.view(cai)).toMatchObject({ host: ben });
    expect(r.view(cai).members.find((m) => m.id === ana)?.online).toBe(true);
  });

  it("keeps the last 200 chat lines and names who wrote them", () => {
    const r = started(ben);
    for (let i = 0; i < 205; i++) r.relay(msg(ben, 10 + i, { type: "chat", text: `line ${i}` }), 10);
    const { chat } = r.view(ana);
    expect(chat).toHaveLength(200);
    expect(chat[0]).toMatchObject({ text: "line 5", name: "Member 0", from: ben });
    expect(chat.at(-1)?.text).toBe("line 204");
  });

  it("announces joins and leaves once", () => {
    const r = started(ben);
    r.relay(msg(ben, 3, { type: "hello", name: "Benedict", joined: null, quiet: true }));
    r.relay(msg(ben, 4, { type: "bye" }));
    r.relay(msg(ben, 5, { type: "bye" }));
    const events = r.view(ana).events.map((e) => `${e.kind} ${e.name}`);
    expect(events).toEqual(["joined Ana", "joined Member 0", "left Benedict"]);
  });

  it("counts down together: playing from the position once the countdown ends", () => {
    const r = started(ben);
    const at = r.relay(msg(ana, 3, { type: "countdown", position: 30, seconds: 5 }));
    const view = r.view(ben, at - 5000 + 2000);
    expect(view.countdown).toEqual({ position: 30, endsAt: at - 5000 + 5000 });
    expect(view.position).toBe(30);
    expect(viewOf(r.state(ben), at - 5000 + 8000).position).toBeCloseTo(33, 5);
  });

  it("starts a late joiner's clock past the kept state's, so that its first command counts", () => {
    const r = started(ben);
    r.relay(msg(ben, 40, { type: "command", action: "seek", position: 70 }));
    const kept = msg(ana, 41, snapshotBody(r.state(ana), r.ts));
    const keptAt = r.relay(kept);
    const joined = applyWelcome(initialState(cai), { now: keptAt, members: 3 }, keptAt, {
      ts: keptAt,
      message: kept,
    });
    expect(joined.state.clock).toBeGreaterThanOrEqual(41);
    const next = applyMessage(
      joined.state,
      {
        ts: keptAt + 10,
        message: msg(cai, joined.state.clock + 1, { type: "command", action: "pause", position: 80 }),
      },
      keptAt,
    );
    expect(viewOf(next.state, keptAt + 10)).toMatchObject({ playing: false, position: 80 });
  });

  it("ignores a clock leaping ahead, which would freeze the room's playback", () => {
    const r = started(ben);
    r.relay(msg(ben, 2 ** 40, { type: "command", action: "seek", position: 999 }));
    r.relay(msg(ana, 5, { type: "command", action: "seek", position: 12 }));
    expect(r.view(ben).position).toBe(12);
  });

  it("never grows its roster without end from invented member ids", () => {
    const r = started(ben);
    for (let i = 0; i < 100; i++) r.relay(hello(newId(), `Ghost ${i}`), 1);
    expect(r.state(ana).members.length).toBeLessThanOrEqual(32);
  });
});
