import { commandMessages, type PlayerCommand } from "./command-message";
import { takesStart } from "./source-choice";
import type { PlayerSource } from "./sources";

// Steering the watch page's player frame, for watching together: commands to a player that takes them, a
// reload at a second ({start}) for one that does not. The frame component only hands out what it has
// (PlayerFrameHandle); the work is here, in code that loads with the watch-together panel, not with every
// watch page (docs/decisions/0010-performance-budget.md).

/** What the player frame component (components/watch/player-frame.tsx) hands the page through its controlRef. */
export interface PlayerFrameHandle {
  /** The source on screen; null when none can play here. */
  source: PlayerSource | null;
  /** Its iframe; null when there is none. */
  frame: HTMLIFrameElement | null;
  /** Loads the frame again with its {start} at `position` (seconds). */
  reload: (position: number) => void;
}

export interface PlayerControl {
  /** The player on screen follows commands; when it does not, reloadAt is the way to move it. */
  commands: boolean;
  /** Posts the command in the player's format, to the frame's origin only; false when it cannot take one. */
  sendCommand: (command: PlayerCommand) => boolean;
  /** Loads the player again at `position`; false when there is none, or its address has no {start}. */
  reloadAt: (position: number) => boolean;
}

/** The latest command posted to a frame that had not loaded yet, to post again when it has. */
const waiting = new WeakMap<HTMLIFrameElement, object[]>();

function post(frame: HTMLIFrameElement, messages: object[]): boolean {
  const target = frame.contentWindow;
  if (!target) return false;
  // The frame's own origin, from its current address: a frame sent elsewhere receives nothing.
  const origin = new URL(frame.src, window.location.href).origin;
  for (const message of messages) target.postMessage(message, origin);
  return true;
}

/**
 * Whether the frame is still on its first, empty document: its player cannot hear anything yet. A loaded
 * player of another origin hides its document (null), one of this site's shows it complete.
 */
function stillLoading(frame: HTMLIFrameElement): boolean {
  const document = frame.contentDocument;
  return document !== null && (document.URL === "about:blank" || document.readyState !== "complete");
}

/** The page's control of the frame the handle describes (none: everything answers false). */
export function playerControl(handle: PlayerFrameHandle | null): PlayerControl {
  const format = handle?.source?.commands ?? null;
  return {
    commands: format !== null && handle?.frame != null,
    sendCommand(command) {
      const frame = handle?.frame;
      const messages = format ? commandMessages(format, command) : [];
      if (!frame || messages.length === 0 || !post(frame, messages)) return false;
      if (stillLoading(frame)) {
        if (!waiting.has(frame)) {
          frame.addEventListener(
            "load",
            () => {
              const latest = waiting.get(frame);
              waiting.delete(frame);
              if (latest) post(frame, latest);
            },
            { once: true },
          );
        }
        waiting.set(frame, messages);
      }
      return true;
    },
    reloadAt(position) {
      if (!handle?.frame || !handle.source || !takesStart(handle.source)) return false;
      handle.reload(position);
      return true;
    },
  };
}
