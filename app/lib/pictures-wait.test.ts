// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { picturesWaitScript } from "./pictures-wait";

const root = document.documentElement;
/** The inline script's own element, which the page marks while it boots. */
const script = document.createElement("script");
const booting = () => script.hasAttribute("data-booting");
/** The script as the page runs it: from its text, as the current script. */
function runScript() {
  new Function("document", "script", picturesWaitScript().replace("document.currentScript", "script"))(
    document,
    script,
  );
}
/** A mutation observer's callback runs as a microtask after the change. */
const observed = () => vi.advanceTimersByTimeAsync(0);

describe("lazy pictures wait for the page's scripts (pictures-wait.ts)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    root.removeAttribute("data-hydrated");
    script.removeAttribute("data-booting");
  });
  afterEach(() => vi.useRealTimers());

  it("marks the page while it boots, from its own text, and lets the pictures come once it is hydrated", async () => {
    runScript();
    expect(booting()).toBe(true);
    root.setAttribute("data-hydrated", "");
    await observed();
    expect(booting()).toBe(false);
  });

  it("lets them come 3 s after the page has loaded when its scripts never arrive", async () => {
    runScript();
    window.dispatchEvent(new Event("load"));
    await vi.advanceTimersByTimeAsync(2900);
    expect(booting()).toBe(true);
    await vi.advanceTimersByTimeAsync(200);
    expect(booting()).toBe(false);
  });

  it("holds nothing on a page that is already hydrated", () => {
    root.setAttribute("data-hydrated", "");
    runScript();
    expect(booting()).toBe(false);
  });
});
