// Waits for the first arrow or Backspace key, then loads spatial navigation (spatial-navigation.ts) and hands it
// that key. Only these few lines are in every page's first load (the home page's JavaScript budget is all but
// spent): visitors who never press an arrow never download the rest. Imported by root.tsx for this effect alone,
// it listens from the moment the page's scripts run, before hydration: the navigation works on the server's HTML.
if (typeof document !== "undefined") {
  const onKeyDown = (event: KeyboardEvent) => {
    const arrow = event.key.startsWith("Arrow");
    if (event.defaultPrevented || !(arrow || event.key === "Backspace")) return;
    // The page must not scroll under an arrow the module will turn into a move (focus on a link or button). It
    // decides the rest once loaded, and handles a remote's own Back keys from then on.
    if (arrow && (event.target as Element).matches("a[href],button")) event.preventDefault();
    document.removeEventListener("keydown", onKeyDown);
    import("./spatial-navigation").then((module) => module.default(event));
  };
  document.addEventListener("keydown", onKeyDown);
}
