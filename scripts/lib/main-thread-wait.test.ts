import { describe, expect, it } from "vitest";
import { blockingFromTrace } from "./main-thread-wait.mjs";

const main = { pid: 1, tid: 2 };
const navigation = {
  ...main,
  name: "navigationStart",
  ts: 0,
  args: { data: { documentLoaderURL: "http://127.0.0.1:3000/" } },
};
const paint = { ...main, name: "firstContentfulPaint", ts: 100_000 };
/** A main-thread task: start and lengths in ms. */
function task(startMs: number, wallMs: number, cpuMs: number) {
  return { ...main, name: "RunTask", ph: "X", ts: startMs * 1000, dur: wallMs * 1000, tdur: cpuMs * 1000 };
}

describe("blockingFromTrace", () => {
  it("counts tasks after the first paint at 4x, from wall time and from the thread's CPU time", () => {
    const events = [
      navigation,
      paint,
      task(50, 40, 40), // before the first paint: not counted
      task(200, 30, 10), // 4 x 30 - 50 = 70 from wall; 4 x 10 < 50 from CPU
      task(300, 20, 20), // 30 and 30
      task(400, 9, 9), // under 10 ms: left out
    ];
    expect(blockingFromTrace(events, 4)).toEqual({ fromWallMs: 100, fromCpuMs: 30 });
  });

  it("counts a task that lays out at 2x, and ignores other threads", () => {
    const layout = { ...main, name: "Layout", ph: "X", ts: 205_000, dur: 5000 };
    const worker = { ...task(500, 100, 100), tid: 3 };
    expect(blockingFromTrace([navigation, paint, task(200, 40, 30), layout, worker], 4)).toEqual({
      fromWallMs: 30,
      fromCpuMs: 10,
    });
  });

  it("uses the preset's slowdown: desktop counts a task at its own length", () => {
    expect(blockingFromTrace([navigation, paint, task(200, 70, 60)], 1)).toEqual({
      fromWallMs: 20,
      fromCpuMs: 10,
    });
  });

  it("gives null for a trace without a navigation or a first paint", () => {
    expect(blockingFromTrace([paint, task(200, 40, 40)], 4)).toBeNull();
    expect(blockingFromTrace([navigation, task(200, 40, 40)], 4)).toBeNull();
  });
});
