// Waits for the first arrow, Back or Escape key, then loads spatial navigation (spatial-navigation.ts) and hands
// it that key, and every such key pressed while it loads, in order: on a phone or a TV the module takes a moment,
// and a remote's user presses on. Only these few lines are in every page's first load: visitors who never press
// such a key never download the rest. Imported by root.tsx for this effect alone, it listens from the moment the
// page's scripts run, before hydration: the navigation works on the server's HTML.
if (typeof document !== "undefined") {
  /** Keys waiting for the module, oldest first; null while none is loading. */
  let waiting: KeyboardEvent[] | null = null;
  /** The keys whose default action this listener prevented (not a widget): the module still acts on them. */
  const prevented = new WeakSet<KeyboardEvent>();
  const onKeyDown = (event: KeyboardEvent) => {
    const arrow = event.key.startsWith("Arrow");
    // Backspace, a TV remote's Back (webOS: GoBack or 461, Tizen: 10009), and Escape, which leaves the watch page.
    const back =
      /^(Backspace|GoBack|Escape)$/.test(event.key) || event.keyCode === 461 || event.keyCode === 10009;
    if (event.defaultPrevented || !(arrow || back)) return;
    // The page must not scroll under an arrow the module will turn into a move (focus on a link or button). It
    // decides the rest once loaded.
    if (arrow && (event.target as Element).matches("a[href],button")) {
      event.preventDefault();
      prevented.add(event);
    }
    if (waiting) {
      waiting.push(event);
      return;
    }
    const keys = [event];
    waiting = keys;
    // The module's own listener is installed in the same task as this one goes, so no key falls between them. A
    // failed load (a new deployment, the network) drops the waiting keys and tries again on the next key.
    import("./spatial-navigation").then(
      (module) => {
        document.removeEventListener("keydown", onKeyDown);
        waiting = null;
        module.default(keys, (key) => key.defaultPrevented && !prevented.has(key));
      },
      () => {
        waiting = null;
      },
    );
  };
  document.addEventListener("keydown", onKeyDown);
}
