// What the panel reads of the room: the view (positions brought to this browser's clock), who may control, who
// is ahead of whom. The machine that keeps the state is room-apply.ts; the rules are written there.
// Relative imports and globals only: Node.js runs this file as it is.
import type { PlaybackMode, RoomTitle } from "./room-messages.ts";
import {
  type ChatEntry,
  mayControl,
  positionAt,
  type ReactionEntry,
  type RoomEvent,
  type RoomState,
} from "./room-model.ts";
import { byJoined } from "./room-roster.ts";

export { applyMessage, applyWelcome, snapshotBody } from "./room-apply.ts";
export type { PlaybackMode, RoomTitle } from "./room-messages.ts";
export type { ChatEntry, FollowCommand, ReactionEntry, RoomEvent, RoomState } from "./room-model.ts";
export { initialState, MAX_CHAT_ENTRIES, MAX_EVENTS, MAX_REACTIONS } from "./room-model.ts";

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
