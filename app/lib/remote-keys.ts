/**
 * Waits for the first arrow or Backspace key, then loads spatial navigation (spatial-navigation.ts) and hands it
 * that key. Only these few lines are in every page's first load (the home page's JavaScript budget is all but
 * spent): visitors who never press an arrow never download the rest. Returns the listener's removal.
 */
export function listenForRemoteKeys(): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    const arrow = event.key.startsWith("Arrow");
    if (event.defaultPrevented || !(arrow || event.key === "Backspace")) return;
    // The page must not scroll under an arrow the module will turn into a move (focus on a link or button). It
    // decides the rest once loaded, and handles a remote's own Back keys from then on.
    if (arrow && (event.target as Element).matches("a[href],button")) event.preventDefault();
    stop();
    import("./spatial-navigation").then((module) => module.default(event));
  };
  const stop = () => document.removeEventListener("keydown", onKeyDown);
  document.addEventListener("keydown", onKeyDown);
  return stop;
}
