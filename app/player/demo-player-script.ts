// The demo player's behaviour (spec §7): the one script of its page (routes/demo-player.tsx), sent inline. The
// page loads no framework: it lives in the watch page's iframe, on the same main thread, and a second React app
// starting there cost the watch page as much as its own start. The server renders the player in its first state
// (playing, 0:00); this script runs the clock, the bar, the Play/Pause button and the progress reports.
//
// runDemoPlayer and clock travel as their source text, so they use nothing from outside their own bodies but
// their arguments. The browser tests in tests/e2e/watch.spec.ts drive the result.

import { PROGRESS_INTERVAL_SECONDS, PROGRESS_MESSAGE_TYPE, type ProgressMessage } from "./progress-message";

/** 75 -> "1:15", 3725 -> "1:02:05". */
export function clock(totalSeconds: number): string {
  const seconds = Math.floor(totalSeconds % 60);
  const minutes = Math.floor(totalSeconds / 60) % 60;
  const hours = Math.floor(totalSeconds / 3600);
  const mm = hours > 0 ? String(minutes).padStart(2, "0") : String(minutes);
  return `${hours > 0 ? `${hours}:` : ""}${mm}:${String(seconds).padStart(2, "0")}`;
}

interface PlayerSettings {
  messageType: ProgressMessage["type"];
  /** Seconds between progress reports. */
  interval: number;
}

function runDemoPlayer(format: (seconds: number) => string, settings: PlayerSettings): void {
  const root = document.querySelector<HTMLElement>(".demo-player[data-duration]");
  const toggle = root?.querySelector<HTMLButtonElement>(".demo-player-toggle");
  const track = root?.querySelector<HTMLElement>(".demo-player-track");
  const bar = root?.querySelector<HTMLElement>(".demo-player-bar");
  const time = root?.querySelector<HTMLElement>(".demo-player-time");
  if (!root || !toggle || !track || !bar || !time) return;
  const number = (text: string | undefined) => (text ? Number(text) : null);
  const duration = Number(root.dataset.duration);
  const id = Number(root.dataset.id);
  const season = number(root.dataset.season);
  const episode = number(root.dataset.episode);
  let seconds = 0;
  let timer: number | undefined;

  const show = () => {
    bar.style.width = `${(seconds / duration) * 100}%`;
    track.setAttribute("aria-valuenow", String(seconds));
    track.setAttribute("aria-valuetext", `${format(seconds)} of ${format(duration)}`);
    time.textContent = format(seconds);
  };
  // Tells the watch page (our own origin only) how far the demo has played.
  const report = () => {
    const message: ProgressMessage = {
      type: settings.messageType,
      event: seconds >= duration ? "ended" : "time",
      id,
      season,
      episode,
      seconds,
      duration,
    };
    if (window.parent !== window) window.parent.postMessage(message, window.location.origin);
  };
  const tick = () => {
    seconds = Math.min(seconds + 1, duration);
    show();
    if (seconds % settings.interval === 0 || seconds === duration) report();
    if (seconds >= duration) setPlaying(false);
  };
  const setPlaying = (playing: boolean) => {
    root.classList.toggle("is-playing", playing);
    toggle.setAttribute("aria-label", playing ? "Pause" : "Play");
    for (const icon of toggle.querySelectorAll<HTMLElement>("[data-icon]")) {
      icon.hidden = icon.dataset.icon !== (playing ? "pause" : "play");
    }
    window.clearInterval(timer);
    timer = playing ? window.setInterval(tick, 1000) : undefined;
  };

  toggle.addEventListener("click", () => {
    const playing = root.classList.contains("is-playing");
    if (!playing && seconds >= duration) {
      seconds = 0;
      show();
    }
    setPlaying(!playing);
  });
  setPlaying(true);
}

/** The inline script's text. Only the settings are data; "<" is escaped there so it cannot close the tag. */
export function demoPlayerScript(): string {
  const settings: PlayerSettings = {
    messageType: PROGRESS_MESSAGE_TYPE,
    interval: PROGRESS_INTERVAL_SECONDS,
  };
  return `(${runDemoPlayer})(${clock}, ${JSON.stringify(settings).replace(/</g, "\\u003c")});`;
}
