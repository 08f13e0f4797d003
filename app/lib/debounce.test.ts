import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { debounce } from "./debounce";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("debounce", () => {
  it("calls once, with the latest arguments, after the wait since the last call", () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 500);
    debounced("n");
    vi.advanceTimersByTime(300);
    debounced("ni");
    vi.advanceTimersByTime(300);
    debounced("night");
    vi.advanceTimersByTime(499);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith("night");
  });

  it("can be cancelled", () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 500);
    debounced("night");
    debounced.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
  });
});
