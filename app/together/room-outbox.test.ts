import { afterEach, describe, expect, it, vi } from "vitest";
import { createOutbox, PACE_BURST, PACE_PER_SECOND } from "./room-outbox";

afterEach(() => {
  vi.useRealTimers();
});

describe("the outbox", () => {
  it("holds sends until resumed, then sends them in order, paced below the relay's limit", () => {
    vi.useFakeTimers();
    const outbox = createOutbox();
    const sent: string[] = [];
    for (let i = 0; i < 50; i++) outbox.add(`id${i}`, "data", false, false);
    expect(outbox.ready()).toBe(false);
    outbox.resume((frame) => {
      sent.push(JSON.parse(frame).id);
      return true;
    });
    expect(sent).toHaveLength(PACE_BURST);
    vi.advanceTimersByTime(1000);
    expect(sent.length).toBeLessThanOrEqual(PACE_BURST + PACE_PER_SECOND);
    vi.advanceTimersByTime(2000);
    expect(sent).toEqual(Array.from({ length: 50 }, (_, i) => `id${i}`));
  });

  it("resends everything not yet echoed after a pause, the front entry first, and forgets what was echoed", () => {
    const outbox = createOutbox();
    const sent: string[] = [];
    const transmit = (frame: string) => {
      sent.push(JSON.parse(frame).id);
      return true;
    };
    outbox.resume(transmit);
    outbox.add("a", "data", false, false);
    outbox.add("b", "data", true, false);
    outbox.acknowledge("a");
    expect(outbox.oldestSentAt()).not.toBeNull();
    outbox.pause();
    outbox.add("c", "data", false, false);
    outbox.add("hello", "data", false, true);
    expect(outbox.oldestSentAt()).toBeNull();
    outbox.resume(transmit);
    expect(sent).toEqual(["a", "b", "hello", "b", "c"]);
    expect(outbox.size()).toBe(3);
  });

  it("keeps a send the socket refused for the next resume", () => {
    const outbox = createOutbox();
    outbox.resume(() => false);
    outbox.add("a", "data", false, false);
    const sent: string[] = [];
    outbox.pause();
    outbox.resume((frame) => {
      sent.push(JSON.parse(frame).id);
      return true;
    });
    expect(sent).toEqual(["a"]);
  });
});
