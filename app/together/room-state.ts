// The room's playback state machine, pure: every member applies the same messages in the relay's seq order with
// the same rules, so every member arrives at the same state without talking.
// - A command (play, pause, seek, next episode, countdown) is applied only if its Lamport timestamp (lc, from) is
//   greater than that of the command that set the current state: one issued without having seen the latest loses,
//   ties broken by member id. It is refused from a member who may not control at that point.
// - The controller keeps a `state` message (keep: true) for late joiners. Members who saw the history already
//   hold what it says (its clock keys are not greater than theirs) and ignore it; a late joiner adopts whatever is
//   newer than what it has, which heals the messages it missed between the kept state and its arrival.
// - The position now is the position at `since` (the relay's time of the command), plus the relay time elapsed
//   while playing; the welcome's `now` gives the offset from this browser's clock to the relay's.
// - When the host leaves (bye, or silent too long: room-roster.ts), the online member who joined first takes over.
// Relative imports and globals only: Node.js runs this file as it is.
import {
  type ClockKey,
  type CommandAction,
  MAX_CLOCK,
  type PlaybackMode,
  type RoomBody,
  type RoomMessage,
  type RoomTitle,
} from "./room-messages.ts";
import {
  byJoined,
  expireSilent,
  findMember,
  isOnline,
  type MemberRecord,
  mergeRoster,
  rosterOf,
  withMember,
} from "./room-roster.ts";

export type { PlaybackMode, RoomTitle } from "./room-messages.ts";

export const MAX_CHAT_ENTRIES = 200;
export const MAX_REACTIONS = 20;
export const MAX_EVENTS = 50;
const CLOCK_LEAP = 100_000;

export interface MemberView {
  id: string;
  name: string;
  /** Their player's position now (extrapolated from their last report while playing), or null if unknown. */
  position: number | null;
  playing: boolean;
  online: boolean;
  /** This browser's clock (ms) when they were last heard from. */
  lastSeen: number;
}

export interface ChatEntry {
  id: string;
  from: string;
  name: string;
  text: string;
  at: number;
}
export interface ReactionEntry {
  id: string;
  from: string;
  emoji: string;
  at: number;
}
export interface RoomEvent {
  id: string;
  kind: "joined" | "left" | "control";
  member: string;
  name: string;
  at: number;
  /** For "control": the mode from then on. */
  mode?: PlaybackMode;
}

export interface RoomView {
  title: RoomTitle | null;
  playing: boolean;
  /** The room's position now, in seconds (at `at`). */
  position: number;
  host: string | null;
  controller: string | null;
  mode: PlaybackMode;
  members: MemberView[];
  connectedCount: number;
  chat: ChatEntry[];
  reactions: ReactionEntry[];
  events: RoomEvent[];
  countdown: { position: number; endsAt: number } | null;
  /** This browser's clock (ms) at which `position` and the members' positions were computed. */
  at: number;
  /** This tab's member id. */
  self: string;
}

export interface FollowCommand {
  action: CommandAction;
  position: number;
  path?: string;
}

/** Entries are stamped with the relay's time; views convert with `offset`. */
export interface RoomState {
  self: string;
  /** Relay clock minus this browser's clock, in ms. */
  offset: number;
  /** The greatest Lamport clock applied. */
  clock: number;
  title: RoomTitle | null;
  playing: boolean;
  position: number;
  /** Relay time from which the position advances while playing (in the future during a countdown). */
  since: number;
  settled: ClockKey | null;
  host: string | null;
  controller: string | null;
  mode: PlaybackMode;
  controlled: ClockKey | null;
  members: MemberRecord[];
  connectedCount: number;
  chat: ChatEntry[];
  reactions: ReactionEntry[];
  events: RoomEvent[];
  countdown: { position: number; endsAt: number } | null;
}

export interface Applied {
  state: RoomState;
  /** What this member's player should do, when a message from someone else moved the room's playback. */
  follow: FollowCommand | null;
  /** A newcomer (or a returning member) said hello: answer with a quiet hello so they learn who is here. */
  answer: boolean;
}

export function initialState(self: string): RoomState {
  return {
    self,
    offset: 0,
    clock: 0,
    title: null,
    playing: false,
    position: 0,
    since: 0,
    settled: null,
    host: null,
    controller: null,
    mode: "everyone",
    controlled: null,
    members: [],
    connectedCount: 0,
    chat: [],
    reactions: [],
    events: [],
    countdown: null,
  };
}

/** (lc, from) ordering: the greater wins; null is below everything. */
export function isAfter(key: ClockKey, than: ClockKey | null): boolean {
  if (than === null) return true;
  return key.lc > than.lc || (key.lc === than.lc && key.from > than.from);
}

const keyOf = (message: RoomMessage): ClockKey => ({ lc: message.lc, from: message.from });
const last = <T>(list: readonly T[], item: T, cap: number) => [...list, item].slice(-cap);

/** Whether `member` may play, pause, seek or count down, under this mode and controller. */
function mayControl(mode: PlaybackMode, controller: string | null, member: string): boolean {
  return mode === "everyone" || controller === null || controller === member;
}

/** The room's position at relay time `serverNow`. */
export function positionAt(state: RoomState, serverNow: number): number {
  if (!state.playing || serverNow <= state.since) return state.position;
  return state.position + (serverNow - state.since) / 1000;
}

export function followOf(state: RoomState, localNow: number, action: CommandAction): FollowCommand {
  const position = positionAt(state, localNow + state.offset);
  return action === "episode" && state.title
    ? { action, position, path: state.title.path }
    : { action, position };
}

/** The welcome: the relay's clock, the count of connected members, and (if any) the kept state. */
export function applyWelcome(
  state: RoomState,
  welcome: { now: number; members: number },
  localNow: number,
  kept: { ts: number; message: RoomMessage } | null,
): Applied {
  let next: RoomState = { ...state, offset: welcome.now - localNow, connectedCount: welcome.members };
  let follow: FollowCommand | null = null;
  if (kept && kept.message.type === "state") {
    // A joiner's first command must beat the one that set the kept state: its clock starts past it.
    const { settled, controlled, lc } = kept.message;
    next.clock = Math.max(next.clock, lc, settled?.lc ?? 0, controlled?.lc ?? 0);
    ({ state: next, follow } = adoptSnapshot(next, kept.message, kept.ts, welcome.now, localNow));
  }
  return { state: next, follow, answer: false };
}

export function withConnectedCount(state: RoomState, count: number): RoomState {
  return count === state.connectedCount ? state : { ...state, connectedCount: count };
}

function nameOf(state: RoomState, id: string): string {
  return findMember(state.members, id)?.name ?? "";
}

function event(
  state: RoomState,
  kind: RoomEvent["kind"],
  member: string,
  ts: number,
  id: string,
  mode?: PlaybackMode,
) {
  const entry: RoomEvent = {
    id,
    kind,
    member,
    name: nameOf(state, member),
    at: ts,
    ...(mode ? { mode } : {}),
  };
  return last(state.events, entry, MAX_EVENTS);
}

/** A state message: adopt whatever in it is newer than what this member holds, and the members it lists. */
function adoptSnapshot(
  state: RoomState,
  message: RoomMessage & { type: "state" },
  ts: number,
  seenAt: number,
  localNow: number,
): { state: RoomState; follow: FollowCommand | null } {
  let next: RoomState = { ...state, members: mergeRoster(state.members, message.members, seenAt) };
  let follow: FollowCommand | null = null;
  if (message.settled && isAfter(message.settled, state.settled)) {
    const pathBefore = state.title?.path;
    next = {
      ...next,
      title: message.title,
      playing: message.playing,
      position: message.position,
      since: ts,
      settled: message.settled,
      countdown: null,
    };
    if (message.from !== state.self) {
      // From no title (a joiner's first state) it is not "episode": the page they opened is the invite's, and
      // the panel compares view().title.path with it.
      const moved = pathBefore !== undefined && next.title?.path !== pathBefore;
      const action = moved ? "episode" : message.playing ? "play" : "pause";
      follow = followOf(next, localNow, action);
    }
  }
  if (message.controlled && isAfter(message.controlled, state.controlled)) {
    next = {
      ...next,
      host: message.host,
      mode: message.mode,
      controller: message.controller,
      controlled: message.controlled,
    };
    for (const id of [message.host, message.controller]) {
      if (id === null || findMember(next.members, id)) continue;
      next = { ...next, members: withMember(next.members, id, seenAt, (member) => member) ?? next.members };
    }
  }
  return { state: next, follow };
}

/** Applies one relayed message; `ts` is the relay's time, `localNow` this browser's clock. */
export function applyMessage(
  state: RoomState,
  relayed: { ts: number; message: RoomMessage },
  localNow: number,
): Applied {
  const { ts, message } = relayed;
  const from = message.from;
  // Clocks grow by one a message: a leap this large is no member's honest clock, and would freeze the room's
  // playback (no later command could be greater).
  if (message.lc > state.clock + CLOCK_LEAP) return { state, follow: null, answer: false };
  const wasOnline = isOnline(state.members, from);
  const named = findMember(state.members, from)?.name != null;
  const members = withMember(state.members, from, ts, (member) => ({
    ...member,
    lastSeen: ts,
    online: true,
  }));
  if (!members) return { state, follow: null, answer: false };
  let next: RoomState = { ...state, members, clock: Math.min(MAX_CLOCK, Math.max(state.clock, message.lc)) };
  let follow: FollowCommand | null = null;
  let answer = false;

  switch (message.type) {
    case "hello": {
      const joined = message.joined !== null && message.joined <= ts ? message.joined : ts;
      next.members = next.members.map((member) =>
        member.id === from
          ? { ...member, name: message.name, joined: named ? member.joined : joined }
          : member,
      );
      if (!wasOnline || !named) {
        next.events = event(next, "joined", from, ts, message.id);
        answer = from !== state.self && !message.quiet;
      }
      break;
    }
    case "bye":
      next.members = next.members.map((member) =>
        member.id === from
          ? { ...member, online: false, position: null, playing: false, reportedAt: null }
          : member,
      );
      if (wasOnline) next.events = event(next, "left", from, ts, message.id);
      break;
    case "progress":
      next.members = next.members.map((member) =>
        member.id === from && message.position !== null
          ? { ...member, position: message.position, playing: message.playing, reportedAt: ts }
          : member,
      );
      break;
    case "chat":
      next.chat = last(
        next.chat,
        { id: message.id, from, name: nameOf(next, from), text: message.text, at: ts },
        MAX_CHAT_ENTRIES,
      );
      break;
    case "react":
      next.reactions = last(
        next.reactions,
        { id: message.id, from, emoji: message.emoji, at: ts },
        MAX_REACTIONS,
      );
      break;
    case "control": {
      const byHost = from === next.host;
      const handOver = from === next.controller && next.mode === "host" && message.mode === "host";
      if (!byHost && !handOver) break;
      if (message.mode === next.mode && message.controller === next.controller) break;
      next.mode = message.mode;
      next.controller = message.controller;
      if (isAfter(keyOf(message), next.controlled)) next.controlled = keyOf(message);
      if (!findMember(next.members, message.controller)) {
        next.members = withMember(next.members, message.controller, ts, (member) => member) ?? next.members;
      }
      next.events = event(next, "control", message.controller, ts, message.id, message.mode);
      break;
    }
    case "command":
    case "countdown": {
      if (!mayControl(next.mode, next.controller, from) || !isAfter(keyOf(message), next.settled)) break;
      next = { ...next, ...playbackAfter(next, message, ts), settled: keyOf(message) };
      if (from !== state.self && message.type === "command")
        follow = followOf(next, localNow, message.action);
      break;
    }
    case "state":
      ({ state: next, follow } = adoptSnapshot(next, message, ts, ts, localNow));
      break;
  }

  if (next.countdown && ts > next.countdown.endsAt) next.countdown = null;
  next = handOver(expire(next, ts, message.id), keyOf(message), ts, message.id);
  return { state: next, follow, answer };
}

/** What a command or countdown does to the room's playback. */
function playbackAfter(state: RoomState, message: RoomBody & { type: "command" | "countdown" }, ts: number) {
  if (message.type === "countdown") {
    const endsAt = ts + message.seconds * 1000;
    return {
      playing: true,
      position: message.position,
      since: endsAt,
      countdown: { position: message.position, endsAt },
    };
  }
  const base = { position: message.position, since: ts, countdown: null };
  switch (message.action) {
    case "play":
      return { ...base, playing: true };
    case "pause":
      return { ...base, playing: false };
    case "seek":
      return { ...base, playing: state.playing };
    case "episode":
      return { ...base, playing: state.playing, title: message.title ?? state.title };
  }
}

function expire(state: RoomState, ts: number, messageId: string): RoomState {
  const { members, gone } = expireSilent(state.members, ts);
  if (!gone.length) return state;
  const next = { ...state, members };
  for (const member of gone) next.events = event(next, "left", member.id, ts, `${messageId}:${member.id}`);
  return next;
}

/**
 * The host or controller went offline: the earliest-joined online member becomes host (and controller if the
 * controller went too). The same on every member, as it depends only on the messages applied.
 */
function handOver(state: RoomState, trigger: ClockKey, ts: number, messageId: string): RoomState {
  if (state.host === null) return state;
  const hostGone = !isOnline(state.members, state.host);
  const controllerGone = state.controller !== null && !isOnline(state.members, state.controller);
  if (!hostGone && !controllerGone) return state;
  const successor = hostGone ? byJoined(state.members)[0]?.id : state.host;
  if (!successor) return state;
  const key = { lc: state.clock, from: trigger.from };
  const next: RoomState = {
    ...state,
    host: successor,
    controller: controllerGone || state.controller === state.host ? successor : state.controller,
    controlled: isAfter(key, state.controlled) ? key : state.controlled,
  };
  next.events = event(next, "control", next.controller ?? successor, ts, `${messageId}:handover`, next.mode);
  return next;
}

/** The state message the controller keeps for late joiners, as of relay time `serverNow`. */
export function snapshotBody(state: RoomState, serverNow: number): RoomBody & { type: "state" } {
  return {
    type: "state",
    title: state.title,
    playing: state.playing,
    position: Math.round(positionAt(state, serverNow) * 1000) / 1000,
    host: state.host,
    mode: state.mode,
    controller: state.controller,
    settled: state.settled,
    controlled: state.controlled,
    members: rosterOf(state.members),
  };
}

/** What a kept state says, less the position (which moves with time and with `settled`): to resend on change. */
export function snapshotFingerprint(body: RoomBody & { type: "state" }): string {
  const { title, playing, host, mode, controller, settled, controlled, members } = body;
  return JSON.stringify([title?.path ?? null, playing, host, mode, controller, settled, controlled, members]);
}

export function viewOf(state: RoomState, localNow: number): RoomView {
  const serverNow = localNow + state.offset;
  const local = (ts: number) => ts - state.offset;
  const members: MemberView[] = [];
  for (const member of byJoined(state.members).concat(state.members.filter((m) => !m.online))) {
    if (member.name === null) continue;
    const moving = member.playing && member.position !== null && member.reportedAt !== null;
    const position =
      member.position === null
        ? null
        : moving
          ? member.position + Math.max(0, serverNow - (member.reportedAt ?? serverNow)) / 1000
          : member.position;
    members.push({
      id: member.id,
      name: member.name,
      position,
      playing: member.playing,
      online: member.online,
      lastSeen: local(member.lastSeen),
    });
  }
  return {
    title: state.title,
    playing: state.playing,
    position: positionAt(state, serverNow),
    host: state.host,
    controller: state.controller,
    mode: state.mode,
    members,
    connectedCount: state.connectedCount,
    chat: state.chat.map((entry) => ({ ...entry, at: local(entry.at) })),
    reactions: state.reactions.map((entry) => ({ ...entry, at: local(entry.at) })),
    events: state.events.map((entry) => ({ ...entry, at: local(entry.at) })),
    countdown: state.countdown && {
      position: state.countdown.position,
      endsAt: local(state.countdown.endsAt),
    },
    at: localNow,
    self: state.self,
  };
}

/** Whether `member` may play, pause, seek, start a countdown or move to the next episode. */
export function canControl(view: RoomView, member: string): boolean {
  return mayControl(view.mode, view.controller, member);
}

/** Whether `member` may change who controls: the host, or in host mode the controller handing over. */
export function canHandOver(view: RoomView, member: string): boolean {
  return member === view.host || (view.mode === "host" && member === view.controller);
}

/** The room's position at this browser's time `localNow`, from a view computed earlier. */
export function positionNow(view: RoomView, localNow: number): number {
  if (!view.playing || localNow <= view.at) return view.position;
  return view.position + (localNow - view.at) / 1000;
}

/** Members whose players are ahead of `member`'s by a second or more, furthest first. */
export function aheadOf(view: RoomView, member: string): { member: MemberView; seconds: number }[] {
  const mine = view.members.find((m) => m.id === member)?.position;
  if (mine === null || mine === undefined) return [];
  return view.members
    .filter((m) => m.id !== member && m.online && m.position !== null && m.position - mine >= 1)
    .map((m) => ({ member: m, seconds: (m.position ?? 0) - mine }))
    .sort((a, b) => b.seconds - a.seconds);
}
