import { useCallback, useEffect, useRef, useState } from "react";
import type { TitleSummary } from "~/catalogue/types";
import { ChevronLeftIcon, ChevronRightIcon } from "./icons";
import { MediaCard } from "./media-card";

/** Spec §9: the arrows move the slider by two cards; cards sit 15 px apart (the --gap in app.css). */
const STEP_CARDS = 2;
const CARD_GAP_PX = 15;

interface CollectionRowProps {
  id: string;
  title: string;
  items: Pick<TitleSummary, "id" | "kind" | "title" | "posterPath">[];
  /** The first rows are above the fold: their posters load at once. */
  eager?: boolean;
}

/**
 * A titled horizontal slider of cards. It is a native scroll area, so touch swipe, trackpads and keyboard
 * focus all work; the arrow buttons step two cards, measured at the moment of the click so a resize is
 * always taken into account.
 */
export function CollectionRow({ id, title, items, eager = false }: CollectionRowProps) {
  const trackRef = useRef<HTMLUListElement>(null);
  const [canScroll, setCanScroll] = useState({ back: false, forward: false });
  const headingId = `row-${id}`;

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const max = track.scrollWidth - track.clientWidth;
    setCanScroll({ back: track.scrollLeft > 1, forward: track.scrollLeft < max - 1 });
  }, []);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    measure();
    track.addEventListener("scroll", measure, { passive: true });
    const resize = new ResizeObserver(measure);
    resize.observe(track);
    return () => {
      track.removeEventListener("scroll", measure);
      resize.disconnect();
    };
  }, [measure]);

  const step = (direction: 1 | -1) => {
    const track = trackRef.current;
    const card = track?.querySelector("li");
    if (!track || !card) return;
    const distance = STEP_CARDS * (card.getBoundingClientRect().width + CARD_GAP_PX);
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    track.scrollBy({ left: direction * distance, behavior: smooth ? "smooth" : "auto" });
  };

  return (
    <section className="collection-row" aria-labelledby={headingId}>
      <h2 id={headingId} className="row-title">
        {title}
      </h2>
      <div className="row-slider">
        <button
          type="button"
          className="row-arrow row-arrow-back"
          aria-label={`Scroll ${title} back`}
          hidden={!canScroll.back}
          onClick={() => step(-1)}
        >
          <ChevronLeftIcon size={28} />
        </button>
        <ul className="row-track" ref={trackRef}>
          {items.map((item, index) => (
            <li key={`${item.kind}-${item.id}`}>
              <MediaCard title={item} eager={eager && index < 6} />
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="row-arrow row-arrow-forward"
          aria-label={`Scroll ${title} forward`}
          hidden={!canScroll.forward}
          onClick={() => step(1)}
        >
          <ChevronRightIcon size={28} />
        </button>
      </div>
    </section>
  );
}
