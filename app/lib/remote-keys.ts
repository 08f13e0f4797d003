// Waits for the first arrow, Back or Escape key, then loads spatial navigation (spatial-navigation.ts) and hands
// it that key. Only these few lines are in every page's first load (the home page's JavaScript budget is nearly
// spent): visitors who never press such a key never download the rest. Imported by root.tsx for this effect
// alone, it listens from the moment the page's scripts run, before hydration: the navigation works on the
// server's HTML.
if (typeof document !== "undefined") {
  const onKeyDown = (event: KeyboardEvent) => {
    const arrow = event.key.startsWith("Arrow");
    // Backspace, a TV remote's Back (webOS: GoBack or 461, Tizen: 10009), and Escape, which leaves the watch page.
    const back =
      /^(Backspace|GoBack|Escape)$/.test(event.key) || event.keyCode === 461 || event.keyCode === 10009;
    if (event.defaultPrevented || !(arrow || back)) return;
    // The page must not scroll under an arrow the module will turn into a move (focus on a link or button). It
    // decides the rest once loaded.
    if (arrow && (event.target as Element).matches("a[href],button")) event.preventDefault();
    document.removeEventListener("keydown", onKeyDown);
    // A failed load (a new deployment, the network) waits for the next key to try again.
    import("./spatial-navigation").then(
      (module) => module.default(event),
      () => document.addEventListener("keydown", onKeyDown),
    );
  };
  document.addEventListener("keydown", onKeyDown);
}
