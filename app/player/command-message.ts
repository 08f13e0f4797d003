// What the watch page tells a player frame to do, by postMessage: play, pause or seek to a position, so that
// friends watching together stay in step. A player accepts commands only in the one format its provider
// declares (PlayerSource.commands); a source declaring none is never sent any, and the watch page falls back
// to reloading the frame at a position ({start}). The formats are documented in
// docs/decisions/0015-player-progress-messages.md
// (its part on commands).
//
// Checked by hand, not with zod: this runs in the browser (docs/decisions/0010-performance-budget.md).

import { isOneOf, seconds } from "./message-checks";

/** The formats a provider may declare in PLAYER_PROVIDERS ("commands": "..."). */
export const COMMAND_FORMATS = ["marquee", "player-command"] as const;
export type CommandFormat = (typeof COMMAND_FORMATS)[number];

export const isCommandFormat = /* @__PURE__ */ isOneOf(COMMAND_FORMATS);

/** A command for the player: play or pause at `position`, or go to it and keep playing or paused. */
export interface PlayerCommand {
  action: "play" | "pause" | "seek";
  /** Seconds from the start. */
  position: number;
}

/** { type: "marquee:command", action, position }: our own format, which the demo player follows. */
export const COMMAND_MESSAGE_TYPE = "marquee:command";

export interface CommandMessage extends PlayerCommand {
  type: typeof COMMAND_MESSAGE_TYPE;
}

/**
 * The messages to post to a player, in order, for one command; none when the command is malformed. Most
 * formats carry the position in one message; "player-command" (VidFast's `{ command, time }`) places the
 * player with a seek first, as its play and pause say nothing of where.
 */
export function commandMessages(format: CommandFormat, command: PlayerCommand): object[] {
  // Commands come from other members of a room: checked here too, whoever called.
  const action = command?.action;
  const position = seconds(command?.position);
  if (position === null || (action !== "play" && action !== "pause" && action !== "seek")) return [];
  if (format === "marquee") return [{ type: COMMAND_MESSAGE_TYPE, action, position }];
  const seek = { command: "seek", time: position };
  return action === "seek" ? [seek] : [seek, { command: action }];
}
