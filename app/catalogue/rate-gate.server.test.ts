import { describe, expect, it } from "vitest";
import { nextSlot } from "./rate-gate.server";

describe("nextSlot", () => {
  it("books back to back at the interval, never in the past", () => {
    const first = nextSlot(0, 1000, 25, 100);
    expect(first).toEqual({ nextFree: 1025, booking: { ok: true, waitMs: 0 } });
    const second = nextSlot(first.nextFree, 1000, 25, 100);
    expect(second).toEqual({ nextFree: 1050, booking: { ok: true, waitMs: 25 } });
    expect(nextSlot(1200, 1000, 25, 100)).toEqual({
      nextFree: 1200,
      booking: { ok: false, retryAfterMs: 200 },
    });
  });
});
