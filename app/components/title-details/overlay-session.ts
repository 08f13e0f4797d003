// What the title overlay must put back when it closes: where focus was, how far the page behind was scrolled,
// and which history entry it opened at. Kept outside React because one overlay can replace another (a movie's
// 'More Like This' opening a series remounts the route): the new overlay carries on the old one's session.

export interface OverlaySession {
  /** The element that had focus when the overlay opened: the card link, or the body on a direct visit. */
  opener: Element | null;
  /** The page's scroll position behind the overlay, restored when it closes. */
  scrollY: number;
  scrollbar: boolean;
  /** React Router's history index of the overlay's first entry (history.state.idx), when known. */
  firstIndex: number | null;
}

let pending: OverlaySession | null = null;

/** React Router keeps the entry's position in history.state.idx. */
export function historyIndex(): number | null {
  const state: unknown = window.history.state;
  const idx = typeof state === "object" && state !== null ? (state as { idx?: unknown }).idx : undefined;
  return typeof idx === "number" && Number.isInteger(idx) ? idx : null;
}

/** The page as the overlay found it, read before the overlay's own DOM changes so reading it costs no layout. */
export interface PageState {
  opener: Element | null;
  scrollY: number;
  /** Whether the page showed a vertical scrollbar, whose space is kept while the page is locked. */
  scrollbar: boolean;
}

export function readPageState(): PageState | null {
  if (typeof window === "undefined") return null;
  return {
    opener: document.activeElement,
    scrollY: window.scrollY,
    scrollbar: window.innerWidth > document.documentElement.clientWidth,
  };
}

/** Starts a session, or takes over the one an overlay replaced in the same commit. */
export function openSession(page: PageState): OverlaySession {
  const session = pending ?? { ...page, firstIndex: historyIndex() };
  pending = null;
  return session;
}

/**
 * Ends a session once the commit that unmounted the overlay is over: unless another overlay took it over,
 * focus goes back to the opener (the background is no longer inert by then).
 */
export function closeSession(session: OverlaySession): void {
  pending = session;
  queueMicrotask(() => {
    if (pending !== session) return;
    pending = null;
    restoreFocus(session.opener);
  });
}

function restoreFocus(opener: Element | null): void {
  // The page the overlay closed into may have placed focus itself (the watch page, on its back arrow).
  const active = document.activeElement;
  if (active && active !== document.body && active !== opener && !active.closest("dialog")) return;
  if (
    opener instanceof HTMLElement &&
    opener !== document.body &&
    opener.isConnected &&
    !opener.closest("dialog")
  ) {
    opener.focus({ preventScroll: true });
    if (document.activeElement === opener) return;
  }
  // A direct visit had nothing focused, and an opener on another page is gone: focus the main content.
  const main = document.getElementById("main");
  if (!main) return;
  if (!main.hasAttribute("tabindex")) {
    main.setAttribute("tabindex", "-1");
    // A landing spot for focus, not a control: no focus ring around the whole page.
    main.style.outline = "none";
  }
  main.focus({ preventScroll: true });
}

/**
 * Keeps the page behind still (spec §2: the body does not scroll while the overlay is open). The body is fixed
 * in place at its scroll offset rather than just clipped, so the router's scroll-to-top on entering the
 * overlay's URL cannot move it, and the page is back where it was when the overlay closes.
 */
export function lockPageScroll({
  scrollY,
  scrollbar,
}: Pick<OverlaySession, "scrollY" | "scrollbar">): () => void {
  const { body, documentElement: html } = document;
  const previous = { body: body.getAttribute("style"), html: html.getAttribute("style") };
  Object.assign(body.style, {
    position: "fixed",
    top: `-${scrollY}px`,
    left: "0",
    right: "0",
    overflow: "hidden",
  });
  // Keep the scrollbar's space so the page behind does not shift sideways.
  if (scrollbar) html.style.overflowY = "scroll";
  return () => {
    restoreStyle(body, previous.body);
    restoreStyle(html, previous.html);
    window.scrollTo({ top: scrollY, left: 0, behavior: "instant" });
  };
}

function restoreStyle(element: HTMLElement, style: string | null): void {
  if (style === null) element.removeAttribute("style");
  else element.setAttribute("style", style);
}
