// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { picturesWaitScript } from "./pictures-wait";

const root = document.documentElement;
/** The inline script's own element, which the page marks while it boots. */
const script = document.createElement("script");
/** Whether the pictures are held: what app.css reads, a marked script on a page not yet marked hydrated. */
const held = () => script.hasAttribute("data-booting") && !root.hasAttribute("data-hydrated");
/** The script as the page runs it: from its text, as the current script. */
function runScript() {
  new Function("document", "script", picturesWaitScript().replace("document.currentScript", "script"))(
    document,
    script,
  );
}

describe("lazy pictures wait for the page's scripts (pictures-wait.ts)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    root.removeAttribute("data-hydrated");
    script.removeAttribute("data-booting");
  });
  afterEach(() => vi.useRealTimers());

  it("marks the page while it boots, from its own text, and lets the pictures come once it is hydrated", () => {
    runScript();
    expect(held()).toBe(true);
    root.setAttribute("data-hydrated", "");
    expect(held()).toBe(false);
  });

  it("lets them come 3 s after the page has loaded when its scripts never arrive", async () => {
    runScript();
    window.dispatchEvent(new Event("load"));
    await vi.advanceTimersByTimeAsync(2900);
    expect(held()).toBe(true);
    await vi.advanceTimersByTimeAsync(200);
    expect(held()).toBe(false);
  });

  it("holds nothing on a page that is already hydrated", () => {
    root.setAttribute("data-hydrated", "");
    runScript();
    expect(held()).toBe(false);
  });
});
