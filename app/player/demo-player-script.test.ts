// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clock, demoPlayerScript } from "./demo-player-script";

describe("clock", () => {
  it("reads minutes and seconds, and hours once there are any", () => {
    expect(clock(0)).toBe("0:00");
    expect(clock(75)).toBe("1:15");
    expect(clock(3725)).toBe("1:02:05");
    expect(clock(6480)).toBe("1:48:00");
  });
});

/** The English catalogue's words, as routes/demo-player.tsx passes them. */
const LABELS = { play: "Play", pause: "Pause", position: "{current} of {total}" };

describe("demoPlayerScript", () => {
  it("is one self-contained statement a browser can parse", () => {
    const script = demoPlayerScript(LABELS);
    expect(() => new Function(script)).not.toThrow();
    expect(script).toContain('"messageType":"marquee:progress"');
    expect(script).not.toMatch(/<\/script/i);
  });

  it("does nothing on a page without a player", () => {
    const document = { querySelector: () => null };
    expect(() => new Function("document", "window", demoPlayerScript(LABELS))(document, {})).not.toThrow();
  });
});

// The script run against the markup DemoPlayerScreen renders (the parts it reads), with a window whose clock
// the test turns by hand and whose parent records what the player posts.
const ORIGIN = "https://marquee.example.test";
const DURATION = 2700;

function markup(start: number): string {
  return `<div class="demo-player is-playing" data-id="200271" data-season="2" data-episode="7"
      data-duration="${DURATION}" data-start="${start}">
    <button type="button" class="demo-player-toggle" aria-label="Pause">
      <span data-icon="pause"></span><span data-icon="play" hidden></span>
    </button>
    <input class="demo-player-seek" type="range" aria-label="Seek" min="0" max="${DURATION}" step="1" value="${start}">
    <p class="demo-player-clock"><span class="demo-player-time"></span> / 45:00</p>
  </div>`;
}

let tick: (() => void) | null = null;
/** What the script listens to on its window ("message", "focus"). */
const windowListeners = new Map<string, (event: unknown) => void>();
const posted: Array<{ message: Record<string, unknown>; targetOrigin: string }> = [];

function startPlayer(start = 0, labels = LABELS) {
  document.body.innerHTML = markup(start);
  const parent = {
    postMessage: (message: Record<string, unknown>, targetOrigin: string) =>
      posted.push({ message, targetOrigin }),
  };
  const fakeWindow = {
    parent,
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      windowListeners.set(type, listener),
    setInterval: (callback: () => void) => {
      tick = callback;
      return 1;
    },
    clearInterval: () => {
      tick = null;
    },
  };
  new Function("document", "window", demoPlayerScript(labels))(document, fakeWindow);
  const seek = document.querySelector<HTMLInputElement>(".demo-player-seek");
  const toggle = document.querySelector<HTMLButtonElement>(".demo-player-toggle");
  if (!seek || !toggle) throw new Error("no player");
  return {
    seek,
    toggle,
    time: () => document.querySelector(".demo-player-time")?.textContent,
    play: (seconds: number) => {
      for (let step = 0; step < seconds; step += 1) tick?.();
    },
    press: (key: string) => seek.dispatchEvent(new KeyboardEvent("keydown", { key, cancelable: true })),
    /** What a pointer, Home or End does natively: a new value, then change. */
    setValue: (value: number) => {
      seek.value = String(value);
      seek.dispatchEvent(new Event("input"));
      seek.dispatchEvent(new Event("change"));
    },
    events: () => posted.map(({ message }) => `${message.event} ${message.seconds}`),
    playing: () => tick !== null,
    /** A message arriving at the player's window, by default from the watch page around it. */
    receive: (data: unknown, from: { source?: unknown; origin?: string } = {}) =>
      windowListeners.get("message")?.({ data, source: parent, origin: ORIGIN, ...from }),
  };
}

beforeEach(() => {
  windowListeners.clear();
  posted.length = 0;
  tick = null;
});
afterEach(() => {
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

describe("the demo player", () => {
  it("plays from its start and reports the time every 5 s, to its own origin, about what it plays", () => {
    const player = startPlayer(120);
    player.play(5);
    expect(player.time()).toBe("2:05");
    expect(player.seek.value).toBe("125");
    expect(posted).toEqual([
      {
        message: {
          type: "marquee:progress",
          event: "time",
          id: 200271,
          season: 2,
          episode: 7,
          seconds: 125,
          duration: DURATION,
        },
        targetOrigin: ORIGIN,
      },
    ]);
  });

  it("moves 10 s per arrow key, updating the clock and the slider's text, and reports at once", () => {
    const player = startPlayer(60);
    player.press("ArrowRight");
    player.press("ArrowRight");
    player.press("ArrowLeft");
    expect(player.time()).toBe("1:10");
    expect(player.seek.getAttribute("aria-valuetext")).toBe("1:10 of 45:00");
    expect(player.seek.style.getPropertyValue("--played")).toMatch(/^2\.59/);
    expect(player.events()).toEqual(["time 70", "time 80", "time 70"]);
    for (let press = 0; press < 10; press += 1) player.press("ArrowLeft");
    expect(player.seek.value).toBe("0");
    expect(player.time()).toBe("0:00");
  });

  it("names its button and the slider's position in the page's language", () => {
    const player = startPlayer(60, { play: "再生", pause: "一時停止", position: "{current} / {total}" });
    player.press("ArrowRight");
    expect(player.seek.getAttribute("aria-valuetext")).toBe("1:10 / 45:00");
    player.toggle.click();
    expect(player.toggle.getAttribute("aria-label")).toBe("再生");
    player.toggle.click();
    expect(player.toggle.getAttribute("aria-label")).toBe("一時停止");
  });

  it("says 'pause' when paused and stops the clock; says where it plays from at once when played again", () => {
    const player = startPlayer(30);
    player.toggle.click();
    expect(player.toggle.getAttribute("aria-label")).toBe("Play");
    expect(tick).toBeNull();
    expect(player.events()).toEqual(["pause 30"]);
    // Not at the next 5-second report: friends watching together start again with this visitor.
    player.toggle.click();
    expect(player.toggle.getAttribute("aria-label")).toBe("Pause");
    expect(player.events()).toEqual(["pause 30", "time 30"]);
  });

  it("stops at the end and says 'ended' once, whether played or sought there; Play starts again from 0", () => {
    const player = startPlayer(DURATION - 3);
    player.play(3);
    expect(player.events()).toEqual(["ended 2700"]);
    expect(player.toggle.getAttribute("aria-label")).toBe("Play");
    expect(tick).toBeNull();
    player.setValue(DURATION); // End again, already there
    player.press("ArrowRight");
    expect(player.events()).toEqual(["ended 2700"]);

    player.toggle.click();
    expect(player.time()).toBe("0:00");
    expect(player.toggle.getAttribute("aria-label")).toBe("Pause");
    player.setValue(DURATION); // End while playing
    expect(player.events()).toEqual(["ended 2700", "time 0", "ended 2700"]);
    expect(player.toggle.getAttribute("aria-label")).toBe("Play");
    player.setValue(600); // back from the end: a seek, and the end may be reported again
    player.setValue(DURATION);
    expect(player.events()).toEqual(["ended 2700", "time 0", "ended 2700", "time 600", "ended 2700"]);
  });

  it("passes Up, Down, Escape and Backspace on to the watch page, to its own origin; Left and Right seek", () => {
    const player = startPlayer(60);
    const pressOn = (target: HTMLElement, key: string) => {
      const event = new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true });
      target.dispatchEvent(event);
      return event.defaultPrevented;
    };
    for (const key of ["ArrowUp", "ArrowDown", "Escape", "Backspace"]) {
      posted.length = 0;
      expect(pressOn(player.seek, key)).toBe(true);
      expect(posted.at(-1)).toEqual({ message: { type: "marquee:key", key }, targetOrigin: ORIGIN });
    }
    posted.length = 0;
    pressOn(player.seek, "ArrowRight");
    expect(player.events()).toEqual(["time 70"]);
    expect(pressOn(player.toggle, "Enter")).toBe(false);
    expect(posted.map(({ message }) => message.type)).not.toContain("marquee:key");
  });
});

describe("the demo player's commands", () => {
  const command = (action: string, position: unknown) => ({ type: "marquee:command", action, position });

  it("pauses, plays and seeks as the watch page says, and reports the new position at once", () => {
    const player = startPlayer(30);
    player.receive(command("pause", 95));
    expect(player.playing()).toBe(false);
    expect(player.time()).toBe("1:35");
    expect(player.toggle.getAttribute("aria-label")).toBe("Play");
    player.receive(command("seek", 600.4));
    expect(player.playing()).toBe(false);
    expect(player.seek.value).toBe("600");
    expect(player.seek.getAttribute("aria-valuetext")).toBe("10:00 of 45:00");
    player.receive(command("play", 1200));
    expect(player.playing()).toBe(true);
    expect(player.toggle.getAttribute("aria-label")).toBe("Pause");
    player.receive(command("seek", 30));
    expect(player.playing()).toBe(true);
    player.play(2);
    expect(player.time()).toBe("0:32");
    expect(player.events()).toEqual(["pause 95", "time 600", "time 1200", "time 30"]);
    expect(posted.every(({ targetOrigin }) => targetOrigin === ORIGIN)).toBe(true);
  });

  it("stops at the end when told to go there, saying 'ended' once", () => {
    const player = startPlayer(30);
    player.receive(command("play", 99_999));
    player.receive(command("seek", DURATION));
    expect(player.time()).toBe("45:00");
    expect(player.playing()).toBe(false);
    expect(player.events()).toEqual(["ended 2700"]);
  });

  it("follows only the page around it, on this site, in our format", () => {
    const player = startPlayer(30);
    player.receive(command("pause", 10), { source: {} });
    player.receive(command("pause", 10), { source: null });
    player.receive(command("pause", 10), { origin: "https://elsewhere.example.test" });
    player.receive(command("pause", 10), { origin: "null" });
    for (const bad of [
      command("stop", 10),
      command("pause", -1),
      command("pause", "10"),
      command("pause", Number.NaN),
      command("pause", null),
      { type: "marquee:progress", action: "pause", position: 10 },
      { action: "pause", position: 10 },
      JSON.stringify(command("pause", 10)),
      null,
      undefined,
      7,
    ]) {
      player.receive(bad);
    }
    expect(player.playing()).toBe(true);
    expect(player.seek.value).toBe("30");
    expect(posted).toEqual([]);
  });
});
