// The room's state as the machine keeps it (relay times, member records) and the small rules the machine and the
// views share: the order of Lamport timestamps, who may control, the position at a given time.
// Relative imports and globals only: Node.js runs this file as it is.
import type { ClockKey, CommandAction, PlaybackMode, RoomTitle } from "./room-messages.ts";
import type { MemberRecord } from "./room-roster.ts";

export const MAX_CHAT_ENTRIES = 200;
export const MAX_REACTIONS = 20;
export const MAX_EVENTS = 50;

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

/** Whether `member` may play, pause, seek or count down, under this mode and controller. */
export function mayControl(mode: PlaybackMode, controller: string | null, member: string): boolean {
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
