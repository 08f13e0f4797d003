import type { PlayerEvent } from "~/player/progress-message";

// What this visitor did with their own player, read from its reports, for the room to follow. A report says only
// "time", "pause" or "ended" and a position, so the room's state tells a play from a seek, and an echo (the
// player reporting a command the room sent it) from something the visitor did.

/** Seconds a playing player may drift from the room before its position counts as a seek. */
export const SEEK_TOLERANCE = 3;
/** Seconds around the paused room's position where a report means "playing again from here". */
const RESUME_TOLERANCE = 1.5;
/**
 * Milliseconds after the room steered the player during which its reports are not the visitor's doing: a report
 * the player posted just before the command reached it arrives just after. A player that says it did what it was
 * told (the demo player does, at once) ends the wait early, so a visitor's own pause just after is theirs.
 */
export const SETTLE_MS = 700;

/** What the room last told this player to do, and when (ms): a command, or a reload of a player that takes none. */
export interface Steered {
  action: "play" | "pause" | "seek" | "reload";
  position: number;
  at: number;
}

/**
 * How to read a report after the room steered the player: "stale" (posted before the command reached it, or a
 * player that says nothing back, still settling), "done" (the player says it did what it was told: the reports
 * after it are the visitor's again, as reports from one frame arrive in the order it posted them), or "own".
 */
export function afterSteer(
  steered: Steered | null,
  event: PlayerEvent,
  now: number,
): "stale" | "done" | "own" {
  if (!steered || now - steered.at >= SETTLE_MS) return "own";
  const there = Math.abs(event.position - steered.position) <= SEEK_TOLERANCE;
  // A "time" near the second told is no proof of a pause: a playing player posts one just before it stops.
  const did =
    steered.action === "pause"
      ? event.event === "pause"
      : steered.action !== "reload" && event.event === "time";
  return there && did ? "done" : "stale";
}

export interface RoomPlayback {
  playing: boolean;
  /** The room's position now, in seconds. */
  position: number;
}

/** What the room was last told by this visitor, and when (ms), to read the reports after it. */
export interface LastOwn {
  action: "play" | "pause" | "seek";
  position: number;
  at: number;
}

export type OwnAction = { action: "play" | "pause" | "seek"; position: number } | null;

/**
 * The room action a report from this visitor's player means, or null when it only confirms the room's state.
 * `lastOwn` is what this visitor last sent. (Reports while the player settles after a command are read by
 * afterSteer first.)
 */
export function ownAction(
  event: PlayerEvent,
  room: RoomPlayback,
  now: number,
  lastOwn: LastOwn | null,
): OwnAction {
  const { position } = event;
  if (event.event === "pause") return room.playing ? { action: "pause", position } : null;
  if (event.event !== "time") return null; // the end: what comes next is a navigation, followed as such
  const drift = position - room.position;
  if (room.playing) return Math.abs(drift) > SEEK_TOLERANCE ? { action: "seek", position } : null;
  // The room is paused and the player reports: either it plays again (from where it was, or from where this
  // visitor just moved it while paused, having played on since), or it was moved while paused (the demo player
  // reports a seek at once, playing or not).
  if (Math.abs(drift) <= RESUME_TOLERANCE) return { action: "play", position };
  if (lastOwn?.action === "seek" && drift > 0 && drift <= (now - lastOwn.at) / 1000 + RESUME_TOLERANCE)
    return { action: "play", position };
  return { action: "seek", position };
}
