import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type { TitleSummary } from "~/catalogue/types";
import { useLingui } from "~/i18n/i18n";
import { Link } from "~/i18n/link";
import { useShownWhenIdle } from "~/lib/use-shown-when-idle";
import { ChevronLeftIcon, ChevronRightIcon } from "./icons";
import { MediaCard, type MediaCardProps } from "./media-card";

/** Spec §9: the arrows move the slider by two cards; cards sit 15 px apart (the --gap in app.css). */
const STEP_CARDS = 2;
const CARD_GAP_PX = 15;
/**
 * Cards a row renders before the visitor reaches into it: more than a 1920 px screen shows (cards are at most
 * 200 px wide, so about 9 fit). The rest render on the first hover, focus, touch, scroll or arrow press, or at
 * once when the screen is wide enough to show them all. A home page of seven rows then renders 70 cards, not
 * 140: half the HTML, DOM and hydration work (docs/decisions/0010-performance-budget.md).
 */
export const INITIAL_ROW_CARDS = 10;

export type RowItem = Pick<TitleSummary, "id" | "kind" | "title" | "posterPath">;

interface CollectionRowProps {
  id: string;
  title: string;
  items: RowItem[];
  /** More for a card than its title: a label, a progress bar, a resume link, a remove action. Keep it stable. */
  cardPropsOf?: (item: RowItem) => Omit<MediaCardProps, "title" | "poster">;
  /** What stands in a card's place instead, if anything (the Undo of "Not interested"). Keep it stable. */
  replaceCard?: (item: RowItem) => ReactNode;
  /** The first row on the page: its posters load at once (at low priority, after the hero). */
  first?: boolean;
  /**
   * A row below the first screen: the server sends its heading and a placeholder the size of a card, and the
   * browser renders the cards once the page is idle, or at once when the row comes near. Home's HTML, layout
   * and hydration then cover two rows of cards rather than seven (docs/decisions/0012-scripts-after-paint.md).
   */
  later?: boolean;
  /** A `later` row that must not render its cards yet (the page under an open title overlay). */
  held?: boolean;
  /**
   * The page listing the same titles, in full and by page (an explore page), linked from the row's heading:
   * the way on from a row that shows only its first cards, or none without scripts (docs/decisions/0018).
   */
  moreTo?: string | null;
}

/**
 * A titled horizontal slider of cards. It is a native scroll area, so touch swipe, trackpads and keyboard
 * focus all work; the arrow buttons step two cards, measured at the moment of the click so a resize is
 * always taken into account.
 */
export function CollectionRow({
  id,
  title,
  items,
  cardPropsOf,
  replaceCard,
  first = false,
  later = false,
  held = false,
  moreTo,
}: CollectionRowProps) {
  const { i18n } = useLingui();
  const sectionRef = useRef<HTMLElement>(null);
  const trackRef = useRef<HTMLUListElement>(null);
  const cardsShown = useShownWhenIdle(sectionRef, !later, held);
  const [canScroll, setCanScroll] = useState({ back: false, forward: false });
  const [showAll, setShowAll] = useState(items.length <= INITIAL_ROW_CARDS);
  const headingId = `row-${id}`;
  const expand = useCallback(() => setShowAll(true), []);

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const max = track.scrollWidth - track.clientWidth;
    // How far the row has moved from its start, whichever the text direction: browsers count scrollLeft from
    // 0 down to -max in a right-to-left row.
    const moved = Math.abs(track.scrollLeft);
    const back = moved > 1;
    const forward = moved < max - 1;
    setCanScroll((now) => (now.back === back && now.forward === forward ? now : { back, forward }));
  }, []);

  // The cards are the costly part of a row. Showing or hiding an arrow re-renders the row right after
  // hydration and on scrolling; the same elements back tell React to leave the cards alone.
  const cards = useMemo(
    () =>
      cardsShown
        ? (showAll ? items : items.slice(0, INITIAL_ROW_CARDS)).map((item, index) => (
            <li key={`${item.kind}-${item.id}`}>
              {replaceCard?.(item) ?? (
                <MediaCard
                  title={item}
                  // A phone's first screen shows three; a wider one's six come from the CSS (app.css).
                  poster={first && index < 3 ? "soon" : "lazy"}
                  {...cardPropsOf?.(item)}
                />
              )}
            </li>
          ))
        : [
            // Holds the row's height until the cards come, so nothing below moves.
            <li key="placeholder" className="row-placeholder" aria-hidden="true">
              <span className="poster-frame" />
            </li>,
          ],
    [items, showAll, first, cardsShown, cardPropsOf, replaceCard],
  );

  useEffect(() => {
    const track = trackRef.current;
    // A placeholder has nothing to scroll or measure.
    if (!track || !cardsShown) return;
    // No measuring here: reading the track's size now would make the browser lay out the whole page in the
    // middle of hydration. The observer's first report comes after the browser's own layout.
    const onScroll = () => {
      expand();
      measure();
    };
    track.addEventListener("scroll", onScroll, { passive: true });
    const resize = new ResizeObserver(() => {
      // A screen that shows every rendered card at once has nothing to hint that more follow. A row whose
      // layout the browser skipped (off screen, content-visibility) measures 0 wide and proves nothing.
      if (track.clientWidth > 0 && track.scrollWidth <= track.clientWidth + 1) expand();
      measure();
    });
    resize.observe(track);
    return () => {
      track.removeEventListener("scroll", onScroll);
      resize.disconnect();
    };
  }, [measure, expand, cardsShown]);

  // The rest of the cards change how far the row can scroll. (The first ones, on the server or once idle,
  // are measured by the observer after the browser's own layout.)
  const measuredAll = useRef(showAll);
  useEffect(() => {
    if (measuredAll.current === showAll) return;
    measuredAll.current = showAll;
    measure();
  }, [measure, showAll]);

  const step = (direction: 1 | -1) => {
    // The cards beyond the first screenful must exist before the row can scroll to them.
    if (!showAll) flushSync(expand);
    const track = trackRef.current;
    const card = track?.querySelector("li");
    if (!track || !card) return;
    const distance = STEP_CARDS * (card.getBoundingClientRect().width + CARD_GAP_PX);
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    // Forward is towards the end of the line: leftwards on a right-to-left page (Arabic).
    const towardsEnd = getComputedStyle(track).direction === "rtl" ? -1 : 1;
    track.scrollBy({ left: towardsEnd * direction * distance, behavior: smooth ? "smooth" : "auto" });
  };

  return (
    <section
      ref={sectionRef}
      className="collection-row"
      aria-labelledby={headingId}
      // Pointer Events fire pointerenter for a touch too, as the finger comes down: no touchstart needed.
      onPointerEnter={showAll ? undefined : expand}
      onFocus={showAll ? undefined : expand}
    >
      <h2 id={headingId} className="row-title">
        {/* The heading links to the full list; CSS adds a 'See all' (data-see-all) that is not part of its name. */}
        {moreTo ? (
          <Link to={moreTo} data-see-all={i18n._("row.seeAll")}>
            {title}
          </Link>
        ) : (
          title
        )}
      </h2>
      <div className="row-slider">
        <button
          type="button"
          className="row-arrow row-arrow-back"
          aria-label={i18n._("row.scrollBack", { title })}
          hidden={!canScroll.back}
          onClick={() => step(-1)}
        >
          <ChevronLeftIcon size={28} />
        </button>
        <ul className="row-track" ref={trackRef}>
          {cards}
        </ul>
        <button
          type="button"
          className="row-arrow row-arrow-forward"
          aria-label={i18n._("row.scrollForward", { title })}
          hidden={!canScroll.forward}
          onClick={() => step(1)}
        >
          <ChevronRightIcon size={28} />
        </button>
      </div>
    </section>
  );
}
