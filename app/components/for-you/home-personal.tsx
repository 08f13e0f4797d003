import { lazy, Suspense, useEffect, useState } from "react";
import { readRaw } from "~/local/browser-storage";
import { PLAYBACK_KEY, useHasPlayback } from "~/local/playback-key";
import { VIEWED_KEY } from "~/local/recently-viewed";
import { WATCHLIST_KEY } from "~/local/watchlist";
import ContinueWatchingCards from "../continue-watching-cards";
import { RecentlyViewedRow } from "../recently-viewed-row";
import { type Dismissal, useDismissal } from "./use-dismissal";

// Everything on home that depends on the visitor (issue 25), loaded once the page is interactive and idle, never
// with its first scripts (home.tsx): "Not interested" on every card, Continue Watching, Recently Viewed and, only in a
// browser that holds some history, the personal rows, whose code (ranking, requests) is a chunk of its own that a
// first visit never loads. A new visitor's HTML and first-load scripts are the same as without any of this.

const ForYouRows = lazy(() => import("./for-you-rows"));

/** Whether this browser keeps anything personal rows are made of (not their content: that is read later). */
function holdsHistory(): boolean {
  return [PLAYBACK_KEY, WATCHLIST_KEY, VIEWED_KEY].some((key) => readRaw("local", key) !== null);
}

interface HomePersonalProps {
  onDismissal: (dismissal: Dismissal) => void;
  /** Called once what the layer adds is in place: at once without history, else when the rows have arrived. */
  onSettled: () => void;
}

export default function HomePersonal({ onDismissal, onSettled }: HomePersonalProps) {
  const dismissal = useDismissal();
  useEffect(() => onDismissal(dismissal), [dismissal, onDismissal]);
  // Read once: a first visitor who adds a title to My List here does not see rows appear under the pointer.
  const [withHistory] = useState(holdsHistory);
  useEffect(() => {
    if (!withHistory) onSettled();
  }, [withHistory, onSettled]);
  const hasPlayback = useHasPlayback();
  return (
    <>
      {hasPlayback ? <ContinueWatchingCards dismissal={dismissal} /> : null}
      <RecentlyViewedRow dismissal={dismissal} />
      {withHistory ? (
        <Suspense fallback={null}>
          <ForYouRows dismissal={dismissal} onSettled={onSettled} />
        </Suspense>
      ) : null}
    </>
  );
}
