import type { PlayerFrameHandle } from "~/player/player-control";
import { playerControl } from "~/player/player-control";
import type { PlayerEvent } from "~/player/progress-message";

/** What the watch page's first load hands the room of its player (watch-together.tsx). */
export interface PlayerFeed {
  /** Hears each progress report of the current frame; returns the way to stop. */
  listen(listener: (event: PlayerEvent) => void): () => void;
  /** The latest report, if any, and when it came (Date.now()). */
  latest(): { event: PlayerEvent; at: number } | null;
  /** The frame's handle (player-frame.tsx's controlRef): its source, its iframe, a reload. */
  frame: { readonly current: PlayerFrameHandle | null };
}

/**
 * The room's hold on this page's player: its reports as they come, and a way to steer it. Built here, in the
 * code that loads with the panel (player-control.ts turns the frame's handle into commands), from what the
 * first load holds.
 */
export interface PlayerBridge {
  listen: PlayerFeed["listen"];
  latest: PlayerFeed["latest"];
  /** Sends play, pause or seek to the frame; false when its source accepts no commands. */
  send(command: { action: "play" | "pause" | "seek"; position: number }): boolean;
  /** Whether the current source accepts commands at all. */
  acceptsCommands(): boolean;
  /** Loads the frame again, starting at this second; false when its source cannot start at a given second. */
  reloadAt(position: number): boolean;
}

export function bridgeOf(feed: PlayerFeed): PlayerBridge {
  // A new control for each call: the handle changes with each new frame.
  const control = () => playerControl(feed.frame.current);
  return {
    listen: feed.listen,
    latest: feed.latest,
    send: (command) => control().sendCommand(command),
    acceptsCommands: () => control().commands,
    reloadAt: (position) => control().reloadAt(position),
  };
}
