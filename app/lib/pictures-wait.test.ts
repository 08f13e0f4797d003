// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { picturesWaitScript } from "./pictures-wait";

const root = document.documentElement;
const booting = () => root.hasAttribute("data-booting");
/** A mutation observer's callback runs as a microtask after the change. */
const observed = () => vi.advanceTimersByTimeAsync(0);

describe("lazy pictures wait for the page's scripts (pictures-wait.ts)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    root.removeAttribute("data-hydrated");
    root.removeAttribute("data-booting");
  });
  afterEach(() => vi.useRealTimers());

  it("marks the page while it boots, from its own text, and lets the pictures come once it is hydrated", async () => {
    new Function(picturesWaitScript())();
    expect(booting()).toBe(true);
    root.setAttribute("data-hydrated", "");
    await observed();
    expect(booting()).toBe(false);
  });

  it("lets them come 3 s after the page has loaded when its scripts never arrive", async () => {
    new Function(picturesWaitScript())();
    window.dispatchEvent(new Event("load"));
    await vi.advanceTimersByTimeAsync(2900);
    expect(booting()).toBe(true);
    await vi.advanceTimersByTimeAsync(200);
    expect(booting()).toBe(false);
  });

  it("holds nothing on a page that is already hydrated", () => {
    root.setAttribute("data-hydrated", "");
    new Function(picturesWaitScript())();
    expect(booting()).toBe(false);
  });
});
