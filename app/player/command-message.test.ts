import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COMMAND_FORMATS, commandMessages, isCommandFormat, type PlayerCommand } from "./command-message";

describe("the marquee format (the demo player's)", () => {
  it("says each command in one message, with the position", () => {
    expect(commandMessages("marquee", { action: "play", position: 754.5 })).toEqual([
      { type: "marquee:command", action: "play", position: 754.5 },
    ]);
    expect(commandMessages("marquee", { action: "pause", position: 0 })).toEqual([
      { type: "marquee:command", action: "pause", position: 0 },
    ]);
    expect(commandMessages("marquee", { action: "seek", position: 3600 })).toEqual([
      { type: "marquee:command", action: "seek", position: 3600 },
    ]);
  });

  it("posts plain objects that survive the structured clone postMessage makes", () => {
    const [message] = commandMessages("marquee", { action: "seek", position: 12 });
    expect(structuredClone(message)).toEqual(message);
  });
});

describe("the player-command format ({ command, time })", () => {
  it("seeks with the time", () => {
    expect(commandMessages("player-command", { action: "seek", position: 120 })).toEqual([
      { command: "seek", time: 120 },
    ]);
  });

  it("places the player before play and pause, which carry no time in this format", () => {
    expect(commandMessages("player-command", { action: "play", position: 61 })).toEqual([
      { command: "seek", time: 61 },
      { command: "play" },
    ]);
    expect(commandMessages("player-command", { action: "pause", position: 61.25 })).toEqual([
      { command: "seek", time: 61.25 },
      { command: "pause" },
    ]);
  });
});

describe("commandMessages", () => {
  it("sends nothing for a malformed command, in any format", () => {
    const bad = [
      { action: "stop", position: 1 },
      { action: "episode", position: 1 },
      { action: "play", position: -1 },
      { action: "play", position: Number.NaN },
      { action: "play", position: Number.POSITIVE_INFINITY },
      { action: "seek", position: 1_000_001 },
      { action: "seek", position: "12" },
      { action: "seek" },
      { position: 5 },
    ] as unknown as PlayerCommand[];
    for (const format of COMMAND_FORMATS) {
      for (const command of bad)
        expect(commandMessages(format, command), JSON.stringify(command)).toEqual([]);
    }
  });

  it("carries any usable position exactly, and never throws", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COMMAND_FORMATS),
        fc.constantFrom("play", "pause", "seek"),
        fc.double({ min: 0, max: 1_000_000, noNaN: true }),
        (format, action, position) => {
          const messages = commandMessages(format, { action: action as PlayerCommand["action"], position });
          expect(messages.length).toBeGreaterThan(0);
          const [first] = messages as Record<string, unknown>[];
          expect(first?.position ?? first?.time).toBe(position);
        },
      ),
    );
    fc.assert(
      fc.property(fc.constantFrom(...COMMAND_FORMATS), fc.anything(), (format, command) => {
        expect(Array.isArray(commandMessages(format, command as PlayerCommand))).toBe(true);
      }),
    );
  });
});

describe("isCommandFormat", () => {
  it("knows exactly the declared formats", () => {
    expect(COMMAND_FORMATS.filter(isCommandFormat)).toEqual(["marquee", "player-command"]);
    for (const other of ["player-event", "timestamp-json", "MARQUEE", "", null, 1, {}]) {
      expect(isCommandFormat(other)).toBe(false);
    }
  });
});
