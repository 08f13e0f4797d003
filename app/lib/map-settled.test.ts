import { describe, expect, it } from "vitest";
import { mapSettled } from "./map-settled";

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe("mapSettled", () => {
  it("never runs more than the limit at once, and runs every item", async () => {
    let running = 0;
    let most = 0;
    const results = await mapSettled(
      Array.from({ length: 30 }, (_, index) => index),
      8,
      async (item) => {
        running += 1;
        most = Math.max(most, running);
        await tick();
        running -= 1;
        return item * 2;
      },
    );
    expect(most).toBe(8);
    expect(results.map((result) => (result.status === "fulfilled" ? result.value : null))).toEqual(
      Array.from({ length: 30 }, (_, index) => index * 2),
    );
  });

  it("keeps the items' order whatever order they finish in, and one failure fails only itself", async () => {
    const results = await mapSettled([30, 1, 10, 5], 4, async (delay) => {
      await new Promise((resolve) => setTimeout(resolve, delay));
      if (delay === 10) throw new Error("upstream down");
      return delay;
    });
    expect(results).toEqual([
      { status: "fulfilled", value: 30 },
      { status: "fulfilled", value: 1 },
      { status: "rejected", reason: new Error("upstream down") },
      { status: "fulfilled", value: 5 },
    ]);
  });

  it("handles no items, and a limit below 1 as 1", async () => {
    expect(await mapSettled([], 8, async () => 1)).toEqual([]);
    let running = 0;
    let most = 0;
    await mapSettled([1, 2, 3], 0, async () => {
      running += 1;
      most = Math.max(most, running);
      await tick();
      running -= 1;
    });
    expect(most).toBe(1);
  });
});
