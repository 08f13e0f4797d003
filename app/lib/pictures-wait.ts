// Pictures further down a page wait for its scripts (docs/decisions/0038-pictures-wait-for-scripts.md).
//
// On a phone's slow link every byte before the page is interactive is shared between its scripts and its
// pictures: a grid's or a row's lazy posters, started at once because Chromium fetches "lazy" pictures within
// 1,250-2,500 px of the screen, held the scripts back by 0.4-0.5 s (bench, phone profile). This small script
// runs from the page's <head>, with the early taps' (early-taps.ts): it marks its own <script> element with
// `data-booting`, and while a page has such a script and is not yet marked hydrated by root.tsx, a card's lazy
// picture is not displayed (app.css, with `:has()`), so it is not fetched; its frame keeps its size, so nothing
// moves when it comes. The pictures start with the hydration mark, which the CSS reads itself: nothing here
// watches for it (early-taps.ts does, for its own reasons). The pictures a page shows first (eager,
// preloaded) are not held. The mark is on the script, not on <html>: React renders that script with
// `suppressHydrationWarning`, while an attribute React did not render on <html> is a hydration mismatch.
// Without JavaScript the script does not run and nothing is held; a page whose scripts never arrive (a failed
// download) lets its pictures come 3 s after it has finished loading.

/**
 * The script itself, sent as text (`picturesWaitScript`), so it must not refer to anything outside its own body.
 * It is also exported to be tested on its own document.
 */
export function holdPictures(doc: Document, mark: Element | null): void {
  if (!mark || doc.documentElement.hasAttribute("data-hydrated")) return;
  mark.setAttribute("data-booting", "");
  doc.defaultView?.addEventListener(
    "load",
    () => setTimeout(() => mark.removeAttribute("data-booting"), 3000),
    { once: true },
  );
}

/** The inline script for the page's <head>: the function's own text, without its indentation. */
export function picturesWaitScript(): string {
  const body = holdPictures.toString().replace(/^\s+/gm, "");
  return `(${body})(document,document.currentScript);`;
}
