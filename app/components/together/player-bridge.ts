import type { PlayerEvent } from "~/player/progress-message";

/** A command the room asks the local player to carry out. */
export interface PlayerCommand {
  action: "play" | "pause" | "seek";
  /** Seconds from the start. */
  position: number;
}

/**
 * What the watch page lends the room of its player: the player's reports as they come, and a way to steer it.
 * The page's own parts are in its first load (watch-together.tsx); the room, which loads later, only uses them.
 */
export interface PlayerBridge {
  /** Hears each progress report of the current frame; returns the way to stop. */
  listen(listener: (event: PlayerEvent) => void): () => void;
  /** The latest report, if any, and when it came (Date.now()). */
  latest(): { event: PlayerEvent; at: number } | null;
  /** Sends play, pause or seek to the frame; false when its source accepts no commands. */
  send(command: PlayerCommand): boolean;
  /** Whether the current source accepts commands at all. */
  acceptsCommands(): boolean;
  /** Loads the frame again, starting at this second (a player that takes no commands can still do that). */
  reloadAt(position: number): void;
}
