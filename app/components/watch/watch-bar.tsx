import { useLayoutEffect, useRef } from "react";
import { ChevronLeftIcon, ChevronRightIcon, PeopleIcon } from "~/components/icons";
import { useLingui } from "~/i18n/i18n";
import { Link } from "~/i18n/link";

interface WatchBarProps {
  heading: string;
  detailsPath: string;
  nextEpisodePath: string | null;
  /** Whether the watch-together panel is open, and the way to open or hide it. */
  together: { open: boolean; toggle: () => void };
}

/** The strip above the player: back to the title's details, what is playing, and the next episode. */
export function WatchBar({ heading, detailsPath, nextEpisodePath, together }: WatchBarProps) {
  const { i18n } = useLingui();
  const back = useRef<HTMLAnchorElement>(null);
  // Arriving from a card or the overlay's Play, the control pressed is gone and focus with it: a keyboard or
  // remote starts on the way back, with the player one arrow below. Not on a page load (root.tsx
  // marks <html data-hydrated> after this runs), where focus starts at the top as on any page. A layout effect:
  // it runs before the closing title overlay puts focus back (overlay-session.ts), which then leaves it here.
  useLayoutEffect(() => {
    if (document.documentElement.hasAttribute("data-hydrated") && document.activeElement === document.body)
      back.current?.focus({ preventScroll: true });
  }, []);
  return (
    <header className="watch-bar">
      {/* data-remote-back: where Backspace or a remote's Back key goes when this is the tab's first page. */}
      <Link
        ref={back}
        to={detailsPath}
        className="watch-back"
        aria-label={i18n._("watch.back")}
        title={i18n._("watch.back")}
        data-remote-back=""
      >
        <ChevronLeftIcon size={26} />
      </Link>
      <h1 className="watch-heading">{heading}</h1>
      {nextEpisodePath ? (
        // On a phone the button says just "Next", leaving room for the heading; its name stays complete. Each
        // language words the two on its own ("Episodio siguiente", "Siguiente"), so both are written out.
        <Link
          to={nextEpisodePath}
          className="button button-secondary watch-next"
          aria-label={i18n._("watch.next")}
        >
          <span className="watch-next-more">{i18n._("watch.next")}</span>
          <span className="watch-next-short">{i18n._("watch.next.short")}</span>{" "}
          <ChevronRightIcon size={18} />
        </Link>
      ) : null}
      {/* Rooms are made in the browser (their key never reaches the server): without a script, a sentence says so
          where the button would be (no-script.css hides the button then). On a phone the icon stays, and the
          name says the words. */}
      <button
        type="button"
        className="button button-secondary watch-together needs-script"
        aria-label={i18n._("together.open")}
        aria-expanded={together.open}
        onClick={together.toggle}
      >
        <PeopleIcon size={18} />
        <span className="watch-together-words">{i18n._("together.open")}</span>
      </button>
      <noscript>
        <p className="watch-together-note">{i18n._("together.needsScript")}</p>
      </noscript>
    </header>
  );
}
