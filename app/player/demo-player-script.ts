// The demo player's behaviour (spec §7): the one script of its page (routes/demo-player.tsx), sent inline. The
// page loads no framework: it lives in the watch page's iframe, on the same main thread, and a second React app
// starting there cost the watch page as much as its own start. The server renders the player in its first state
// (playing from ?start=); this script runs the clock, the seek bar, the Play/Pause button, the progress
// reports and the watch page's commands (docs/decisions/0015-player-progress-messages.md).
//
// runDemoPlayer and clock travel as their source text, so they use nothing from outside their own bodies but
// their arguments. demo-player-script.test.ts and the browser tests in tests/e2e/watch.spec.ts drive the result.

import { COMMAND_MESSAGE_TYPE, type CommandMessage } from "./command-message";
import {
  KEY_MESSAGE_TYPE,
  PASSED_KEYS,
  PROGRESS_INTERVAL_SECONDS,
  PROGRESS_MESSAGE_TYPE,
  type ProgressMessage,
} from "./progress-message";

/** 75 -> "1:15", 3725 -> "1:02:05". */
export function clock(totalSeconds: number): string {
  const seconds = Math.floor(totalSeconds % 60);
  const minutes = Math.floor(totalSeconds / 60) % 60;
  const hours = Math.floor(totalSeconds / 3600);
  const mm = hours > 0 ? String(minutes).padStart(2, "0") : String(minutes);
  return `${hours > 0 ? `${hours}:` : ""}${mm}:${String(seconds).padStart(2, "0")}`;
}

/** The player's words in the page's language (routes/demo-player.tsx); `position` holds {current} and {total}. */
export interface PlayerLabels {
  play: string;
  pause: string;
  position: string;
}

interface PlayerSettings {
  labels: PlayerLabels;
  messageType: ProgressMessage["type"];
  keyMessageType: typeof KEY_MESSAGE_TYPE;
  commandType: CommandMessage["type"];
  /** Keys that leave the player for the watch page around it (a remote's Up and Back). */
  passedKeys: readonly string[];
  /** Seconds between progress reports while playing. */
  interval: number;
  /** Seconds an arrow key moves the seek bar: the range's own step is 1 s, so that End reaches the end. */
  arrowStep: number;
}

function runDemoPlayer(format: (seconds: number) => string, settings: PlayerSettings): void {
  const root = document.querySelector<HTMLElement>(".demo-player[data-duration]");
  const toggle = root?.querySelector<HTMLButtonElement>(".demo-player-toggle");
  const seek = root?.querySelector<HTMLInputElement>(".demo-player-seek");
  const time = root?.querySelector<HTMLElement>(".demo-player-time");
  if (!root || !toggle || !seek || !time) return;
  const number = (text: string | undefined) => (text ? Number(text) : null);
  const duration = Number(root.dataset.duration);
  const id = Number(root.dataset.id);
  const season = number(root.dataset.season);
  const episode = number(root.dataset.episode);
  let seconds = Number(root.dataset.start) || 0;
  let timer: number | undefined;
  // "ended" is said once each time playback reaches the end; leaving the end re-arms it.
  let endReported = false;

  const show = () => {
    seek.value = String(seconds);
    seek.style.setProperty("--played", `${(seconds / duration) * 100}%`);
    seek.setAttribute(
      "aria-valuetext",
      settings.labels.position
        .replace("{current}", () => format(seconds))
        .replace("{total}", () => format(duration)),
    );
    time.textContent = format(seconds);
  };
  // Tells the watch page (our own origin only) where playback is.
  const report = (event: ProgressMessage["event"]) => {
    const message: ProgressMessage = {
      type: settings.messageType,
      event,
      id,
      season,
      episode,
      seconds,
      duration,
    };
    if (window.parent !== window) window.parent.postMessage(message, window.location.origin);
  };
  const setPlaying = (playing: boolean) => {
    root.classList.toggle("is-playing", playing);
    toggle.setAttribute("aria-label", playing ? settings.labels.pause : settings.labels.play);
    for (const icon of toggle.querySelectorAll<HTMLElement>("[data-icon]")) {
      icon.hidden = icon.dataset.icon !== (playing ? "pause" : "play");
    }
    window.clearInterval(timer);
    timer = playing ? window.setInterval(tick, 1000) : undefined;
  };
  // At the end, by playing or by seeking: stop, and report it unless already done. True when at the end.
  const stopAtEnd = () => {
    if (seconds < duration) {
      endReported = false;
      return false;
    }
    setPlaying(false);
    if (!endReported) report("ended");
    endReported = true;
    return true;
  };
  const tick = () => {
    seconds = Math.min(seconds + 1, duration);
    show();
    if (!stopAtEnd() && seconds % settings.interval === 0) report("time");
  };
  const seekTo = (target: number) => {
    seconds = Math.min(Math.max(Math.round(target) || 0, 0), duration);
    show();
    if (!stopAtEnd()) report("time");
  };

  // Dragging moves the clock along; letting go, a click or a key is the seek the watch page hears about.
  seek.addEventListener("input", () => {
    seconds = Number(seek.value);
    show();
  });
  seek.addEventListener("change", () => seekTo(Number(seek.value)));
  seek.addEventListener("keydown", (event) => {
    const { key } = event;
    // Left and Right only: Up and Down leave the player for the watch page (below), as on a TV remote.
    const direction = key === "ArrowRight" ? 1 : key === "ArrowLeft" ? -1 : 0;
    if (direction === 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    seekTo(seconds + direction * settings.arrowStep);
  });
  // Keys pressed here never reach the watch page: pass on those that leave the player (Up to the watch bar, Back),
  // unless the seek bar used them. Right and Left walk between the two controls.
  document.addEventListener("keydown", (event) => {
    const { key } = event;
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (key === "ArrowRight" && event.target === toggle) {
      event.preventDefault();
      seek.focus();
    } else if (settings.passedKeys.includes(key) && window.parent !== window) {
      event.preventDefault();
      window.parent.postMessage({ type: settings.keyMessageType, key }, window.location.origin);
    }
  });
  // Focus sent into the frame from the watch page (a remote's Down) lands on Play/Pause, so Enter works at once.
  window.addEventListener("focus", () => {
    if (document.activeElement === document.body) toggle.focus();
  });
  // Focus that came in while the frame was still loading fired no focus event this script could hear: the
  // frame already has it.
  if (window.parent !== window && document.hasFocus() && document.activeElement === document.body)
    toggle.focus();
  // The watch page's commands (play, pause, go to a second), so that friends watching together stay in step.
  // Only from the page around the player, which is this site (only it may frame the player). Each is followed
  // by a report at once, as a seek here is, and restarts the clock's second from now.
  window.addEventListener("message", ({ data, source, origin }) => {
    const { type, action, position } = data ?? {};
    if (
      source !== window.parent ||
      source === window ||
      origin !== window.location.origin ||
      type !== settings.commandType ||
      !(action === "play" || action === "pause" || action === "seek") ||
      typeof position !== "number" ||
      !(position >= 0)
    )
      return;
    seconds = Math.min(Math.round(position), duration);
    show();
    setPlaying(action === "seek" ? root.classList.contains("is-playing") : action === "play");
    if (!stopAtEnd()) report(action === "pause" ? "pause" : "time");
  });
  toggle.addEventListener("click", () => {
    if (root.classList.contains("is-playing")) {
      setPlaying(false);
      report("pause");
      return;
    }
    if (seconds >= duration) {
      seconds = 0;
      endReported = false;
      show();
    }
    setPlaying(true);
    // Said at once, as a pause is: friends watching together start playing again with this visitor.
    report("time");
  });
  setPlaying(true);
}

/**
 * The inline script's text, with the player's words in the page's language. Only the settings are data; "<" is
 * escaped there so it cannot close the tag.
 */
export function demoPlayerScript(labels: PlayerLabels): string {
  const settings: PlayerSettings = {
    labels,
    messageType: PROGRESS_MESSAGE_TYPE,
    keyMessageType: KEY_MESSAGE_TYPE,
    commandType: COMMAND_MESSAGE_TYPE,
    passedKeys: PASSED_KEYS,
    interval: PROGRESS_INTERVAL_SECONDS,
    arrowStep: 10,
  };
  return `(${runDemoPlayer})(${clock}, ${JSON.stringify(settings).replace(/</g, "\\u003c")});`;
}
