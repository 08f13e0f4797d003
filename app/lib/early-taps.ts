// Taps made before React has hydrated the page (docs/decisions/0023-no-tap-lost.md).
//
// The server's HTML shows every control at once, but a button's handler only exists once React has hydrated
// the page: on a slow phone that is a second or more after the first paint. Links and GET forms work on their
// own; a script-only button (add to My List, remove from Continue Watching, show all episodes...) would simply
// ignore the tap. This small script runs from the page's <head>, before anything is shown, and:
// - keeps a tap on a script-only button, marks the button as pending (`data-pending`, styled in site.css) and
//   carries it out once the page is interactive: exactly once, however often it was tapped meanwhile, and only
//   if the button still says what it said when it was tapped (a "+" that turns out to be a "✓" once the
//   visitor's own list is read was asking for something already done);
// - submits the form of a `select[data-submit-on-change]` when it changes, replacing the history entry as the
//   hydrated page's navigation does.
// A page whose scripts never arrive (a failed download) does not pulse "pending" for ever: a kept tap is
// dropped, and its mark taken off, 10 s after the page has finished loading (or after the tap, if it had).
// A control in a part hydrated apart (docs/decisions/0036-parts-hydrated-apart.md) may still be the server's HTML
// then, saying what the server said: an event React listens for (a "dragend", which nothing on the site handles)
// first makes React hydrate its part, and only then is what it says compared.
// It stands down for good once root.tsx marks the page hydrated (`data-hydrated` on <html>, set when hydration
// has committed; the end-to-end tests wait for the same mark).

/**
 * Buttons that do nothing without a script. A submit button works on its own (its form submits), and a
 * `popovertarget` or `commandfor` button is wired by the browser itself, so those are left to the browser.
 */
const SCRIPT_ONLY =
  'button[type="button"]:not([popovertarget]):not([commandfor]), [role="button"]:not(button, a, input)';

/**
 * The script itself, sent as text (`earlyTapsScript`), so it must not refer to anything outside its own body.
 * It is also exported to be tested on its own document.
 */
export function holdEarlyTaps(doc: Document, scriptOnly: string): void {
  const queue: { control: Element; said: string }[] = [];
  const said = (control: Element) =>
    `${control.getAttribute("aria-label") ?? ""}|${control.getAttribute("aria-pressed") ?? ""}|${control.getAttribute("aria-expanded") ?? ""}|${control.textContent ?? ""}`;
  const keep = (control: Element) => {
    if (queue.some((tap) => tap.control === control)) return;
    const tap = { control, said: said(control) };
    queue.push(tap);
    control.setAttribute("data-pending", "");
    const drop = () =>
      setTimeout(() => {
        const index = queue.indexOf(tap);
        if (index === -1) return;
        queue.splice(index, 1);
        control.removeAttribute("data-pending");
      }, 10_000);
    // Counted from the end of the page's loading: scripts still arriving on a slow line are not a failure.
    if (doc.readyState === "complete") drop();
    else doc.defaultView?.addEventListener("load", drop, { once: true });
  };

  const onClick = (event: Event) => {
    const target = event.target;
    const control = target instanceof Element ? target.closest(scriptOnly) : null;
    if (!control || control.matches(":disabled")) return;
    // Neither the browser (a link around a card's button) nor a half-hydrated React may act on it now.
    event.preventDefault();
    event.stopImmediatePropagation();
    keep(control);
  };

  const onChange = (event: Event) => {
    const target = event.target;
    if (target instanceof HTMLSelectElement && target.matches("[data-submit-on-change]")) {
      event.stopImmediatePropagation();
      const form = target.form;
      // A React that has just hydrated (the mark is set a moment later) navigates in place: it cancels this.
      if (!form?.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }))) return;
      // Otherwise the form's GET submission, but replacing the entry as the hydrated page does: a submit would
      // add one, and Back would then show the season before instead of closing the overlay.
      const url = new URL(form.action);
      const query = new URLSearchParams();
      for (const [name, value] of new FormData(form))
        if (typeof value === "string") query.append(name, value);
      url.search = `${query}`;
      doc.location.replace(url.href);
    }
  };

  const release = () => {
    doc.removeEventListener("click", onClick, true);
    doc.removeEventListener("change", onChange, true);
    for (const { control } of queue) control.dispatchEvent(new Event("dragend", { bubbles: true }));
    // One more task: a store read during hydration (the visitor's list) re-renders right after it, and a
    // button's label must be the hydrated one before it is compared with what the visitor saw.
    setTimeout(() => {
      for (const { control, said: before } of queue.splice(0)) {
        control.removeAttribute("data-pending");
        if (control.isConnected && said(control) === before) (control as HTMLElement).click();
      }
    }, 0);
  };

  doc.addEventListener("click", onClick, true);
  doc.addEventListener("change", onChange, true);
  const hydrated = new MutationObserver(() => {
    if (!doc.documentElement.hasAttribute("data-hydrated")) return;
    hydrated.disconnect();
    release();
  });
  hydrated.observe(doc.documentElement, { attributes: true, attributeFilter: ["data-hydrated"] });
}

/** The inline script for the page's <head>: the function's own text, without its indentation. */
export function earlyTapsScript(): string {
  const body = holdEarlyTaps.toString().replace(/^\s+/gm, "");
  return `(${body})(document,${JSON.stringify(SCRIPT_ONLY)});`;
}
