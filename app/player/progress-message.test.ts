import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PROGRESS_FORMATS, readPlayerMessage } from "./progress-message";

const marquee = (overrides: Record<string, unknown> = {}) => ({
  type: "marquee:progress",
  event: "time",
  id: 1399,
  season: 2,
  episode: 7,
  seconds: 125,
  duration: 2700,
  ...overrides,
});

describe("the marquee format (the demo player's)", () => {
  it("reads time updates, pauses and the end, with what is playing", () => {
    expect(readPlayerMessage(marquee(), "marquee")).toEqual({
      event: "time",
      position: 125,
      duration: 2700,
      about: { id: 1399, season: 2, episode: 7 },
    });
    expect(readPlayerMessage(marquee({ event: "pause" }), "marquee")?.event).toBe("pause");
    expect(readPlayerMessage(marquee({ event: "ended", seconds: 2700 }), "marquee")?.event).toBe("ended");
  });

  it("reads the first version's message (no event, no duration) as a time update", () => {
    const old = { type: "marquee:progress", id: 550, season: null, episode: null, seconds: 40 };
    expect(readPlayerMessage(old, "marquee")).toEqual({
      event: "time",
      position: 40,
      duration: null,
      about: { id: 550, season: null, episode: null },
    });
  });

  it("refuses wrong types, ids, episodes, events and times", () => {
    for (const bad of [
      marquee({ type: "other" }),
      marquee({ id: 0 }),
      marquee({ id: "1399" }),
      marquee({ season: 1.5 }),
      marquee({ episode: 0 }),
      marquee({ event: "rewind" }),
      marquee({ seconds: -1 }),
      marquee({ seconds: Number.NaN }),
      marquee({ seconds: "12" }),
    ]) {
      expect(readPlayerMessage(bad, "marquee"), JSON.stringify(bad)).toBeNull();
    }
  });

  it("keeps a position past the end at the end", () => {
    expect(readPlayerMessage(marquee({ seconds: 2701 }), "marquee")?.position).toBe(2700);
  });
});

describe("the player-event format", () => {
  const message = (event: string, currentTime: unknown = 61.5) => ({
    type: "PLAYER_EVENT",
    data: { event, currentTime, duration: 5400, mediaType: "movie" },
  });

  it("maps the player's events onto time, pause and ended", () => {
    expect(readPlayerMessage(message("timeupdate"), "player-event")).toEqual({
      event: "time",
      position: 61.5,
      duration: 5400,
      about: null,
    });
    expect(readPlayerMessage(message("seeked"), "player-event")?.event).toBe("time");
    expect(readPlayerMessage(message("play"), "player-event")?.event).toBe("time");
    expect(readPlayerMessage(message("pause"), "player-event")?.event).toBe("pause");
    expect(readPlayerMessage(message("ended"), "player-event")?.event).toBe("ended");
  });

  it("reads the same message sent as JSON text", () => {
    expect(readPlayerMessage(JSON.stringify(message("pause")), "player-event")?.event).toBe("pause");
  });

  it("ignores unknown events, inherited names and messages without a time", () => {
    expect(readPlayerMessage(message("volumechange"), "player-event")).toBeNull();
    expect(readPlayerMessage(message("toString"), "player-event")).toBeNull();
    expect(readPlayerMessage(message("timeupdate", null), "player-event")).toBeNull();
    expect(readPlayerMessage({ type: "PLAYER_EVENT" }, "player-event")).toBeNull();
    expect(readPlayerMessage("{not json", "player-event")).toBeNull();
  });
});

describe("the timestamp-json format", () => {
  it("reads a position and duration, and the last second as the end", () => {
    expect(readPlayerMessage(JSON.stringify({ timestamp: 300, duration: 1200 }), "timestamp-json")).toEqual({
      event: "time",
      position: 300,
      duration: 1200,
      about: null,
    });
    expect(readPlayerMessage({ timestamp: 1199.5, duration: 1200 }, "timestamp-json")?.event).toBe("ended");
  });

  it("needs both numbers", () => {
    expect(readPlayerMessage({ timestamp: 300 }, "timestamp-json")).toBeNull();
    expect(readPlayerMessage({ timestamp: 300, duration: 0 }, "timestamp-json")).toBeNull();
  });
});

describe("any format", () => {
  it("reads only its own format: a message in another is ignored", () => {
    expect(readPlayerMessage(marquee(), "player-event")).toBeNull();
    expect(
      readPlayerMessage({ type: "PLAYER_EVENT", data: { event: "pause", currentTime: 1 } }, "marquee"),
    ).toBeNull();
  });

  it("never throws, whatever arrives", () => {
    const hostile = {
      get type() {
        throw new Error("boom");
      },
    };
    for (const format of PROGRESS_FORMATS) expect(readPlayerMessage(hostile, format)).toBeNull();
    fc.assert(
      fc.property(fc.anything(), fc.constantFrom(...PROGRESS_FORMATS), (data, format) => {
        const event = readPlayerMessage(data, format);
        if (event) expect(event.position).toBeGreaterThanOrEqual(0);
      }),
      { seed: 15, numRuns: 2000 },
    );
  });
});
