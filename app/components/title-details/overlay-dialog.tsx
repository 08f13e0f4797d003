import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useLingui } from "~/i18n/i18n";
import { Link, useLocalizedNavigate } from "~/i18n/link";
import { closeTarget } from "~/lib/title-details";
import { readLastPage } from "~/local/last-page";
import { CloseIcon } from "../icons";
import { LanguageSwitcher } from "../language-switcher";
import {
  closeSession,
  historyIndex,
  lockPageScroll,
  type OverlaySession,
  openSession,
  readPageState,
} from "./overlay-session";

interface OverlayDialogProps {
  /** Id of the heading that names the dialog; it takes focus when the dialog opens or shows another title. */
  headingId: string;
  /** Changes when the overlay shows another title: the panel scrolls back to its top. */
  contentKey: string;
  /** Another title is loading: the panel dims and says so to assistive technology. */
  busy?: boolean;
  children: React.ReactNode;
}

/**
 * The overlay as a modal dialog (spec §2): the page behind is inert and Tab stays inside; Escape and the close
 * button close it, a click on the dimmed area goes to '/'. Opened in the browser, it is a native <dialog> opened
 * with showModal(). The server renders it open (a shared link shows the title before any script runs), with
 * everything behind it inert, and it stays that way once hydrated.
 */
export function OverlayDialog({ headingId, contentKey, busy = false, children }: OverlayDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const { i18n } = useLingui();
  const navigate = useLocalizedNavigate();
  const location = useLocation();
  // Read during the first render: before the commit that makes the page behind inert takes focus away, and
  // while the page's layout is still clean, so reading the scroll position forces no extra layout.
  const [page] = useState(readPageState);
  // Hydrating the server's HTML (root.tsx marks <html data-hydrated> once hydration is done), not opened by a
  // navigation in the browser.
  const [openedByServer] = useState(
    () => typeof document !== "undefined" && !document.documentElement.hasAttribute("data-hydrated"),
  );
  const session = useRef<OverlaySession | null>(null);
  const closing = useRef(false);
  const pointerDownOnBackdrop = useRef(false);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !page) return;
    const current = openSession(page);
    session.current = current;
    const unlock = lockPageScroll(current);
    const takeFocus = () => document.getElementById(headingId)?.focus({ preventScroll: true });
    // The server's open dialog stays as it is. Everything behind it is inert already in the server's HTML (the
    // home page, the top bar, the footer: home.tsx, root.tsx), so Tab and assistive technology stay inside, as
    // in a modal one. Turning it modal would cost a task of 25-55 ms on a fast machine as the dialog moves to
    // the top layer: the whole page's style recalculated and the dialog laid out again, right after hydration.
    // Focus moves at the start of the next frame, when the browser lays the page out anyway, not inside the
    // hydration commit. Escape, which only a modal dialog turns into `cancel`, is listened for below.
    const frame = openedByServer ? requestAnimationFrame(takeFocus) : null;
    if (!openedByServer) {
      // Opened in the browser: a modal dialog, which makes everything behind it inert and keeps Tab inside.
      if (dialog.open && !dialog.matches(":modal")) dialog.close();
      if (!dialog.open) dialog.showModal();
      takeFocus();
    }
    return () => {
      if (frame !== null) cancelAnimationFrame(frame);
      if (dialog.open) dialog.close();
      unlock();
      closeSession(current);
    };
  }, [page, headingId, openedByServer]);

  // Another title in the same overlay: start at its top, and move focus to its name.
  const firstKey = useRef(contentKey);
  useEffect(() => {
    if (firstKey.current === contentKey) return;
    firstKey.current = contentKey;
    dialogRef.current?.scrollTo({ top: 0 });
    document.getElementById(headingId)?.focus({ preventScroll: true });
  }, [contentKey, headingId]);

  // A close that navigated somewhere still showing an overlay (history can do that) may close again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation, by design
  useEffect(() => {
    closing.current = false;
  }, [location.key]);

  const close = useCallback(() => {
    if (closing.current) return;
    closing.current = true;
    const index = historyIndex();
    const first = session.current?.firstIndex ?? null;
    const target = closeTarget({
      lastPage: readLastPage(),
      overlayEntries: index !== null && first !== null ? index - first + 1 : 1,
      historyLength: window.history.length,
      pathname: window.location.pathname,
    });
    if (target.type === "back") navigate(-target.steps);
    else navigate(target.to, { preventScrollReset: true });
  }, [navigate]);

  // The server's dialog is not modal, so the browser does not turn Escape into `cancel` for it.
  useEffect(() => {
    if (!openedByServer) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      event.preventDefault();
      close();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [openedByServer, close]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the dimmed area is a pointer shortcut; keys have Escape and Close
    <dialog
      ref={dialogRef}
      open
      aria-modal="true"
      aria-labelledby={headingId}
      className="title-overlay"
      onCancel={(event) => {
        // Escape: the same as the close button, by navigation, so the URL and the dialog stay in step.
        event.preventDefault();
        close();
      }}
      onPointerDown={(event) => {
        pointerDownOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // Only a click that starts and ends on the dimmed area (not a text selection dragged out of the panel).
        if (event.target !== event.currentTarget || !pointerDownOnBackdrop.current) return;
        if (closing.current) return;
        closing.current = true;
        navigate("/", { preventScrollReset: true });
      }}
    >
      <div className="title-overlay-panel" aria-busy={busy || undefined} data-busy={busy || undefined}>
        <Link
          to="/"
          className="title-overlay-close"
          aria-label={i18n._("overlay.close")}
          preventScrollReset
          onClick={(event) => {
            event.preventDefault();
            close();
          }}
        >
          <CloseIcon />
        </Link>
        {children}
        {/* The site's footer is behind the modal overlay, out of reach: the languages are offered here too. */}
        <footer className="title-overlay-footer">
          <LanguageSwitcher />
        </footer>
      </div>
    </dialog>
  );
}
