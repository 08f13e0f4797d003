// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { earlyTapsScript, holdEarlyTaps } from "./early-taps";

// The script as the page runs it: from its text, on a document with no framework yet.
function runScript() {
  new Function(earlyTapsScript())();
}

/** What the hydrated page does: root.tsx marks <html>, and the script carries out what it kept. */
async function hydrate() {
  document.documentElement.setAttribute("data-hydrated", "");
  await vi.runAllTimersAsync();
}

describe("taps before hydration (early-taps.ts)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.documentElement.removeAttribute("data-hydrated");
    document.body.innerHTML = `
      <a href="/movie/1" id="card"><button type="button" id="add" aria-label="Add Dune to My List">+</button></a>
      <button type="button" id="other" aria-label="Show all episodes">Show all</button>
      <form action="/search" id="search"><button type="submit" id="submit">Search</button></form>
      <form action="/series/1" id="season"><select name="season" data-submit-on-change>
        <option value="1">Season 1</option><option value="2">Season 2</option></select></form>
      <button type="button" id="disabled" disabled>Nope</button>`;
    runScript();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("keeps a tap on a script-only button, shows it pending, and carries it out once after hydration", async () => {
    const add = document.getElementById("add") as HTMLButtonElement;
    const handler = vi.fn();
    const tap = () =>
      add.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, composed: true }));

    expect(tap()).toBe(false); // the link around the card must not navigate
    tap();
    tap();
    expect(add.hasAttribute("data-pending")).toBe(true);

    // React attaches its handlers during hydration.
    add.addEventListener("click", handler);
    await hydrate();

    expect(handler).toHaveBeenCalledTimes(1);
    expect(add.hasAttribute("data-pending")).toBe(false);
  });

  it("drops a kept tap when the button no longer says what the visitor tapped", async () => {
    const add = document.getElementById("add") as HTMLButtonElement;
    add.click();
    const handler = vi.fn();
    add.addEventListener("click", handler);
    // Hydration read the visitor's list: the title is already on it.
    add.setAttribute("aria-label", "Remove Dune from My List");
    await hydrate();
    expect(handler).not.toHaveBeenCalled();
    expect(add.hasAttribute("data-pending")).toBe(false);
  });

  it("drops a kept tap on a button hydration took away, and carries out others in order", async () => {
    const calls: string[] = [];
    const add = document.getElementById("add") as HTMLButtonElement;
    const other = document.getElementById("other") as HTMLButtonElement;
    other.click();
    add.click();
    add.addEventListener("click", () => calls.push("add"));
    other.addEventListener("click", () => calls.push("other"));
    add.closest("a")?.remove();
    await hydrate();
    expect(calls).toEqual(["other"]);
  });

  it("leaves links, submit buttons and disabled buttons to the browser", () => {
    const submit = document.getElementById("submit") as HTMLButtonElement;
    const link = document.getElementById("card") as HTMLAnchorElement;
    const submitted = new MouseEvent("click", { bubbles: true, cancelable: true });
    submit.dispatchEvent(submitted);
    expect(submitted.defaultPrevented).toBe(false);
    const followed = new MouseEvent("click", { bubbles: true, cancelable: true });
    link.dispatchEvent(followed);
    expect(followed.defaultPrevented).toBe(false);
    expect(document.getElementById("disabled")?.hasAttribute("data-pending")).toBe(false);
  });

  it("sends the form of a select marked data-submit-on-change in place of the page, as the hydrated page navigates", () => {
    const form = document.getElementById("season") as HTMLFormElement;
    const submit = vi.spyOn(form, "requestSubmit").mockImplementation(() => {});
    const replace = vi.spyOn(document.location, "replace").mockImplementation(() => {});
    const select = form.querySelector("select") as HTMLSelectElement;
    select.value = "2";
    select.dispatchEvent(new Event("change", { bubbles: true }));
    // Replacing the history entry, not adding one: Back must still close the overlay (spec §2, §4).
    expect(replace).toHaveBeenCalledTimes(1);
    expect(new URL(replace.mock.calls[0]?.[0] as string).pathname).toBe("/series/1");
    expect(new URL(replace.mock.calls[0]?.[0] as string).search).toBe("?season=2");
    expect(submit).not.toHaveBeenCalled();
  });

  it("leaves the season's form to a React that has hydrated but not yet set the mark", () => {
    const form = document.getElementById("season") as HTMLFormElement;
    const replace = vi.spyOn(document.location, "replace").mockImplementation(() => {});
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener("submit", onSubmit);
    const select = form.querySelector("select") as HTMLSelectElement;
    select.value = "2";
    select.dispatchEvent(new Event("change", { bubbles: true }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(replace).not.toHaveBeenCalled();
  });

  it("keeps a tap while the page is still loading, and drops it 10 s after loading without hydration", async () => {
    const add = document.getElementById("add") as HTMLButtonElement;
    const readyState = vi.spyOn(document, "readyState", "get").mockReturnValue("interactive");
    add.click();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(add.hasAttribute("data-pending")).toBe(true);
    readyState.mockReturnValue("complete");
    window.dispatchEvent(new Event("load"));
    await vi.advanceTimersByTimeAsync(9_000);
    expect(add.hasAttribute("data-pending")).toBe(true);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(add.hasAttribute("data-pending")).toBe(false);
  });

  it("drops a kept tap, and its pending mark, when the page is still not interactive 10 s later", async () => {
    const add = document.getElementById("add") as HTMLButtonElement;
    add.click();
    await vi.advanceTimersByTimeAsync(9_000);
    expect(add.hasAttribute("data-pending")).toBe(true);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(add.hasAttribute("data-pending")).toBe(false);
    const handler = vi.fn();
    add.addEventListener("click", handler);
    await hydrate();
    expect(handler).not.toHaveBeenCalled();
  });

  it("stands down once the page is hydrated", async () => {
    await hydrate();
    const other = document.getElementById("other") as HTMLButtonElement;
    const handler = vi.fn();
    other.addEventListener("click", handler);
    const tap = new MouseEvent("click", { bubbles: true, cancelable: true });
    other.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(false);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(other.hasAttribute("data-pending")).toBe(false);
  });
});

describe("earlyTapsScript", () => {
  it("is the function's own text, called on the document, with nothing from outside its body", () => {
    const text = earlyTapsScript();
    expect(text.startsWith(`(${holdEarlyTaps.toString().replace(/^\s+/gm, "")})(document,`)).toBe(true);
    expect(text).not.toContain("</script");
  });
});
