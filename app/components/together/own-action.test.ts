import { describe, expect, it } from "vitest";
import type { PlayerEvent } from "~/player/progress-message";
import { ownAction, SETTLE_MS } from "./own-action";

const report = (event: PlayerEvent["event"], position: number): PlayerEvent => ({
  event,
  position,
  duration: 7200,
  about: null,
});
const NOW = 1_000_000;
const LONG_AGO = 0;

describe("what a report from the visitor's own player means for the room", () => {
  it("a pause while the room plays is a pause; while it is paused, only the echo of one", () => {
    expect(ownAction(report("pause", 754), { playing: true, position: 753.6 }, NOW, LONG_AGO, null)).toEqual({
      action: "pause",
      position: 754,
    });
    expect(
      ownAction(report("pause", 754), { playing: false, position: 754 }, NOW, LONG_AGO, null),
    ).toBeNull();
  });

  it("a report in step with the playing room is nothing; one far from it is a seek", () => {
    const room = { playing: true, position: 100.4 };
    expect(ownAction(report("time", 100), room, NOW, LONG_AGO, null)).toBeNull();
    expect(ownAction(report("time", 103), room, NOW, LONG_AGO, null)).toBeNull();
    expect(ownAction(report("time", 1800), room, NOW, LONG_AGO, null)).toEqual({
      action: "seek",
      position: 1800,
    });
    expect(ownAction(report("time", 40), room, NOW, LONG_AGO, null)).toEqual({
      action: "seek",
      position: 40,
    });
  });

  it("while the room is paused, a report where it stopped is a play, and one elsewhere a seek", () => {
    const room = { playing: false, position: 754 };
    expect(ownAction(report("time", 754), room, NOW, LONG_AGO, null)).toEqual({
      action: "play",
      position: 754,
    });
    expect(ownAction(report("time", 1800), room, NOW, LONG_AGO, null)).toEqual({
      action: "seek",
      position: 1800,
    });
  });

  it("after a seek while paused, a report that moved on by the time since is playing", () => {
    const room = { playing: false, position: 1800 };
    const seek = { action: "seek" as const, position: 1800, at: NOW - 5_000 };
    expect(ownAction(report("time", 1805), room, NOW, LONG_AGO, seek)).toEqual({
      action: "play",
      position: 1805,
    });
    expect(ownAction(report("time", 1900), room, NOW, LONG_AGO, seek)).toEqual({
      action: "seek",
      position: 1900,
    });
  });

  it("reports just after the room steered the player are its echo, not the visitor's doing", () => {
    const room = { playing: false, position: 754 };
    expect(ownAction(report("time", 700), room, NOW, NOW - SETTLE_MS + 100, null)).toBeNull();
    expect(ownAction(report("time", 700), room, NOW, NOW - SETTLE_MS - 1, null)).toEqual({
      action: "seek",
      position: 700,
    });
  });

  it("the end is not a command: what comes next is followed as a navigation", () => {
    expect(
      ownAction(report("ended", 7200), { playing: true, position: 7190 }, NOW, LONG_AGO, null),
    ).toBeNull();
  });
});
