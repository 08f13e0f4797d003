import { describe, expect, it } from "vitest";
import type { PlayerEvent } from "~/player/progress-message";
import { afterSteer, ownAction, SETTLE_MS } from "./own-action";

const report = (event: PlayerEvent["event"], position: number): PlayerEvent => ({
  event,
  position,
  duration: 7200,
  about: null,
});
const NOW = 1_000_000;

describe("what a report from the visitor's own player means for the room", () => {
  it("a pause while the room plays is a pause; while it is paused, only the echo of one", () => {
    expect(ownAction(report("pause", 754), { playing: true, position: 753.6 }, NOW, null)).toEqual({
      action: "pause",
      position: 754,
    });
    expect(ownAction(report("pause", 754), { playing: false, position: 754 }, NOW, null)).toBeNull();
  });

  it("a report in step with the playing room is nothing; one far from it is a seek", () => {
    const room = { playing: true, position: 100.4 };
    expect(ownAction(report("time", 100), room, NOW, null)).toBeNull();
    expect(ownAction(report("time", 103), room, NOW, null)).toBeNull();
    expect(ownAction(report("time", 1800), room, NOW, null)).toEqual({
      action: "seek",
      position: 1800,
    });
    expect(ownAction(report("time", 40), room, NOW, null)).toEqual({
      action: "seek",
      position: 40,
    });
  });

  it("while the room is paused, a report where it stopped is a play, and one elsewhere a seek", () => {
    const room = { playing: false, position: 754 };
    expect(ownAction(report("time", 754), room, NOW, null)).toEqual({
      action: "play",
      position: 754,
    });
    expect(ownAction(report("time", 1800), room, NOW, null)).toEqual({
      action: "seek",
      position: 1800,
    });
  });

  it("after a seek while paused, a report that moved on by the time since is playing", () => {
    const room = { playing: false, position: 1800 };
    const seek = { action: "seek" as const, position: 1800, at: NOW - 5_000 };
    expect(ownAction(report("time", 1805), room, NOW, seek)).toEqual({
      action: "play",
      position: 1805,
    });
    expect(ownAction(report("time", 1900), room, NOW, seek)).toEqual({
      action: "seek",
      position: 1900,
    });
  });

  it("the end is not a command: what comes next is followed as a navigation", () => {
    expect(ownAction(report("ended", 7200), { playing: true, position: 7190 }, NOW, null)).toBeNull();
  });
});

describe("reports while the player answers the room's command", () => {
  const justNow = NOW - 100;

  it("are stale until the player says it did what it was told, and the visitor's own after that", () => {
    const pause = { action: "pause" as const, position: 754, at: justNow };
    // Posted while it still played, before the pause reached it.
    expect(afterSteer(pause, report("time", 754), NOW)).toBe("stale");
    expect(afterSteer(pause, report("pause", 754), NOW)).toBe("done");
    const play = { action: "play" as const, position: 754, at: justNow };
    expect(afterSteer(play, report("pause", 754), NOW)).toBe("stale");
    expect(afterSteer(play, report("time", 755), NOW)).toBe("done");
    // Somewhere else than it was told: an older report.
    expect(afterSteer({ action: "seek", position: 1800, at: justNow }, report("time", 700), NOW)).toBe(
      "stale",
    );
    expect(afterSteer({ action: "seek", position: 1800, at: justNow }, report("time", 1800), NOW)).toBe(
      "done",
    );
  });

  it("a player that says nothing back, or one loaded again, settles after a while", () => {
    const reload = { action: "reload" as const, position: 700, at: NOW - SETTLE_MS + 100 };
    expect(afterSteer(reload, report("time", 700), NOW)).toBe("stale");
    expect(afterSteer({ ...reload, at: NOW - SETTLE_MS - 1 }, report("time", 700), NOW)).toBe("own");
    expect(afterSteer({ action: "play", position: 10, at: NOW - SETTLE_MS }, report("pause", 11), NOW)).toBe(
      "own",
    );
    expect(afterSteer(null, report("pause", 11), NOW)).toBe("own");
  });
});
