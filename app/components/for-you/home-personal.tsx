import { lazy, Suspense, useEffect, useState } from "react";
import { readRaw } from "~/local/browser-storage";
import { PLAYBACK_KEY, useHasPlayback } from "~/local/playback-key";
import { VIEWED_KEY } from "~/local/recently-viewed";
import { WATCHLIST_KEY } from "~/local/watchlist";
import ContinueWatchingCards from "../continue-watching-cards";
import { RecentlyViewedRow } from "../recently-viewed-row";
import { type Dismissal, useDismissal } from "./use-dismissal";

// Everything on home that depends on the visitor, loaded once the page is interactive and idle, never
// with its first scripts (home.tsx): "Not interested" on every card, Continue Watching, Recently Viewed and, only in a
// browser that holds some history, the personal rows, whose code (ranking, requests) is a chunk of its own that a
// first visit never loads. A new visitor's HTML and first-load scripts are the same as without any of this.

const ForYouRows = lazy(() => import("./for-you-rows"));

/** Whether this browser keeps anything personal rows are made of (not their content: that is read later). */
function holdsHistory(): boolean {
  return [PLAYBACK_KEY, WATCHLIST_KEY, VIEWED_KEY].some((key) => readRaw("local", key) !== null);
}

/**
 * Marks <html data-personal="settled"> once what the layer adds is in place (at once without history, else when
 * the personal rows have arrived), and takes the mark off when home is left: the rows it adds move the ones below,
 * so the browser tests wait for it before using home's cards, as they wait for data-hydrated. Done here rather
 * than in home's own markup, so that its first-load scripts do not carry it.
 */
function settle() {
  document.documentElement.dataset.personal = "settled";
}

export default function HomePersonal({ onDismissal }: { onDismissal: (dismissal: Dismissal) => void }) {
  const dismissal = useDismissal();
  useEffect(() => onDismissal(dismissal), [dismissal, onDismissal]);
  // Read once: a first visitor who adds a title to My List here does not see rows appear under the pointer.
  const [withHistory] = useState(holdsHistory);
  useEffect(() => {
    if (!withHistory) settle();
    return () => {
      delete document.documentElement.dataset.personal;
    };
  }, [withHistory]);
  const hasPlayback = useHasPlayback();
  return (
    <>
      {hasPlayback ? <ContinueWatchingCards dismissal={dismissal} /> : null}
      <RecentlyViewedRow dismissal={dismissal} />
      {withHistory ? (
        <Suspense fallback={null}>
          <ForYouRows dismissal={dismissal} onSettled={settle} />
        </Suspense>
      ) : null}
    </>
  );
}
