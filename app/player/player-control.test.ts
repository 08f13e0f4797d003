// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";
import { type PlayerFrameHandle, playerControl } from "./player-control";
import type { PlayerSource } from "./sources";

const demo: PlayerSource = {
  name: "Demo player",
  url: "/demo-player/movie/101488?start={start}",
  sandbox: "allow-scripts allow-same-origin allow-presentation",
  trailer: false,
  progress: "marquee",
  commands: "marquee",
};
const provider: PlayerSource = {
  ...demo,
  name: "Main",
  url: "https://player.example.test/embed/movie/550?t={start}",
  progress: "player-event",
  commands: "player-command",
};
const silent: PlayerSource = {
  ...provider,
  name: "Silent",
  url: "https://silent.example.test/movie/550",
  commands: null,
};

/**
 * A stand-in for the iframe: its window records what is posted, with the target origin; `document` is what
 * contentDocument shows (the first empty document while loading, null once another origin's player loaded).
 */
function fakeFrame(src: string, document: { URL: string; readyState: string } | null = null) {
  const posted: Array<[unknown, string]> = [];
  const listeners: Array<() => void> = [];
  const frame = {
    src,
    contentWindow: { postMessage: (message: unknown, origin: string) => posted.push([message, origin]) },
    contentDocument: document,
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    load() {
      this.contentDocument = null;
      for (const listener of listeners.splice(0)) listener();
    },
  };
  return { frame, posted, asElement: frame as unknown as HTMLIFrameElement };
}

function handle(source: PlayerSource | null, frame: HTMLIFrameElement | null): PlayerFrameHandle {
  return { source, frame, reload: vi.fn() };
}

describe("playerControl", () => {
  it("posts the demo player's commands to this site's origin, and says it took them", () => {
    const { posted, asElement } = fakeFrame(new URL(demo.url.replace("{start}", "0"), location.href).href);
    const control = playerControl(handle(demo, asElement));
    expect(control.commands).toBe(true);
    expect(control.sendCommand({ action: "pause", position: 754 })).toBe(true);
    expect(posted).toEqual([[{ type: "marquee:command", action: "pause", position: 754 }, location.origin]]);
  });

  it("posts a provider's commands in its format, to the origin of the frame's address only", () => {
    const { posted, asElement } = fakeFrame("https://player.example.test/embed/movie/550?t=0");
    expect(playerControl(handle(provider, asElement)).sendCommand({ action: "play", position: 61 })).toBe(
      true,
    );
    expect(posted).toEqual([
      [{ command: "seek", time: 61 }, "https://player.example.test"],
      [{ command: "play" }, "https://player.example.test"],
    ]);
  });

  it("answers false, posting nothing, without a command format, a frame, or a usable command", () => {
    const { posted, asElement } = fakeFrame("https://silent.example.test/movie/550");
    const silentControl = playerControl(handle(silent, asElement));
    expect(silentControl.commands).toBe(false);
    expect(silentControl.sendCommand({ action: "play", position: 1 })).toBe(false);
    expect(playerControl(handle(demo, null)).commands).toBe(false);
    expect(playerControl(handle(demo, null)).sendCommand({ action: "play", position: 1 })).toBe(false);
    expect(playerControl(null).sendCommand({ action: "play", position: 1 })).toBe(false);
    const { posted: toDemo, asElement: demoFrame } = fakeFrame(
      `${location.origin}/demo-player/movie/1?start=0`,
    );
    expect(playerControl(handle(demo, demoFrame)).sendCommand({ action: "play", position: -3 })).toBe(false);
    expect(posted).toEqual([]);
    expect(toDemo).toEqual([]);
  });

  it("posts the latest command again once a frame that was still loading has loaded", () => {
    const { frame, posted, asElement } = fakeFrame("https://player.example.test/embed/movie/550?t=0", {
      URL: "about:blank",
      readyState: "complete",
    });
    const control = playerControl(handle(provider, asElement));
    control.sendCommand({ action: "pause", position: 10 });
    control.sendCommand({ action: "seek", position: 20 });
    expect(posted).toHaveLength(3);
    frame.load();
    expect(posted.slice(3)).toEqual([[{ command: "seek", time: 20 }, "https://player.example.test"]]);
    // Loaded: a command is posted once, and no later load repeats it.
    control.sendCommand({ action: "seek", position: 30 });
    frame.load();
    expect(posted.slice(4)).toEqual([[{ command: "seek", time: 30 }, "https://player.example.test"]]);
  });

  it("reloads the frame at a position only when its source has a {start}", () => {
    const { asElement } = fakeFrame("https://player.example.test/embed/movie/550?t=0");
    const withStart = handle(provider, asElement);
    expect(playerControl(withStart).reloadAt(1200)).toBe(true);
    expect(withStart.reload).toHaveBeenCalledWith(1200);
    const withoutStart = handle(silent, asElement);
    expect(playerControl(withoutStart).reloadAt(1200)).toBe(false);
    expect(withoutStart.reload).not.toHaveBeenCalled();
    expect(playerControl(handle(provider, null)).reloadAt(1200)).toBe(false);
    expect(playerControl(null).reloadAt(1200)).toBe(false);
  });
});
