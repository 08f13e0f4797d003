// Who is in the room, decided from the messages alone so that every member agrees without talking: a member is
// online from their first message until their bye, or until GONE_AFTER_MS of the relay's time pass without a
// message from them (each member sends at least a heartbeat every HEARTBEAT_MS). Time here is always the relay's
// `ts` of the message being applied, never this browser's clock, so every member decides at the same message.
// Relative imports and globals only: Node.js runs this file as it is.
import { MAX_ROSTER, type RosterEntry } from "./room-messages.ts";

/** How often a member says it is still here when it has nothing else to say. */
export const HEARTBEAT_MS = 20_000;
/**
 * Silence after which a member counts as gone: three heartbeats and a half, as a background tab's timers may be
 * throttled to one a minute by the browser.
 */
export const GONE_AFTER_MS = 70_000;

export interface MemberRecord {
  id: string;
  /** null until a hello or a roster names them (such a member is not shown). */
  name: string | null;
  /** Relay time of their first hello: who has been here longest takes over from a host who left. */
  joined: number;
  /** Relay time of their last message. */
  lastSeen: number;
  online: boolean;
  position: number | null;
  playing: boolean;
  /** Relay time of the progress report that gave `position`. */
  reportedAt: number | null;
}

export function findMember(members: readonly MemberRecord[], id: string): MemberRecord | undefined {
  return members.find((member) => member.id === id);
}

function newRecord(id: string, ts: number, joined: number = ts): MemberRecord {
  return {
    id,
    name: null,
    joined,
    lastSeen: ts,
    online: true,
    position: null,
    playing: false,
    reportedAt: null,
  };
}

/**
 * The roster with `id` present (added online when unknown), changed by `change`. Returns null when the roster is
 * full of online members and `id` is new: a flood of invented member ids must not grow it without end.
 */
export function withMember(
  members: readonly MemberRecord[],
  id: string,
  ts: number,
  change: (member: MemberRecord) => MemberRecord,
): MemberRecord[] | null {
  const index = members.findIndex((member) => member.id === id);
  if (index >= 0) return members.map((member, i) => (i === index ? change(member) : member));
  let kept = [...members];
  if (kept.length >= MAX_ROSTER) {
    const offline = kept.filter((member) => !member.online).sort((a, b) => a.lastSeen - b.lastSeen)[0];
    if (!offline) return null;
    kept = kept.filter((member) => member !== offline);
  }
  return [...kept, change(newRecord(id, ts))];
}

/** Members known from a state message's roster are added (or named) but never removed by it. */
export function mergeRoster(
  members: readonly MemberRecord[],
  roster: readonly RosterEntry[],
  seenAt: number,
) {
  let merged: MemberRecord[] = [...members];
  for (const entry of roster) {
    const known = findMember(merged, entry.id);
    if (known && known.name !== null) continue;
    const next = withMember(merged, entry.id, seenAt, (member) => ({
      ...member,
      name: member.name ?? entry.name,
      joined: known ? member.joined : entry.joined,
    }));
    if (next) merged = next;
  }
  return merged;
}

/** Members silent for too long at relay time `ts` go offline; returns the roster and who went. */
export function expireSilent(members: readonly MemberRecord[], ts: number) {
  const gone: MemberRecord[] = [];
  const next = members.map((member) => {
    if (!member.online || ts - member.lastSeen <= GONE_AFTER_MS) return member;
    gone.push(member);
    return { ...member, online: false, position: null, playing: false, reportedAt: null };
  });
  return { members: gone.length ? next : (members as MemberRecord[]), gone };
}

/** The online members in hand-over order: earliest joined first, member id to break a tie. */
export function byJoined(members: readonly MemberRecord[]): MemberRecord[] {
  return members
    .filter((member) => member.online)
    .sort((a, b) => a.joined - b.joined || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export function isOnline(members: readonly MemberRecord[], id: string | null): boolean {
  if (id === null) return false;
  return findMember(members, id)?.online === true;
}

/** The roster a state message carries: the named online members. */
export function rosterOf(members: readonly MemberRecord[]): RosterEntry[] {
  return byJoined(members)
    .filter((member) => member.name !== null)
    .map((member) => ({ id: member.id, name: member.name ?? "", joined: member.joined }));
}
